import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { CashoutPostbackInput } from '../generated/schema-types.js';
import { AppError } from '../http/errors.js';
import { adminListQuery, oneOf, single } from '../http/list-query.js';
import { parseId } from '../http/params.js';
import { CASHOUT_STATUSES } from './cashouts.machine.js';
import { presentAdminCashout } from './cashouts.present.js';
import { listCashouts, transitionCashout } from './cashouts.service.js';

/** The banking provider's side of cashouts: read them, and post the status changes it reports. */
export function cashoutAdminRoutes(deps: Deps): Router {
  const router = Router();
  const cashoutById = (raw: unknown) => {
    const id = parseId(raw, 'NOT_FOUND');
    const cashout = deps.store.collections.cashouts.get(id);
    if (!cashout) throw new AppError('NOT_FOUND', { message: `Saque ${id} não encontrado` });
    return cashout;
  };

  router.get('/__admin/cashouts', (req, res) => {
    const { sellerId, limit } = adminListQuery(req.query, 100);
    const status = oneOf(req.query, 'status', CASHOUT_STATUSES) ?? undefined;
    const rawPage = single(req.query, 'page');
    const page = rawPage === null ? 1 : parseId(rawPage, 'VALIDATION_ERROR');
    const { cashouts, total } = listCashouts(deps, { sellerId, status, limit, page });
    res.json({ cashouts: cashouts.map(presentAdminCashout), total, page, limit });
  });

  router.get('/__admin/cashouts/:id', (req, res) => {
    res.json(presentAdminCashout(cashoutById(req.params.id)));
  });

  router.post('/__admin/cashouts/:id/postback', (req, res) => {
    const cashout = cashoutById(req.params.id);
    const input = deps.schemas.parse<CashoutPostbackInput>('cashouts/postback.request.schema.json', req.body ?? {});
    const updated = transitionCashout(deps, cashout.id, input.status, { externalId: input.externalId });
    res.json(presentAdminCashout(updated));
  });

  return router;
}
