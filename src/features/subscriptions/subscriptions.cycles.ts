import type { BillingCycle } from '../../generated/schema-types.js';
import { addCalendarMonths, MS_PER_DAY } from '../../core/lib/clock.js';

/**
 * The billing cycles, as data: a cycle is a number of days or of calendar months, and
 * `perYear` says how many charges a year it makes (the monthly equivalent used by mrr is
 * amount × perYear / 12, which stays an integer count of twelfths of a cent).
 */
export const BILLING_CYCLES: Record<BillingCycle, { days?: number; months?: number; perYear: number }> = {
  WEEKLY: { days: 7, perYear: 52 },
  BIWEEKLY: { days: 14, perYear: 26 },
  MONTHLY: { months: 1, perYear: 12 },
  BIMONTHLY: { months: 2, perYear: 6 },
  QUARTERLY: { months: 3, perYear: 4 },
  SEMIANNUALLY: { months: 6, perYear: 2 },
  YEARLY: { months: 12, perYear: 1 },
};

/**
 * The instant one cycle after `fromMs`. Month-based cycles land on `anchorDay` of the target
 * month (UTC), or on its last day when the month is shorter (31 Jan → 28 Feb → 31 Mar),
 * keeping the time of day.
 */
export function addCycle(fromMs: number, cycle: BillingCycle, anchorDay: number): number {
  const rule = BILLING_CYCLES[cycle];
  if (rule.days) return fromMs + rule.days * MS_PER_DAY;
  return addCalendarMonths(fromMs, rule.months ?? 0, anchorDay);
}

/** The first cycle boundary strictly after `afterMs`, counting from `startMs`. */
export function firstBoundaryAfter(startMs: number, cycle: BillingCycle, afterMs: number): number {
  const anchorDay = new Date(startMs).getUTCDate();
  let at = addCycle(startMs, cycle, anchorDay);
  while (at <= afterMs) at = addCycle(at, cycle, anchorDay);
  return at;
}

/** amount × charges a year: twelve times the monthly equivalent, in cents (an integer). */
export function monthlyTwelfths(amountCents: number, cycle: BillingCycle): number {
  return amountCents * BILLING_CYCLES[cycle].perYear;
}
