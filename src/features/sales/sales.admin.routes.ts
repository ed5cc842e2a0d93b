import { PAYMENT_METHOD_VALUES, SALE_STATUS_VALUES } from '../../generated/schema-enums.js';
import { actingSeller } from '../../http/auth.js';
import { assertMetadataBudget } from '../../http/metadata-budget.js';
import { AppError } from '../../core/lib/errors.js';
import { parseId } from '../../http/params.js';
import { adminLimitParam } from '../../http/list-query.js';
import { route, ok, created, type RouteTable } from '../../http/route.js';
import { describeMoves } from '../../core/lib/state-machine.js';
import { SALE_ADMIN_CREATE_EXAMPLES, SALE_STATUS_EXAMPLES } from './sales.examples.js';
import { SALE_MACHINE } from './sales.machine.js';
import { presentAdminSale, presentAdminSaleDetail, presentSale, presentSaleCreated } from './sales.present.js';
import { adminSalesPage, parseAdminSaleQuery } from './sales.queries.js';
import { createSale, transitionSale } from './sales.service.js';
import { assertOutboundUrls } from '../webhooks/url-policy.js';

/** The payment processor's side of sales: read any sale, move it through the state machine. */
export const SALES_ADMIN_ROUTES: RouteTable = [
  route({
    method: 'post',
    path: '/__admin/sales',
    operationId: 'postAdminSales',
    tag: 'Admin',
    summary: 'Create a sale for any seller, as its own keys would',
    description:
      "The body of POST /api/sales under `sale`, for the seller `sellerId`, without its keys (the CLI's `sales create` and `trigger --seller`): the same checks, fees, postbacks and answer. " +
      'A user without a seller account is 404, a blocked seller 403.',
    auth: 'admin',
    request: { schema: 'sales/sale-admin-create.request.schema.json' },
    examples: SALE_ADMIN_CREATE_EXAMPLES,
    responses: {
      201: {
        schema: 'sales/sale-created.response.schema.json',
        description: 'The sale, as POST /api/sales answers it',
      },
      400: { description: 'A bad body (every bad field in details)' },
      403: { description: 'FORBIDDEN: the seller is blocked' },
      404: { description: 'No such seller account' },
      422: { description: 'PAYMENT_METHOD_UNAVAILABLE or AMOUNT_BELOW_MINIMUM, as POST /api/sales' },
    },
    handle({ deps, body }) {
      const input = body;
      const seller = actingSeller(deps, input.sellerId);
      assertMetadataBudget(deps.settings, input.sale.metadata);
      assertOutboundUrls(deps.settings, { postbackUrl: input.sale.postbackUrl });
      return created(presentSaleCreated(createSale(deps, seller.id, input.sale)));
    },
  }),
  {
    method: 'get',
    path: '/__admin/sales',
    operationId: 'getAdminSales',
    tag: 'Admin',
    summary: 'List sales of every seller',
    description:
      "Newest first, a page at a time (the QA console pages through 100,000 sales this way); with `sellerId` through that seller's index. Each sale carries `allowedTransitions`, the moves its state machine allows.",
    auth: 'admin',
    query: [
      { name: 'sellerId', schema: { type: 'integer', minimum: 1 }, description: 'Only this seller' },
      { name: 'status', schema: { type: 'string', enum: SALE_STATUS_VALUES }, description: 'Only this status' },
      {
        name: 'paymentMethod',
        schema: { type: 'string', enum: PAYMENT_METHOD_VALUES },
        description: 'Only this method',
      },
      {
        name: 'startDate',
        schema: { type: 'string', format: 'date' },
        description: 'Created on or after this day (Brasília)',
      },
      {
        name: 'endDate',
        schema: { type: 'string', format: 'date' },
        description: 'Created on or before this day (Brasília)',
      },
      {
        name: 'subscriptionId',
        schema: { type: 'integer', minimum: 1 },
        description: 'Only the charges of this subscription',
      },
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page, from 1' },
      adminLimitParam('Sales per page', 100),
    ],
    responses: {
      200: { schema: 'sales/sale-admin-list.response.schema.json', description: 'The sales and how many matched' },
      400: { description: 'A bad filter' },
    },
    handle({ deps, req }) {
      const { sellerId, page, limit, ...filter } = parseAdminSaleQuery(req.query);
      const { sales, total } = adminSalesPage(deps, sellerId, filter, page, limit);
      return ok({ sales: sales.map(presentAdminSale), total, page, limit });
    },
  },
  {
    method: 'get',
    path: '/__admin/sales/:id',
    operationId: 'getAdminSalesId',
    tag: 'Admin',
    summary: 'Read any sale with its seller, postbackUrl, status history, allowed moves and payment data',
    auth: 'admin',
    responses: {
      200: { schema: 'sales/sale-admin.response.schema.json', description: 'The sale' },
      404: { description: 'Unknown sale' },
    },
    handle({ deps, req }) {
      const sale = deps.store.collections.sales.get(parseId(req.params.id, 'NOT_FOUND'));
      if (!sale) throw new AppError('NOT_FOUND', { message: 'Venda não encontrada' });
      return ok(presentAdminSaleDetail(sale));
    },
  },
  route({
    method: 'post',
    path: '/__admin/sales/:id/status',
    operationId: 'postAdminSalesIdStatus',
    tag: 'Admin',
    summary: 'Move a sale through its state machine, as the payment processor would',
    description:
      `${describeMoves(SALE_MACHINE)} (docs/sales-state-machine.md). ` +
      "PAGO credits netAmount to the balance, ESTORNADO and CHARGEBACK debit it, MED holds it until it resolves. The change is posted to the sale's postbackUrl.",
    auth: 'admin',
    request: { schema: 'sales/sale-status.request.schema.json' },
    examples: SALE_STATUS_EXAMPLES,
    responses: {
      200: { schema: 'sales/sale.response.schema.json', description: 'The sale as moved' },
      400: { description: 'Not a sale status' },
      404: { description: 'Unknown sale' },
      409: { description: 'INVALID_TRANSITION: the table does not allow this move; `allowed` lists the moves it does' },
    },
    handle({ deps, req, body }) {
      const input = body;
      return ok(presentSale(transitionSale(deps, parseId(req.params.id, 'NOT_FOUND'), input.status)));
    },
  }),
];
