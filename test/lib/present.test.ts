import {
  brasilia,
  brasiliaClock,
  brasiliaDay,
  money,
  moneyOfReais,
  sellerName,
  utcTitle,
} from '../../src/core/lib/present.js';
import { brl, brasilia as consoleBrasilia } from '../../ui/lib/format.js';

/** One presentation layer (issue 23 finding 3): the CLI and the console write money, time and sellers alike. */
describe('the shared presentation layer', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [10000, 'R$ 100,00'],
    [123456, 'R$ 1.234,56'],
    [2611333, 'R$ 26.113,33'],
    [100000000, 'R$ 1.000.000,00'],
    [-1200, '-R$ 12,00'],
  ])('writes %i cents as %s (pt-BR grouping, a comma before the cents)', (cents, text) => {
    expect(money(cents)).toBe(text);
    // The console's Money component goes through the same function.
    expect(brl(cents)).toBe(text);
  });

  it.each([
    [150, 'R$ 150,00'],
    [150.5, 'R$ 150,50'],
    ['1234.56', 'R$ 1.234,56'],
    [-3.67, '-R$ 3,67'],
  ])('writes the reais %p of the cashout API as %s', (reais, text) => {
    expect(moneyOfReais(reais)).toBe(text);
  });

  it('shows no amount and no instant as a dash', () => {
    expect(money(null)).toBe('—');
    expect(moneyOfReais(undefined)).toBe('—');
    expect(brasilia(null)).toBe('—');
  });

  it('writes instants in Brasília time (UTC−3), the UTC instant beside it for the hover', () => {
    const iso = '2026-11-01T02:30:05.000Z';
    expect(brasilia(iso)).toBe('31/10/2026 23:30:05');
    expect(consoleBrasilia(iso)).toBe('31/10/2026 23:30:05');
    expect(brasiliaDay(iso)).toBe('31/10/2026');
    expect(brasiliaClock(iso)).toBe('23:30:05');
    expect(utcTitle(iso)).toBe('UTC: 2026-11-01T02:30:05.000Z');
  });

  it('names a seller by its company name, as the console does, else by its user', () => {
    expect(sellerName({ legalName: 'Acme Comércio Eletrônico LTDA', user: { name: 'Ana Souza' } })).toBe(
      'Acme Comércio Eletrônico LTDA',
    );
    expect(sellerName({ legalName: null, user: { name: 'Diego' } })).toBe('Diego');
  });
});
