import { AppError } from '../../core/lib/errors.js';
import { parseId } from '../../http/params.js';
import { adminLimitParam } from '../../http/list-query.js';
import { ok, type RouteTable } from '../../http/route.js';
import { parseRequestQuery } from './requests.query.js';

/** The request journal: what the sandbox was asked, and what it answered. */
export const REQUEST_JOURNAL_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/requests',
    operationId: 'getAdminRequests',
    tag: 'Admin',
    summary: 'Recent requests, newest first',
    description:
      'The request journal (the last SANDBOX_REQUEST_LOG_SIZE requests), as summaries; GET /__admin/requests/{id} has the headers and bodies.',
    auth: 'admin',
    query: [
      {
        name: 'sellerId',
        schema: { type: 'integer', minimum: 1 },
        description: 'Only requests authenticated as this seller',
      },
      {
        name: 'method',
        schema: { type: 'string', enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] },
        description: 'Only this method',
      },
      { name: 'path', schema: { type: 'string' }, description: 'Only paths containing this text' },
      {
        name: 'status',
        schema: { type: 'string', pattern: '^[1-5](\\d\\d|xx)$' },
        description: 'Only this status (404) or class (4xx)',
      },
      { name: 'hideAdmin', schema: { type: 'boolean' }, description: 'true: leave out the admin API’s own calls' },
      adminLimitParam('At most this many (default: the whole journal)'),
    ],
    responses: {
      200: { schema: 'admin/requests.response.schema.json', description: 'The journal (never keys)' },
      400: { description: 'A bad filter or limit' },
    },
    handle({ deps, req }) {
      const { limit, filter } = parseRequestQuery(req.query, deps.requestLog.capacity);
      return ok({ requests: deps.requestLog.recent(limit, filter) });
    },
  },
  {
    method: 'get',
    path: '/__admin/requests/:id',
    operationId: 'getAdminRequestsId',
    tag: 'Admin',
    summary: 'One request of the journal, with its headers and bodies',
    description:
      'Keys, tokens, secrets, card numbers and CVVs are redacted before anything is kept; bodies are cut at 8 KiB.',
    auth: 'admin',
    responses: {
      200: { schema: 'admin/request.response.schema.json', description: 'The request' },
      404: { description: 'Not (or no longer) in the journal' },
    },
    handle({ deps, req }) {
      const entry = deps.requestLog.get(parseId(req.params.id, 'NOT_FOUND'));
      if (!entry)
        throw new AppError('NOT_FOUND', { message: 'Requisição não encontrada (o diário guarda só as mais recentes)' });
      return ok(entry);
    },
  },
];
