import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys, type Handle } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { MS_PER_HOUR } from '../../src/core/lib/clock.js';
import { postSale, saleBody } from './sale-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterAll(() => t.close());

function list(query: Record<string, string | number> = {}, handle: Handle = 'acme') {
  return request(t.app).get('/api/sales').query(query).set(keys(handle));
}

function storedOf(sellerId: number) {
  return Object.values(t.deps.store.state.sales).filter((sale) => sale.sellerId === sellerId);
}

describe('GET /api/sales (sandbox extension)', () => {
  it("lists the seller's own sales, newest first, 20 to a page by default", async () => {
    const res = await list().expect(200);
    expectSchema(res.body, 'sales/sale-list.response.schema.json');
    const own = storedOf(ACCOUNTS.acme.id);
    expect(res.body.data.pagination).toEqual({
      page: 1,
      limit: 20,
      total: own.length,
      totalPages: Math.ceil(own.length / 20),
    });
    expect(res.body.data.sales.map((sale: { id: number }) => sale.id)).toEqual(
      own
        .map((sale) => sale.id)
        .sort((a, b) => b - a)
        .slice(0, 20),
    );
  });

  it('pages through every sale exactly once', async () => {
    const seen: number[] = [];
    const first = await list({ limit: 7 }).expect(200);
    for (let page = 1; page <= first.body.data.pagination.totalPages; page++) {
      const res = await list({ limit: 7, page }).expect(200);
      seen.push(...res.body.data.sales.map((sale: { id: number }) => sale.id));
    }
    expect(seen).toHaveLength(storedOf(ACCOUNTS.acme.id).length);
    expect(new Set(seen).size).toBe(seen.length);
    const beyond = await list({ page: 99 }).expect(200);
    expect(beyond.body.data.sales).toEqual([]);
  });

  it('filters by status and payment method', async () => {
    const res = await list({ status: 'PAGO', paymentMethod: 'PIX', limit: 100 }).expect(200);
    expectSchema(res.body, 'sales/sale-list.response.schema.json');
    const expected = storedOf(ACCOUNTS.acme.id).filter(
      (sale) => sale.status === 'PAGO' && sale.paymentMethod === 'PIX',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.data.sales.map((sale: { id: number }) => sale.id).sort()).toEqual(
      expected.map((sale) => sale.id).sort(),
    );
  });

  it('filters by date in Brasília time, both ends inclusive', async () => {
    // Years after the fixtures, everything of theirs is overdue: no due work here, only these two sales.
    const app = await buildTestApp({
      clockFrozen: true,
      dueWorkIntervalMs: 0,
      clockStart: Date.parse('2031-03-10T02:30:00Z'),
    });
    try {
      // 2031-03-09 23:30 in Brasília.
      const late = (await request(app.app).post('/api/sales').set(keys('bravo')).send(saleBody('PIX')).expect(201)).body
        .sale.id;
      app.deps.store.meta.clock.frozenAtMs! += 2 * MS_PER_HOUR; // 2031-03-10 01:30 in Brasília
      const early = (await request(app.app).post('/api/sales').set(keys('bravo')).send(saleBody('PIX')).expect(201))
        .body.sale.id;
      const day = async (startDate: string, endDate: string) =>
        (
          await request(app.app).get('/api/sales').query({ startDate, endDate }).set(keys('bravo')).expect(200)
        ).body.data.sales.map((sale: { id: number }) => sale.id);
      expect(await day('2031-03-09', '2031-03-09')).toEqual([late]);
      expect(await day('2031-03-10', '2031-03-10')).toEqual([early]);
      expect(await day('2031-03-09', '2031-03-10')).toEqual([early, late]);
      expect(await day('2031-03-11', '2031-03-12')).toEqual([]);
    } finally {
      app.close();
    }
  });

  it("never shows another account's sales", async () => {
    const acmeSale = (await postSale(t, saleBody('PIX')).expect(201)).body.sale.id;
    const res = await list({ limit: 100 }, 'bravo').expect(200);
    const ids = res.body.data.sales.map((sale: { id: number }) => sale.id);
    expect(ids).not.toContain(acmeSale);
    for (const id of ids) expect(t.deps.store.collections.sales.get(id)!.sellerId).toBe(ACCOUNTS.bravo.id);
  });

  it('clamps a limit above 100 to 100, takes an empty parameter as absent and ignores unknown ones, as the subscriptions list does', async () => {
    for (const limit of [500, 10_000_000_000]) {
      const res = await list({ limit, sort: 'asc', status: '' }).expect(200);
      expect(res.body.data.pagination.limit).toBe(100);
    }
  });

  it.each([
    [{ limit: 0 }],
    [{ page: 0 }],
    [{ page: 'two' }],
    [{ status: 'PAID' }],
    [{ paymentMethod: 'CASH' }],
    [{ startDate: '2026-13-01' }],
    [{ endDate: '01/11/2026' }],
    [{ startDate: '2026-11-02', endDate: '2026-11-01' }],
    [{ status: ['PAGO', 'PIX'] }],
  ])('answers 400 in the transactions body naming the parameter for %j', async (query) => {
    const res = await list(query as Record<string, string | number>).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.transactions);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.message).toMatch(Object.keys(query).at(-1)!);
  });

  it('answers 401 and 403 in the transactions body', async () => {
    const unauthorized = await request(t.app).get('/api/sales').expect(401);
    expectSchema(unauthorized.body, ERROR_SCHEMAS.transactions);
    const orphan = await list({}, 'orphan').expect(403);
    expectSchema(orphan.body, ERROR_SCHEMAS.transactions);
  });
});
