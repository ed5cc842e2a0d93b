import type { Clock } from '../../core/lib/clock.js';
import type { Settings } from '../../core/settings.js';
import type { Store } from '../../core/store/store.js';
import type { SubscriptionIndexes } from './subscriptions.indexes.js';
import type {
  SubscriptionAdminInput,
  SubscriptionAdminView,
  SubscriptionCancelInput,
  SubscriptionCardInput,
  SubscriptionDetail,
  SubscriptionListItem,
  SubscriptionMetrics,
  SubscriptionPagination,
  SubscriptionRecord,
} from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { invalidField, pagination } from '../../http/list-query.js';
import { isoAt, MS_PER_DAY } from '../../core/lib/clock.js';
import { addCycle, firstBoundaryAfter } from './subscriptions.cycles.js';
import { canApply, nextStatus } from './subscriptions.machine.js';
import {
  presentAdminView,
  presentDetail,
  presentListItem,
  presentMetrics,
  type ChargeSummary,
} from './subscriptions.present.js';
import type { SubscriptionListQuery } from './subscriptions.query.js';

/** What the subscription services read of a sandbox, each function taking only its part. */
interface Records {
  store: Store;
}
interface Timed extends Records {
  clock: Clock;
}
interface Indexed extends Records {
  indexes: { subscriptions: SubscriptionIndexes };
}
interface Creating extends Timed {
  settings: Pick<Settings, 'subscriptionRetryDays'>;
}

const SEQUENCE = 'subscriptions';
const PRODUCT_SEQUENCE = 'subscription-products';
/** A TRIALING subscription created without trialDays gets this trial. */
export const DEFAULT_TRIAL_DAYS = 7;

const dayOf = (ms: number) => new Date(ms).getUTCDate();

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: 'Assinatura não encontrada' });
}

/** The seller's subscription, or 404 when there is none with this id and 403 when it is another seller's. */
export function subscriptionOfSeller(deps: Records, sellerId: number, id: number): SubscriptionRecord {
  const record = deps.store.collections.subscriptions.get(id);
  if (!record) throw notFound();
  if (record.sellerId !== sellerId) throw new AppError('FORBIDDEN', { message: 'Sem permissão para esta assinatura' });
  return record;
}

export function subscriptionById(deps: Records, id: number): SubscriptionRecord {
  const record = deps.store.collections.subscriptions.get(id);
  if (!record) throw notFound();
  return record;
}

/**
 * One page of the seller's subscriptions, newest first (createdAt, then id, descending). The
 * index keeps them in that order per status and finds searches through its trigrams; only
 * the page's items are built.
 */
export function listSubscriptions(
  deps: Indexed,
  sellerId: number,
  query: SubscriptionListQuery,
): { subscriptions: SubscriptionListItem[]; pagination: SubscriptionPagination } {
  const { total, ids } = deps.indexes.subscriptions.list.page(
    sellerId,
    query,
    (query.page - 1) * query.limit,
    query.limit,
  );
  const records = deps.store.collections.subscriptions;
  const subscriptions = ids.map((id) => presentListItem(records.get(id)!));
  return { subscriptions, pagination: pagination(total, query.page, query.limit) };
}

/** Every subscription id of a seller. */
export function subscriptionIds(deps: Indexed, sellerId: number): number[] {
  return deps.indexes.subscriptions.list.ids(sellerId);
}

export function subscriptionMetrics(deps: Indexed, sellerId: number): SubscriptionMetrics {
  return presentMetrics(deps.indexes.subscriptions.totals.of(sellerId));
}

function save(deps: Timed, next: SubscriptionRecord): SubscriptionRecord {
  return deps.store.collections.subscriptions.replace({ ...next, updatedAt: deps.clock.iso() });
}

/** ACTIVE or TRIALING → PAUSED. Nothing is charged while paused. */
export function pauseSubscription(deps: Timed, record: SubscriptionRecord): SubscriptionRecord {
  const status = nextStatus('pause', record.status);
  return save(deps, { ...record, status, pausedAt: deps.clock.iso() });
}

/** PAUSED → ACTIVE; the next charge is one cycle after the resume instant, which becomes the billing anchor. */
export function resumeSubscription(deps: Timed, record: SubscriptionRecord): SubscriptionRecord {
  const status = nextStatus('resume', record.status);
  const nowMs = deps.clock.nowMs();
  return save(deps, {
    ...record,
    status,
    resumedAt: isoAt(nowMs),
    nextBillingDate: isoAt(addCycle(nowMs, record.billingCycle, dayOf(nowMs))),
    billingAnchorDay: dayOf(nowMs),
    pastDueSince: null,
    retryCount: 0,
  });
}

/**
 * Cancels now (cancelImmediately, the default) or at the end of the running period: the next
 * billing date of an ACTIVE subscription, the trial end of a TRIALING one. The other states
 * have no running period, so they cancel now either way.
 */
export function cancelSubscription(
  deps: Timed,
  record: SubscriptionRecord,
  input: SubscriptionCancelInput,
): SubscriptionRecord {
  // A cancellation without a reason keeps the one given when it was scheduled.
  const reason = input.reason ?? record.cancellationReason ?? null;
  if (input.cancelImmediately === false && canApply('scheduleCancel', record.status)) {
    // The machine's scheduleCancel keeps the status; periodEndCancel ends it when the period does.
    return save(deps, {
      ...record,
      status: nextStatus('scheduleCancel', record.status),
      cancelAtPeriodEnd: true,
      cancellationReason: reason,
    });
  }
  const status = nextStatus('cancel', record.status);
  return save(deps, {
    ...record,
    status,
    cancelledAt: deps.clock.iso(),
    cancellationReason: reason,
    cancelAtPeriodEnd: false,
  });
}

