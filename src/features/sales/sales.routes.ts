import { PAYMENT_METHOD_VALUES, SALE_STATUS_VALUES } from '../../generated/schema-enums.js';
import { sellerOf } from '../../http/auth.js';
import { assertMetadataBudget } from '../../http/metadata-budget.js';
import { parseId } from '../../http/params.js';
import { route, ok, created, type RouteTable } from '../../http/route.js';
import { assertOutboundUrls } from '../webhooks/url-policy.js';
import { SALE_CREATE_EXAMPLES, SALE_LIST_EXAMPLES, TRANSACTION_EXAMPLES } from './sales.examples.js';
import { presentSale, presentSaleCreated } from './sales.present.js';
import { listSales, saleOfSeller } from './sales.queries.js';
import { createSale } from './sales.service.js';

/** The seller's side of sales: create one, read one, list them. */
export const SALES_ROUTES: RouteTable = [
  route({
    method: 'post',
    path: '/api/sales',
    operationId: 'postApiSales',
    tag: 'Sales',
    summary: 'Create a sale (PIX, credit or debit card, boleto, transfer)',
    description:
      'Amounts are integer cents. `card` is required for CREDIT_CARD and DEBIT_CARD (Luhn-checked; only brand and last four digits are kept), `pix` for PIX, `boleto` for BOLETO, `shipping` when any item is tangible; installments (1 to 12) for credit card only. ' +
      'PIX, boleto and transfer sales start PENDENTE; a card sale is decided at once by its number (test cards in the README: 4000000000000002 refused, 4000000000000119 fails, 4000000000000259 stays EM_PROCESSAMENTO, any other valid number is approved). ' +
      'Checks in order: keys (401), account (403), body (400, every bad field in details.missingFields), method enabled for the account (422 PAYMENT_METHOD_UNAVAILABLE), minimum amount (422 AMOUNT_BELOW_MINIMUM, SANDBOX_MIN_SALE_AMOUNT_CENTS, default 100). ' +
      'With `postbackUrl`, every later status change is posted there with the sale object, signed with X-Signature.',
    auth: 'keys',
    request: { schema: 'sales/sale-create.request.schema.json' },
    examples: SALE_CREATE_EXAMPLES,
    responses: {
      201: {
        schema: 'sales/sale-created.response.schema.json',
        description:
          'The creation result; sale.amount is cents as a string; sale.payment carries the PIX code and QR image, the boleto numbers, the card brand and last four, or the transfer instructions',
      },
      400: { description: 'Invalid data or missing required fields: {message, error, details: {missingFields}}' },
      401: { description: 'UNAUTHORIZED: keys invalid, absent, or not of the same user: {message, details}' },
      403: { description: 'No seller account for the keys, or a blocked one' },
      422: { description: 'AMOUNT_BELOW_MINIMUM or PAYMENT_METHOD_UNAVAILABLE' },
      500: { description: 'INTERNAL_ERROR: the payment could not be processed now' },
    },
    // SANDBOX_SALE_UNKNOWN_FIELDS=ignore: integrations that send extra fields are served, not refused.
    body: { ignoreUnknownFields: (settings) => settings.saleUnknownFields === 'ignore' },
    handle({ deps, res, body }) {
      const input = body;
      // The 400s the schema cannot say: the metadata's budget, the postback URL's host.
      assertMetadataBudget(deps.settings, input.metadata);
      assertOutboundUrls(deps.settings, { postbackUrl: input.postbackUrl });
      return created(presentSaleCreated(createSale(deps, sellerOf(res).id, input)));
    },
  }),
  {
    method: 'get',
    path: '/api/transactions/:id',
    operationId: 'getApiTransactionsId',
    tag: 'Sales',
    summary: 'Read a sale',
    description:
      'The sale object of the spec, plus `tracking` (utm*, src, sck) and `metadata` as sent at creation. `pixKey` is the BR Code of a PIX sale, `boletoCode` the linha digitável.',
    auth: 'keys',
    examples: TRANSACTION_EXAMPLES,
    responses: {
      200: { schema: 'sales/sale.response.schema.json', description: 'The sale' },
      400: { description: 'INVALID_ID: the id is not a valid number.' },
      403: { description: 'FORBIDDEN: the sale belongs to another account (or no seller account for the keys).' },
      404: { description: 'NOT_FOUND: no sale with this id.' },
    },
    handle({ deps, req, res }) {
      return ok(presentSale(saleOfSeller(deps, sellerOf(res).id, parseId(req.params.id))));
    },
  },
  {
    method: 'get',
    path: '/api/sales',
    operationId: 'getApiSales',
    tag: 'Sales',
    summary: "List the account's sales",
    description:
      'Sandbox extension (the spec names a sales path without its shape): newest first, in the envelope of GET /api/subscriptions. Dates are YYYY-MM-DD in Brasília time (UTC−3), both ends inclusive.',
    auth: 'keys',
    extension: true,
    examples: SALE_LIST_EXAMPLES,
    query: [
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page, from 1' },
      {
        name: 'limit',
        schema: { type: 'integer', minimum: 1, default: 20 },
        description: 'Sales per page; above 100 counts as 100',
      },
      {
        name: 'status',
        schema: { type: 'string', enum: SALE_STATUS_VALUES },
        description: 'Only sales in this status',
      },
      {
        name: 'paymentMethod',
        schema: { type: 'string', enum: PAYMENT_METHOD_VALUES },
        description: 'Only sales of this method',
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
    ],
    responses: {
      200: { schema: 'sales/sale-list.response.schema.json', description: 'A page of sales' },
      400: { description: 'VALIDATION_ERROR: a malformed query parameter (unknown ones are ignored).' },
      403: { description: 'FORBIDDEN: no seller account for the keys, or a blocked one.' },
    },
    handle({ deps, req, res }) {
      return ok(listSales(deps, sellerOf(res).id, req.query));
    },
  },
];
