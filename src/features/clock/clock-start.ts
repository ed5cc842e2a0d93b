import { shiftState, shiftTo } from '../fixtures/shift.js';
import type { Settings } from '../../core/settings.js';
import type { State } from '../../core/store/state.js';

/** Where a fresh sandbox's clock starts (SANDBOX_CLOCK_START): the wall clock, the fixtures' anchor, or an instant. */
export function clockStartMs(settings: Pick<Settings, 'clockStart'>, anchorMs: number, wallNowMs: number): number {
  if (settings.clockStart === 'now') return wallNowMs;
  if (settings.clockStart === 'anchor') return anchorMs;
  return settings.clockStart;
}

/**
 * The clock settings (start instant, frozen) applied to a fresh state: the fixture world is
 * moved to the start (src/features/fixtures/shift.ts), so it is dated relative to the clock whatever
 * the start; at the anchor it stays byte for byte the seeded one. Saved states never come here.
 */
export function withClockSettings(state: State, settings: Settings, wallNowMs: number): State {
  const anchorMs = Date.parse(state.meta.anchor);
  const start = clockStartMs(settings, anchorMs, wallNowMs);
  shiftState(state, shiftTo(anchorMs, start));
  state.meta.clock = settings.clockFrozen
    ? { offsetMs: 0, frozenAtMs: start }
    : { offsetMs: start - wallNowMs, frozenAtMs: null };
  return state;
}
