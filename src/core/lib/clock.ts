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

/**
 * The sandbox clock's range: from 1970 to the last second of year 9999, the instants an ISO
 * 8601 date-time of four-digit years (what every stored date and the schemas' `date-time`
 * hold) can write. An advance or a state that would take the clock outside it is refused.
 */
export const CLOCK_MIN_MS = 0;
export const CLOCK_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59);
export const CLOCK_MAX_ISO = '9999-12-31T23:59:59Z';

/**
 * How far a running clock may go: a century short of the end, so it cannot run into the end
 * while a server lives (a clock that ran past it would make its own saved state one that is
 * refused). A frozen clock may go to the last second.
 */
export const RUNNING_CLOCK_MAX_MS = Date.UTC(9899, 11, 31, 23, 59, 59);
export const RUNNING_CLOCK_MAX_ISO = '9899-12-31T23:59:59Z';

/** The latest instant `clock` may be set to: the end when frozen, a century before it when running. */
export function clockLimitMs(clock: ClockState): number {
  return clock.frozenAtMs === null ? RUNNING_CLOCK_MAX_MS : CLOCK_MAX_MS;
}

/** An instant held to the clock's range. */
export function withinClockRange(ms: number): number {
  return Math.min(CLOCK_MAX_MS, Math.max(CLOCK_MIN_MS, ms));
}

/**
 * Which field of a stored clock puts it outside its range (clockLimitMs) at wall time `wallMs`,
 * or null: `frozenAtMs` when that instant is out of range itself, else `offsetMs`.
 */
export function clockProblem(clock: ClockState, wallMs: number): 'offsetMs' | 'frozenAtMs' | null {
  const { offsetMs, frozenAtMs } = clock;
  if (frozenAtMs !== null && (frozenAtMs < CLOCK_MIN_MS || frozenAtMs > CLOCK_MAX_MS)) return 'frozenAtMs';
  const now = (frozenAtMs ?? wallMs) + offsetMs;
  return now >= CLOCK_MIN_MS && now <= clockLimitMs(clock) ? null : 'offsetMs';
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

  /** Never outside the clock's range: a running clock that reaches its end stays there. */
  nowMs(): number {
    const { offsetMs, frozenAtMs } = this.state();
    return withinClockRange((frozenAtMs ?? this.wallTime()) + offsetMs);
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  iso(): string {
    return isoAt(this.nowMs());
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

let lastIsoMs = Number.NaN;
let lastIso = '';

/**
 * An instant in ms as ISO 8601 (formatting only: the current time comes from a Clock). An
 * instant computed past the clock's range (a due date near its end) is written as its end,
 * so a stored date is always one the state's schemas accept.
 */
export function isoAt(ms: number): string {
  // A sale writes its instant four times (created, paid, completed, its ledger entry) and a busy server formats
  // the same millisecond for several requests: the last text is kept (docs/performance.md, "Fourth pass").
  if (ms === lastIsoMs) return lastIso;
  lastIso = new Date(withinClockRange(ms)).toISOString();
  lastIsoMs = ms;
  return lastIso;
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
  return Date.UTC(
    year,
    month,
    day,
    from.getUTCHours(),
    from.getUTCMinutes(),
    from.getUTCSeconds(),
    from.getUTCMilliseconds(),
  );
}
