import type { Request } from 'express';
import { ok, type RouteTable } from '../../http/route.js';
import { adminLimitParam, adminListQuery, invalidField, oneOf, single } from '../../http/list-query.js';
import { EVENT_TYPES, type SandboxEvent } from './events.bus.js';
import { OBJECT_TYPES } from './events.feed.js';
import { keysOf, type ObjectKey } from './events.history.js';

/** A comment line this often keeps proxies and idle timeouts from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** A client that lets this much pile up unread is dropped (it reconnects with Last-Event-ID). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How long a client waits before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 2000;

function frame(event: SandboxEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** `types=sale,delivery.changed`: each part is a type or the prefix before its dot. */
function typeFilter(req: Request): ((event: SandboxEvent) => boolean) | null {
  const raw = single(req.query, 'types');
  if (raw === null) return null;
  const wanted = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const known = new Set<string>([...EVENT_TYPES, ...EVENT_TYPES.map((type) => type.split('.')[0])]);
  const unknown = wanted.filter((part) => !known.has(part));
  if (unknown.length)
    throw invalidField(
      'types',
      `Tipos de evento desconhecidos: ${unknown.join(', ')}; conhecidos: ${EVENT_TYPES.join(', ')}`,
    );
  return (event) => wanted.includes(event.type) || wanted.includes(event.type.split('.')[0]);
}

const RESOURCE = new RegExp(`^(${OBJECT_TYPES.join('|')}):([1-9]\\d{0,15})$`);

/** `resource=sale:517`: one object, as `type:id`. */
function resourceParam(req: Request, required: boolean): ObjectKey | null {
  const raw = single(req.query, 'resource');
  if (raw === null) {
    if (required)
      throw invalidField(
        'resource',
        `resource é obrigatório: tipo:id, com tipo um de ${OBJECT_TYPES.join(', ')} (sale:517)`,
      );
    return null;
  }
  if (!RESOURCE.test(raw))
    throw invalidField('resource', `resource deve ser tipo:id, com tipo um de ${OBJECT_TYPES.join(', ')} (sale:517)`);
  return raw as ObjectKey;
}

function lastEventId(req: Request): number | null {
  const raw = req.headers['last-event-id'] ?? single(req.query, 'lastEventId') ?? undefined;
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 0)
    throw invalidField('lastEventId', 'Last-Event-ID deve ser um inteiro não negativo');
  return id;
}

/**
 * GET /__admin/events: the event bus as Server-Sent Events. Each event is `id`, `event` (its
 * type) and `data` (the event as JSON). A `hello` event opens the stream; with Last-Event-ID
 * the events missed since are sent first, or a `reload` event when they left the ring. With
 * follow=false the kept events are sent and the stream ends.
 */
