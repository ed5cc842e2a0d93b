import { DELIVERY_KIND_VALUES, DELIVERY_STATUS_VALUES } from '../../generated/schema-enums.js';
import type { DeliveryRecord } from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { adminLimitParam, adminListQuery, oneOf, single } from '../../http/list-query.js';
import { parseId } from '../../http/params.js';
import { ok, reply, type RouteTable } from '../../http/route.js';
import { presentDelivery } from './deliveries.present.js';
import { DELIVERY_KINDS, DELIVERY_STATUSES } from './outbox.js';

/** The resource types a delivery can announce (a Record, so a new type in the schema breaks the build here). */
const RESOURCE_TYPES = Object.keys({ sale: true, cashout: true } satisfies Record<
  DeliveryRecord['resource']['type'],
  true
>) as DeliveryRecord['resource']['type'][];

const UNKNOWN_DELIVERY = {
  name: 'unknown',
  summary: 'No such delivery',
  params: { id: 999999999 },
  status: 404,
  response: { error: 'NOT_FOUND', message: 'Entrega não encontrada' },
};

/** The outbox, inspected: every delivery with its attempts, and a way to send one again. */
export const WEBHOOK_ADMIN_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/__admin/webhooks/deliveries',
    operationId: 'getAdminWebhooksDeliveries',
    tag: 'Webhooks (admin)',
    summary: 'List webhook and postback deliveries, newest first',
    auth: 'admin',
    query: [
      { name: 'sellerId', schema: { type: 'integer' }, description: 'Only this seller’s' },
      { name: 'status', schema: { type: 'string', enum: DELIVERY_STATUS_VALUES }, description: 'Only in this status' },
      { name: 'kind', schema: { type: 'string', enum: DELIVERY_KIND_VALUES }, description: 'Only of this kind' },
      {
        name: 'resourceType',
        schema: { type: 'string', enum: RESOURCE_TYPES },
        description: 'Only about this kind of resource',
      },
      {
        name: 'resourceId',
        schema: { type: 'integer', minimum: 1 },
        description: 'Only about the resource with this id (with resourceType: the postbacks one sale caused)',
      },
      adminLimitParam('At most this many', 100),
    ],
    responses: {
      200: { schema: 'webhooks/deliveries.response.schema.json', description: 'The deliveries and how many match' },
      400: { description: 'Bad filter' },
    },
    handle({ deps, req }) {
      const deliveries = deps.store.collections.deliveries;
      const { sellerId: seller, limit } = adminListQuery(req.query, 100);
      const status = oneOf(req.query, 'status', DELIVERY_STATUSES);
      const kind = oneOf(req.query, 'kind', DELIVERY_KINDS);
      const resourceType = oneOf(req.query, 'resourceType', RESOURCE_TYPES);
      const rawResourceId = single(req.query, 'resourceId');
      const resourceId = rawResourceId === null ? null : parseId(rawResourceId, 'VALIDATION_ERROR');
      const ids = seller === undefined ? null : deps.outbox.idsOfSeller(seller);
      const candidates: DeliveryRecord[] = ids
        ? ids.map((id) => deliveries.get(id)!).filter(Boolean)
        : deliveries.values();
      const matching = candidates
        .filter(
          (delivery) =>
            (!status || delivery.status === status) &&
            (!kind || delivery.kind === kind) &&
            (!resourceType || delivery.resource.type === resourceType) &&
            (resourceId === null || delivery.resource.id === resourceId),
        )
        .sort((a, b) => b.id - a.id);
      return ok({ deliveries: matching.slice(0, limit).map(presentDelivery), total: matching.length });
    },
  },
  {
    method: 'get',
    path: '/__admin/webhooks/deliveries/:id',
    operationId: 'getAdminWebhooksDeliveriesId',
    tag: 'Webhooks (admin)',
    summary: 'Read one delivery with every attempt',
    auth: 'admin',
    examples: [UNKNOWN_DELIVERY],
    responses: {
      200: { schema: 'webhooks/delivery.response.schema.json', description: 'The delivery' },
      404: { description: 'Unknown delivery' },
    },
    handle({ deps, req }) {
      const delivery = deps.store.collections.deliveries.get(parseId(req.params.id, 'NOT_FOUND'));
      if (!delivery) throw new AppError('NOT_FOUND', { message: 'Entrega não encontrada' });
      return ok(presentDelivery(delivery));
    },
  },
  {
    method: 'post',
    path: '/__admin/webhooks/deliveries/:id/redeliver',
    operationId: 'postAdminWebhooksDeliveriesIdRedeliver',
    tag: 'Webhooks (admin)',
    summary: 'Send a delivery once more, now',
    auth: 'admin',
    examples: [UNKNOWN_DELIVERY],
    responses: {
      202: { schema: 'webhooks/delivery.response.schema.json', description: 'Scheduled' },
      404: { description: 'Unknown delivery' },
    },
    handle({ deps, req }) {
      const delivery = deps.outbox.redeliver(parseId(req.params.id, 'NOT_FOUND'));
      if (!delivery) throw new AppError('NOT_FOUND', { message: 'Entrega não encontrada' });
      return reply(202, presentDelivery(delivery));
    },
  },
];
