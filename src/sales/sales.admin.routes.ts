import { Router } from 'express';
import type { Deps } from '../deps.js';
import type { PaymentMethod, SaleStatus, SaleStatusInput } from '../generated/schema-types.js';
import { AppError } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { SALE_STATUSES } from './sales.machine.js';
import { presentAdminSale, presentSale } from './sales.present.js';
import { adminSales } from './sales.queries.js';
import { transitionSale } from './sales.service.js';

const METHODS = new Set<string>(['CREDIT_CARD', 'DEBIT_CARD', 'BOLETO', 'PIX', 'TRANSFER']);
const STATUSES = new Set<string>(SALE_STATUSES);

function oneOf<T extends string>(value: unknown, name: string, allowed: Set<string>): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !allowed.has(value)) throw new AppError('VALIDATION_ERROR', { fields: [name] });
  return value as T;
}

/** The payment processor's side of sales: read any sale, move it through the state machine. */
export function salesAdminRoutes(deps: Deps): Router {
  const router = Router();

  router.get('/__admin/sales', (req, res) => {
    const sellerId = req.query.sellerId === undefined ? undefined : parseId(req.query.sellerId, 'VALIDATION_ERROR');
    const status = oneOf<SaleStatus>(req.query.status, 'status', STATUSES);
    const paymentMethod = oneOf<PaymentMethod>(req.query.paymentMethod, 'paymentMethod', METHODS);
    const limit = req.query.limit === undefined ? 100 : Math.min(parseId(req.query.limit, 'VALIDATION_ERROR'), 1000);
    const sales = adminSales(deps, sellerId, { status, paymentMethod });
    res.json({ sales: sales.slice(0, limit).map(presentAdminSale), total: sales.length });
  });

  router.get('/__admin/sales/:id', (req, res) => {
    const sale = deps.store.collections.sales.get(parseId(req.params.id, 'NOT_FOUND'));
    if (!sale) throw new AppError('NOT_FOUND', { message: 'Venda não encontrada' });
    res.json(presentAdminSale(sale));
  });

  router.post('/__admin/sales/:id/status', async (req, res) => {
    const id = parseId(req.params.id, 'NOT_FOUND');
    const input = deps.schemas.parse<SaleStatusInput>('sales/sale-status.request.schema.json', req.body ?? {});
    const sale = transitionSale(deps, id, input.status);
    await deps.store.commit();
    res.json(presentSale(sale));
  });

  return router;
}
