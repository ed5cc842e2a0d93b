import type { Deps } from '../deps.js';
import type { LedgerEntry, LedgerLine, SellerLedger } from '../generated/schema-types.js';
import { AppError } from '../lib/errors.js';
import { oneOf, pagination, paging, type Query } from '../http/list-query.js';
import { centsToReais } from '../lib/money.js';

export const LEDGER_ORDERS = ['newest', 'oldest'] as const;
export type LedgerOrder = (typeof LEDGER_ORDERS)[number];

export interface LedgerQuery {
  order: LedgerOrder;
  page: number;
  limit: number;
}

/** page/limit as every list takes them; `order` newest (an extrato's default) or oldest. */
export function ledgerQuery(query: Query): LedgerQuery {
  return { order: oneOf(query, 'order', LEDGER_ORDERS) ?? 'newest', ...paging(query) };
}

function lineOf(deps: Deps, entry: LedgerEntry, balanceCents: number): LedgerLine {
  const sale = entry.ref?.type === 'sale' ? deps.store.collections.sales.get(entry.ref.id) : undefined;
  return {
    id: entry.id,
    kind: entry.kind,
    amount: centsToReais(entry.amountCents),
    amountCents: entry.amountCents,
    balance: centsToReais(balanceCents),
    balanceCents,
    grossCents: entry.grossCents ?? null,
    paymentMethod: entry.paymentMethod ?? null,
    ref: entry.ref,
    subscriptionId: entry.ref?.type === 'subscription' ? entry.ref.id : (sale?.subscriptionId ?? null),
    note: entry.note ?? null,
    createdAt: entry.createdAt,
  };
}

/**
 * One page of a seller's ledger with the balance after each entry. The balance is derived:
 * the total now (the ledger's projection) minus the entries newer than the one shown, so a
 * page costs one pass over the seller's entry ids and the page's records, never a stored
 * running balance.
 */
export function sellerLedger(deps: Deps, sellerId: number, query: LedgerQuery): SellerLedger {
  if (!deps.store.collections.sellers.get(sellerId))
    throw new AppError('NOT_FOUND', { message: `Vendedor ${sellerId} não encontrado` });
  const ledger = deps.store.collections.ledger;
  const ids = deps.ledger.entryIds(sellerId);
  const total = ids.length;
  const available = deps.ledger.available(sellerId);
  const { page, limit, order } = query;
  const start = (page - 1) * limit;
  const end = Math.min(start + limit, total);
  // The page as positions in oldest-first order: [from, to).
  const [from, to] = order === 'oldest' ? [start, end] : [Math.max(0, total - end), Math.max(0, total - start)];
  let newer = 0;
  for (let i = to; i < total; i++) newer += ledger.get(ids[i])!.amountCents;
  const lines: LedgerLine[] = [];
  let balance = available - newer;
  for (let i = to - 1; i >= from; i--) {
    const entry = ledger.get(ids[i])!;
    lines.push(lineOf(deps, entry, balance));
    balance -= entry.amountCents;
  }
  if (order === 'oldest') lines.reverse();
  return {
    sellerId,
    balance: centsToReais(available),
    balanceCents: available,
    order,
    entries: lines,
    pagination: pagination(total, page, limit),
  };
}
