import { EVENT_TYPES } from '../events/events.bus.js';
import type { OperationDoc } from '../openapi/operation.js';
import { DELIVERY_KIND_VALUES, DELIVERY_STATUS_VALUES } from '../generated/schema-enums.js';

const OK = 'admin/ok.response.schema.json';

export const ADMIN_OPERATIONS: OperationDoc[] = [
  { method: 'post', path: '/__admin/reset', tag: 'Admin', summary: 'Go back to the fixture state', auth: 'admin', responses: { 200: { schema: OK, description: 'State reset' } } },
  {
    method: 'get',
    path: '/__admin/state',
    tag: 'Admin',
    summary: 'Snapshot the whole state',
    description: 'Records keyed by id, per collection, plus meta (sequences, clock). Private keys appear only as hashes.',
    auth: 'admin',
    responses: { 200: { schema: 'admin/state.response.schema.json', description: 'The state' } },
  },
  {
    method: 'put',
    path: '/__admin/state',
    tag: 'Admin',
    summary: 'Restore a snapshot',
    description: 'Every record is validated against its schema first; an invalid state changes nothing.',
    auth: 'admin',
    request: { schema: 'admin/state.response.schema.json', required: true },
    examples: [{ name: 'not-a-state', summary: 'A body that is not a whole state', body: { sales: [] }, status: 400, response: { error: 'VALIDATION_ERROR', message: 'Estado inválido: nada foi alterado', details: ['meta', 'users', 'sellers', 'ledger', 'deliveries', 'cashouts', 'sales', 'subscriptions'] } }],
    responses: { 200: { schema: OK, description: 'State replaced' }, 400: { description: 'Invalid state: the problems are listed in details' } },
  },
  {
    method: 'post',
    path: '/__admin/faults',
    tag: 'Admin',
    summary: 'Inject a fault',
    description: 'The next matching requests answer the status (in the endpoint group’s own error body) or wait `delayMs` first.',
    auth: 'admin',
    request: { schema: 'admin/fault.request.schema.json', required: true },
    examples: [
      { name: 'bank-down', summary: 'The next cashout request answers 503', body: { method: 'POST', path: '/api/public/cashout', status: 503, times: 1 }, status: 201 },
      { name: 'insufficient-balance', summary: 'Every read of a sale answers 422 INSUFFICIENT_BALANCE', body: { method: 'GET', path: '/api/transactions/:id', code: 'INSUFFICIENT_BALANCE' }, status: 201 },
      { name: 'slow', summary: 'Every request waits 2 s first', body: { method: '*', path: '/api/*', delayMs: 2000 }, status: 201 },
      { name: 'unknown-code', summary: 'A code the catalogue does not have', body: { method: 'GET', path: '/api/seller', code: 'NO_SUCH_CODE' }, status: 400, response: { error: 'VALIDATION_ERROR', message: 'Código de erro desconhecido: NO_SUCH_CODE', details: ['code'] } },
    ],
    responses: { 201: { schema: 'admin/fault.response.schema.json', description: 'The armed fault' }, 400: { description: 'Invalid fault' } },
  },
  { method: 'get', path: '/__admin/faults', tag: 'Admin', summary: 'List armed faults', auth: 'admin', responses: { 200: { schema: 'admin/faults.response.schema.json', description: 'The faults' } } },
  { method: 'delete', path: '/__admin/faults', tag: 'Admin', summary: 'Clear every fault', auth: 'admin', responses: { 200: { schema: OK, description: 'Cleared' } } },
  {
    method: 'get',
    path: '/__admin/requests',
    tag: 'Admin',
    summary: 'Recent requests, newest first',
    description: 'The request journal (the last SANDBOX_REQUEST_LOG_SIZE requests), as summaries; GET /__admin/requests/{id} has the headers and bodies.',
    auth: 'admin',
    query: [
      { name: 'sellerId', schema: { type: 'integer', minimum: 1 }, description: 'Only requests authenticated as this seller' },
      { name: 'method', schema: { type: 'string', enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] }, description: 'Only this method' },
      { name: 'path', schema: { type: 'string' }, description: 'Only paths containing this text' },
      { name: 'status', schema: { type: 'string', pattern: '^[1-5](\\d\\d|xx)$' }, description: 'Only this status (404) or class (4xx)' },
      { name: 'hideAdmin', schema: { type: 'boolean' }, description: 'true: leave out the admin API’s own calls' },
      { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 1000 }, description: 'At most this many (default: the whole journal)' },
    ],
    responses: { 200: { schema: 'admin/requests.response.schema.json', description: 'The journal (never keys)' }, 400: { description: 'A bad filter or limit' } },
  },
  {
    method: 'get',
    path: '/__admin/requests/:id',
    tag: 'Admin',
    summary: 'One request of the journal, with its headers and bodies',
    description: 'Keys, tokens, secrets, card numbers and CVVs are redacted before anything is kept; bodies are cut at 8 KiB.',
    auth: 'admin',
    responses: { 200: { schema: 'admin/request.response.schema.json', description: 'The request' }, 404: { description: 'Not (or no longer) in the journal' } },
  },
  {
    method: 'get',
    path: '/__admin/events',
    tag: 'Admin',
    summary: 'Live events (Server-Sent Events)',
    description:
      'A stream of what happens in the sandbox: sale, cashout, subscription, seller and balance changes (from each commit), webhook deliveries and their attempts, requests, clock moves, resets, restores, inbox captures. ' +
      'Each event has `id:`, `event:` (its type) and `data:` (the event as JSON, the schema below). The stream opens with a `hello` event; a heartbeat comment comes every 15 s. ' +
      'Send `Last-Event-ID` (or `lastEventId=`) to get the events missed since, from the last 1,000; when they are gone a `reload` event says so. With `follow=false` the kept events are sent and the stream ends. ' +
      '`curl -N -H "X-Admin-Token: …" http://127.0.0.1:4010/__admin/events?types=sale,delivery` follows it in a terminal.',
    auth: 'admin',
    query: [
      { name: 'types', schema: { type: 'string' }, description: `Comma-separated types or prefixes (sale, delivery.changed…) of: ${EVENT_TYPES.join(', ')}` },
      { name: 'lastEventId', schema: { type: 'integer', minimum: 0 }, description: 'Resume after this event (the Last-Event-ID header does the same)' },
      { name: 'follow', schema: { type: 'boolean', default: true }, description: 'false: send the events kept (after lastEventId, if given) and end the stream' },
    ],
    responses: { 200: { schema: 'events/event.schema.json', description: 'text/event-stream; each `data:` line is one event', contentType: 'text/event-stream' }, 400: { description: 'An unknown type or a bad lastEventId' } },
  },
  {
    method: 'get',
    path: '/__admin/overview',
    tag: 'Admin',
    summary: 'The clock and how many records are in each status',
    auth: 'admin',
    responses: { 200: { schema: 'admin/overview.response.schema.json', description: 'Counts by status of sales, cashouts, subscriptions and deliveries' } },
  },
  {
    method: 'get',
    path: '/__admin/ui',
    tag: 'Admin',
    summary: 'The QA console (a web page over this admin API)',
    description: 'The page and its assets load without X-Admin-Token; when a token is set, the page asks for it once and sends it with every API call (it keeps it in sessionStorage, never in a URL). Nothing is loaded from outside the sandbox.',
    auth: 'none',
    outsidePipeline: 'page',
    responses: { 200: { schema: 'html.response.schema.json', description: 'HTML page', contentType: 'text/html' }, 503: { description: 'CONSOLE_NOT_BUILT: run npm run build' } },
  },
  { method: 'get', path: '/__admin/clock', tag: 'Admin', summary: 'Read the sandbox clock', auth: 'admin', responses: { 200: { schema: 'clock/clock.response.schema.json', description: 'Now, on the sandbox clock' } } },
  {
    method: 'post',
    path: '/__admin/clock/advance',
    tag: 'Admin',
    summary: 'Move the sandbox clock forward',
    description: 'Runs the work that falls due on the way (PIX and boleto expiry, the automatic steps of test values, trials ending, billing, scheduled cancellations, webhook retries), in time order, with the clock at each instant. Each retry is sent at its instant and the advance waits for its answer. Long advances run in slices: other requests are served meanwhile. `months` are calendar months from now (UTC; the day of the month is kept, or the month\'s last day when it is shorter, as in monthly billing); days, hours, minutes and seconds are added after them as fixed lengths.',
    auth: 'admin',
    request: { schema: 'clock/advance.request.schema.json', required: true },
    examples: [
      { name: 'one-month', summary: '31 days on: PIX sales expire, trials end, subscriptions are billed', body: { days: 31 }, status: 200 },
      { name: 'nothing', summary: 'An empty duration', body: {}, status: 400, response: { error: 'VALIDATION_ERROR', message: 'Dados inválidos ou campos obrigatórios ausentes', details: ['(body)'] } },
    ],
    responses: { 200: { schema: 'clock/advance.response.schema.json', description: 'The new time and the work that ran' }, 400: { description: 'Invalid duration' } },
  },
];

