import type { FaultInput } from '../generated/schema-types.js';
import type { RouteTable } from '../http/route.js';

/** Injected faults: the next matching requests fail or wait. */
export const FAULT_ROUTES: RouteTable = [
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
    // The faults live beside the store, not in it.
    writes: false,
    handle({ deps, req, res }) {
      res.status(201).json(deps.faults.add(req.body as FaultInput));
    },
  },
  {
    method: 'get',
    path: '/__admin/faults',
    tag: 'Admin',
    summary: 'List armed faults',
    auth: 'admin',
    responses: { 200: { schema: 'admin/faults.response.schema.json', description: 'The faults' } },
    handle({ deps, res }) {
      res.json({ faults: deps.faults.list() });
    },
  },
  {
    method: 'delete',
    path: '/__admin/faults',
    tag: 'Admin',
    summary: 'Clear every fault',
    auth: 'admin',
    responses: { 200: { schema: 'admin/ok.response.schema.json', description: 'Cleared' } },
    writes: false,
    handle({ deps, res }) {
      deps.faults.clear();
      res.json({ ok: true });
    },
  },
];
