import type { SaleRecord, SaleStatus, SubscriptionRecord, SubscriptionStatus } from '../../generated/schema-types.js';
import type { CollectionIndex } from '../../core/store/collection.js';
import { DueIndex } from '../../core/store/due-index.js';
import type { Store } from '../../core/store/store.js';
import { monthlyTwelfths } from './subscriptions.cycles.js';
import { SubscriptionListIndex } from './subscriptions.list-index.js';
import { SUBSCRIPTION_STATUSES } from './subscriptions.machine.js';
import { scheduledCancelAt } from './subscriptions.period.js';

export interface SellerSubscriptionTotals {
  total: number;
  byStatus: Record<SubscriptionStatus, number>;
  /** Σ amount × charges a year over ACTIVE subscriptions: twelve times the mrr, in cents. */
  activeTwelfths: number;
}

/** Counters per seller for the metrics endpoint, moved on every write instead of counted per request. */
export class SubscriptionTotalsIndex implements CollectionIndex<SubscriptionRecord> {
  private readonly sellers = new Map<number, SellerSubscriptionTotals>();

  clear(): void {
    this.sellers.clear();
  }

  add(record: SubscriptionRecord): void {
    this.apply(record, 1);
  }

  change(before: SubscriptionRecord, after: SubscriptionRecord): void {
    this.apply(before, -1);
    this.apply(after, 1);
  }

  remove(record: SubscriptionRecord): void {
    this.apply(record, -1);
  }

  of(sellerId: number): SellerSubscriptionTotals {
    return this.sellers.get(sellerId) ?? emptyTotals();
  }

  private apply(record: SubscriptionRecord, sign: 1 | -1): void {
    let totals = this.sellers.get(record.sellerId);
    if (!totals) this.sellers.set(record.sellerId, (totals = emptyTotals()));
    totals.total += sign;
    totals.byStatus[record.status] += sign;
    if (record.status === 'ACTIVE')
      totals.activeTwelfths += sign * monthlyTwelfths(record.amountCents, record.billingCycle);
  }
}

function emptyTotals(): SellerSubscriptionTotals {
  return {
    total: 0,
    byStatus: Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, 0])) as Record<
      SubscriptionStatus,
      number
    >,
    activeTwelfths: 0,
  };
}

/**
 * When a subscription next needs the clock: a scheduled cancellation, the end of a trial, or a
 * charge (ACTIVE, PENDING, and PAST_DUE retries). PAUSED, CANCELLED and EXPIRED never charge.
 */
export function dueAtOf(record: SubscriptionRecord): number | null {
  let due: number | null = null;
  const consider = (iso: string | null) => {
    if (iso === null) return;
    const ms = Date.parse(iso);
    if (due === null || ms < due) due = ms;
  };
  if (record.status === 'CANCELLED' || record.status === 'EXPIRED') return null;
  consider(scheduledCancelAt(record));
  if (record.status === 'TRIALING') consider(record.trialEndsAt);
  if (record.status === 'ACTIVE' || record.status === 'PENDING' || record.status === 'PAST_DUE')
    consider(record.nextBillingDate);
  return due;
}

/** How a charge's sale counts for its subscription, by the sale's current status. */
export const CHARGE_RESULT: Record<SaleStatus, 'successful' | 'failed' | 'pending'> = {
  PAGO: 'successful',
  ESTORNADO: 'successful',
  CHARGEBACK: 'successful',
  MED: 'successful',
  RECUSADO: 'failed',
  FALHA: 'failed',
  CANCELADO: 'failed',
  PENDENTE: 'pending',
  EM_PROCESSAMENTO: 'pending',
};

export interface ChargeCounts {
  successful: number;
  failed: number;
  pending: number;
}

/**
 * The sales of each subscription's charges, counted by result and kept up to date as the
 * sales move (a PIX paid later, a card sale refunded): the billing counters are a projection
 * of the sales, never a second copy of them.
 */
export class SubscriptionChargesIndex implements CollectionIndex<SaleRecord> {
  private readonly counts = new Map<number, ChargeCounts>();

  clear(): void {
    this.counts.clear();
  }

  add(sale: SaleRecord): void {
    this.apply(sale, 1);
  }

  change(before: SaleRecord, after: SaleRecord): void {
    if (before.status === after.status && before.subscriptionId === after.subscriptionId) return;
    this.apply(before, -1);
    this.apply(after, 1);
  }

  remove(sale: SaleRecord): void {
    this.apply(sale, -1);
  }

  of(subscriptionId: number): ChargeCounts {
    return this.counts.get(subscriptionId) ?? { successful: 0, failed: 0, pending: 0 };
  }

  private apply(sale: SaleRecord, sign: 1 | -1): void {
    if (sale.subscriptionId === null) return;
    let counts = this.counts.get(sale.subscriptionId);
    if (!counts) this.counts.set(sale.subscriptionId, (counts = { successful: 0, failed: 0, pending: 0 }));
    counts[CHARGE_RESULT[sale.status]] += sign;
  }
}

declare module '../../http/sandbox-context.js' {
  interface SandboxIndexes {
    subscriptions: SubscriptionIndexes;
  }
}

export interface SubscriptionIndexes {
  list: SubscriptionListIndex;
  totals: SubscriptionTotalsIndex;
  due: DueIndex<SubscriptionRecord>;
  charges: SubscriptionChargesIndex;
}

/**
 * Attaches the subscription indexes to a store; the sandbox does it once (deps.indexes.subscriptions). The list's (its
 * search keys and trigrams, the costliest) on the first list: built from the records then, and kept up to date after,
 * like any index (start-up, docs/performance.md "Start-up, fourth pass").
 */
export function attachSubscriptionIndexes(store: Store): SubscriptionIndexes {
  const collection = store.collections.subscriptions;
  let list: SubscriptionListIndex | undefined;
  return {
    get list() {
      return (list ??= collection.addIndex(new SubscriptionListIndex()));
    },
    totals: collection.addIndex(new SubscriptionTotalsIndex()),
    due: collection.addIndex(new DueIndex<SubscriptionRecord>(dueAtOf)),
    charges: store.collections.sales.addIndex(new SubscriptionChargesIndex()),
  };
}
