import { AppError } from '../../core/lib/errors.js';
import { parseId } from '../../http/params.js';
import { route, ok, created, type RouteTable } from '../../http/route.js';
import { oneOf } from '../../http/list-query.js';
import { SPENT_FAULTS_KEPT } from './faults.js';

/** Injected faults: the next matching requests fail or wait. */
export const FAULT_ROUTES: RouteTable = [
  route({
    method: 'post',
    path: '/__admin/faults',
    operationId: 'postAdminFaults',
    tag: 'Admin',
    summary: 'Inject a fault',
    description:
      "The next matching requests (`times` of them, or every one until deleted) get what the fault's `kind` says: `status`, the status (in the endpoint group’s own error body); `delay`, the real answer after `delayMs`; " +
      'or a wire fault, which no status can express: `connection-reset` (TCP RST), `empty-response` (the connection closes with no answer), `garbage` (bytes that are not HTTP, then the close), `slow-body` (the real answer, its body dribbled over `durationMs`). ' +
      '`delayMs` is waited first, whatever the kind. Each firing is a `fault.fired` event (GET /__admin/events) and counts in the fault\'s `hits`. README "Faults" says what a client sees for each kind.',
    auth: 'admin',
    request: { schema: 'admin/fault.request.schema.json', required: true },
    examples: [
      {
        name: 'bank-down',
        summary: 'The next cashout request answers 503',
        body: { method: 'POST', path: '/api/public/cashout', status: 503, times: 1 },
        status: 201,
      },
      {
        name: 'insufficient-balance',
        summary: 'Every read of a sale answers 422 INSUFFICIENT_BALANCE',
        body: { method: 'GET', path: '/api/transactions/:id', code: 'INSUFFICIENT_BALANCE' },
        status: 201,
      },
      {
        name: 'slow',
        summary: 'Every request waits 2 s first',
        body: { method: '*', path: '/api/*', delayMs: 2000 },
        status: 201,
      },
      {
        name: 'connection-reset',
        summary: 'The next cashout request meets a reset connection',
        body: { kind: 'connection-reset', method: 'POST', path: '/api/public/cashout', times: 1 },
        status: 201,
      },
      {
        name: 'slow-body',
        summary: 'Reads of a sale send their body over 10 s',
        body: { kind: 'slow-body', method: 'GET', path: '/api/transactions/:id', durationMs: 10000, times: 3 },
        status: 201,
      },
      {
        name: 'status-on-a-wire-fault',
        summary: 'A status given to a wire fault',
        body: { kind: 'garbage', method: 'GET', path: '/api/seller', status: 500 },
        status: 400,
        response: {
          error: 'VALIDATION_ERROR',
          message: 'status e code são só da falha status, não de garbage',
          details: ['status'],
        },
      },
      {
        name: 'unknown-code',
        summary: 'A code the catalogue does not have',
        body: { method: 'GET', path: '/api/seller', code: 'NO_SUCH_CODE' },
        status: 400,
        response: {
          error: 'VALIDATION_ERROR',
          message: 'Código de erro desconhecido: NO_SUCH_CODE',
          details: ['code'],
        },
      },
    ],
    responses: {
      201: { schema: 'admin/fault.response.schema.json', description: 'The armed fault' },
      400: { description: 'Invalid fault' },
    },
    // The faults live beside the store, not in it.
    writes: false,
    handle({ deps, body }) {
      return created(deps.faults.add(body));
    },
  }),
  {
    method: 'get',
    path: '/__admin/faults',
    operationId: 'getAdminFaults',
    tag: 'Admin',
    summary: 'List armed faults',
    description: `The armed faults, each with its \`hits\`. With \`all=true\`, the used-up ones too (\`remaining\` 0; the last ${SPENT_FAULTS_KEPT}), so a test can read how often a fault of \`times\` fired.`,
    auth: 'admin',
    query: [
      {
        name: 'all',
        schema: { type: 'string', enum: ['true', 'false'] },
        description: 'true: the used-up faults too',
      },
    ],
    responses: {
      200: { schema: 'admin/faults.response.schema.json', description: 'The faults' },
      400: { description: 'An `all` other than true or false' },
    },
    handle({ deps, req }) {
      return ok({ faults: deps.faults.list(oneOf(req.query, 'all', ['true', 'false'] as const) === 'true') });
    },
  },
  {
    method: 'delete',
    path: '/__admin/faults',
    operationId: 'deleteAdminFaults',
    tag: 'Admin',
    summary: 'Clear every fault',
    auth: 'admin',
    responses: { 200: { schema: 'admin/ok.response.schema.json', description: 'Cleared' } },
    writes: false,
    handle({ deps }) {
      deps.faults.clear();
      return ok({ ok: true });
    },
  },
  {
    method: 'delete',
    path: '/__admin/faults/:id',
    operationId: 'deleteAdminFaultsId',
    tag: 'Admin',
    summary: 'Delete one fault',
    auth: 'admin',
    examples: [
      {
        name: 'unknown',
        summary: 'No fault with that id',
        params: { id: 999 },
        status: 404,
        response: { error: 'NOT_FOUND', message: 'Falha 999 não encontrada' },
      },
    ],
    responses: {
      200: { schema: 'admin/ok.response.schema.json', description: 'Deleted' },
      404: { description: 'No fault with that id (a fault whose `times` ran out is gone)' },
    },
    writes: false,
    handle({ deps, req }) {
      const id = parseId(req.params.id, 'NOT_FOUND');
      if (!deps.faults.remove(id)) throw new AppError('NOT_FOUND', { message: `Falha ${id} não encontrada` });
      return ok({ ok: true });
    },
  },
];
