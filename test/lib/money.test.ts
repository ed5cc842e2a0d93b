import { centsToReais, percentOfCents, reaisToCents } from '../../src/core/lib/money.js';

describe('reaisToCents', () => {
  it.each([
    [100, 10000],
    [100.1, 10010],
    [100.1, 10010],
    [99999.99, 9999999],
    [100000, 10000000],
    [100000.01, 10000001],
    [1e2, 10000],
    [0.07, 7],
    [0.1 + 0.2, null],
    ['150.5', 15050],
    [100.001, null],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1e21, null],
    [1e-7, null],
    ['1e2', null],
    [null, null],
    [true, null],
  ])('%p → %p', (input, expected) => {
    expect(reaisToCents(input)).toBe(expected);
  });
});

describe('centsToReais', () => {
  it.each([
    [15000, '150.00'],
    [10010, '100.10'],
    [7, '0.07'],
    [0, '0.00'],
    [-367, '-3.67'],
    [9999999, '99999.99'],
  ])('%p → %p', (cents, text) => {
    expect(centsToReais(cents)).toBe(text);
  });

  it('refuses a non-integer', () => {
    expect(() => centsToReais(1.5)).toThrow(RangeError);
  });
});

describe('percentOfCents', () => {
  it('rounds half up to the cent', () => {
    expect(percentOfCents(10000, 399)).toBe(399);
    expect(percentOfCents(150, 99)).toBe(1); // 1.485 → 1
    expect(percentOfCents(1050, 1000)).toBe(105);
    expect(percentOfCents(5, 1000)).toBe(1); // 0.5 → 1
  });
});
