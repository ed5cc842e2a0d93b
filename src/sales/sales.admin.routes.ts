import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { SaleStatusInput } from '../generated/schema-types.js';
import { AppError } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { presentAdminSale, presentAdminSaleDetail, presentSale } from './sales.present.js';
import { adminSalesPage, parseAdminSaleQuery } from './sales.queries.js';
import { transitionSale } from './sales.service.js';


/** The payment processor's side of sales: read any sale, move it through the state machine. */
export function salesAdminRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/__admin/sales', (req, res) => {
    const { sellerId, page, limit, ...filter } = parseAdminSaleQuery(req.query);
    const { sales, total } = adminSalesPage(deps, sellerId, filter, page, limit);
    res.json({ sales: sales.map(presentAdminSale), total, page, limit });
  });

  router.get('/__admin/sales/:id', (req, res) => {
    const sale = deps.store.collections.sales.get(parseId(req.params.id, 'NOT_FOUND'));
    if (!sale) throw new AppError('NOT_FOUND', { message: 'Venda não encontrada' });
    res.json(presentAdminSaleDetail(sale));
  });

  router.post('/__admin/sales/:id/status', (req, res) => {
    const id = parseId(req.params.id, 'NOT_FOUND');
    const input = deps.schemas.parse<SaleStatusInput>('sales/sale-status.request.schema.json', req.body ?? {});
    const sale = transitionSale(deps, id, input.status);
    res.json(presentSale(sale));
  });

  return router;
}
