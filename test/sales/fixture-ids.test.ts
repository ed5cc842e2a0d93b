import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixtureState } from '../../src/sandbox/fixtures/build.js';
import { SEEDERS } from '../../src/sandbox/fixtures/seeders.js';
import type { PaymentMethod } from '../../src/generated/schema-types.js';
import type { PaymentMethodDomain } from '../../src/features/sales/methods/method.js';
import { METHOD_DOMAINS } from '../../src/features/sales/methods/registry.js';
import { salesSeeder, seedSales } from '../../src/features/sales/sales.seed.js';
import { defaultSettings } from '../../src/core/settings.js';
import { saleMethodData } from '../../src/core/store/migrations/0002-sale-method-data.js';
import type { State } from '../../src/core/store/state.js';
import { ROOT } from '../helpers/child.js';

/**
 * Issue 24 item 3: fixture sale ids do not shift when a method or an account is added (README and
 * the OpenAPI examples quote them: 4 a paid sale of acme, 64 a pending PIX sale, 67 one of bravo).
 */
const SEED = defaultSettings().seed;
type Plugins = typeof METHOD_DOMAINS;

const build = (accounts: string[], plugins: Plugins) =>
  buildFixtureState(
    SEED,
    null,
    SEEDERS.map((seeder) => (seeder === seedSales ? salesSeeder(accounts, plugins) : seeder)),
  );

/** The registry with one method changed. */
const withMethod = (method: PaymentMethod, change: Partial<PaymentMethodDomain>): Plugins => ({
  ...METHOD_DOMAINS,
  [method]: { ...METHOD_DOMAINS[method], ...change },
});

/** Every sale of `before` is in `after` unchanged; returns the sales `after` added. */
function added(before: State, after: State) {
  for (const [id, sale] of Object.entries(before.sales)) expect([id, after.sales[Number(id)]]).toEqual([id, sale]);
  expect(after.subscriptions).toEqual(before.subscriptions);
  return Object.values(after.sales).filter((sale) => !before.sales[sale.id]);
}

/** A PIX payload (EMV: id, two-digit length, value) without its merchant city (60) and its checksum (63). */
function withoutMerchantCity(payload: string): string {
  let rest = payload;
  let kept = '';
  while (rest.length >= 4) {
    const length = Number(rest.slice(2, 4));
    if (!['60', '63'].includes(rest.slice(0, 2))) kept += rest.slice(0, 4 + length);
    rest = rest.slice(4 + length);
  }
  return kept;
}

/**
 * A sale without what issue 32's Brazilian fixture addresses (src/features/fixtures/addresses.ts) changed: its shipping
 * address's CEP, neighbourhood, city and UF, and the seller's city inside a PIX payload. The street, the number and
 * every other field of every sale stay the version 1 export's.
 */
function withoutPlace(sale: State['sales'][number] | undefined) {
  if (!sale) return sale;
  const data = sale.methodData as { payload?: string };
  return {
    ...sale,
    shipping: sale.shipping && { ...sale.shipping, zipCode: '', neighborhood: '', city: '', state: '' },
    methodData: data.payload ? { ...data, payload: withoutMerchantCity(data.payload) } : data,
  };
}

describe('fixture sale ids', () => {
  it('are the first fixture data’s: every sale and subscription of the saved version 1 export, migrated, is in the default fixtures byte for byte (but the places of issue 32’s addresses)', async () => {
    const built = await buildFixtureState(SEED);
    const saved = saleMethodData.up(
      JSON.parse(readFileSync(join(ROOT, 'test/fixtures/saved-states/v1.state.json'), 'utf8')),
    ) as unknown as State;
    expect(Object.keys(saved.sales).length).toBeGreaterThan(200);
    for (const [id, sale] of Object.entries(saved.sales))
      expect([id, JSON.stringify(withoutPlace(built.sales[Number(id)]))]).toEqual([
        id,
        JSON.stringify(withoutPlace(sale)),
      ]);
    expect(JSON.stringify(built.subscriptions)).toBe(JSON.stringify(saved.subscriptions));
    expect([built.meta.sequences.sales, built.meta.sequences.saleItems]).toEqual([
      saved.meta.sequences.sales,
      saved.meta.sequences.saleItems,
    ]);
  });

  it('do not move when a method gets fixture sales: the new method’s sales take ids from a block of their own', async () => {
    // TRANSFER stands in for a method added later: first without fixtures, then with a new seat.
    const seat = Math.max(...Object.values(METHOD_DOMAINS).map((plugin) => plugin.seat)) + 1;
    const before = await build(['acme', 'bravo'], withMethod('TRANSFER', { fixtures: undefined }));
    const after = await build(['acme', 'bravo'], withMethod('TRANSFER', { seat }));
    const newSales = added(before, after);
    expect(newSales.length).toBeGreaterThan(10);
    expect(new Set(newSales.map((sale) => sale.paymentMethod))).toEqual(new Set(['TRANSFER']));
    for (const sale of newSales) expect(sale.id).toBeGreaterThan(sale.sellerId * 100_000);
    // The next sale and item ids a sandbox hands out are the same too (ledger entry ids are not held: they may move).
    expect([after.meta.sequences.sales, after.meta.sequences.saleItems]).toEqual([
      before.meta.sequences.sales,
      before.meta.sequences.saleItems,
    ]);
  });

  it('do not move when an account gets fixture sales: its sales take ids from blocks of their own', async () => {
    const before = await build(['acme', 'bravo'], METHOD_DOMAINS);
    const after = await build(['acme', 'bravo', 'nocash'], METHOD_DOMAINS);
    const newSales = added(before, after);
    expect(newSales.length).toBeGreaterThan(10);
    const nocash = after.sellers[Math.min(...newSales.map((sale) => sale.sellerId))];
    expect(nocash.legalName).toBe('Casa Sem Saque EIRELI');
    expect(new Set(newSales.map((sale) => sale.sellerId))).toEqual(new Set([nocash.id]));
    for (const sale of newSales) expect(sale.id).toBeGreaterThan(nocash.id * 100_000);
    // The next sale and item ids a sandbox hands out are the same too (ledger entry ids are not held: they may move).
    expect([after.meta.sequences.sales, after.meta.sequences.saleItems]).toEqual([
      before.meta.sequences.sales,
      before.meta.sequences.saleItems,
    ]);
  });
});
