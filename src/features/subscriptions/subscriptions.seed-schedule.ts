import type { Faker } from '@faker-js/faker';
import type { BillingCycle } from '../../generated/schema-types.js';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../../core/lib/clock.js';
import { BILLING_CYCLES } from './subscriptions.cycles.js';

/**
 * Dates for fixture subscriptions. Everything is chosen so that, once the fixture history has
 * been billed up to the anchor, nothing falls due in the 24 hours after it: the next charge,
 * retry, trial end or scheduled cancellation of every subscription is at least two days on,
 * and every charge before the anchor is at least two days back (a PIX charge expires a day
 * after it is made).
 */

/** Fixture subscriptions are no older than this before the anchor (the sellers are 120 days old). */
const OLDEST_MS = 115 * MS_PER_DAY;
const MARGIN_MS = 2 * MS_PER_DAY;

/** The instant `count` cycles before `ms`; month cycles keep the day, which callers keep at 28 or less. */
export function cyclesBefore(ms: number, cycle: BillingCycle, count: number): number {
  const rule = BILLING_CYCLES[cycle];
  if (rule.days) return ms - count * rule.days * MS_PER_DAY;
  const date = new Date(ms);
  return Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth() - count * (rule.months ?? 0),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  );
}

/** A time of day in business hours in Brasília (12:00 to 23:00 UTC), on the day of `ms`. */
function atBusinessHours(faker: Faker, ms: number): number {
  const day = Math.floor(ms / MS_PER_DAY) * MS_PER_DAY;
  return (
    day + faker.number.int({ min: 12, max: 22 }) * MS_PER_HOUR + faker.number.int({ min: 0, max: 59 }) * MS_PER_MINUTE
  );
}

function sample(what: string, draw: () => number | null): number {
  for (let attempt = 0; attempt < 500; attempt++) {
    const value = draw();
    if (value !== null) return value;
  }
  throw new Error(`fixtures: found no instant for ${what}`);
}

const dayOk = (ms: number, cycle: BillingCycle) =>
  BILLING_CYCLES[cycle].days !== undefined || new Date(ms).getUTCDate() <= 28;

export interface BillingPlan {
  createdAt: number;
  /** Charges happen at createdAt + 1, 2, ... cycles; this is the first one after the anchor. */
  nextAfterAnchor: number;
  /** How many charges fall before the anchor. */
  chargesBefore: number;
}

/** A subscription created `chargesBefore + 1` cycles before its first billing date after the anchor. */
export function billingPlan(
  faker: Faker,
  anchorMs: number,
  cycle: BillingCycle,
  minChargesBefore: number,
): BillingPlan {
  const rule = BILLING_CYCLES[cycle];
  const cycleDays = rule.days ?? (rule.months ?? 0) * 31;
  const next = sample(`a ${cycle} subscription`, () => {
    const candidate = atBusinessHours(faker, anchorMs + faker.number.int({ min: 2, max: cycleDays }) * MS_PER_DAY);
    if (candidate < anchorMs + MARGIN_MS || !dayOk(candidate, cycle)) return null;
    if (cyclesBefore(candidate, cycle, 1) > anchorMs - MARGIN_MS) return null;
    if (cyclesBefore(candidate, cycle, minChargesBefore + 1) < anchorMs - OLDEST_MS) return null;
    return candidate;
  });
  let most = minChargesBefore;
  while (cyclesBefore(next, cycle, most + 2) >= anchorMs - OLDEST_MS) most++;
  const chargesBefore = faker.number.int({ min: minChargesBefore, max: most });
  return { createdAt: cyclesBefore(next, cycle, chargesBefore + 1), nextAfterAnchor: next, chargesBefore };
}

/**
 * A MONTHLY subscription whose charge at `missedAt` fails shortly before the anchor: every retry
 * (the given days after it) is either past or at least two days after the anchor, and one is
 * still ahead, so it is PAST_DUE when the clock starts.
 */
export function pastDuePlan(
  faker: Faker,
  anchorMs: number,
  retryDays: number[],
): { createdAt: number; missedAt: number } {
  const last = retryDays[retryDays.length - 1] ?? 0;
  const missedAt = sample('a PAST_DUE subscription', () => {
    const candidate = atBusinessHours(
      faker,
      anchorMs - faker.number.int({ min: 1, max: Math.max(1, last) }) * MS_PER_DAY,
    );
    if (!dayOk(candidate, 'MONTHLY') || candidate > anchorMs - MS_PER_DAY) return null;
    const retries = retryDays.map((days) => candidate + days * MS_PER_DAY);
    if (retries.some((at) => at > anchorMs - MS_PER_HOUR && at < anchorMs + MARGIN_MS)) return null;
    return retries.some((at) => at >= anchorMs + MARGIN_MS) ? candidate : null;
  });
  return { createdAt: cyclesBefore(missedAt, 'MONTHLY', faker.number.int({ min: 1, max: 2 })), missedAt };
}

/** A MONTHLY subscription whose charge at `missedAt` and every retry fail well before the anchor: EXPIRED. */
export function expiredPlan(
  faker: Faker,
  anchorMs: number,
  retryDays: number[],
): { createdAt: number; missedAt: number } {
  const last = retryDays[retryDays.length - 1] ?? 0;
  const missedAt = sample('an EXPIRED subscription', () => {
    const candidate = atBusinessHours(
      faker,
      anchorMs - faker.number.int({ min: last + 3, max: last + 60 }) * MS_PER_DAY,
    );
    return dayOk(candidate, 'MONTHLY') && cyclesBefore(candidate, 'MONTHLY', 1) >= anchorMs - OLDEST_MS
      ? candidate
      : null;
  });
  const most = cyclesBefore(missedAt, 'MONTHLY', 2) >= anchorMs - OLDEST_MS ? 2 : 1;
  return { createdAt: cyclesBefore(missedAt, 'MONTHLY', faker.number.int({ min: 1, max: most })), missedAt };
}

/** A recent instant before the anchor, at business hours, between `minDays` and `maxDays` back. */
export function recentInstant(faker: Faker, anchorMs: number, minDays: number, maxDays: number): number {
  return Math.min(
    atBusinessHours(faker, anchorMs - faker.number.int({ min: minDays, max: maxDays }) * MS_PER_DAY),
    anchorMs - MS_PER_HOUR,
  );
}

/** An instant between two others, in whole minutes. */
export function between(faker: Faker, fromMs: number, toMs: number): number {
  return (
    fromMs +
    faker.number.int({ min: 1, max: Math.max(1, Math.floor((toMs - fromMs) / MS_PER_MINUTE) - 1) }) * MS_PER_MINUTE
  );
}
