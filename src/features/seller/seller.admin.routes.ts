import type { Deps } from '../../http/sandbox-context.js';
import type { SellerInput } from '../../generated/schema-types.js';
import { adminLimitParam, adminListQuery } from '../../http/list-query.js';
import { parseId } from '../../http/params.js';
import { route, ok, created, type RouteTable } from '../../http/route.js';
import { assertOutboundUrls } from '../webhooks/url-policy.js';
import {
  adminSellerView,
  createSeller,
  rotateSellerKeys,
  rotateWebhookSecret,
  updateSeller,
} from './seller.service.js';
import { LEDGER_ORDERS, ledgerQuery, sellerLedger } from './seller.ledger.js';
import { LEDGER_CSV_TYPE, sellerLedgerCsv } from '../ledger/ledger.csv.js';

/** A body the schema accepted, and the webhook URL the URL policy allows (what the schema cannot say). */
function sellerInput(deps: Pick<Deps, 'settings'>, input: SellerInput): SellerInput {
  assertOutboundUrls(deps.settings, { 'webhook.url': input.webhook?.url });
  return input;
}

/** The gateway's back office: open seller accounts, change them, rotate their secrets. */
export const SELLER_ADMIN_ROUTES: RouteTable = [
  route({
    method: 'post',
    path: '/__admin/sellers',
    operationId: 'postAdminSellers',
    tag: 'Admin',
    summary: 'Create a user, its seller account and a key pair',
    description: 'The private key and webhook secret are shown in this answer only.',
    auth: 'admin',
    request: { schema: 'admin/seller-input.schema.json' },
    examples: [
      {
        name: 'new-seller',
        summary: 'A seller with a CNPJ, a balance and a webhook that is told of withdrawals',
        body: {
          legalName: 'Loja Exemplo LTDA',
          name: 'Paula Costa',
          email: 'paula@loja-exemplo.test',
          phone: '11912345678',
          document: { number: '11444777000161', type: 'cnpj' },
          availableBalance: 500000,
          webhook: { url: 'https://example.com/webhooks/gateway', notifyWithdrawals: true },
        },
        status: 201,
      },
      {
        name: 'bad-email',
        summary: 'An e-mail that is not one',
        body: { email: 'paula' },
        status: 400,
        response: {
          error: 'VALIDATION_ERROR',
          message: 'Dados inválidos ou campos obrigatórios ausentes',
          details: ['email'],
        },
      },
      {
        name: 'key-in-use',
        summary: 'Fixed keys whose public key is taken',
        body: { credentials: { publicKey: 'pk_test_acme_0000000000000001', privateKey: 'sk_test_other_000000000001' } },
        status: 409,
        response: { error: 'CONFLICT', message: 'Chave pública já em uso por outro usuário' },
      },
    ],
    responses: {
      201: { schema: 'admin/seller-created.response.schema.json', description: 'The account and its credentials' },
      400: { description: 'Invalid body' },
      409: { description: 'Public key already in use' },
    },
    handle({ deps, body }) {
      return created(createSeller(deps, sellerInput(deps, body)));
    },
  }),
  {
    method: 'get',
    path: '/__admin/sellers',
    operationId: 'getAdminSellers',
    tag: 'Admin',
    summary: 'List sellers',
    description: 'By id.',
    auth: 'admin',
    query: [adminLimitParam('At most this many', 1000)],
    responses: {
      200: { schema: 'admin/seller-list.response.schema.json', description: 'The sellers and how many there are' },
      400: { description: 'A bad limit' },
    },
    handle({ deps, req }) {
      const { limit } = adminListQuery(req.query, 1000);
      const sellers = deps.store.collections.sellers.values();
      return ok({
        sellers: sellers.slice(0, limit).map((seller) => adminSellerView(deps, seller.id)),
        total: sellers.length,
      });
    },
  },
  {
    method: 'get',
    path: '/__admin/sellers/:id',
    operationId: 'getAdminSellersId',
    tag: 'Admin',
    summary: 'Read a seller with its dashboard settings',
    auth: 'admin',
    responses: {
      200: { schema: 'admin/seller-view.response.schema.json', description: 'The seller' },
      404: { description: 'Unknown seller' },
    },
    handle({ deps, req }) {
      return ok(adminSellerView(deps, parseId(req.params.id, 'NOT_FOUND')));
    },
  },
  route({
    method: 'patch',
    path: '/__admin/sellers/:id',
    operationId: 'patchAdminSellersId',
    tag: 'Admin',
    summary: 'Change a seller (partial)',
    description: '`availableBalance` sets the balance through a ledger adjustment.',
    auth: 'admin',
    request: { schema: 'admin/seller-input.schema.json' },
    examples: [
      {
        name: 'block',
        summary: 'Block acme (its API calls answer 403 from then on)',
        params: { id: 1000 },
        body: { blocked: true },
        status: 200,
      },
      {
        name: 'unknown',
        summary: 'No such seller',
        params: { id: 999999999 },
        body: { blocked: true },
        status: 404,
        response: { error: 'NOT_FOUND', message: 'Vendedor 999999999 não encontrado' },
      },
    ],
    responses: {
      200: { schema: 'admin/seller-view.response.schema.json', description: 'The seller as changed' },
      400: { description: 'Invalid body' },
      404: { description: 'Unknown seller' },
    },
    handle({ deps, req, body }) {
      const id = parseId(req.params.id, 'NOT_FOUND');
      return ok(updateSeller(deps, id, sellerInput(deps, body)));
    },
  }),
  {
    method: 'get',
    path: '/__admin/sellers/:id/ledger',
    operationId: 'getAdminSellersIdLedger',
    tag: 'Admin',
    summary: "A seller's ledger (extrato): every move of the available balance, with the balance after it",
    description:
      'Newest first, as a bank statement app shows it (`order=oldest` for the other way). Each entry: its kind (a sale paid, refunded, charged back, held or released; a cashout or its return; an adjustment), ' +
      'the signed amount, the balance right after it (derived from the entries, never stored), the sale or cashout it belongs to (`ref`; `subscriptionId` when the sale bills a subscription) and the sandbox instant it was posted. ' +
      'page and limit as every list (default 1 and 20, limit at most 100). ' +
      'Beside the available balance, the reserved part (card reserves, dispute holds) and, per entry, its gross, fee, reserve, hold and net (`parts`): the net lines add up to `totalCents`. ' +
      'With `Accept: text/csv`, the whole extrato oldest first as a spreadsheet reads it (`;` between fields, reais with a comma, Brasília time, a total line).',
    auth: 'admin',
    query: [
      {
        name: 'order',
        schema: { type: 'string', enum: [...LEDGER_ORDERS], default: 'newest' },
        description: 'newest (default) or oldest first',
      },
      { name: 'page', schema: { type: 'integer', minimum: 1, default: 1 }, description: 'The page' },
      {
        name: 'limit',
        schema: { type: 'integer', minimum: 1, default: 20 },
        description: 'Entries per page; above 100 it is clamped to 100',
      },
    ],
    examples: [
      { name: 'newest', summary: "acme's latest entries", params: { id: 1000 }, query: { limit: '5' }, status: 200 },
      {
        name: 'oldest',
        summary: "acme's first entries, oldest first",
        params: { id: 1000 },
        query: { order: 'oldest', limit: '5' },
        status: 200,
      },
      {
        name: 'unknown',
        summary: 'No such seller',
        params: { id: 999999999 },
        status: 404,
        response: { error: 'NOT_FOUND', message: 'Vendedor 999999999 não encontrado' },
      },
      {
        name: 'bad-order',
        summary: 'An order that is not newest or oldest',
        params: { id: 1000 },
        query: { order: 'up' },
        status: 400,
        response: { error: 'VALIDATION_ERROR', message: 'order deve ser um de newest, oldest', details: ['order'] },
      },
    ],
    responses: {
      200: { schema: 'admin/ledger.response.schema.json', description: 'One page of the ledger and the balance now' },
      400: { description: 'A bad order, page or limit' },
      404: { description: 'Unknown seller' },
    },
    handle({ deps, req }) {
      const sellerId = parseId(req.params.id, 'NOT_FOUND');
      if (req.accepts(['application/json', 'text/csv']) === 'text/csv') {
        const csv = sellerLedgerCsv(deps, sellerId);
        return {
          status: 200,
          contentType: LEDGER_CSV_TYPE,
          headers: { 'Content-Disposition': `attachment; filename="${csv.filename}"` },
          text: csv.text,
        };
      }
      return ok(sellerLedger(deps, sellerId, ledgerQuery(req.query)));
    },
  },
  {
    method: 'post',
    path: '/__admin/sellers/:id/keys',
    operationId: 'postAdminSellersIdKeys',
    tag: 'Admin',
    summary: 'Rotate the key pair',
    description: 'The old pair answers 401 from then on.',
    auth: 'admin',
    responses: {
      201: { schema: 'admin/seller-created.response.schema.json', description: 'The new pair' },
      404: { description: 'Unknown user' },
    },
    handle({ deps, req }) {
      return created(rotateSellerKeys(deps, parseId(req.params.id, 'NOT_FOUND')));
    },
  },
  {
    method: 'post',
    path: '/__admin/sellers/:id/webhook-secret',
    operationId: 'postAdminSellersIdWebhookSecret',
    tag: 'Admin',
    summary: 'Rotate the webhook secret that signs X-Signature',
    description: 'The new secret is shown in this answer only; postbacks are signed with it from then on.',
    auth: 'admin',
    responses: {
      201: { schema: 'admin/webhook-secret.response.schema.json', description: 'The new secret' },
      404: { description: 'Unknown user' },
    },
    handle({ deps, req }) {
      return created(rotateWebhookSecret(deps, parseId(req.params.id, 'NOT_FOUND')));
    },
  },
];
