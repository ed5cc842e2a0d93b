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
