import { setTimeout as sleep } from 'node:timers/promises';
import { adminVerb, idArg, limitOf } from './command.js';
import { eventsOfSnapshot, pollEvents } from './events.poll.js';
import { EVENT_TYPES, EventNarrator, isOwnRequest, typeFilter, whose, type StreamEvent } from './events.present.js';
import { followEventStream, openEventStream, readEventStream, RECONNECT_MS, sandboxEventOf } from './events.stream.js';
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
  summary:
    'What happens in the sandbox, a line each: sale PENDENTE → PAGO R$ 100,00…; --follow prints them as they happen',
  commands: [
    {
      name: '',
      operations: ['getAdminEvents'],
      args: [],
      options: {
        follow: { type: 'boolean', description: 'Keep printing new events until Ctrl-C' },
        type: {
          type: 'string',
          value: 'TYPES',
          description: 'Only these types, comma-separated; sale.* (or sale) takes all of one resource',
        },
        own: {
          type: 'boolean',
          description:
            'Also the CLI’s own requests (hidden otherwise; so are the admin API’s when the sandbox does not say who made a request)',
        },
        limit: { type: 'string', value: 'N', description: 'Without --follow: the N most recent events (default 20)' },
        interval: {
          type: 'string',
          value: 'MS',
          description: 'With --follow, when the sandbox has no event stream: poll every MS milliseconds (default 1000)',
        },
        poll: { type: 'boolean', description: 'Read the admin lists even when the sandbox has an event stream' },
      },
      summary:
        'Each event: the sandbox instant (Brasília), its type, the resource and id, the change, the amount, the seller',
      details: [
        `Types: ${EVENT_TYPES.join(', ')}.`,
        'It reads the sandbox’s event stream (GET /__admin/events); a sandbox without one is polled through the admin',
        'lists (the 100 most recent sales, cashouts, deliveries and requests). --json prints each event as the stream',
        'sends it (instants in UTC), one JSON object a line.',
      ],
      async run({ admin, url, tenant, options, io, json }) {
        const filter = typeFilter(typeof options.type === 'string' ? options.type : undefined);
        const wanted = (event: StreamEvent) =>
          filter.matches(event.type) && (options.own === true || !isOwnRequest(event));
        const narrator = new EventNarrator();
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
                  io.stderr(
                    again
                      ? 'following the event stream again\n'
                      : `following the event stream of ${whose(tenant)} at ${url} (Ctrl-C stops)\n`,
                  ),
                missed: () =>
                  io.stderr(
                    'some events were missed while away (the sandbox keeps the last 1,000): reload what you show\n',
                  ),
                lost: (why) => io.stderr(`lost the event stream (${why}); reconnecting in ${RECONNECT_MS / 1000} s\n`),
              });
          if (followed === 'no-stream') {
            const wait = (ms: number) => sleep(ms, undefined, { signal: stop.signal }).catch(() => undefined);
            await pollEvents(admin, {
              intervalMs: interval,
              emit: print,
              ready: () =>
                io.stderr(`following ${whose(tenant)} at ${url} by polling every ${interval} ms (Ctrl-C stops)\n`),
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
