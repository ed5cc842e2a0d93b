import { ok, type RouteTable } from '../../http/route.js';
import { CASHOUT_STATUSES } from '../cashouts/cashouts.machine.js';
import { SALE_STATUSES } from '../sales/sales.machine.js';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/subscriptions.machine.js';
import { DELIVERY_STATUSES } from '../webhooks/outbox.js';

function countByStatus<S extends string>(
  records: { status: S }[],
  statuses: readonly S[],
): { total: number; byStatus: Record<S, number> } {
  const byStatus = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const record of records) byStatus[record.status]++;
  return { total: records.length, byStatus };
}

/**
 * GET /__admin/overview: the sandbox at a glance (the console's first view): the clock and
 * how many records are in each status. One pass over each collection: a few milliseconds
 * for 100,000 sales.
 */
export const OVERVIEW_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/overview',
    operationId: 'getAdminOverview',
    tag: 'Admin',
    summary: 'The clock and how many records are in each status',
    auth: 'admin',
    responses: {
      200: {
        schema: 'admin/overview.response.schema.json',
        description: 'Counts by status of sales, cashouts, subscriptions and deliveries',
      },
    },
    handle({ deps }) {
      const { collections } = deps.store;
      return ok({
        now: deps.clock.iso(),
        frozen: deps.store.meta.clock.frozenAtMs !== null,
        sellers: collections.sellers.size,
        sales: countByStatus(collections.sales.values(), SALE_STATUSES),
        cashouts: countByStatus(collections.cashouts.values(), CASHOUT_STATUSES),
        subscriptions: countByStatus(collections.subscriptions.values(), SUBSCRIPTION_STATUSES),
        deliveries: countByStatus(collections.deliveries.values(), DELIVERY_STATUSES),
        lastEventId: deps.events.lastId,
      });
    },
  },
];
