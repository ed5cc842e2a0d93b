import { Router } from 'express';
import type { Deps } from '../deps.js';
import { sellerOf } from '../http/auth.js';
import { parseId } from '../http/params.js';
import { presentBalance, presentCashout, presentCashoutDetail } from './cashouts.present.js';
import { assertCashoutAllowed, createCashout, parseCashoutRequest, sellerCashout } from './cashouts.service.js';

export function cashoutRoutes(deps: Deps): Router {
  const router = Router();

  router.post('/api/public/cashout', (req, res) => {
    const seller = sellerOf(res);
    assertCashoutAllowed(seller, 'api');
    const cashout = createCashout(deps, seller.id, parseCashoutRequest(deps, req.body), 'api');
    res.status(deps.settings.cashoutCreatedStatus).json(presentCashout(cashout));
  });

  // Extensions: the spec names a balance path under /api/public and a cashout read without their shapes.
  router.get('/api/public/cashout/:id', (req, res) => {
    const seller = sellerOf(res);
    res.json(presentCashoutDetail(sellerCashout(deps, seller.id, parseId(req.params.id, 'VALIDATION_ERROR'))));
  });

  router.get('/api/public/balance', (_req, res) => {
    const seller = sellerOf(res);
    res.json(presentBalance(deps.ledger.totals(seller.id), seller.createdAt));
  });

  return router;
}
