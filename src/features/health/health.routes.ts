import { ok, type RouteTable } from '../../http/route.js';

export const HEALTH_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/health',
    operationId: 'getHealth',
    tag: 'Health',
    summary: 'Liveness',
    auth: 'none',
    responses: { 200: { schema: 'health.response.schema.json', description: 'Up' } },
    handle() {
      return ok({ status: 'ok' });
    },
  },
];
