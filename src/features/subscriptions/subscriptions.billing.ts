import type { DueJob } from '../../core/clock/due-jobs.js';
import type { Deps } from '../../http/sandbox-context.js';
import type { SaleCreateInput, SubscriptionCard, SubscriptionRecord } from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { isoAt } from '../../core/lib/clock.js';
import { passesLuhn } from '../../core/lib/luhn.js';
import { createSale, type SaleDeps } from '../sales/sales.service.js';
import type { Log } from '../../core/logger.js';
import { addCycle } from './subscriptions.cycles.js';
import { dueAtOf } from './subscriptions.indexes.js';
import { scheduledCancelAt } from './subscriptions.period.js';
import { retryDelayMs } from './subscriptions.service.js';
import { nextStatus } from './subscriptions.machine.js';

/** What billing touches of a sandbox: what a sale's creation does, and the log of a refused charge. */
export interface BillingDeps extends SaleDeps {
  logger: Log;
}

/** Leading digits that make the sales module detect each brand. */
const BRAND_PREFIX: Record<SubscriptionCard['brand'], { prefix: string; length: number }> = {
  visa: { prefix: '4', length: 16 },
  mastercard: { prefix: '5555', length: 16 },
  amex: { prefix: '37', length: 15 },
  elo: { prefix: '636297', length: 16 },
  hipercard: { prefix: '606282', length: 16 },
};

/**
 * A Luhn-valid number of the card's brand ending in its last four digits, made up for each
 * charge: the subscription keeps only brand and last4, never a full number.
 */
export function chargeCardNumber(card: SubscriptionCard): string {
  const { prefix, length } = BRAND_PREFIX[card.brand];
  const body = prefix.padEnd(length - 5, '0');
  for (let digit = 0; digit <= 9; digit++) {
    const number = `${body}${digit}${card.last4}`;
    if (passesLuhn(number)) return number;
  }
  throw new Error('unreachable: one digit always fixes the Luhn sum');
}

/** The sale request of one charge: the subscription's amount, customer and product, as one intangible item. */
function saleInputOf(record: SubscriptionRecord, periodIso: string, nowMs: number): SaleCreateInput {
  const { customer } = record;
  const input: SaleCreateInput = {
    amount: record.amountCents,
    paymentMethod: record.paymentMethod,
    customer: {
      name: customer.name,
      email: customer.email,
      ...(customer.document
        ? { document: { type: customer.document.length === 14 ? 'cnpj' : 'cpf', number: customer.document } }
        : {}),
      ...(customer.phone ? { phone: customer.phone } : {}),
    },
    items: [
      {
        title: record.product.name,
        unitPrice: record.amountCents,
        quantity: 1,
        tangible: false,
        productId: record.product.id,
        planId: `subscription-${record.id}`,
        planName: record.billingCycle,
      },
    ],
    metadata: { subscriptionId: record.id, billingCycle: record.billingCycle, period: periodIso },
  };
  if (record.paymentMethod === 'PIX') input.pix = {};
  else {
    input.card = {
      number: chargeCardNumber(record.card!),
      holderName: customer.name.slice(0, 100),
      expirationMonth: '12',
      expirationYear: String(new Date(nowMs).getUTCFullYear() + 5),
      cvv: '123',
    };
  }
  return input;
}

/** The retry instant after `attempt` retries of a charge missed at `sinceMs`, or null when none is left. */
function retryAt(deps: BillingDeps, sinceMs: number, attempt: number): number | null {
  const delay = retryDelayMs(deps, attempt);
  return delay === null ? null : sinceMs + delay;
}

/**
 * Charges the subscription for the period that starts at nextBillingDate (or, while PAST_DUE,
 * retries the missed one) through the sales module. A PAGO sale moves the billing one cycle
 * on; so does a PENDENTE one (PIX: the customer pays it or lets it expire, and the billing
 * counters follow the sale); a RECUSADO or FALHA sale, or a charge the seller's account cannot
 * take, is a failed charge: PAST_DUE with retries per SANDBOX_SUBSCRIPTION_RETRY_DAYS, then EXPIRED.
 */
