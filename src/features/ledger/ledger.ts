import type { LedgerEntry, LedgerKind, PaymentMethod, Revenue } from '../../generated/schema-types.js';
import type { Clock } from '../../core/lib/clock.js';
import { assertCents } from '../../core/lib/money.js';
import type { CollectionIndex } from '../../core/store/collection.js';
import type { Store } from '../../core/store/store.js';
import type { LedgerBooks } from './ledger.books.js';

/** What a seller's ledger adds up to; kept incrementally, rebuilt from the entries on load. */
export interface LedgerTotals {
  available: number;
  revenue: Revenue;
  updatedAt: string | null;
}

/** The revenue counters of a method's own (`<bucket>Amount`, `<bucket>Count` of the Revenue schema). */
export type RevenueBucket = 'card' | 'pix' | 'boleto';

/**
 * Which counters a paid sale of the method adds to, null for the totals only: each method says so in its domain module
 * (`revenueBucket`, src/features/sales/methods/), and the composition root (src/sandbox/deps.ts) hands it in, since the
 * ledger sits below the sales.
 */
export type RevenueBucketOf = (method: PaymentMethod) => RevenueBucket | null;

/** How each kind of entry moves the revenue counters (the balance always moves by amountCents). */
const REVENUE_EFFECTS: Record<LedgerKind, (revenue: Revenue, entry: LedgerEntry, bucketOf: RevenueBucketOf) => void> = {
  ADJUSTMENT: () => {},
  SALE_PAID: (revenue, entry, bucketOf) => {
    revenue.totalAmount += entry.grossCents ?? 0;
    revenue.totalCount += 1;
    const bucket = entry.paymentMethod ? bucketOf(entry.paymentMethod) : null;
    if (bucket) {
      revenue[`${bucket}Amount`] += entry.grossCents ?? 0;
      revenue[`${bucket}Count`] += 1;
    }
  },
  SALE_REFUNDED: (revenue, entry) => {
    revenue.refundAmount += entry.grossCents ?? 0;
    revenue.refundCount += 1;
  },
  SALE_CHARGEBACK: (revenue, entry) => {
    revenue.chargebackAmount += entry.grossCents ?? 0;
    revenue.chargebackCount += 1;
  },
  SALE_HELD: () => {},
  SALE_RELEASED: () => {},
  CASHOUT: () => {},
  CASHOUT_RETURNED: () => {},
};

export function emptyRevenue(): Revenue {
  return {
    totalAmount: 0,
    totalCount: 0,
    cardAmount: 0,
    cardCount: 0,
    pixAmount: 0,
    pixCount: 0,
    boletoAmount: 0,
    boletoCount: 0,
    chargebackAmount: 0,
    chargebackCount: 0,
    refundAmount: 0,
    refundCount: 0,
  };
}

class LedgerProjection implements CollectionIndex<LedgerEntry> {
  private readonly totals = new Map<number, LedgerTotals>();

  constructor(private readonly bucketOf: RevenueBucketOf) {}

  clear(): void {
    this.totals.clear();
  }

  add(entry: LedgerEntry): void {
    let totals = this.totals.get(entry.sellerId);
    if (!totals) {
      totals = { available: 0, revenue: emptyRevenue(), updatedAt: null };
      this.totals.set(entry.sellerId, totals);
    }
    totals.available += entry.amountCents;
    REVENUE_EFFECTS[entry.kind](totals.revenue, entry, this.bucketOf);
    if (totals.updatedAt === null || entry.createdAt > totals.updatedAt) totals.updatedAt = entry.createdAt;
  }

  of(sellerId: number): LedgerTotals | undefined {
    return this.totals.get(sellerId);
  }
}

export type LedgerPosting = Omit<LedgerEntry, 'id' | 'createdAt' | 'ref'> & { ref?: LedgerEntry['ref'] };

/** The sandbox's Ledger (createDeps of src/sandbox/deps.ts builds it), a member of `Deps` declared by its owner. */
declare module '../../http/sandbox-context.js' {
  interface Deps {
    ledger: Ledger;
  }
}

/** The seller's ledger: the only way money moves, and the only source of balance and revenue. */
export class Ledger {
  private readonly projection: LedgerProjection;

  /** `books`: the sandbox's index of each seller's entries in order (deps.indexes.ledger), read, not kept twice. */
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    bucketOf: RevenueBucketOf,
    private readonly books: Pick<LedgerBooks, 'ids'>,
  ) {
    this.projection = store.collections.ledger.addIndex(new LedgerProjection(bucketOf));
  }

  /** The ids of a seller's entries, oldest first (ids grow with time). */
  entryIds(sellerId: number): readonly number[] {
    return this.books.ids(sellerId);
  }

  post(posting: LedgerPosting): LedgerEntry {
    assertCents(posting.amountCents);
    const entry: LedgerEntry = {
      ...posting,
      ref: posting.ref ?? null,
      id: this.store.nextId('ledger'),
      createdAt: this.clock.iso(),
    };
    return this.store.collections.ledger.insert(entry);
  }

  available(sellerId: number): number {
    return this.projection.of(sellerId)?.available ?? 0;
  }

  totals(sellerId: number): LedgerTotals {
    return this.projection.of(sellerId) ?? { available: 0, revenue: emptyRevenue(), updatedAt: null };
  }
}
