import request from 'supertest';
import { CASHOUT_TRANSITIONS } from '../../src/features/cashouts/cashouts.machine.js';
import type { AdminSaleView } from '../../src/generated/schema-types.js';
import { allowedMoves, SALE_STATUSES } from '../../src/features/sales/sales.machine.js';
import { addCalendarMonths } from '../../src/core/lib/clock.js';
import {
  canApply,
  SELLER_ACTIONS,
  SUBSCRIPTION_STATUSES,
  type SellerAction,
} from '../../src/features/subscriptions/subscriptions.machine.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';

/** The admin API as the QA console uses it: pages, filters, allowed moves, counts, calendar months. */
let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

describe('GET /__admin/sales, paged', () => {
  it('pages newest first: page 2 follows page 1, and total counts every match', async () => {
    const first = (await request(t.app).get('/__admin/sales?limit=10').expect(200)).body;
    const second = (await request(t.app).get('/__admin/sales?limit=10&page=2').expect(200)).body;
    expectSchema(second, 'sales/sale-admin-list.response.schema.json');
    const all = t.deps.store.collections.sales
      .values()
      .map((sale) => sale.id)
      .sort((a, b) => b - a);
    expect([...first.sales, ...second.sales].map((view: AdminSaleView) => view.sale.id)).toEqual(all.slice(0, 20));
    expect(second).toMatchObject({ page: 2, limit: 10, total: all.length });
  });

  it('filters by Brasília days, by subscription and by seller together', async () => {
    const sub = t.deps.store.collections.subscriptions.values().find((record) => record.lastSaleId !== null)!;
    const charges = (
      await request(t.app).get(`/__admin/sales?sellerId=${sub.sellerId}&subscriptionId=${sub.id}`).expect(200)
    ).body.sales;
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.every((view: AdminSaleView) => view.subscriptionId === sub.id)).toBe(true);
    const day = (
      await request(t.app).get('/__admin/sales?startDate=2026-10-01&endDate=2026-10-31&limit=1000').expect(200)
    ).body;
    const expected = t.deps.store.collections.sales
      .values()
      .filter((sale) => sale.createdAt >= '2026-10-01T03:00:00.000Z' && sale.createdAt < '2026-11-01T03:00:00.000Z');
    expect(day.total).toBe(expected.length);
  });

  it.each([['page=0'], ['page=x'], ['startDate=2026-13-01'], ['subscriptionId=abc'], ['limit=0'], ['status=pago']])(
    'refuses %s',
    async (query) => {
      expectSchema((await request(t.app).get(`/__admin/sales?${query}`).expect(400)).body, ERROR_SCHEMAS.admin);
    },
  );

  it.each(SALE_STATUSES.map((status) => [status]))(
    'offers from %s exactly the moves of the state table',
    async (status) => {
      const sale = t.deps.store.collections.sales.values().find((record) => record.status === status)!;
      const view = (await request(t.app).get(`/__admin/sales/${sale.id}`).expect(200)).body;
      expectSchema(view, 'sales/sale-admin.response.schema.json');
      expect(view.allowedTransitions).toEqual(allowedMoves(status));
    },
  );

  it('shows a PIX sale’s QR code and BR Code in the detail only', async () => {
    const created = await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('PIX')).expect(201);
    const detail = (await request(t.app).get(`/__admin/sales/${created.body.sale.id}`).expect(200)).body;
    expect(detail.payment).toEqual(created.body.sale.payment);
    const listed = (await request(t.app).get(`/__admin/sales?sellerId=${ACCOUNTS.acme.id}&limit=1`).expect(200)).body
      .sales[0];
    expect(listed.sale.id).toBe(created.body.sale.id);
    expect(listed.payment).toBeUndefined();
  });
});

describe('GET /__admin/cashouts, paged', () => {
  it('pages newest first, each with the moves its table allows', async () => {
    const first = (await request(t.app).get('/__admin/cashouts?limit=5').expect(200)).body;
    const second = (await request(t.app).get('/__admin/cashouts?limit=5&page=2').expect(200)).body;
    expectSchema(second, 'cashouts/cashout-list.response.schema.json');
    const ids = [...first.cashouts, ...second.cashouts].map((cashout: { id: number }) => cashout.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    for (const cashout of second.cashouts)
      expect(cashout.allowedTransitions).toEqual(
        CASHOUT_TRANSITIONS[cashout.status as keyof typeof CASHOUT_TRANSITIONS],
      );
  });
});

describe('subscriptions, as the admin API offers the seller’s actions', () => {
  it('filters the list by status and pages it', async () => {
    const res = await request(t.app).get('/__admin/subscriptions?status=ACTIVE&limit=2&page=2').expect(200);
    expectSchema(res.body, 'subscriptions/admin-list.response.schema.json');
    expect(res.body.subscriptions.every((sub: { status: string }) => sub.status === 'ACTIVE')).toBe(true);
    expect(res.body.total).toBe(
      t.deps.store.collections.subscriptions.values().filter((sub) => sub.status === 'ACTIVE').length,
    );
    await request(t.app).get('/__admin/subscriptions?status=active').expect(400);
  });

  it.each(SUBSCRIPTION_STATUSES.map((status) => [status]))(
    'offers in %s the actions the state table allows',
    async (status) => {
      const sub = t.deps.store.collections.subscriptions
        .values()
        .find((record) => record.status === status && !record.cancelAtPeriodEnd)!;
      const view = (await request(t.app).get(`/__admin/subscriptions/${sub.id}`).expect(200)).body;
      expectSchema(view, 'subscriptions/admin-view.response.schema.json');
      const expected = (Object.keys(SELLER_ACTIONS) as SellerAction[]).filter((action) =>
        canApply(SELLER_ACTIONS[action], status),
      );
      expect(view.allowedActions).toEqual(expected);
    },
  );

  it('pauses, resumes, schedules a cancellation and cancels any seller’s subscription', async () => {
    const sub = t.deps.store.collections.subscriptions
      .values()
      .find(
        (record) => record.status === 'ACTIVE' && record.sellerId === ACCOUNTS.bravo.id && !record.cancelAtPeriodEnd,
      )!;
    const paused = (await request(t.app).post(`/__admin/subscriptions/${sub.id}/pause`).expect(200)).body;
    expect(paused).toMatchObject({ status: 'PAUSED', allowedActions: ['resume', 'cancel'] });
    expectSchema(
      (await request(t.app).post(`/__admin/subscriptions/${sub.id}/pause`).expect(400)).body,
      ERROR_SCHEMAS.admin,
    );
    expect((await request(t.app).post(`/__admin/subscriptions/${sub.id}/resume`).expect(200)).body.status).toBe(
      'ACTIVE',
    );
    const scheduled = (
      await request(t.app).post(`/__admin/subscriptions/${sub.id}/cancelAtPeriodEnd`).send({ reason: 'QA' }).expect(200)
    ).body;
    expect(scheduled).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true, cancellationReason: 'QA' });
    expect(scheduled.allowedActions).not.toContain('cancelAtPeriodEnd');
    expect((await request(t.app).post(`/__admin/subscriptions/${sub.id}/cancel`).expect(200)).body).toMatchObject({
      status: 'CANCELLED',
      allowedActions: [],
    });
    // The seller sees the same through the public API.
    expect(
      (await request(t.app).get(`/api/subscriptions/${sub.id}`).set(keys('bravo')).expect(200)).body.data.status,
    ).toBe('CANCELLED');
    await request(t.app).post('/__admin/subscriptions/99999999/pause').expect(404);
  });
});

