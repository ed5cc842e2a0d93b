import { passesLuhn } from '../../src/core/lib/luhn.js';

describe('the Luhn check', () => {
  it.each(['4111111111111111', '5555555555554444', '378282246310005', '6062825624254001', '79927398713'])(
    'accepts %s',
    (number) => {
      expect(passesLuhn(number)).toBe(true);
    },
  );
  it.each(['4111111111111112', '5555555555554440', '79927398710', '', '4111-1111'])('refuses %j', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });
});
