import type { Store } from '../../core/store/store.js';
import type { SalesIndexes } from './sales.indexes.js';
import { PAYMENT_METHOD_VALUES } from '../../generated/schema-enums.js';
import type { PaymentMethod, SaleList, SaleRecord, SaleStatus } from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { adminListQuery, dateRange, oneOf, pagination, paging, single, type Query } from '../../http/list-query.js';
import { parseId } from '../../http/params.js';
import { SALE_STATUSES } from './sales.machine.js';
import { presentSale } from './sales.present.js';

/** What the sale queries read of a sandbox. */
export interface SalesReads {
  store: Store;
  indexes: { sales: SalesIndexes };
}

/** A sale the seller may read: 404 when there is none, 403 when it is another account's. */
export function saleOfSeller(deps: SalesReads, sellerId: number, saleId: number): SaleRecord {
  const sale = deps.store.collections.sales.get(saleId);
  if (!sale) throw new AppError('NOT_FOUND', { message: 'Venda não encontrada' });
  if (sale.sellerId !== sellerId) throw new AppError('FORBIDDEN', { message: 'Esta venda pertence a outra conta' });
  return sale;
}

export interface SaleFilter {
  status?: SaleStatus;
  paymentMethod?: PaymentMethod;
  /** Inclusive lower bound of createdAt, ms. */
  fromMs?: number;
  /** Exclusive upper bound of createdAt, ms. */
  untilMs?: number;
  /** Only the charges of this subscription (admin). */
  subscriptionId?: number;
}

/** toISOString's shape: for these, comparing the text compares the instants. */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A filter turned into one predicate. Dates are compared as text against the bounds in ISO
 * form (what the sandbox writes): parsing 100,000 dates would cost a third of a second; a
 * createdAt in another shape (a hand-made restored state) is parsed.
 */
function matcher(filter: SaleFilter): (sale: SaleRecord) => boolean {
  const fromIso = filter.fromMs === undefined ? null : new Date(filter.fromMs).toISOString();
  const untilIso = filter.untilMs === undefined ? null : new Date(filter.untilMs).toISOString();
  const inRange = (createdAt: string): boolean => {
    if (fromIso === null && untilIso === null) return true;
    if (!CANONICAL_ISO.test(createdAt)) {
      const at = Date.parse(createdAt);
      return (
        (filter.fromMs === undefined || at >= filter.fromMs) && (filter.untilMs === undefined || at < filter.untilMs)
      );
    }
    return (fromIso === null || createdAt >= fromIso) && (untilIso === null || createdAt < untilIso);
  };
  return (sale) =>
    (!filter.status || sale.status === filter.status) &&
    (!filter.paymentMethod || sale.paymentMethod === filter.paymentMethod) &&
    (filter.subscriptionId === undefined || sale.subscriptionId === filter.subscriptionId) &&
    inRange(sale.createdAt);
}

/** The sales of one seller matching a filter, newest first, from the seller's index. */
export function sellerSales(deps: SalesReads, sellerId: number, filter: SaleFilter): SaleRecord[] {
  const ids = deps.indexes.sales.bySeller.ids(sellerId);
  const matches = matcher(filter);
  const out: SaleRecord[] = [];
  for (let i = ids.length - 1; i >= 0; i--) {
    const sale = deps.store.collections.sales.get(ids[i]);
    if (sale && matches(sale)) out.push(sale);
  }
  return out;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = PAYMENT_METHOD_VALUES;

/** The filter of a GET /api/sales query, with the conventions every list shares (src/http/list-query.ts). */
export function parseSaleListQuery(query: Query): SaleFilter & { page: number; limit: number } {
  const { fromMs, untilMs } = dateRange(query);
  return {
    status: oneOf(query, 'status', SALE_STATUSES) ?? undefined,
    paymentMethod: oneOf(query, 'paymentMethod', PAYMENT_METHODS) ?? undefined,
    fromMs: fromMs ?? undefined,
    untilMs: untilMs ?? undefined,
    ...paging(query),
  };
}

/** GET /api/sales: the seller's sales, filtered and paginated, newest first. */
export function listSales(deps: SalesReads, sellerId: number, query: Query): SaleList {
  const { page, limit, ...filter } = parseSaleListQuery(query);
  const all = sellerSales(deps, sellerId, filter);
  return {
    success: true,
    data: {
      sales: all.slice((page - 1) * limit, page * limit).map(presentSale),
      pagination: pagination(all.length, page, limit),
    },
  };
}

/**
 * One page of the admin list, newest first, and how many match: one seller's sales through its
 * index, or every sale. Only the page's records are collected, so a page of 100,000 sales costs
 * one pass and no large array.
 */
export function adminSalesPage(
  deps: SalesReads,
  sellerId: number | undefined,
  filter: SaleFilter,
  page: number,
  limit: number,
): { sales: SaleRecord[]; total: number } {
  const matches = matcher(filter);
  const from = (page - 1) * limit;
  const sales: SaleRecord[] = [];
  let total = 0;
  const visit = (sale: SaleRecord | undefined) => {
    if (!sale || !matches(sale)) return;
    if (total >= from && sales.length < limit) sales.push(sale);
    total++;
  };
  if (sellerId !== undefined) {
    const ids = deps.indexes.sales.bySeller.ids(sellerId);
    for (let i = ids.length - 1; i >= 0; i--) visit(deps.store.collections.sales.get(ids[i]));
  } else {
    // Integer keys come out of Object.values in ascending order: read backwards, newest first.
    const all = deps.store.collections.sales.values();
    for (let i = all.length - 1; i >= 0; i--) visit(all[i]);
  }
  return { sales, total };
}

/**
 * GET /__admin/sales: the filters of GET /api/sales (dates in Brasília days) plus seller and subscription, and pages of
 * up to 1000.
 */
export function parseAdminSaleQuery(
  query: Query,
): SaleFilter & { sellerId: number | undefined; page: number; limit: number } {
  const { sellerId, limit } = adminListQuery(query, 100);
  const { fromMs, untilMs } = dateRange(query);
  const page = single(query, 'page');
  const subscriptionId = single(query, 'subscriptionId');
  return {
    sellerId,
    status: oneOf(query, 'status', SALE_STATUSES) ?? undefined,
    paymentMethod: oneOf(query, 'paymentMethod', PAYMENT_METHODS) ?? undefined,
    fromMs: fromMs ?? undefined,
    untilMs: untilMs ?? undefined,
    subscriptionId: subscriptionId === null ? undefined : parseId(subscriptionId, 'VALIDATION_ERROR'),
    page: page === null ? 1 : parseId(page, 'VALIDATION_ERROR'),
    limit,
  };
}
