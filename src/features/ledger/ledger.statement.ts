import type { Store } from '../../core/store/store.js';
import type { Ledger } from './ledger.js';
import type { LedgerEntry, LedgerLine, SellerLedger } from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { oneOf, pagination, paging, type Query } from '../../http/list-query.js';
import { centsToReais } from '../../core/lib/money.js';
import { explainEntry, sumParts, type EntryParts, type ExplainSources } from './ledger.explain.js';
import type { LedgerBooks } from './ledger.books.js';

/** What the statements read of a sandbox: its records and its ledger. */
export interface LedgerReads {
  store: Store;
  ledger: Ledger;
}

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

function sourcesOf(deps: LedgerReads): ExplainSources {
  return {
    sale: (id) => deps.store.collections.sales.get(id),
    cashout: (id) => deps.store.collections.cashouts.get(id),
  };
}

/** One entry of the statement: the entry, what it did to each part, and the balances right after it. */
export interface StatementRow {
  entry: LedgerEntry;
  parts: EntryParts;
  availableAfterCents: number;
  totalAfterCents: number;
}

/**
 * A seller's whole statement, oldest first, with the balance after each entry and what the
 * balance is made of now. Derived in one pass over the seller's entries: nothing is stored
 * beside the ledger (a reserve is read from its sale, a cashout fee from its cashout).
 */
export function sellerStatement(deps: LedgerReads, sellerId: number) {
  if (!deps.store.collections.sellers.get(sellerId))
    throw new AppError('NOT_FOUND', { message: `Vendedor ${sellerId} não encontrado` });
  const sources = sourcesOf(deps);
  const rows: StatementRow[] = [];
  let available = 0;
  let total = 0;
  for (const id of deps.ledger.entryIds(sellerId)) {
    const entry = deps.store.collections.ledger.get(id)!;
    const parts = explainEntry(entry, sources);
    available += entry.amountCents;
    total += parts.netCents;
    rows.push({ entry, parts, availableAfterCents: available, totalAfterCents: total });
  }
  return {
    rows,
    balance: sumParts(
      deps.ledger.available(sellerId),
      rows.map((row) => row.parts),
    ),
  };
}

function lineOf(deps: LedgerReads, row: StatementRow): LedgerLine {
  const { entry, parts } = row;
  const sale = entry.ref?.type === 'sale' ? deps.store.collections.sales.get(entry.ref.id) : undefined;
  return {
    id: entry.id,
    kind: entry.kind,
    amount: centsToReais(entry.amountCents),
    amountCents: entry.amountCents,
    balance: centsToReais(row.availableAfterCents),
    balanceCents: row.availableAfterCents,
    grossCents: entry.grossCents ?? null,
    paymentMethod: entry.paymentMethod ?? null,
    ref: entry.ref,
    subscriptionId: entry.ref?.type === 'subscription' ? entry.ref.id : (sale?.subscriptionId ?? null),
    note: entry.note ?? null,
    parts: { ...parts },
    totalAfterCents: row.totalAfterCents,
    createdAt: entry.createdAt,
  };
}

/** What a page reads besides the records: the sellers' books (deps.indexes.ledger). */
export interface LedgerPageReads extends LedgerReads {
  indexes: { ledger: LedgerBooks };
}

/**
 * One page of a seller's ledger with the balances after each entry and what the balance is
 * made of now (available, the card reserves, the dispute holds): the sum of every entry's
 * `parts.netCents` is `totalCents`. It costs what the page holds: the count, the balances and
 * the running sums come from the seller's book, and only the page's entries are explained.
 */
export function sellerLedger(deps: LedgerPageReads, sellerId: number, query: LedgerQuery): SellerLedger {
  if (!deps.store.collections.sellers.get(sellerId))
    throw new AppError('NOT_FOUND', { message: `Vendedor ${sellerId} não encontrado` });
  const books = deps.indexes.ledger;
  const sources = sourcesOf(deps);
  const { page, limit, order } = query;
  const size = books.size(sellerId);
  const start = (page - 1) * limit;
  const end = Math.min(size, start + limit);
  const entries: LedgerLine[] = [];
  for (let at = start; at < end; at++) {
    const { id, availableAfterCents, totalAfterCents } = books.row(sellerId, order === 'oldest' ? at : size - 1 - at);
    const entry = deps.store.collections.ledger.get(id)!;
    entries.push(lineOf(deps, { entry, parts: explainEntry(entry, sources), availableAfterCents, totalAfterCents }));
  }
  const { availableCents, reserveCents, holdCents } = books.totals(sellerId);
  const reservedCents = reserveCents + holdCents;
  return {
    sellerId,
    balance: centsToReais(availableCents),
    balanceCents: availableCents,
    reservedCents,
    reserveCents,
    holdCents,
    totalCents: availableCents + reservedCents,
    order,
    entries,
    pagination: pagination(size, page, limit),
  };
}
