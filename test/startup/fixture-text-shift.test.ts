/**
 * Start-up, fourth pass (issue 31): the server's fixtures are moved to the clock's start in their JSON text before
 * it is parsed (shiftedState, FixtureSource.atClock), not by a walk of the parsed state. The state must be the one
 * withClockSettings gives, whatever the start: every instant moved, the date-like fields by their calendar rules,
 * and strings that only contain an instant, or keys that are one, left alone.
 */
import { describe, expect, it } from '@jest/globals';
import { withClockSettings, withClockSettingsFromJson } from '../../src/features/clock/clock-start.js';
import { shiftedState, shiftState, shiftTo } from '../../src/features/fixtures/shift.js';
import { anchorInText, cachedFixtureJson, fixtureSource } from '../../src/sandbox/fixtures/build.js';
import { defaultSettings, type Settings } from '../../src/core/settings.js';
import type { State } from '../../src/core/store/state.js';

const settings = defaultSettings();
const source = fixtureSource(settings.seed, settings.fixturesDir);
const WALL = Date.parse('2027-03-31T23:59:30.250Z');

// Starts on either side of a month's end, a year's and Brasília's midnight, before and after the anchor (2026-11-01).
const STARTS: Settings['clockStart'][] = [
  'now',
  'anchor',
  Date.parse('2026-12-31T02:59:59.999Z'),
  Date.parse('2026-12-31T03:00:00.000Z'),
  Date.parse('2025-02-28T12:00:00Z'),
  Date.parse('2031-01-31T18:30:00.000Z'),
];

describe("the fixtures moved to the clock's start from their text", () => {
  it.each(STARTS.flatMap((clockStart) => [true, false].map((clockFrozen) => ({ clockStart, clockFrozen }))))(
    'give the state withClockSettings gives (start $clockStart, frozen $clockFrozen)',
    async (clock) => {
      const at: Settings = { ...settings, ...clock };
      const expected = withClockSettings(await source(), at, WALL);
      expect(await source.atClock(at, () => WALL)).toEqual(expected);
    },
  );

  it("read the anchor from the text's start (the fast path is the one taken) and refuse a wrong one", async () => {
    const json = await cachedFixtureJson(settings.seed, settings.fixturesDir);
    const anchor = (JSON.parse(json) as State).meta.anchor;
    expect(anchorInText(json)).toBe(anchor);
    expect(anchorInText(`{"users":{},${json.slice(1)}`)).toBeUndefined();
    const at: Settings = { ...settings, clockStart: 'now' };
    expect(() => withClockSettingsFromJson(json, '2026-10-01T12:00:00.000Z', at, WALL)).toThrow(/anchor/);
  });

  it('move instant values only: not keys, not a string holding one, not other strings', () => {
    const empty = { sales: {}, subscriptions: {}, cashouts: {} };
    const state = {
      ...empty,
      meta: { anchor: '2026-11-01T12:00:00.000Z' },
      odd: {
        '2026-11-01T12:00:00.000Z': '2026-11-01T12:00:00Z',
        quoted: 'said "2026-11-01T12:00:00.000Z"',
        tail: 'x:"2026-11-01T12:00:00.000Z"',
        list: ['2026-11-01T12:00:00.000Z', 'not 2026-11-01T12:00:00.000Z', '2026-11-01 12:00:00Z', 7],
        nested: [{ at: '2026-10-31T23:59:59.999Z', backslash: 'a\\', next: '2026-01-01T00:00:00Z' }],
      },
    } as unknown as State;
    const json = JSON.stringify(state);
    for (const ms of [1, -86_400_000, 123_456_789_012]) {
      const shift = shiftTo(0, ms);
      expect(shiftedState(json, shift)).toEqual(shiftState(JSON.parse(json) as State, shift));
    }
    expect(shiftedState(json, shiftTo(0, 0))).toEqual(state);
  });
});
