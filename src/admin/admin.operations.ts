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
    auth: 'admin',
    query: [{ name: 'limit', schema: { type: 'integer', minimum: 1 }, description: 'At most this many' }],
    responses: { 200: { schema: 'admin/requests.response.schema.json', description: 'The journal (never keys)' } },
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

export const HEALTH_OPERATIONS: OperationDoc[] = [
  { method: 'get', path: '/health', tag: 'Health', summary: 'Liveness', auth: 'none', responses: { 200: { schema: 'health.response.schema.json', description: 'Up' } } },
];