export const WEBHOOK_ADMIN_OPERATIONS: OperationDoc[] = [
  {
    method: 'get',
    path: '/__admin/webhooks/deliveries',
    tag: 'Webhooks (admin)',
    summary: 'List webhook and postback deliveries, newest first',
    auth: 'admin',
    query: [
      { name: 'sellerId', schema: { type: 'integer' }, description: 'Only this seller’s' },
      { name: 'status', schema: { type: 'string', enum: DELIVERY_STATUS_VALUES }, description: 'Only in this status' },
      { name: 'kind', schema: { type: 'string', enum: DELIVERY_KIND_VALUES }, description: 'Only of this kind' },
      { name: 'resourceType', schema: { type: 'string', enum: ['sale', 'cashout'] }, description: 'Only about this kind of resource' },
      { name: 'resourceId', schema: { type: 'integer', minimum: 1 }, description: 'Only about the resource with this id (with resourceType: the postbacks one sale caused)' },
      { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 1000 }, description: 'At most this many (default 100)' },
    ],
    responses: { 200: { schema: 'webhooks/deliveries.response.schema.json', description: 'The deliveries and how many match' }, 400: { description: 'Bad filter' } },
  },
  {
    method: 'get',
    path: '/__admin/webhooks/deliveries/:id',
    tag: 'Webhooks (admin)',
    summary: 'Read one delivery with every attempt',
    auth: 'admin',
    examples: [{ name: 'unknown', summary: 'No such delivery', params: { id: 999999999 }, status: 404, response: { error: 'NOT_FOUND', message: 'Entrega não encontrada' } }],
    responses: { 200: { schema: 'webhooks/delivery.response.schema.json', description: 'The delivery' }, 404: { description: 'Unknown delivery' } },
  },
  {
    method: 'post',
    path: '/__admin/webhooks/deliveries/:id/redeliver',
    tag: 'Webhooks (admin)',
    summary: 'Send a delivery once more, now',
    auth: 'admin',
    examples: [{ name: 'unknown', summary: 'No such delivery', params: { id: 999999999 }, status: 404, response: { error: 'NOT_FOUND', message: 'Entrega não encontrada' } }],
    responses: { 202: { schema: 'webhooks/delivery.response.schema.json', description: 'Scheduled' }, 404: { description: 'Unknown delivery' } },
  },
];

