import { SUBSCRIPTION_STATUS_VALUES } from '../../generated/schema-enums.js';
import type { SubscriptionAction, SubscriptionStatus } from '../../generated/schema-types.js';
import { allowedFrom, can, defineMachine, takeMove, type Move } from '../../core/lib/state-machine.js';

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

/** A cancellation already scheduled is not offered again (the endpoint itself accepts it again: nothing changes). */
export type SubscriptionGuard = 'notScheduled';

type Moves = Partial<Record<SubscriptionEvent, Move<SubscriptionStatus, never, SubscriptionGuard>>>;

// The billing clock's events of a state that is charged (PENDING, ACTIVE, PAST_DUE).
const BILLED: Moves = {
  // A PIX charge is a PENDENTE sale: the subscription carries on while the customer pays.
  chargeApproved: { to: 'ACTIVE' },
  chargeIssued: { to: 'ACTIVE' },
  chargeDeclined: { to: 'PAST_DUE' },
  retriesExhausted: { to: 'EXPIRED' },
};
const CANCEL: Moves = { cancel: { to: 'CANCELLED' } };
const PERIOD_END: Moves = { periodEndCancel: { to: 'CANCELLED' } };
// Only a running period can end later: the other states cancel at once (see the service).
const scheduleCancel = (stay: SubscriptionStatus): Moves => ({
  scheduleCancel: { to: stay, guards: ['notScheduled'] },
});

/**
 * The subscription state machine (the spec's, completed where it says "not shown"; see
 * docs/spec-gaps.md), in the one form of src/core/lib/state-machine.ts: state → event → next state.
 * A refused event is 400 INVALID_STATUS, or the specific error the spec names for it.
 */
export const SUBSCRIPTION_MACHINE = defineMachine<SubscriptionStatus, SubscriptionEvent, never, SubscriptionGuard>({
  resource: 'subscription',
  keyedBy: 'event',
  states: SUBSCRIPTION_STATUS_VALUES,
  moves: {
    PENDING: { ...CANCEL, ...BILLED, ...PERIOD_END },
    ACTIVE: { pause: { to: 'PAUSED' }, ...CANCEL, ...scheduleCancel('ACTIVE'), ...BILLED, ...PERIOD_END },
    TRIALING: {
      pause: { to: 'PAUSED' },
      ...CANCEL,
      ...scheduleCancel('TRIALING'),
      trialEnded: { to: 'ACTIVE' },
      ...PERIOD_END,
    },
    PAUSED: { resume: { to: 'ACTIVE' }, ...CANCEL, ...PERIOD_END },
    CANCELLED: {},
    PAST_DUE: { ...CANCEL, ...BILLED, ...PERIOD_END },
    EXPIRED: { ...CANCEL },
  },
  refusal: {
    code: 'INVALID_STATUS',
    specific: {
      pause: { PAUSED: 'ALREADY_PAUSED' },
      cancel: { CANCELLED: 'ALREADY_CANCELLED' },
      scheduleCancel: { CANCELLED: 'ALREADY_CANCELLED' },
    },
    namesAllowed: false,
  },
});

/**
 * The seller's actions (the public API's pause, resume and cancel, also offered by the admin API) and the event each
 * is.
 */
export const SELLER_ACTIONS = {
  pause: 'pause',
  resume: 'resume',
  cancel: 'cancel',
  cancelAtPeriodEnd: 'scheduleCancel',
} as const satisfies Record<SubscriptionAction, SubscriptionEvent>;
export type SellerAction = keyof typeof SELLER_ACTIONS;

/**
 * The seller's actions the machine allows in `status`, guards included (a cancellation already scheduled is not offered
 * again).
 */
export function allowedActions(status: SubscriptionStatus, cancelAtPeriodEnd: boolean): SellerAction[] {
  const events = new Set(
    allowedFrom(SUBSCRIPTION_MACHINE, status, (guard) => SUBSCRIPTION_GUARDS[guard](cancelAtPeriodEnd)),
  );
  return (Object.keys(SELLER_ACTIONS) as SellerAction[]).filter((action) => events.has(SELLER_ACTIONS[action]));
}

const SUBSCRIPTION_GUARDS: Record<SubscriptionGuard, (cancelAtPeriodEnd: boolean) => boolean> = {
  notScheduled: (cancelAtPeriodEnd) => !cancelAtPeriodEnd,
};

/** Whether the machine has `event` in `status` (guards aside). */
export function canApply(event: SubscriptionEvent, status: SubscriptionStatus): boolean {
  return can(SUBSCRIPTION_MACHINE, status, event);
}

/** The state `event` leads to from `status`; throws the machine's refusal when it has no such move. */
export function nextStatus(event: SubscriptionEvent, status: SubscriptionStatus): SubscriptionStatus {
  return takeMove(SUBSCRIPTION_MACHINE, status, event).to;
}
