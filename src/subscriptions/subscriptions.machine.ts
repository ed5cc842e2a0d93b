import { SUBSCRIPTION_STATUS_VALUES } from '../generated/schema-enums.js';
import type { SubscriptionStatus } from '../generated/schema-types.js';
import { AppError, type ErrorCode } from '../http/errors.js';

export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = SUBSCRIPTION_STATUS_VALUES;

/**
 * What moves a subscription: the seller's three actions (pause, resume, cancel) and the
 * events of the billing clock. A scheduled cancellation (cancelImmediately false) keeps the
 * status, so it is an event whose moves lead back to the same state.
 */
export type SubscriptionEvent =
  | 'pause'
  | 'resume'
  | 'cancel'
  | 'scheduleCancel'
  | 'trialEnded'
  | 'chargeApproved'
  | 'chargeIssued'
  | 'chargeDeclined'
  | 'retriesExhausted'
  | 'periodEndCancel';

interface EventRule {
  /** state → next state, for the states the event applies to. */
  moves: Partial<Record<SubscriptionStatus, SubscriptionStatus>>;
  /** The error of a state the event names specifically (ALREADY_PAUSED...). */
  refusals?: Partial<Record<SubscriptionStatus, ErrorCode>>;
  /** The error of every other state. */
  otherwise: ErrorCode;
}

const NOT_CANCELLED: SubscriptionStatus[] = ['PENDING', 'ACTIVE', 'TRIALING', 'PAUSED', 'PAST_DUE', 'EXPIRED'];
const to = (next: SubscriptionStatus, from: SubscriptionStatus[]) => Object.fromEntries(from.map((state) => [state, next])) as Partial<Record<SubscriptionStatus, SubscriptionStatus>>;

/** The subscription state table (the spec's, completed where it says "not shown"; see docs/spec-gaps.md). */
export const SUBSCRIPTION_MACHINE: Record<SubscriptionEvent, EventRule> = {
  pause: { moves: to('PAUSED', ['ACTIVE', 'TRIALING']), refusals: { PAUSED: 'ALREADY_PAUSED' }, otherwise: 'INVALID_STATUS' },
  resume: { moves: to('ACTIVE', ['PAUSED']), otherwise: 'INVALID_STATUS' },
  cancel: { moves: to('CANCELLED', NOT_CANCELLED), refusals: { CANCELLED: 'ALREADY_CANCELLED' }, otherwise: 'INVALID_STATUS' },
  // Only a running period can end later: the other states cancel at once (see the service).
  scheduleCancel: { moves: { ACTIVE: 'ACTIVE', TRIALING: 'TRIALING' }, refusals: { CANCELLED: 'ALREADY_CANCELLED' }, otherwise: 'INVALID_STATUS' },
  trialEnded: { moves: to('ACTIVE', ['TRIALING']), otherwise: 'INVALID_STATUS' },
  chargeApproved: { moves: to('ACTIVE', ['PENDING', 'ACTIVE', 'PAST_DUE']), otherwise: 'INVALID_STATUS' },
  // A PIX charge is a PENDENTE sale: the subscription carries on while the customer pays.
  chargeIssued: { moves: to('ACTIVE', ['PENDING', 'ACTIVE', 'PAST_DUE']), otherwise: 'INVALID_STATUS' },
  chargeDeclined: { moves: to('PAST_DUE', ['PENDING', 'ACTIVE', 'PAST_DUE']), otherwise: 'INVALID_STATUS' },
  retriesExhausted: { moves: to('EXPIRED', ['PENDING', 'ACTIVE', 'PAST_DUE']), otherwise: 'INVALID_STATUS' },
  periodEndCancel: { moves: to('CANCELLED', ['PENDING', 'ACTIVE', 'TRIALING', 'PAUSED', 'PAST_DUE']), otherwise: 'INVALID_STATUS' },
};

/** The seller's actions (the public API's pause, resume and cancel, also offered by the admin API) and the event each is. */
export const SELLER_ACTIONS = { pause: 'pause', resume: 'resume', cancel: 'cancel', cancelAtPeriodEnd: 'scheduleCancel' } as const satisfies Record<string, SubscriptionEvent>;
export type SellerAction = keyof typeof SELLER_ACTIONS;

/** The seller's actions the table allows in `status` (a cancellation already scheduled is not offered again). */
export function allowedActions(status: SubscriptionStatus, cancelAtPeriodEnd: boolean): SellerAction[] {
  return (Object.keys(SELLER_ACTIONS) as SellerAction[]).filter((action) => canApply(SELLER_ACTIONS[action], status) && !(action === 'cancelAtPeriodEnd' && cancelAtPeriodEnd));
}

/** Whether the table lets `event` happen in `status`. */
export function canApply(event: SubscriptionEvent, status: SubscriptionStatus): boolean {
  return SUBSCRIPTION_MACHINE[event].moves[status] !== undefined;
}

/** The state `event` leads to from `status`; throws the table's error when it does not apply. */
export function applyTransition(event: SubscriptionEvent, status: SubscriptionStatus): SubscriptionStatus {
  const rule = SUBSCRIPTION_MACHINE[event];
  const next = rule.moves[status];
  if (next !== undefined) return next;
  throw new AppError(rule.refusals?.[status] ?? rule.otherwise);
}
