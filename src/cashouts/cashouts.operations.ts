import type { OperationDoc } from '../openapi/operation.js';
import { describeMoves } from '../lib/state-machine.js';
import { CASHOUT_MACHINE, RETURNS_AMOUNT } from './cashouts.machine.js';
import { BALANCE_EXAMPLES, CASHOUT_CREATE_EXAMPLES, CASHOUT_POSTBACK_EXAMPLES, CASHOUT_READ_EXAMPLES } from './cashouts.examples.js';
import { CASHOUT_STATUS_VALUES } from '../generated/schema-enums.js';


export const CASHOUT_OPERATIONS: OperationDoc[] = [
  {
    method: 'post',
    path: '/api/public/cashout',
    tag: 'Cashouts',
    summary: 'Request a cashout of the available balance to a PIX key',
    description:
      '`amount` is a JSON number of reais (100.00 to 100000.00, at most two decimals); the key format is checked against `pixKeyType` (default CPF). ' +
      'The amount is debited from the available balance at once; the fee (seller setting) comes out of it: netAmount = amount - fees.total. ' +
      'Checks in order: keys (401), account (403 FORBIDDEN, API_WITHDRAWAL_DISABLED_GLOBALLY, TRANSFER_NOT_ALLOWED), body (400), minimum and maximum (422), balance (422). ' +
      'Success is 201 (SANDBOX_CASHOUT_CREATED_STATUS=200 changes it). With `postbackUrl`, every status change is posted there, signed with X-Signature.',
    auth: 'keys',
    request: { schema: 'cashouts/cashout-create.request.schema.json' },
    examples: CASHOUT_CREATE_EXAMPLES,
    responses: {
      201: { schema: 'cashouts/cashout.response.schema.json', description: 'The cashout, PENDING' },
      400: { description: 'Dados invalidos: amount not a number greater than zero or with more than two decimals, pixKey of the wrong length or format' },
      401: { description: 'UNAUTHORIZED (Nao autorizado): missing, malformed, unknown or mismatched keys.' },
      403: { description: 'API_WITHDRAWAL_DISABLED_GLOBALLY, TRANSFER_NOT_ALLOWED (also below the minimum when SANDBOX_CASHOUT_BELOW_MINIMUM_ERROR says so), or FORBIDDEN (no seller account, blocked)' },
      422: { description: 'MINIMUM_VALUE (also when the fee would take the whole amount), MAXIMUM_VALUE or INSUFFICIENT_BALANCE' },
      500: { description: 'INTERNAL_ERROR (Erro interno do servidor).' },
    },
  },
  {
    method: 'get',
    path: '/api/public/cashout/:id',
    tag: 'Cashouts',
    summary: 'Read one of your cashouts',
    description: 'Sandbox extension (the spec names no endpoint to read a cashout): the cashout object plus externalId, updatedAt and processedAt.',
    auth: 'keys',
    extension: true,
    examples: CASHOUT_READ_EXAMPLES,
    responses: {
      200: { schema: 'cashouts/cashout-detail.response.schema.json', description: 'The cashout' },
      400: { description: 'VALIDATION_ERROR: the id is not a positive integer.' },
      403: { description: 'FORBIDDEN: the cashout belongs to another account (or no seller account, or a blocked one).' },
      404: { description: 'NOT_FOUND: no cashout with this id.' },
    },
  },
  {
    method: 'get',
    path: '/api/public/balance',
    tag: 'Cashouts',
    summary: 'Read the available balance',
    description: 'Sandbox extension (the spec names a balance path under /api/public without its shape): `available` in reais as the cashout endpoints speak, `availableCents` as GET /api/seller does.',
    auth: 'keys',
    extension: true,
    examples: BALANCE_EXAMPLES,
    responses: {
      200: { schema: 'cashouts/balance.response.schema.json', description: 'The available balance' },
      403: { description: 'FORBIDDEN: no seller account, or a blocked one.' },
    },
  },
];

export const CASHOUT_ADMIN_OPERATIONS: OperationDoc[] = [
  {
    method: 'get',
    path: '/__admin/cashouts',
    tag: 'Admin',
    summary: 'List cashouts',
    description: 'Newest first; `total` counts every match.',
    auth: 'admin',
    query: [
      { name: 'sellerId', schema: { type: 'integer', minimum: 1 }, description: 'Only this seller' },
      { name: 'status', schema: { type: 'string', enum: CASHOUT_STATUS_VALUES }, description: 'Only this status' },
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page, from 1' },
      { name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 }, description: 'Per page' },
    ],
    responses: {
      200: { schema: 'cashouts/cashout-list.response.schema.json', description: 'The matching cashouts' },
      400: { description: 'A bad filter' },
    },
  },
  {
    method: 'get',
    path: '/__admin/cashouts/:id',
    tag: 'Admin',
    summary: 'Read a cashout with its owner, postback URL and allowed moves',
    auth: 'admin',
    responses: {
      200: { schema: 'cashouts/cashout-admin.response.schema.json', description: 'The cashout' },
      404: { description: 'Unknown cashout' },
    },
  },
  {
    method: 'post',
    path: '/__admin/cashouts/:id/postback',
    tag: 'Admin',
    summary: "Play the banking provider's postback: move a cashout to a new status",
    description:
      `${describeMoves(CASHOUT_MACHINE)} (docs/cashout-state-machine.md). ${[...RETURNS_AMOUNT].join(' and ')} give the amount back to the balance; ` +
      'final statuses set processedAt; `externalId` is kept on later moves. The permanent webhook and the cashout\'s postback are queued for the change.',
    auth: 'admin',
    request: { schema: 'cashouts/postback.request.schema.json' },
    examples: CASHOUT_POSTBACK_EXAMPLES,
    responses: {
      200: { schema: 'cashouts/cashout-admin.response.schema.json', description: 'The cashout after the move' },
      400: { description: 'Invalid body (unknown status, empty externalId)' },
      404: { description: 'Unknown cashout' },
      409: { description: 'INVALID_TRANSITION; `allowed` lists the moves from the current status' },
    },
  },
];
