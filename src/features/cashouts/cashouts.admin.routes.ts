import type { Deps } from '../../http/sandbox-context.js';
import { CASHOUT_STATUS_VALUES } from '../../generated/schema-enums.js';
import { actingSeller } from '../../http/auth.js';
import { AppError } from '../../core/lib/errors.js';
import { adminLimitParam, adminListQuery, oneOf, single } from '../../http/list-query.js';
import { parseId } from '../../http/params.js';
import { created, ok, route, type RouteTable } from '../../http/route.js';
import { describeMoves } from '../../core/lib/state-machine.js';
import { CASHOUT_ADMIN_CREATE_EXAMPLES, CASHOUT_POSTBACK_EXAMPLES } from './cashouts.examples.js';
import { CASHOUT_MACHINE, CASHOUT_STATUSES, RETURNS_AMOUNT } from './cashouts.machine.js';
import { presentAdminCashout, presentCashout } from './cashouts.present.js';
import {
  assertCashoutAllowed,
  cashoutRequest,
  createCashout,
  listCashouts,
  transitionCashout,
} from './cashouts.service.js';

function cashoutById(deps: Pick<Deps, 'store'>, raw: unknown) {
  const id = parseId(raw, 'NOT_FOUND');
  const cashout = deps.store.collections.cashouts.get(id);
  if (!cashout) throw new AppError('NOT_FOUND', { message: `Saque ${id} não encontrado` });
  return cashout;
}

/** The banking provider's side of cashouts: read them, and post the status changes it reports. */
export const CASHOUT_ADMIN_ROUTES: RouteTable = [
  route({
    method: 'post',
    path: '/__admin/cashouts',
    operationId: 'postAdminCashouts',
    tag: 'Admin',
    summary: 'Request a cashout for any seller, as from its dashboard',
    description:
      "The body of POST /api/public/cashout under `cashout`, for the seller `sellerId`, without its keys (the CLI's `cashouts create`): channel `dashboard`, so the API-cashout switch does not apply; " +
      "transfers must be allowed (403 TRANSFER_NOT_ALLOWED), and the amount, key, balance and fee rules are the API's. A user without a seller account is 404, a blocked seller 403.",
    auth: 'admin',
    request: { schema: 'cashouts/cashout-admin-create.request.schema.json' },
    examples: CASHOUT_ADMIN_CREATE_EXAMPLES,
    responses: {
      201: {
        schema: 'cashouts/cashout.response.schema.json',
        description: 'The cashout, as POST /api/public/cashout answers it',
      },
      400: { description: 'A bad body, an amount with more than two decimals, a PIX key that does not fit its type' },
      403: { description: 'FORBIDDEN (a blocked seller) or TRANSFER_NOT_ALLOWED' },
      404: { description: 'No such seller account' },
      422: { description: 'MINIMUM_VALUE, MAXIMUM_VALUE or INSUFFICIENT_BALANCE' },
    },
    handle({ deps, body }) {
      const input = body;
      const seller = actingSeller(deps, input.sellerId);
      assertCashoutAllowed(seller, 'dashboard');
      return created(presentCashout(createCashout(deps, seller.id, cashoutRequest(deps, input.cashout), 'dashboard')));
    },
  }),
  {
    method: 'get',
    path: '/__admin/cashouts',
    operationId: 'getAdminCashouts',
    tag: 'Admin',
    summary: 'List cashouts',
    description: 'Newest first; `total` counts every match.',
    auth: 'admin',
    query: [
      { name: 'sellerId', schema: { type: 'integer', minimum: 1 }, description: 'Only this seller' },
      { name: 'status', schema: { type: 'string', enum: CASHOUT_STATUS_VALUES }, description: 'Only this status' },
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'Page, from 1' },
      adminLimitParam('Per page', 100),
    ],
    responses: {
      200: { schema: 'cashouts/cashout-list.response.schema.json', description: 'The matching cashouts' },
      400: { description: 'A bad filter' },
    },
    handle({ deps, req }) {
      const { sellerId, limit } = adminListQuery(req.query, 100);
      const status = oneOf(req.query, 'status', CASHOUT_STATUSES) ?? undefined;
      const rawPage = single(req.query, 'page');
      const page = rawPage === null ? 1 : parseId(rawPage, 'VALIDATION_ERROR');
      const { cashouts, total } = listCashouts(deps, { sellerId, status, limit, page });
      return ok({ cashouts: cashouts.map(presentAdminCashout), total, page, limit });
    },
  },
  {
    method: 'get',
    path: '/__admin/cashouts/:id',
    operationId: 'getAdminCashoutsId',
    tag: 'Admin',
    summary: 'Read a cashout with its owner, postback URL and allowed moves',
    auth: 'admin',
    responses: {
      200: { schema: 'cashouts/cashout-admin.response.schema.json', description: 'The cashout' },
      404: { description: 'Unknown cashout' },
    },
    handle({ deps, req }) {
      return ok(presentAdminCashout(cashoutById(deps, req.params.id)));
    },
  },
  route({
    method: 'post',
    path: '/__admin/cashouts/:id/postback',
    operationId: 'postAdminCashoutsIdPostback',
    tag: 'Admin',
    summary: "Play the banking provider's postback: move a cashout to a new status",
    description:
      `${describeMoves(CASHOUT_MACHINE)} (docs/cashout-state-machine.md). ${[...RETURNS_AMOUNT].join(' and ')} give the amount back to the balance; ` +
      "final statuses set processedAt; `externalId` is kept on later moves. The permanent webhook and the cashout's postback are queued for the change.",
    auth: 'admin',
    request: { schema: 'cashouts/postback.request.schema.json' },
    examples: CASHOUT_POSTBACK_EXAMPLES,
    responses: {
      200: { schema: 'cashouts/cashout-admin.response.schema.json', description: 'The cashout after the move' },
      400: { description: 'Invalid body (unknown status, empty externalId)' },
      404: { description: 'Unknown cashout' },
      409: { description: 'INVALID_TRANSITION; `allowed` lists the moves from the current status' },
    },
    handle({ deps, req, body }) {
      const cashout = cashoutById(deps, req.params.id);
      const input = body;
      return ok(
        presentAdminCashout(transitionCashout(deps, cashout.id, input.status, { externalId: input.externalId })),
      );
    },
  }),
];
