import { parseDuration } from '../../src/tools/cli/duration.js';
import { UsageError } from '../../src/tools/cli/usage-error.js';

/** The durations of `clock advance`, as the body of POST /__admin/clock/advance. */
describe('clock advance durations', () => {
  it.each([
    ['90m', { minutes: 90 }],
    ['12h', { hours: 12 }],
    ['30d', { days: 30 }],
    ['2w', { days: 14 }],
    ['1mo', { months: 1 }],
    ['1d12h', { days: 1, hours: 12 }],
    ['1mo15d', { months: 1, days: 15 }],
    ['1w2d', { days: 9 }],
    ['1h30m15s', { hours: 1, minutes: 30, seconds: 15 }],
    ['0s', { seconds: 0 }],
  ])('reads %s', (text, body) => {
    expect(parseDuration(text)).toEqual(body);
  });

  it.each(['', '1', 'd', '1x', '1.5h', '-1d', '1d 2h', '1D', '1d1d', '1mo1mo', '12h!', `${'9'.repeat(20)}d`])(
    'refuses %j as bad usage',
    (text) => {
      expect(() => parseDuration(text)).toThrow(UsageError);
    },
  );
});
