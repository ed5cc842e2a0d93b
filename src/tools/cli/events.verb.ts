import { setTimeout as sleep } from 'node:timers/promises';
import { adminVerb, idArg, limitOf } from './command.js';
import { eventsOfSnapshot, pollEvents } from './events.poll.js';
import { EVENT_TYPES, EventNarrator, isOwnRequest, typeFilter, whose, type StreamEvent } from './events.present.js';
import { followEventStream, openEventStream, readEventStream, RECONNECT_MS, sandboxEventOf } from './events.stream.js';
import { said, t } from './messages/say.js';
import { sellerLabelsOrIds } from './output.js';
import { EXIT } from './verb.js';

/** Ends a follower on Ctrl-C (or SIGTERM): the signal aborts, the verb returns 0. */
export function stopOnSignals(): { signal: AbortSignal; release: () => void } {
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    signal: stop.signal,
    release: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

export const eventsVerb = adminVerb({
  name: 'events',
  summary: said('events.summary'),
  commands: [
    {
      name: '',
      operations: ['getAdminEvents'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: [],
      options: {
        follow: { type: 'boolean', description: said('events.follow') },
        type: { type: 'string', value: 'TYPES', description: said('events.type') },
        own: { type: 'boolean', description: said('events.own') },
        limit: { type: 'string', value: 'N', description: said('events.limit') },
        interval: { type: 'string', value: 'MS', description: said('events.interval') },
        poll: { type: 'boolean', description: said('events.poll') },
      },
      summary: said('events.command.summary'),
      details: [said('events.details', EVENT_TYPES.join(', '))],
      async run({ admin, url, tenant, options, io, json }) {
        const filter = typeFilter(typeof options.type === 'string' ? options.type : undefined);
        const wanted = (event: StreamEvent) =>
          filter.matches(event.type) && (options.own === true || !isOwnRequest(event));
        // --json prints the events as sent: the sellers' names are read only for the human lines.
        const narrator = new EventNarrator(json ? undefined : await sellerLabelsOrIds(admin));
        const print = (event: StreamEvent) => {
          if (!wanted(event)) return;
          io.stdout(
            json
              ? `${JSON.stringify({ ...(event.id === undefined ? {} : { id: event.id }), type: event.type, at: event.at, data: event.data })}\n`
              : narrator.line(event),
          );
        };
        const limit = limitOf(options.limit);
        const interval = options.interval === undefined ? 1000 : idArg(String(options.interval), '--interval');
        const stop = stopOnSignals();
        try {
          if (!options.follow) {
            const stream = options.poll
              ? null
              : await openEventStream(admin, { types: filter.query, follow: false }, stop.signal);
            // The events the sandbox keeps (or the admin lists' picture of them), the most recent last.
            const kept: StreamEvent[] = [];
            if (stream)
              await readEventStream(stream, (message) => {
                const event = sandboxEventOf(message);
                if (event) kept.push(event);
              });
            else kept.push(...(await eventsOfSnapshot(admin)));
            for (const event of kept.filter(wanted).slice(-limit)) print(event);
            return EXIT.ok;
          }
          const followed = options.poll
            ? 'no-stream'
            : await followEventStream(admin, filter.query, stop.signal, {
                event: print,
                // Said on stderr once listening, so a script (or a test) knows no change is missed from then on.
                opened: (again) =>
                  io.stderr(`${again ? t('events.again') : t('events.following', whose(tenant), url)}\n`),
                missed: () => io.stderr(`${t('events.missed')}\n`),
                lost: (why) => io.stderr(`${t('events.lost', why, RECONNECT_MS / 1000)}\n`),
              });
          if (followed === 'no-stream') {
            const wait = (ms: number) => sleep(ms, undefined, { signal: stop.signal }).catch(() => undefined);
            await pollEvents(admin, {
              intervalMs: interval,
              emit: print,
              ready: () => io.stderr(`${t('events.polling', whose(tenant), url, interval)}\n`),
              stopped: () => stop.signal.aborted,
              wait,
            });
          }
        } catch (error) {
          if (!stop.signal.aborted) throw error;
        } finally {
          stop.release();
        }
        return EXIT.ok;
      },
    },
  ],
});
