import { Router } from 'express';
import type { Deps } from '../deps.js';
import { principalOf } from '../http/auth.js';
import { AppError } from '../http/errors.js';
import { sellerAccount } from './seller.service.js';

export function sellerRoutes(deps: Deps): Router {
  const router = Router();
  router.get('/api/seller', (_req, res) => {
    const { user, seller } = principalOf(res);
    if (!seller) throw new AppError('SELLER_NOT_FOUND');
    res.json(sellerAccount(deps, user.id));
  });
  return router;
}
