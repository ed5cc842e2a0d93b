import type {
  SubscriptionAdminView,
  SubscriptionCancelResponse,
  SubscriptionDetail,
  SubscriptionListItem,
  SubscriptionMetrics,
  SubscriptionPauseResponse,
  SubscriptionRecord,
  SubscriptionResumeResponse,
} from '../../generated/schema-types.js';
import { centsToReaisNumber } from '../../core/lib/money.js';
import { allowedActions } from './subscriptions.machine.js';
import { scheduledCancelAt } from './subscriptions.period.js';
import type { ChargeCounts, SellerSubscriptionTotals } from './subscriptions.indexes.js';

/** What the detail shows of a subscription's charges, read from its sales. */
export interface ChargeSummary {
  counts: ChargeCounts;
  /** The current status of the last charge's sale, if that charge made one. */
  lastSaleStatus: string | null;
}

/** Store record → a list item of GET /api/subscriptions (amount in cents). */
export function presentListItem(record: SubscriptionRecord): SubscriptionListItem {
  return {
    id: record.id,
    status: record.status,
    billingCycle: record.billingCycle,
    amount: record.amountCents,
    nextBillingDate: record.nextBillingDate,
    trialEndsAt: record.trialEndsAt,
    customerEmail: record.customer.email,
    customerName: record.customer.name,
    paymentMethod: record.paymentMethod,
    product: { id: record.product.id, name: record.product.name },
    createdAt: record.createdAt,
  };
}

/**
 * Store record → GET /api/subscriptions/{id}. The billing counters come from the charges'
 * sales; a charge the sales module refused outright has no sale and counts as failed (FALHA).
 */
export function presentDetail(record: SubscriptionRecord, charges: ChargeSummary): SubscriptionDetail {
  const { successful, failed, pending } = charges.counts;
  return {
    ...presentListItem(record),
    startedAt: record.startedAt,
    cancelledAt: record.cancelledAt,
    customerDocument: record.customer.document,
    customerPhone: record.customer.phone,
    lastPaymentDate: record.lastPaymentDate,
    lastPaymentStatus: record.lastPaymentDate === null ? null : (charges.lastSaleStatus ?? 'FALHA'),
    totalBillings: successful + failed + pending + record.chargesWithoutSale,
    successfulBillings: successful,
    failedBillings: failed + record.chargesWithoutSale,
    metadata: record.metadata,
    updatedAt: record.updatedAt,
    pausedAt: record.pausedAt,
    resumedAt: record.resumedAt,
    cancellationReason: record.cancellationReason,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    cancelAt: scheduledCancelAt(record),
  };
}

export function presentAdminView(record: SubscriptionRecord, charges: ChargeSummary): SubscriptionAdminView {
  return {
    ...presentDetail(record, charges),
    sellerId: record.sellerId,
    card: record.card,
    pastDueSince: record.pastDueSince,
    retryCount: record.retryCount,
    lastSaleId: record.lastSaleId,
    allowedActions: allowedActions(record.status, record.cancelAtPeriodEnd),
  };
}

/** Half-up division of non-negative integers, to a whole number. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The counters → the metrics body. mrr: Σ over ACTIVE of amount × charges a year / 12, in
 * cents rounded half up, shown in reais; arr: 12 × mrr; churnRate: cancelled / total × 100,
 * rounded half up to two decimals.
 */
export function presentMetrics(totals: SellerSubscriptionTotals): SubscriptionMetrics {
  const mrrCents = divideHalfUp(totals.activeTwelfths, 12);
  const cancelled = totals.byStatus.CANCELLED;
  const churnBasisPoints = totals.total === 0 ? 0 : divideHalfUp(cancelled * 10_000, totals.total);
  return {
    total: totals.total,
    active: totals.byStatus.ACTIVE + totals.byStatus.TRIALING,
    cancelled,
    paused: totals.byStatus.PAUSED,
    mrr: centsToReaisNumber(mrrCents),
    arr: centsToReaisNumber(12 * mrrCents),
    churnRate: churnBasisPoints / 100,
  };
}

export function presentPaused(record: SubscriptionRecord): SubscriptionPauseResponse {
  return {
    success: true,
    message: 'Assinatura pausada com sucesso',
    data: { id: record.id, status: 'PAUSED', pausedAt: record.pausedAt! },
  };
}

export function presentResumed(record: SubscriptionRecord): SubscriptionResumeResponse {
  return {
    success: true,
    message: 'Assinatura retomada com sucesso',
    data: { id: record.id, status: 'ACTIVE', nextBillingDate: record.nextBillingDate, resumedAt: record.resumedAt! },
  };
}

/**
 * The spec's four fields for a cancellation; a scheduled one adds cancelAtPeriodEnd and cancelAt and keeps its status.
 */
export function presentCancelled(record: SubscriptionRecord): SubscriptionCancelResponse {
  if (record.status !== 'CANCELLED') {
    return {
      success: true,
      message: 'Cancelamento agendado para o fim do período atual',
      data: {
        id: record.id,
        status: record.status as 'ACTIVE' | 'TRIALING',
        cancelledAt: null,
        cancellationReason: record.cancellationReason,
        cancelAtPeriodEnd: true,
        cancelAt: scheduledCancelAt(record)!,
      },
    };
  }
  return {
    success: true,
    message: 'Assinatura cancelada com sucesso',
    data: {
      id: record.id,
      status: 'CANCELLED',
      cancelledAt: record.cancelledAt!,
      cancellationReason: record.cancellationReason,
    },
  };
}