/** Replaces the card on file of a CREDIT_CARD subscription (admin). */
export function setSubscriptionCard(
  deps: Timed,
  record: SubscriptionRecord,
  input: SubscriptionCardInput,
): SubscriptionRecord {
  if (record.paymentMethod !== 'CREDIT_CARD' || !record.card)
    throw invalidField('card', 'Apenas assinaturas CREDIT_CARD têm cartão');
  return save(deps, { ...record, card: { ...record.card, ...input } });
}

/**
 * How long after a missed charge its retry number `attempt` comes (SANDBOX_SUBSCRIPTION_RETRY_DAYS), or null when none
 * is left.
 */
export function retryDelayMs(
  deps: { settings: Pick<Settings, 'subscriptionRetryDays'> },
  attempt: number,
): number | null {
  const days = deps.settings.subscriptionRetryDays[attempt];
  return days === undefined ? null : days * MS_PER_DAY;
}

/**
 * Creates a subscription in any status (admin API and fixtures). Creating does not charge:
 * the first charge is at nextBillingDate. See the input schema for the defaults.
 */
export function createSubscription(deps: Creating, input: SubscriptionAdminInput): SubscriptionRecord {
  const { collections } = deps.store;
  if (!collections.sellers.get(input.sellerId))
    throw invalidField('sellerId', `Vendedor ${input.sellerId} não encontrado`);
  const nowMs = deps.clock.nowMs();
  const createdMs = input.createdAt === undefined ? nowMs : Date.parse(input.createdAt);
  if (createdMs > nowMs) throw invalidField('createdAt', 'createdAt não pode estar no futuro');
  if (input.card && input.paymentMethod !== 'CREDIT_CARD') throw invalidField('card', 'card só vale para CREDIT_CARD');
  if (input.cancellationReason !== undefined && input.status !== 'CANCELLED')
    throw invalidField('cancellationReason', 'cancellationReason só vale para CANCELLED');

  const trialDays = input.trialDays ?? (input.status === 'TRIALING' ? DEFAULT_TRIAL_DAYS : null);
  const trialEndsMs = trialDays === null ? null : createdMs + trialDays * MS_PER_DAY;
  if (input.status === 'TRIALING' && trialEndsMs! <= nowMs)
    throw invalidField('trialDays', 'O período de teste já terminou: use outro status ou mais dias');

  let nextMs: number;
  if (input.nextBillingDate !== undefined) {
    nextMs = Date.parse(input.nextBillingDate);
    if (nextMs < (trialEndsMs ?? createdMs))
      throw invalidField('nextBillingDate', 'nextBillingDate não pode ser anterior à criação nem ao fim do teste');
  } else if (input.status === 'TRIALING') {
    nextMs = trialEndsMs!;
  } else if (input.status === 'PAST_DUE') {
    nextMs = nowMs + (retryDelayMs(deps, 0) ?? MS_PER_DAY);
  } else {
    nextMs = firstBoundaryAfter(trialEndsMs ?? createdMs, input.billingCycle, nowMs);
  }
  const anchorMs = input.nextBillingDate === undefined ? (trialEndsMs ?? createdMs) : nextMs;

  const now = isoAt(nowMs);
  const record: SubscriptionRecord = {
    id: deps.store.nextId(SEQUENCE),
    sellerId: input.sellerId,
    status: input.status,
    billingCycle: input.billingCycle,
    amountCents: input.amount,
    paymentMethod: input.paymentMethod,
    customer: {
      name: input.customerName,
      email: input.customerEmail,
      document: input.customerDocument ?? null,
      phone: input.customerPhone ?? null,
    },
    product: { id: input.product.id ?? deps.store.nextId(PRODUCT_SEQUENCE), name: input.product.name },
    card:
      input.paymentMethod === 'CREDIT_CARD' ? { brand: 'visa', last4: '1111', outcome: 'PAGO', ...input.card } : null,
    metadata: input.metadata ?? {},
    createdAt: isoAt(createdMs),
    startedAt: isoAt(createdMs),
    updatedAt: now,
    trialEndsAt: trialEndsMs === null ? null : isoAt(trialEndsMs),
    nextBillingDate: isoAt(nextMs),
    billingAnchorDay: dayOf(anchorMs),
    pausedAt: input.status === 'PAUSED' ? now : null,
    resumedAt: null,
    cancelledAt: input.status === 'CANCELLED' ? now : null,
    cancellationReason: input.cancellationReason ?? null,
    cancelAtPeriodEnd: false,
    pastDueSince: input.status === 'PAST_DUE' ? now : null,
    retryCount: 0,
    lastPaymentDate: null,
    lastSaleId: null,
    chargesWithoutSale: 0,
  };
  return collections.subscriptions.insert(record);
}

/** The charges of a subscription as its sales tell them. */
export function chargeSummary(deps: Indexed, record: SubscriptionRecord): ChargeSummary {
  const lastSale = record.lastSaleId === null ? undefined : deps.store.collections.sales.get(record.lastSaleId);
  return { counts: deps.indexes.subscriptions.charges.of(record.id), lastSaleStatus: lastSale?.status ?? null };
}

/** The GET /api/subscriptions/{id} body of a record. */
export function subscriptionDetail(deps: Indexed, record: SubscriptionRecord): SubscriptionDetail {
  return presentDetail(record, chargeSummary(deps, record));
}

export function subscriptionAdminView(deps: Indexed, record: SubscriptionRecord): SubscriptionAdminView {
  return presentAdminView(record, chargeSummary(deps, record));
}
