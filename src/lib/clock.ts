/**
 * The one source of time. Everything reads `clock.now()`; the admin API moves the
 * sandbox clock forward by adding to `offsetMs`, which lives in the store so that a
 * snapshot, a restart or a reset carries it along.
 */
export interface ClockState {
  offsetMs: number;
  /** When set, time does not flow: now() is this instant plus the offset. */
  frozenAtMs: number | null;
}

export class Clock {
  constructor(
    private readonly state: () => ClockState,
    private readonly wallTime: () => number = Date.now,
  ) {}

  /** The wall clock under the sandbox clock (what a fresh clock's start offset is measured against). */
  wallMs(): number {
    return this.wallTime();
  }

  nowMs(): number {
    const { offsetMs, frozenAtMs } = this.state();
    return (frozenAtMs ?? this.wallTime()) + offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  iso(): string {
    return new Date(this.nowMs()).toISOString();
  }
}

/** A clock over a private state, for tests and for building fixtures at a fixed instant. */
export function fixedClock(atMs: number): Clock & { set(ms: number): void } {
  const state: ClockState = { offsetMs: 0, frozenAtMs: atMs };
  const clock = new Clock(() => state) as Clock & { set(ms: number): void };
  clock.set = (ms: number) => {
    state.frozenAtMs = ms;
  };
  return clock;
}

/** An instant in ms as ISO 8601 (formatting only: the current time comes from a Clock). */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The instant `months` calendar months after `fromMs` (UTC), on `anchorDay` of the target
 * month or its last day when the month is shorter (31 Jan → 28 Feb → 31 Mar), keeping the
 * time of day. Monthly billing and `clock advance 1mo` share it, so they land together.
 */
export function addCalendarMonths(fromMs: number, months: number, anchorDay = new Date(fromMs).getUTCDate()): number {
  const from = new Date(fromMs);
  const monthIndex = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const day = Math.min(anchorDay, daysInMonth(year, month));
  return Date.UTC(year, month, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
}
