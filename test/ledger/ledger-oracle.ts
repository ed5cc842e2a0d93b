import type { LedgerLine, SellerLedger } from '../../src/generated/schema-types.js';
import { centsToReais } from '../../src/core/lib/money.js';
import { pagination } from '../../src/http/list-query.js';
import { explainEntry } from '../../src/features/ledger/ledger.explain.js';
import type { LedgerQuery, LedgerReads } from '../../src/features/ledger/ledger.statement.js';

/**
 * The extrato page as it was computed before the books (issue 32): every entry of the seller explained on every page,
 * the balances summed from the oldest. What the paged reading must answer, byte for byte.
 */
export function scannedLedgerPage(deps: LedgerReads, sellerId: number, query: LedgerQuery): SellerLedger {
  const { sales, cashouts, ledger } = deps.store.collections;
  const sources = { sale: (id: number) => sales.get(id), cashout: (id: number) => cashouts.get(id) };
  const lines: LedgerLine[] = [];
  let available = 0;
  let total = 0;
  let reserveCents = 0;
  let holdCents = 0;
  // The seller's entries by a scan of the collection, not from an index: the oracle shares nothing with the books.
  const entries = [...ledger.values()].filter((entry) => entry.sellerId === sellerId).sort((a, b) => a.id - b.id);
  for (const entry of entries) {
    const parts = explainEntry(entry, sources);
    available += entry.amountCents;
    total += parts.netCents;
    reserveCents += parts.reserveCents;
    holdCents += parts.holdCents;
    const sale = entry.ref?.type === 'sale' ? sales.get(entry.ref.id) : undefined;
    lines.push({
      id: entry.id,
      kind: entry.kind,
      amount: centsToReais(entry.amountCents),
      amountCents: entry.amountCents,
      balance: centsToReais(available),
      balanceCents: available,
      grossCents: entry.grossCents ?? null,
      paymentMethod: entry.paymentMethod ?? null,
      ref: entry.ref,
      subscriptionId: entry.ref?.type === 'subscription' ? entry.ref.id : (sale?.subscriptionId ?? null),
      note: entry.note ?? null,
      parts: { ...parts },
      totalAfterCents: total,
      createdAt: entry.createdAt,
    });
  }
  const { page, limit, order } = query;
  const ordered = order === 'oldest' ? lines : [...lines].reverse();
  const start = (page - 1) * limit;
  const availableCents = deps.ledger.available(sellerId);
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
    entries: ordered.slice(start, start + limit),
    pagination: pagination(lines.length, page, limit),
  };
}
