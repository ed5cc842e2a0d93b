import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { DeliveryRecord } from '../generated/schema-types.js';
import { AppError } from '../http/errors.js';
import { adminListQuery, oneOf, single } from '../http/list-query.js';
import { parseId } from '../http/params.js';
import { presentDelivery } from './deliveries.present.js';
import { DELIVERY_KINDS, DELIVERY_STATUSES } from './outbox.js';


/** The resource types a delivery can announce (a Record, so a new type in the schema breaks the build here). */
const RESOURCE_TYPES = Object.keys({ sale: true, cashout: true } satisfies Record<DeliveryRecord['resource']['type'], true>) as DeliveryRecord['resource']['type'][];

export function webhooksAdminRoutes(deps: Deps): Router {
  const router = Router();
  const deliveries = deps.store.collections.deliveries;

  router.get('/__admin/webhooks/deliveries', (req, res) => {
    const { sellerId: seller, limit } = adminListQuery(req.query, 100);
    const status = oneOf(req.query, 'status', DELIVERY_STATUSES);
    const kind = oneOf(req.query, 'kind', DELIVERY_KINDS);
    const resourceType = oneOf(req.query, 'resourceType', RESOURCE_TYPES);
    const rawResourceId = single(req.query, 'resourceId');
    const resourceId = rawResourceId === null ? null : parseId(rawResourceId, 'VALIDATION_ERROR');
    const ids = seller === undefined ? null : deps.outbox.idsOfSeller(seller);
    const candidates: DeliveryRecord[] = ids ? ids.map((id) => deliveries.get(id)!).filter(Boolean) : deliveries.values();
    const matching = candidates
      .filter(
        (delivery) =>
          (!status || delivery.status === status) &&
          (!kind || delivery.kind === kind) &&
          (!resourceType || delivery.resource.type === resourceType) &&
          (resourceId === null || delivery.resource.id === resourceId),
      )
      .sort((a, b) => b.id - a.id);
    res.json({ deliveries: matching.slice(0, limit).map(presentDelivery), total: matching.length });
  });

  router.get('/__admin/webhooks/deliveries/:id', (req, res) => {
    const delivery = deliveries.get(parseId(req.params.id, 'NOT_FOUND'));
    if (!delivery) throw new AppError('NOT_FOUND', { message: 'Entrega não encontrada' });
    res.json(presentDelivery(delivery));
  });

  router.post('/__admin/webhooks/deliveries/:id/redeliver', (req, res) => {
    const delivery = deps.outbox.redeliver(parseId(req.params.id, 'NOT_FOUND'));
    if (!delivery) throw new AppError('NOT_FOUND', { message: 'Entrega não encontrada' });
    res.status(202).json(presentDelivery(delivery));
  });

  return router;
}
