import type { SubscriptionRecord } from '../../generated/schema-types.js';

/**
 * When a scheduled cancellation (cancelImmediately false) takes effect: the end of the running
 * period, derived each time rather than stored, so a pause and resume move it with the period.
 * ACTIVE: the next billing date; TRIALING: the trial end; other states run no period, so the
 * cancellation waits (a PAUSED subscription resumed later cancels at its new period end).
 */
export function scheduledCancelAt(record: SubscriptionRecord): string | null {
  if (!record.cancelAtPeriodEnd) return null;
  if (record.status === 'ACTIVE') return record.nextBillingDate;
  if (record.status === 'TRIALING') return record.trialEndsAt;
  return null;
}