describe('GET /__admin/overview', () => {
  it('counts every record in each status, every status listed', async () => {
    const res = await request(t.app).get('/__admin/overview').expect(200);
    expectSchema(res.body, 'admin/overview.response.schema.json');
    expect(Object.keys(res.body.sales.byStatus)).toEqual(SALE_STATUSES);
    expect(res.body.sales.total).toBe(t.deps.store.collections.sales.size);
    expect(Object.values(res.body.sales.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      res.body.sales.total,
    );
    expect(res.body.sales.byStatus.PAGO).toBe(
      t.deps.store.collections.sales.values().filter((sale) => sale.status === 'PAGO').length,
    );
    expect(Object.keys(res.body.subscriptions.byStatus)).toEqual(SUBSCRIPTION_STATUSES);
    expect(res.body).toMatchObject({
      now: '2026-11-01T12:00:00.000Z',
      frozen: true,
      sellers: t.deps.store.collections.sellers.size,
    });
  });
});

describe('POST /__admin/clock/advance {months}', () => {
  it.each([
    ['2026-11-01T12:00:00.000Z', 1, '2026-12-01T12:00:00.000Z'],
    ['2026-01-31T08:30:00.000Z', 1, '2026-02-28T08:30:00.000Z'],
    ['2026-12-15T00:00:00.000Z', 2, '2027-02-15T00:00:00.000Z'],
  ])('from %s, %i month(s) is %s', (from, months, to) => {
    expect(new Date(addCalendarMonths(Date.parse(from), months)).toISOString()).toBe(to);
  });

  it('moves the clock by calendar months, then the other parts', async () => {
    const res = await request(t.app).post('/__admin/clock/advance').send({ months: 1, hours: 2 }).expect(200);
    expectSchema(res.body, 'clock/advance.response.schema.json');
    expect(res.body.now).toBe('2026-12-01T14:00:00.000Z');
    await request(t.app).post('/__admin/clock/advance').send({ months: -1 }).expect(400);
  });
});

describe('GET /__admin/webhooks/deliveries by resource', () => {
  it('lists the postbacks one sale caused', async () => {
    const one = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('PIX', { postbackUrl: 'http://127.0.0.1:9/one' }))
      .expect(201);
    const other = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('PIX', { postbackUrl: 'http://127.0.0.1:9/other' }))
      .expect(201);
    for (const sale of [one, other])
      await request(t.app).post(`/__admin/sales/${sale.body.sale.id}/status`).send({ status: 'PAGO' }).expect(200);
    const res = await request(t.app)
      .get(`/__admin/webhooks/deliveries?resourceType=sale&resourceId=${one.body.sale.id}`)
      .expect(200);
    expectSchema(res.body, 'webhooks/deliveries.response.schema.json');
    expect(
      res.body.deliveries.map((delivery: { url: string; resource: unknown }) => [delivery.url, delivery.resource]),
    ).toEqual([['http://127.0.0.1:9/one', { type: 'sale', id: one.body.sale.id, status: 'PAGO' }]]);
    await request(t.app).get('/__admin/webhooks/deliveries?resourceType=invoice').expect(400);
  });
});

describe('GET /__admin/ui', () => {
  it('serves the console page with what it needs to know before its first call', async () => {
    const res = await request(t.app).get('/__admin/ui').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const config = JSON.parse(/id="console-config">(.*?)<\/script>/.exec(res.text)![1]);
    // Which optional routes this server has: test/console/console-shell.test.ts checks each against the server's
    // answers.
    expect(config).toEqual({ tokenRequired: false, features: expect.objectContaining({ testValues: true }) });
    await request(t.app)
      .get('/__admin/ui/assets/app.js')
      .expect(200)
      .expect('content-type', /javascript/);
    expectSchema((await request(t.app).get('/__admin/ui/assets/missing.js').expect(404)).body, ERROR_SCHEMAS.admin);
  });
});
