import { buildFixtureState } from '../../src/sandbox/fixtures/build.js';
import { PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums.js';
import { methodOf } from '../../src/features/sales/methods/registry.js';
import { SALE_STATUSES } from '../../src/features/sales/sales.machine.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import type { State } from '../../src/core/store/state.js';

let state: State;
beforeAll(async () => {
  state = await buildFixtureState(20261121);
});

const sales = () => Object.values(state.sales);

describe('fixture sales', () => {
  it.each([
    ['acme', ACCOUNTS.acme.id],
    ['bravo', ACCOUNTS.bravo.id],
  ])('give %s sales in every status, with every method it has enabled', (_handle, sellerId) => {
    const own = sales().filter((sale) => sale.sellerId === sellerId);
    const { permissions } = state.sellers[sellerId];
    const enabled = PAYMENT_METHOD_VALUES.filter(
      (method) => methodOf(method).permission === null || permissions[methodOf(method).permission!],
    );
    expect(new Set(own.map((sale) => sale.status))).toEqual(new Set(SALE_STATUSES));
    expect(new Set(own.map((sale) => sale.paymentMethod))).toEqual(new Set(enabled));
  });

  it('leave out a method an account may not use (bravo has boleto disabled)', () => {
    expect(state.sellers[ACCOUNTS.bravo.id].permissions.isBoletoAvailable).toBe(false);
    expect(sales().filter((sale) => sale.sellerId === ACCOUNTS.bravo.id && sale.paymentMethod === 'BOLETO')).toEqual(
      [],
    );
  });

  it('are all dated before the anchor, with no postbackUrl and nothing falling due within 24 h after it', () => {
    const anchor = Date.parse(state.meta.anchor);
    expect(sales().length).toBeGreaterThan(0);
    for (const sale of sales()) {
      expect(Date.parse(sale.updatedAt)).toBeLessThan(anchor);
      expect(sale.postbackUrl).toBeNull();
      if (sale.status === 'PENDENTE' && 'expiresAt' in sale.methodData)
        expect(Date.parse(sale.methodData.expiresAt)).toBeGreaterThan(anchor + 24 * 3_600_000);
    }
  });

  it('went through the state machine: each history starts PENDENTE and the ledger holds their effects', () => {
    expect(sales().length).toBeGreaterThan(0);
    for (const sale of sales()) {
      expect(sale.statusHistory[0].status).toBe('PENDENTE');
      expect(sale.statusHistory.at(-1)!.status).toBe(sale.status);
      expect(sale.completedAt !== null).toBe(sale.statusHistory.some((change) => change.status === 'PAGO'));
    }
    const paidEntries = new Map<number, number>();
    for (const entry of Object.values(state.ledger)) {
      if (entry.kind === 'SALE_PAID' && entry.ref?.type === 'sale')
        paidEntries.set(entry.ref.id, (paidEntries.get(entry.ref.id) ?? 0) + 1);
    }
    for (const sale of sales())
      expect([sale.id, paidEntries.get(sale.id) ?? 0]).toEqual([sale.id, sale.completedAt === null ? 0 : 1]);
  });
});
