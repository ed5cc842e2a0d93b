import type { OperationDoc } from '../openapi/operation.js';
import { DELIVERY_KIND_VALUES, DELIVERY_STATUS_VALUES } from '../generated/schema-enums.js';


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
