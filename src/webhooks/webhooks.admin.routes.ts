import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { DeliveryRecord } from '../generated/schema-types.js';
import { AppError } from '../http/errors.js';
import { parseId } from '../http/params.js';

const STATUSES = new Set(['PENDING', 'DELIVERED', 'FAILED']);
const KINDS = new Set(['sale.postback', 'cashout.postback', 'cashout.webhook']);

function stringQuery(value: unknown, name: string, allowed?: Set<string>): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || (allowed && !allowed.has(value))) throw new AppError('VALIDATION_ERROR', { fields: [name] });
  return value;
}

export function webhooksAdminRoutes(deps: Deps): Router {
  const router = Router();
  const deliveries = deps.store.collections.deliveries;

  router.get('/__admin/webhooks/deliveries', (req, res) => {
    const seller = req.query.sellerId === undefined ? undefined : parseId(req.query.sellerId, 'VALIDATION_ERROR');
    const status = stringQuery(req.query.status, 'status', STATUSES);
    const kind = stringQuery(req.query.kind, 'kind', KINDS);
    const limit = req.query.limit === undefined ? 100 : Math.min(parseId(req.query.limit, 'VALIDATION_ERROR'), 1000);
    const ids = seller === undefined ? null : deps.outbox.idsOfSeller(seller);
    const candidates: DeliveryRecord[] = ids ? ids.map((id) => deliveries.get(id)!).filter(Boolean) : deliveries.values();
    const matching = candidates.filter((delivery) => (!status || delivery.status === status) && (!kind || delivery.kind === kind)).sort((a, b) => b.id - a.id);
    res.json({ deliveries: matching.slice(0, limit), total: matching.length });
  });

  router.get('/__admin/webhooks/deliveries/:id', (req, res) => {
    const delivery = deliveries.get(parseId(req.params.id, 'NOT_FOUND'));
    if (!delivery) throw new AppError('NOT_FOUND', { message: 'Entrega não encontrada' });
    res.json(delivery);
  });

  router.post('/__admin/webhooks/deliveries/:id/redeliver', async (req, res) => {
    const delivery = deps.outbox.redeliver(parseId(req.params.id, 'NOT_FOUND'));
    if (!delivery) throw new AppError('NOT_FOUND', { message: 'Entrega não encontrada' });
    await deps.store.commit();
    res.status(202).json(delivery);
  });

  return router;
}