export function chargeSubscription(deps: BillingDeps, record: SubscriptionRecord): SubscriptionRecord {
  const nowMs = deps.clock.nowMs();
  const now = isoAt(nowMs);
  const sinceMs = Date.parse(record.pastDueSince ?? record.nextBillingDate);
  let saleId: number | null = null;
  let saleStatus: string;
  try {
    const outcome = record.card?.outcome;
    const sale = createSale(deps, record.sellerId, saleInputOf(record, isoAt(sinceMs), nowMs), {
      subscriptionId: record.id,
      ...(outcome ? { cardOutcome: outcome } : {}),
    });
    saleId = sale.id;
    saleStatus = sale.status;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.logger.warn(
      { subscriptionId: record.id, code: error.code },
      'subscription charge refused by the sales module',
    );
    saleStatus = 'FALHA';
  }
  const billed = {
    ...record,
    lastPaymentDate: now,
    lastSaleId: saleId,
    chargesWithoutSale: record.chargesWithoutSale + (saleId === null ? 1 : 0),
    updatedAt: now,
  };

  if (saleStatus === 'PAGO' || saleStatus === 'PENDENTE' || saleStatus === 'EM_PROCESSAMENTO') {
    return deps.store.collections.subscriptions.replace({
      ...billed,
      status: nextStatus(saleStatus === 'PAGO' ? 'chargeApproved' : 'chargeIssued', record.status),
      nextBillingDate: isoAt(addCycle(sinceMs, record.billingCycle, record.billingAnchorDay)),
      pastDueSince: null,
      retryCount: 0,
    });
  }

  const attempt = record.status === 'PAST_DUE' ? record.retryCount + 1 : 0;
  const next = retryAt(deps, sinceMs, attempt);
  if (next === null) {
    return deps.store.collections.subscriptions.replace({
      ...billed,
      status: nextStatus('retriesExhausted', record.status),
      pastDueSince: null,
    });
  }
  return deps.store.collections.subscriptions.replace({
    ...billed,
    status: nextStatus('chargeDeclined', record.status),
    pastDueSince: isoAt(sinceMs),
    retryCount: attempt,
    nextBillingDate: isoAt(next),
  });
}

/** Does the one thing due for the subscription at `atMs`: a scheduled cancellation, a trial end, or a charge. */
export function runDueSubscription(deps: BillingDeps, record: SubscriptionRecord, atMs: number): SubscriptionRecord {
  const now = deps.clock.iso();
  const subscriptions = deps.store.collections.subscriptions;
  const cancelAt = scheduledCancelAt(record);
  if (cancelAt !== null && Date.parse(cancelAt) <= atMs) {
    return subscriptions.replace({
      ...record,
      status: nextStatus('periodEndCancel', record.status),
      cancelledAt: now,
      cancelAtPeriodEnd: false,
      updatedAt: now,
    });
  }
  if (record.status === 'TRIALING') {
    return subscriptions.replace({ ...record, status: nextStatus('trialEnded', record.status), updatedAt: now });
  }
  return chargeSubscription(deps, record);
}

/** Subscriptions on the sandbox clock: trial ends, charges, retries and scheduled cancellations, earliest first. */
export const subscriptionBillingJob: DueJob<Deps> = {
  name: 'subscriptions.billing',
  nextDue: (deps) => deps.indexes.subscriptions.due.peek()?.at ?? null,
  run: (deps, atMs, limit) => {
    const due = deps.indexes.subscriptions.due;
    let handled = 0;
    for (let top = due.peek(); top && top.at <= atMs && handled < limit; top = due.peek()) {
      const record = deps.store.collections.subscriptions.get(top.id)!;
      const after = runDueSubscription(deps, record, top.at);
      if (dueAtOf(after) === top.at && after.status === record.status && after.retryCount === record.retryCount) {
        throw new Error(`subscription ${record.id}: due work at ${isoAt(top.at)} made no progress`);
      }
      handled++;
    }
    return handled;
  },
};
