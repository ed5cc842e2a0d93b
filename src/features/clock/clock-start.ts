import { shiftedState, shiftState, shiftTo } from '../fixtures/shift.js';
import type { Settings } from '../../core/settings.js';
import type { State } from '../../core/store/state.js';

/** Where a fresh sandbox's clock starts (SANDBOX_CLOCK_START): the wall clock, the fixtures' anchor, or an instant. */
export function clockStartMs(settings: Pick<Settings, 'clockStart'>, anchorMs: number, wallNowMs: number): number {
  if (settings.clockStart === 'now') return wallNowMs;
  if (settings.clockStart === 'anchor') return anchorMs;
  return settings.clockStart;
}

function setClock(state: State, settings: Settings, start: number, wallNowMs: number): State {
  state.meta.clock = settings.clockFrozen
    ? { offsetMs: 0, frozenAtMs: start }
    : { offsetMs: start - wallNowMs, frozenAtMs: null };
  return state;
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
  return setClock(state, settings, start, wallNowMs);
}

/**
 * `withClockSettings(JSON.parse(json), …)` from the state's text and its anchor (read without parsing it): the same
 * state, moved in the text before it is parsed (shiftedState), which is what a start-up does with the fixtures.
 */
export function withClockSettingsFromJson(json: string, anchor: string, settings: Settings, wallNowMs: number): State {
  const anchorMs = Date.parse(anchor);
  const start = clockStartMs(settings, anchorMs, wallNowMs);
  const state = shiftedState(json, shiftTo(anchorMs, start));
  if (Date.parse(state.meta.anchor) !== start)
    throw new Error(`the fixture text's anchor ${anchor} is not its state's (${state.meta.anchor} after the shift)`);
  return setClock(state, settings, start, wallNowMs);
}