const INBOX_VIEW = 'inbox/inbox.response.schema.json';

export const INBOX_OPERATIONS: OperationDoc[] = [
  {
    method: 'post',
    path: '/__admin/inbox/:name',
    tag: 'Webhooks (admin)',
    summary: 'A webhook inbox: point a webhook or postbackUrl here',
    description:
      'Captures the request (headers including X-Signature, the body as received) and answers as its mode says (PUT /__admin/inbox/{name}/mode): 200 by default. ' +
      'Needs no admin token and is exempt from the loop refusal: the sandbox’s own deliveries are what it is for. The signature is checked against the sending seller’s webhook secret. ' +
      'Bounded: 20 inboxes (the least recently used goes), the last 100 requests of each, 16 KiB of each body. Names: 1 to 64 letters, digits, ".", "_" or "-".',
    auth: 'none',
    outsidePipeline: 'receiver',
    responses: { 200: { schema: 'inbox/received.response.schema.json', description: 'Captured (or the status of its mode)' }, 400: { description: 'A bad inbox name' }, 413: { description: 'PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES, as every endpoint refuses' } },
  },
  {
    method: 'get',
    path: '/__admin/inbox',
    tag: 'Webhooks (admin)',
    summary: 'List the webhook inboxes',
    auth: 'admin',
    responses: { 200: { schema: 'inbox/inbox-list.response.schema.json', description: 'The inboxes that received something or were configured' } },
  },
  {
    method: 'get',
    path: '/__admin/inbox/:name',
    tag: 'Webhooks (admin)',
    summary: 'What an inbox received, newest first',
    description: 'An inbox nothing was sent to yet is empty, not missing.',
    auth: 'admin',
    query: [{ name: 'limit', schema: { type: 'integer', minimum: 1 }, description: 'At most this many (default 100)' }],
    responses: { 200: { schema: INBOX_VIEW, description: 'The inbox and its requests' }, 400: { description: 'A bad name or limit' } },
  },
  {
    method: 'put',
    path: '/__admin/inbox/:name/mode',
    tag: 'Webhooks (admin)',
    summary: 'Set how an inbox answers: accept, fail (500 by default) or hang',
    description: 'To test the outbox’s retries: fail makes every attempt fail until set back (or for the next `times` requests), hang never answers, so the sandbox’s attempt times out (SANDBOX_WEBHOOK_TIMEOUT_MS).',
    auth: 'admin',
    request: { schema: 'inbox/mode.request.schema.json', required: true },
    responses: { 200: { schema: INBOX_VIEW, description: 'The inbox as it answers now' }, 400: { description: 'A bad name or body' } },
  },
  {
    method: 'delete',
    path: '/__admin/inbox/:name',
    tag: 'Webhooks (admin)',
    summary: 'Forget an inbox: its requests and its mode',
    auth: 'admin',
    responses: { 200: { schema: OK, description: 'Forgotten' }, 400: { description: 'A bad name' } },
  },
];

export const HEALTH_OPERATIONS: OperationDoc[] = [
  { method: 'get', path: '/health', tag: 'Health', summary: 'Liveness', auth: 'none', responses: { 200: { schema: 'health.response.schema.json', description: 'Up' } } },
];
