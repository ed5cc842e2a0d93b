import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import request from 'supertest';
import { allowedFrom } from '../../src/core/lib/state-machine.js';
import { CASHOUT_MACHINE } from '../../src/features/cashouts/cashouts.machine.js';
import { allowedMoves } from '../../src/features/sales/sales.machine.js';
import { transitionSale } from '../../src/features/sales/sales.service.js';
import { LEDGER_ORDERS, sellerLedger, type LedgerQuery } from '../../src/features/ledger/ledger.statement.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, type Handle } from '../helpers/accounts.js';
import { postCashout, postback, VALID_KEYS } from '../cashouts/cashout-helpers.js';
import { moveSale, postSale, saleBody } from '../sales/sale-helpers.js';
import { withSeed, type Seeded } from '../store/seeded.js';
import { scannedLedgerPage } from './ledger-oracle.js';

/**
 * Issue 32: a page of the extrato costs what the page holds (the seller's book keeps the order, the count and the
 * running sums; only the page's entries are explained), and answers byte for byte what the whole scan answered, for
 * the fixtures and after writes, a rollback and a reset.
 */
const HANDLES: Handle[] = ['acme', 'bravo'];
const QUERIES: Omit<LedgerQuery, 'page'>[] = LEDGER_ORDERS.flatMap((order) => [
  { order, limit: 7 },
  { order, limit: 100 },
]);