export const EVENTS_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/events',
    operationId: 'getAdminEvents',
    tag: 'Admin',
    summary: 'Live events (Server-Sent Events)',
    description:
      'A stream of what happens in the sandbox: sale, cashout, subscription, seller and balance changes (announced when their commit lands, each stamped with the sandbox instant it happened, with `object`, `change {from, to}`, `amountCents` and `sellerId`), webhook deliveries and their attempts, requests (with the `client` that sent them), clock moves, resets, restores, inbox captures, fault firings. ' +
      'Each event has `id:`, `event:` (its type) and `data:` (the event as JSON, the schema below). The stream opens with a `hello` event; a heartbeat comment comes every 15 s. ' +
      'Send `Last-Event-ID` (or `lastEventId=`) to get the events missed since, from the last 1,000; when they are gone a `reload` event says so. With `follow=false` the kept events are sent and the stream ends. ' +
      '`curl -N -H "X-Admin-Token: …" http://127.0.0.1:4010/__admin/events?types=sale,delivery` follows it in a terminal.',
    auth: 'admin',
    query: [
      {
        name: 'types',
        schema: { type: 'string' },
        description: `Comma-separated types or prefixes (sale, delivery.changed…) of: ${EVENT_TYPES.join(', ')}`,
      },
      {
        name: 'lastEventId',
        schema: { type: 'integer', minimum: 0 },
        description: 'Resume after this event (the Last-Event-ID header does the same)',
      },
      {
        name: 'follow',
        schema: { type: 'boolean', default: true },
        description: 'false: send the events kept (after lastEventId, if given) and end the stream',
      },
      {
        name: 'resource',
        schema: { type: 'string', pattern: '^[a-z]+:[1-9][0-9]*$' },
        description: `Only the events about one object, as type:id (sale:517): its own changes, and for a sale or cashout its ledger entries and deliveries. Types: ${OBJECT_TYPES.join(', ')}`,
      },
    ],
    responses: {
      200: {
        schema: 'events/event.schema.json',
        description: 'text/event-stream; each `data:` line is one event',
        contentType: 'text/event-stream',
      },
      400: { description: 'An unknown type or a bad lastEventId' },
      503: { description: 'EVENT_STREAMS_FULL: SANDBOX_MAX_EVENT_STREAMS streams are open already (Retry-After: 2)' },
    },
    handle({ deps, req }) {
      const byType = typeFilter(req);
      const resource = resourceParam(req, false);
      const wanted =
        resource === null
          ? byType
          : (event: SandboxEvent) => (byType === null || byType(event)) && keysOf(event).includes(resource);
      const since = lastEventId(req);
      const follow = oneOf(req.query, 'follow', ['true', 'false']) !== 'false';
      return {
        raw: (res) => {
          res.setHeader('Retry-After', String(RETRY_MS / 1000));
          const release = deps.eventStreams.take(deps.settings.maxEventStreams);
          res.removeHeader('Retry-After');
          res.on('close', release);
          res.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache, no-transform',
            connection: 'keep-alive',
            'x-accel-buffering': 'no',
          });
          res.flushHeaders();
          const send = (event: SandboxEvent) => {
            if (wanted && !wanted(event)) return;
            if (res.writableLength > MAX_BUFFERED_BYTES) {
              res.end();
              return;
            }
            res.write(frame(event));
          };
          res.write(
            `retry: ${RETRY_MS}\nevent: hello\ndata: ${JSON.stringify({ lastEventId: deps.events.lastId, now: deps.clock.iso(), types: byType ? single(req.query, 'types') : null, resource })}\n\n`,
          );
          // Without follow: the kept events (after lastEventId, if given), then the end, so a curl returns.
          const missed = since !== null ? deps.events.since(since) : follow ? [] : deps.events.kept();
          if (missed === null)
            res.write(`event: reload\ndata: ${JSON.stringify({ lastEventId: deps.events.lastId })}\n\n`);
          else for (const event of missed) send(event);
          if (!follow) {
            res.end();
            return;
          }
          const unsubscribe = deps.events.subscribe(send);
          const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
          heartbeat.unref();
          res.on('close', () => {
            clearInterval(heartbeat);
            unsubscribe();
          });
        },
      };
    },
  },
  {
    method: 'get',
    path: '/__admin/events/timeline',
    operationId: 'getAdminEventsTimeline',
    tag: 'Admin',
    summary: "One object's timeline: what happened to it, each event at the sandbox instant it happened",
    description:
      'Oldest first. For a sale: its status moves (`change: {from, to}`), its ledger entries and its postback deliveries; for a subscription, its charges too; for a cashout, its ledger entries and deliveries. ' +
      "Each event is the one GET /__admin/events streamed (the same id; a change announced in a bulk event has the bulk event's id), at the instant it happened: a month of billing advanced at once shows each charge at its own date. " +
      'From a bounded history of record changes per sandbox (SANDBOX_EVENT_HISTORY, 10,000 by default; a reset or restore empties it): `oldestKeptAt` says how far back it reaches.',
    auth: 'admin',
    query: [
      {
        name: 'resource',
        required: true,
        schema: { type: 'string', pattern: '^[a-z]+:[1-9][0-9]*$', examples: ['sale:517'] },
        description: `The object, as type:id (sale:517). Types: ${OBJECT_TYPES.join(', ')}`,
      },
      adminLimitParam('The most recent this many events', 200),
    ],
    examples: [
      {
        name: 'sale',
        summary: 'The timeline of sale 1 (empty in a fresh sandbox: the fixtures are not events)',
        query: { resource: 'sale:1' },
        status: 200,
      },
      {
        name: 'bad-resource',
        summary: 'A resource that is not type:id',
        query: { resource: 'sale' },
        status: 400,
        response: {
          error: 'VALIDATION_ERROR',
          message: `resource deve ser tipo:id, com tipo um de ${OBJECT_TYPES.join(', ')} (sale:517)`,
          details: ['resource'],
        },
      },
    ],
    responses: {
      200: { schema: 'events/timeline.response.schema.json', description: 'The events about the object, oldest first' },
      400: { description: 'A missing or malformed resource, or a bad limit' },
    },
    handle({ deps, req }) {
      const resource = resourceParam(req, true)!;
      const { limit } = adminListQuery(req.query, 200);
      const events = deps.eventHistory.of(resource);
      return ok({
        resource,
        events: events.slice(Math.max(0, events.length - limit)),
        historySize: deps.eventHistory.capacity,
        oldestKeptAt: deps.eventHistory.oldestAt(),
      });
    },
  },
];
