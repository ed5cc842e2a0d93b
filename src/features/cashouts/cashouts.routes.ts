import { sellerOf } from '../../http/auth.js';
import { parseId } from '../../http/params.js';
import { route, ok, reply, type RouteTable } from '../../http/route.js';
import { BALANCE_EXAMPLES, CASHOUT_CREATE_EXAMPLES, CASHOUT_READ_EXAMPLES } from './cashouts.examples.js';
import { presentBalance, presentCashout, presentCashoutDetail } from './cashouts.present.js';
import { assertCashoutAllowed, cashoutRequest, createCashout, sellerCashout } from './cashouts.service.js';

/** The seller's side of cashouts: request one, read one, read the balance. */
export const CASHOUT_ROUTES: RouteTable = [
  route({
    method: 'post',
    path: '/api/public/cashout',
    operationId: 'postApiPublicCashout',
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
      400: {
        description:
          'Dados invalidos: amount not a number greater than zero or with more than two decimals, pixKey of the wrong length or format',
      },
      401: { description: 'UNAUTHORIZED (Nao autorizado): missing, malformed, unknown or mismatched keys.' },
      403: {
        description:
          'API_WITHDRAWAL_DISABLED_GLOBALLY, TRANSFER_NOT_ALLOWED (also below the minimum when SANDBOX_CASHOUT_BELOW_MINIMUM_ERROR says so), or FORBIDDEN (no seller account, blocked)',
      },
      422: {
        description:
          'MINIMUM_VALUE (also when the fee would take the whole amount), MAXIMUM_VALUE or INSUFFICIENT_BALANCE',
      },
      500: { description: 'INTERNAL_ERROR (Erro interno do servidor).' },
    },
    // An account that may not cash out hears so whatever it sends (docs/spec-gaps.md, order of the cashout checks).
    guard: ({ res }) => assertCashoutAllowed(sellerOf(res), 'api'),
    handle({ deps, res, body }) {
      const cashout = createCashout(deps, sellerOf(res).id, cashoutRequest(deps, body), 'api');
      return reply(deps.settings.cashoutCreatedStatus, presentCashout(cashout));
    },
  }),
  {
    method: 'get',
    path: '/api/public/cashout/:id',
    operationId: 'getApiPublicCashoutId',
    tag: 'Cashouts',
    summary: 'Read one of your cashouts',
    description:
      'Sandbox extension (the spec names no endpoint to read a cashout): the cashout object plus externalId, updatedAt and processedAt.',
    auth: 'keys',
    extension: true,
    examples: CASHOUT_READ_EXAMPLES,
    responses: {
      200: { schema: 'cashouts/cashout-detail.response.schema.json', description: 'The cashout' },
      400: { description: 'VALIDATION_ERROR: the id is not a positive integer.' },
      403: {
        description: 'FORBIDDEN: the cashout belongs to another account (or no seller account, or a blocked one).',
      },
      404: { description: 'NOT_FOUND: no cashout with this id.' },
    },
    handle({ deps, req, res }) {
      return ok(
        presentCashoutDetail(sellerCashout(deps, sellerOf(res).id, parseId(req.params.id, 'VALIDATION_ERROR'))),
      );
    },
  },
  {
    method: 'get',
    path: '/api/public/balance',
    operationId: 'getApiPublicBalance',
    tag: 'Cashouts',
    summary: 'Read the available balance',
    description:
      'Sandbox extension (the spec names a balance path under /api/public without its shape): `available` in reais as the cashout endpoints speak, `availableCents` as GET /api/seller does.',
    auth: 'keys',
    extension: true,
    examples: BALANCE_EXAMPLES,
    responses: {
      200: { schema: 'cashouts/balance.response.schema.json', description: 'The available balance' },
      403: { description: 'FORBIDDEN: no seller account, or a blocked one.' },
    },
    handle({ deps, res }) {
      const seller = sellerOf(res);
      return ok(presentBalance(deps.ledger.totals(seller.id), seller.createdAt));
    },
  },
];