let t: TestApp;
let dir: string | null = null;
afterEach(() => {
  jest.restoreAllMocks();
  t.close();
  t.deps.store.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** Every page (and the one past the end) of each seller, in each order, against the scan. */
function expectSamePages(): void {
  for (const handle of HANDLES) {
    const sellerId = ACCOUNTS[handle].id;
    for (const query of QUERIES) {
      const pages = Math.ceil(t.deps.ledger.entryIds(sellerId).length / query.limit) + 1;
      for (let page = 1; page <= pages; page++)
        expect([handle, query, page, JSON.stringify(sellerLedger(t.deps, sellerId, { ...query, page }))]).toEqual([
          handle,
          query,
          page,
          JSON.stringify(scannedLedgerPage(t.deps, sellerId, { ...query, page })),
        ]);
    }
  }
}

const pick = <T>(random: Seeded, values: readonly T[]): T => values[random.int(values.length)];

/** A seeded run of what moves money: card and PIX sales, their refunds, chargebacks and disputes, cashouts. */
async function playRandomly(random: Seeded, steps: number): Promise<void> {
  const sales: number[] = [];
  const cashouts: number[] = [];
  for (let step = 0; step < steps; step++) {
    const handle = pick(random, HANDLES);
    const choice = random.int(10);
    if (choice < 2) {
      const method = random.int(2) === 0 ? 'CREDIT_CARD' : 'PIX';
      const res = await postSale(t, saleBody(method, { amount: 1_000 + random.int(50_000) }), handle);
      expect(res.status).toBe(201);
      sales.push(res.body.sale.id as number);
    } else if (choice < 7 && sales.length) {
      const id = pick(random, sales);
      const moves = allowedMoves(t.deps.store.collections.sales.get(id)!.status);
      if (moves.length) await moveSale(t, id, pick(random, moves)).expect(200);
    } else if (choice < 8) {
      // acme's: bravo's permissions leave out cashouts.
      const res = await postCashout(t.app, 'acme', { amount: 10 + random.int(200), pixKey: VALID_KEYS.CPF });
      expect([201, 400, 422]).toContain(res.status);
      if (res.status === 201) cashouts.push(res.body.id as number);
    } else if (cashouts.length) {
      const id = pick(random, cashouts);
      const moves = allowedFrom(CASHOUT_MACHINE, t.deps.store.collections.cashouts.get(id)!.status);
      if (moves.length) await postback(t.app, id, { status: pick(random, moves) }).expect(200);
    }
  }
}

describe('a page of the extrato', () => {
  it('answers what the whole scan answered: the fixtures, then seeded writes, a rollback and a reset', async () => {
    t = await buildTestApp({ clockFrozen: true });
    expectSamePages();
    await withSeed(async (random) => {
      await playRandomly(random, 120);
      expectSamePages();

      // A unit of work that credits, refunds and adjusts, then fails: all of it goes, the books too.
      const before = JSON.stringify(sellerLedger(t.deps, ACCOUNTS.acme.id, { order: 'newest', page: 1, limit: 50 }));
      const paid = t.deps.store.collections.sales
        .values()
        .filter((sale) => sale.sellerId === ACCOUNTS.acme.id && sale.status === 'PAGO');
      expect(paid.length).toBeGreaterThan(0);
      const pending = (await postSale(t, saleBody('PIX', { amount: 4_321 })).expect(201)).body.sale.id as number;
      expect(() =>
        t.deps.store.transaction(() => {
          transitionSale(t.deps, paid[0].id, 'ESTORNADO');
          transitionSale(t.deps, pending, 'PAGO');
          t.deps.ledger.post({ sellerId: ACCOUNTS.acme.id, kind: 'ADJUSTMENT', amountCents: 777, note: 'test' });
          throw new Error('the unit of work fails');
        }),
      ).toThrow('the unit of work fails');
      expect(JSON.stringify(sellerLedger(t.deps, ACCOUNTS.acme.id, { order: 'newest', page: 1, limit: 50 }))).toBe(
        before,
      );
      await moveSale(t, pending, 'CANCELADO').expect(200);
      expectSamePages();

      await playRandomly(random, 40);
      await request(t.app).post('/__admin/reset').expect(200);
      expectSamePages();
      await playRandomly(random, 40);
      expectSamePages();
    }, 32);
  });

  it('after a restart in file mode, as before it (the books are rebuilt from the database)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-books-'));
    const dbFile = join(dir, 'state.db');
    t = await buildTestApp({ clockFrozen: true, dbFile });
    await withSeed((random) => playRandomly(random, 40), 33);
    const query = { order: 'newest', page: 1, limit: 20 } as const;
    const before = JSON.stringify(sellerLedger(t.deps, ACCOUNTS.acme.id, query));
    t.close();
    t.deps.store.close();
    t = await buildTestApp({ clockFrozen: true, dbFile });
    expect(JSON.stringify(sellerLedger(t.deps, ACCOUNTS.acme.id, query))).toBe(before);
    expectSamePages();
  });

  it('over HTTP, byte for byte', async () => {
    t = await buildTestApp({ clockFrozen: true });
    const sellerId = ACCOUNTS.acme.id;
    const res = await request(t.app).get(`/__admin/sellers/${sellerId}/ledger`).query({ limit: '5', page: '2' });
    expect(res.status).toBe(200);
    expect(res.text).toBe(JSON.stringify(scannedLedgerPage(t.deps, sellerId, { order: 'newest', page: 2, limit: 5 })));
  });

  it('of a seller with 100,000 entries explains only the page’s entries', async () => {
    t = await buildTestApp({ clockFrozen: true });
    const sellerId = ACCOUNTS.acme.id;
    const card = (await postSale(t, saleBody('CREDIT_CARD', { amount: 10_000 })).expect(201)).body.sale.id as number;
    const sale = t.deps.store.collections.sales.get(card)!;
    expect(sale.status).toBe('PAGO');
    expect(sale.reserveAmountCents).toBeGreaterThan(0);
    const fixtures = sellerLedger(t.deps, sellerId, { order: 'newest', page: 1, limit: 1 });
    // The same credit, many times over, swapped in as a restore would (each entry's reserve is read from the sale).
    const state = t.deps.store.snapshot();
    const firstId = (state.meta.sequences.ledger ?? 0) + 1;
    const entries = Object.keys(state.ledger).filter((id) => state.ledger[id].sellerId === sellerId).length;
    for (let id = firstId; id < firstId + 100_000 - entries; id++)
      state.ledger[id] = {
        id,
        sellerId,
        kind: 'SALE_PAID',
        amountCents: sale.netAmountCents,
        grossCents: sale.amountCents,
        paymentMethod: sale.paymentMethod,
        ref: { type: 'sale', id: card },
        createdAt: sale.createdAt,
      };
    state.meta.sequences.ledger = firstId + 100_000 - entries - 1;
    t.deps.store.transaction(() => t.deps.store.replace(state));
    const added = 100_000 - entries;
    const { sales, cashouts, ledger } = t.deps.store.collections;
    const limit = 50;
    for (const query of [
      { order: 'newest', page: 1, limit },
      { order: 'oldest', page: 1_000, limit },
      { order: 'newest', page: 2_000, limit },
    ] as const) {
      const reads = [jest.spyOn(sales, 'get'), jest.spyOn(cashouts, 'get'), jest.spyOn(ledger, 'get')];
      const page = sellerLedger(t.deps, sellerId, query);
      expect(page.pagination.total).toBe(100_000);
      expect(page.entries).toHaveLength(limit);
      const [saleReads, cashoutReads, entryReads] = reads.map((spy) => spy.mock.calls.length);
      // One explanation and one subscription lookup per entry of the page, at most; nothing for the other 99,950.
      expect(saleReads + cashoutReads).toBeLessThanOrEqual(2 * limit);
      expect(entryReads).toBe(limit);
      for (const spy of reads) spy.mockRestore();
      // The balance still has every entry's share (the scan itself is compared on smaller books above).
      expect(page.reserveCents).toBe(fixtures.reserveCents + added * sale.reserveAmountCents);
      expect(page.balanceCents).toBe(fixtures.balanceCents + added * sale.netAmountCents);
    }
    const newest = sellerLedger(t.deps, sellerId, { order: 'newest', page: 1, limit: 1 });
    expect(newest.entries[0].totalAfterCents).toBe(newest.totalCents);
    expect(newest.entries[0].balanceCents).toBe(newest.balanceCents);
  });

  it('follows a change to a sale its entries are explained by (a state restored by hand)', async () => {
    t = await buildTestApp({ clockFrozen: true });
    const sellerId = ACCOUNTS.acme.id;
    const card = (await postSale(t, saleBody('CREDIT_CARD', { amount: 20_000 })).expect(201)).body.sale.id as number;
    const sale = t.deps.store.collections.sales.get(card)!;
    t.deps.store.transaction(() => {
      t.deps.store.collections.sales.replace({ ...sale, reserveAmountCents: sale.reserveAmountCents + 100 });
    });
    const query = { order: 'newest', page: 1, limit: 10 } as const;
    expect(JSON.stringify(sellerLedger(t.deps, sellerId, query))).toBe(
      JSON.stringify(scannedLedgerPage(t.deps, sellerId, query)),
    );
  });
});
