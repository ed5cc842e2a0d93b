import { PAYMENT_METHOD_VALUES, SALE_STATUS_VALUES } from '../generated/schema-enums.js';
import type { OperationDoc } from '../openapi/operation.js';
import { describeMoves } from '../lib/state-machine.js';
import { SALE_MACHINE } from './sales.machine.js';
import { SALE_CREATE_EXAMPLES, SALE_LIST_EXAMPLES, SALE_STATUS_EXAMPLES, TRANSACTION_EXAMPLES } from './sales.examples.js';

const STATUSES = SALE_STATUS_VALUES;
const METHODS = PAYMENT_METHOD_VALUES;

export const SALES_OPERATIONS: OperationDoc[] = [
  {
    method: 'post',
    path: '/api/sales',
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
      201: { schema: 'sales/sale-created.response.schema.json', description: 'The creation result; sale.amount is cents as a string; sale.payment carries the PIX code and QR image, the boleto numbers, the card brand and last four, or the transfer instructions' },
      400: { description: 'Invalid data or missing required fields: {message, error, details: {missingFields}}' },
      401: { description: 'UNAUTHORIZED: keys invalid, absent, or not of the same user: {message, details}' },
      403: { description: 'No seller account for the keys, or a blocked one' },
      422: { description: 'AMOUNT_BELOW_MINIMUM or PAYMENT_METHOD_UNAVAILABLE' },
      500: { description: 'INTERNAL_ERROR: the payment could not be processed now' },
    },
  },
  {
    method: 'get',
    path: '/api/transactions/:id',
    tag: 'Sales',
    summary: 'Read a sale',
    description: 'The sale object of the spec, plus `tracking` (utm*, src, sck) and `metadata` as sent at creation. `pixKey` is the BR Code of a PIX sale, `boletoCode` the linha digitável.',
    auth: 'keys',
    examples: TRANSACTION_EXAMPLES,
    responses: {
      200: { schema: 'sales/sale.response.schema.json', description: 'The sale' },
      400: { description: 'INVALID_ID: the id is not a valid number.' },
      403: { description: 'FORBIDDEN: the sale belongs to another account (or no seller account for the keys).' },
      404: { description: 'NOT_FOUND: no sale with this id.' },
    },
  },
  {
    method: 'get',
    path: '/api/sales',
    tag: 'Sales',
    summary: "List the account's sales",
    description: 'Sandbox extension (the spec names a sales path without its shape): newest first, in the envelope of GET /api/subscriptions. Dates are YYYY-MM-DD in Brasília time (UTC−3), both ends inclusive.',
    auth: 'keys',
    extension: true,
    examples: SALE_LIST_EXAMPLES,
    query: [
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page, from 1' },
      { name: 'limit', schema: { type: 'integer', minimum: 1, default: 20 }, description: 'Sales per page; above 100 counts as 100' },
      { name: 'status', schema: { type: 'string', enum: STATUSES }, description: 'Only sales in this status' },
      { name: 'paymentMethod', schema: { type: 'string', enum: METHODS }, description: 'Only sales of this method' },
      { name: 'startDate', schema: { type: 'string', format: 'date' }, description: 'Created on or after this day (Brasília)' },
      { name: 'endDate', schema: { type: 'string', format: 'date' }, description: 'Created on or before this day (Brasília)' },
    ],
    responses: {
      200: { schema: 'sales/sale-list.response.schema.json', description: 'A page of sales' },
      400: { description: 'VALIDATION_ERROR: a malformed query parameter (unknown ones are ignored).' },
      403: { description: 'FORBIDDEN: no seller account for the keys, or a blocked one.' },
    },
  },
];

export const SALES_ADMIN_OPERATIONS: OperationDoc[] = [
  {
    method: 'get',
    path: '/__admin/sales',
    tag: 'Admin',
    summary: 'List sales of every seller',
    description: 'Newest first, a page at a time (the QA console pages through 100,000 sales this way); with `sellerId` through that seller\'s index. Each sale carries `allowedTransitions`, the moves its state machine allows.',
    auth: 'admin',
    query: [
      { name: 'sellerId', schema: { type: 'integer', minimum: 1 }, description: 'Only this seller' },
      { name: 'status', schema: { type: 'string', enum: STATUSES }, description: 'Only this status' },
      { name: 'paymentMethod', schema: { type: 'string', enum: METHODS }, description: 'Only this method' },
      { name: 'startDate', schema: { type: 'string', format: 'date' }, description: 'Created on or after this day (Brasília)' },
      { name: 'endDate', schema: { type: 'string', format: 'date' }, description: 'Created on or before this day (Brasília)' },
      { name: 'subscriptionId', schema: { type: 'integer', minimum: 1 }, description: 'Only the charges of this subscription' },
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page, from 1' },
      { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 1000 }, description: 'Sales per page (default 100, at most 1000)' },
    ],
    responses: {
      200: { schema: 'sales/sale-admin-list.response.schema.json', description: 'The sales and how many matched' },
      400: { description: 'A bad filter' },
    },
  },
  {
    method: 'get',
    path: '/__admin/sales/:id',
    tag: 'Admin',
    summary: 'Read any sale with its seller, postbackUrl, status history, allowed moves and payment data',
    auth: 'admin',
    responses: { 200: { schema: 'sales/sale-admin.response.schema.json', description: 'The sale' }, 404: { description: 'Unknown sale' } },
  },
  {
    method: 'post',
    path: '/__admin/sales/:id/status',
    tag: 'Admin',
    summary: 'Move a sale through its state machine, as the payment processor would',
    description:
      `${describeMoves(SALE_MACHINE)} (docs/sales-state-machine.md). ` +
      'PAGO credits netAmount to the balance, ESTORNADO and CHARGEBACK debit it, MED holds it until it resolves. The change is posted to the sale\'s postbackUrl.',
    auth: 'admin',
    request: { schema: 'sales/sale-status.request.schema.json' },
    examples: SALE_STATUS_EXAMPLES,
    responses: {
      200: { schema: 'sales/sale.response.schema.json', description: 'The sale as moved' },
      400: { description: 'Not a sale status' },
      404: { description: 'Unknown sale' },
      409: { description: 'INVALID_TRANSITION: the table does not allow this move; `allowed` lists the moves it does' },
    },
  },
];
