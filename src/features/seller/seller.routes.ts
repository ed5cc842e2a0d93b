import { principalOf } from '../../http/auth.js';
import { AppError } from '../../core/lib/errors.js';
import { ok, type RouteTable } from '../../http/route.js';
import { sellerAccount } from './seller.service.js';

/** The seller's own account. */
export const SELLER_ROUTES: RouteTable = [
  {
    method: 'get',
    path: '/api/seller',
    operationId: 'getApiSeller',
    tag: 'Seller',
    summary: 'Read the seller account',
    description:
      'Registration data, permissions, revenue totals and the balance of the default recipient, all amounts in integer cents.',
    auth: 'keys',
    responses: {
      200: { schema: 'seller/seller.response.schema.json', description: 'The seller account' },
      404: { description: 'SELLER_NOT_FOUND: the keys belong to a user without a seller account.' },
    },
    examples: [
      {
        name: 'no-keys',
        summary: 'No keys',
        as: null,
        status: 401,
        response: { error: 'UNAUTHORIZED', message: 'Não autorizado' },
      },
      {
        name: 'no-seller-account',
        summary: 'Keys of a user without a seller account',
        as: 'orphan',
        status: 404,
        response: { error: 'SELLER_NOT_FOUND', message: 'Nenhuma conta de vendedor encontrada para estas chaves' },
      },
    ],
    // A user without a seller account hears SELLER_NOT_FOUND, not FORBIDDEN; a blocked seller may still read.
    account: 'user',
    handle({ deps, res }) {
      const { user, seller } = principalOf(res);
      if (!seller) throw new AppError('SELLER_NOT_FOUND');
      return ok(sellerAccount(deps, user.id));
    },
  },
];
