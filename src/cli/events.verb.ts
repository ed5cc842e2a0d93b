import { setTimeout as sleep } from 'node:timers/promises';
import { adminVerb, idArg, limitOf } from './command.js';
import { eventsOfSnapshot, pollEvents } from './events.poll.js';
import { openEventStream, readEventStream } from './events.stream.js';
import { when } from './output.js';
import { EXIT } from './verb.js';

/** The primitive fields of an event's data as key=value (a stream's {record} is opened up). */
function describe(data: unknown): string {
  if (typeof data === 'string' || typeof data === 'number' || typeof data === 'boolean') return String(data);
  if (typeof data !== 'object' || data === null) return '';
  const object = data as Record<string, unknown>;
  const flat = typeof object.record === 'object' && object.record !== null ? { ...object, ...(object.record as Record<string, unknown>) } : object;
  return Object.entries(flat)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .slice(0, 10)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(' ');
}

export const eventsVerb = adminVerb({
  name: 'events',
  summary: 'Print the sandbox’s changes and webhook deliveries; --follow streams them as they happen',
  commands: [
    {
      name: '',
      args: [],
      options: {
        follow: { type: 'boolean', description: 'Keep printing new events until Ctrl-C' },
        limit: { type: 'string', value: 'N', description: 'Without --follow: the N most recent events (default 20)' },
        interval: { type: 'string', value: 'MS', description: 'With --follow, when the sandbox has no event stream: poll every MS milliseconds (default 1000)' },
        poll: { type: 'boolean', description: 'With --follow: poll the admin lists even when the sandbox has an event stream' },
      },
      summary: 'Events: sale.created, sale.status_changed, cashout.created, cashout.status_changed, delivery.created, delivery.attempted, request',
      details: [
        'With --follow it reads the sandbox’s event stream (GET /__admin/events, Server-Sent Events) when the sandbox',
        'serves one, and prints its events as they come; otherwise it polls the admin lists (the 100 most recent',
        'sales, cashouts, deliveries and requests). --json prints one JSON object a line.',
      ],
      async run({ admin, url, adminBase, adminHeaders, options, io, json }) {
        const print = (type: string, at: string | null, data: unknown) =>
          io.stdout(json ? `${JSON.stringify({ type, ...(at ? { at } : {}), data })}\n` : `${at ? `${when(at)}  ` : ''}${type.padEnd(22)}  ${describe(data)}\n`);
        if (!options.follow) {
          for (const event of (await eventsOfSnapshot(admin)).slice(-limitOf(options.limit))) print(event.type, event.at, event.data);
          return EXIT.ok;
        }
        const interval = options.interval === undefined ? 1000 : idArg(String(options.interval), '--interval');
        const stop = new AbortController();
        const onSignal = () => stop.abort();
        process.once('SIGINT', onSignal);
        process.once('SIGTERM', onSignal);
        try {
          const stream = options.poll ? null : await openEventStream(adminBase, adminHeaders, stop.signal);
          // Said on stderr once listening, so a script (or a test) knows no change is missed from then on.
          if (stream) {
            io.stderr(`following the event stream of ${url} (Ctrl-C stops)\n`);
            await readEventStream(stream, (message) => print(message.type, null, message.data));
          } else {
            const wait = (ms: number) => sleep(ms, undefined, { signal: stop.signal }).catch(() => undefined);
            await pollEvents(admin, {
              intervalMs: interval,
              emit: (event) => print(event.type, event.at, event.data),
              ready: () => io.stderr(`following ${url} by polling every ${interval} ms (Ctrl-C stops)\n`),
              stopped: () => stop.signal.aborted,
              wait,
            });
          }
        } catch (error) {
          if (!stop.signal.aborted) throw error;
        } finally {
          process.off('SIGINT', onSignal);
          process.off('SIGTERM', onSignal);
        }
        return EXIT.ok;
      },
    },
  ],
});
