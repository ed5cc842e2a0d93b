import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { expectSchema } from '../helpers/schema.js';
import { advance, createSubscription, detail, newSeller, type TestSeller } from './subscription-helpers.js';

let t: TestApp;
let seller: TestSeller;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
  seller = await newSeller(t);
});
afterEach(() => t.close());

interface AdminSale {
  sale: {
    id: number;
    status: string;
    amount: number;
    netAmount: number;
    paymentMethod: string;
    date: string;
    cardLastFour: string | null;
  };
  subscriptionId: number | null;
}

/** The seller's sales, oldest first. */
async function salesOf(sellerId: number): Promise<AdminSale[]> {
  const res = await request(t.app).get(`/__admin/sales?sellerId=${sellerId}&limit=1000`).expect(200);
  expectSchema(res.body, 'sales/sale-admin-list.response.schema.json');
  return (res.body.sales as AdminSale[]).sort((a, b) => a.sale.id - b.sale.id);
}

async function account(s: TestSeller) {
  const res = await request(t.app).get('/api/seller').set(s.headers).expect(200);
  expectSchema(res.body, 'seller/seller.response.schema.json');
  return {
    balance: res.body.defaultRecipient.balance.available as number,
    revenue: res.body.revenue as Record<string, number>,
  };
}

async function setSaleStatus(id: number, status: string) {
  const res = await request(t.app).post(`/__admin/sales/${id}/status`).send({ status }).expect(200);
  expectSchema(res.body, 'sales/sale.response.schema.json');
}

describe('billing on the sandbox clock', () => {
  it('bills a monthly card subscription twelve times in a year, in order, and the seller’s balance and revenue follow the sales', async () => {
    const before = await account(seller);
    const sub = await createSubscription(t, seller.id, {
      amount: 4_990,
      card: { brand: 'mastercard', last4: '4242', outcome: 'PAGO' },
    });
    expect(sub.nextBillingDate).toBe('2026-12-01T12:00:00.000Z');

    await advance(t, { days: 365 });

    const sales = await salesOf(seller.id);
    expect(sales).toHaveLength(12);
    expect(sales.map((s) => s.sale.date)).toEqual(
      Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 11 + i, 1, 12)).toISOString()),
    );
    for (const { sale, subscriptionId } of sales) {
      expect(subscriptionId).toBe(sub.id);
      expect(sale).toMatchObject({ status: 'PAGO', amount: 4_990, paymentMethod: 'CREDIT_CARD', cardLastFour: '4242' });
    }
    const after = await account(seller);
    expect(after.balance - before.balance).toBe(sales.reduce((sum, s) => sum + s.sale.netAmount, 0));
    expect(after.revenue.totalAmount - before.revenue.totalAmount).toBe(12 * 4_990);
    expect(after.revenue.cardCount - before.revenue.cardCount).toBe(12);

    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'ACTIVE',
      totalBillings: 12,
      successfulBillings: 12,
      failedBillings: 0,
      lastPaymentStatus: 'PAGO',
      lastPaymentDate: '2027-11-01T12:00:00.000Z',
      nextBillingDate: '2027-12-01T12:00:00.000Z',
    });
  });

  it('bills the same whether the year passes in one advance or month by month', async () => {
    const sub = await createSubscription(t, seller.id, { amount: 1_500 });
    for (let month = 0; month < 12; month++) await advance(t, { days: 31 });
    const sales = await salesOf(seller.id);
    expect(sales).toHaveLength(12);
    expect((await detail(t, seller, sub.id)).nextBillingDate).toBe('2027-12-01T12:00:00.000Z');
  });

  it('keeps the billing day of the month: the 31st bills on the last day of shorter months', async () => {
    const sub = await createSubscription(t, seller.id, { createdAt: '2026-10-31T10:00:00.000Z' });
    expect(sub.nextBillingDate).toBe('2026-11-30T10:00:00.000Z');
    await advance(t, { days: 150 });
    expect((await salesOf(seller.id)).map((s) => s.sale.date.slice(0, 10))).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  it.each([
    ['WEEKLY', 28, ['2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29']],
    ['BIWEEKLY', 28, ['2026-11-15', '2026-11-29']],
    ['BIMONTHLY', 120, ['2027-01-01', '2027-03-01']],
    ['QUARTERLY', 365, ['2027-02-01', '2027-05-01', '2027-08-01', '2027-11-01']],
    ['SEMIANNUALLY', 365, ['2027-05-01', '2027-11-01']],
    ['YEARLY', 731, ['2027-11-01', '2028-11-01']],
  ] as const)('bills a %s subscription once per cycle (%i days)', async (billingCycle, days, dates) => {
    await createSubscription(t, seller.id, { billingCycle });
    await advance(t, { days });
    expect((await salesOf(seller.id)).map((s) => s.sale.date.slice(0, 10))).toEqual(dates);
  });

  it('charges a PIX subscription with a PENDENTE sale; the counters follow the sale when it is paid or expires', async () => {
    const sub = await createSubscription(t, seller.id, { paymentMethod: 'PIX', amount: 2_000 });
    const before = await account(seller);
    await advance(t, { days: 30 });
    let sales = await salesOf(seller.id);
    expect(sales).toHaveLength(1);
    expect(sales[0].sale).toMatchObject({ status: 'PENDENTE', paymentMethod: 'PIX', amount: 2_000 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'ACTIVE',
      totalBillings: 1,
      successfulBillings: 0,
      failedBillings: 0,
      lastPaymentStatus: 'PENDENTE',
      nextBillingDate: '2027-01-01T12:00:00.000Z',
    });
    expect((await account(seller)).balance).toBe(before.balance);

    await setSaleStatus(sales[0].sale.id, 'PAGO');
    expect(await detail(t, seller, sub.id)).toMatchObject({
      totalBillings: 1,
      successfulBillings: 1,
      lastPaymentStatus: 'PAGO',
    });
    expect((await account(seller)).balance).toBe(before.balance + sales[0].sale.netAmount);

    // The next charge is never paid: its PIX expires and counts as failed.
    await advance(t, { days: 35 });
    sales = await salesOf(seller.id);
    expect(sales.map((s) => s.sale.status)).toEqual(['PAGO', 'CANCELADO']);
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'ACTIVE',
      totalBillings: 2,
      successfulBillings: 1,
      failedBillings: 1,
      lastPaymentStatus: 'CANCELADO',
    });
  });

  it('ends a trial: TRIALING becomes ACTIVE and the first charge is made at the trial end', async () => {
    const sub = await createSubscription(t, seller.id, { status: 'TRIALING', trialDays: 14 });
    expect(sub).toMatchObject({ trialEndsAt: '2026-11-15T12:00:00.000Z', nextBillingDate: '2026-11-15T12:00:00.000Z' });
    await advance(t, { days: 13 });
    expect((await detail(t, seller, sub.id)).status).toBe('TRIALING');
    await advance(t, { days: 1 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'ACTIVE',
      totalBillings: 1,
      successfulBillings: 1,
      nextBillingDate: '2026-12-15T12:00:00.000Z',
    });
  });

  it('moves a declined charge to PAST_DUE, retries 1, 3 and 7 days after the missed date, then EXPIRED', async () => {
    const sub = await createSubscription(t, seller.id, { card: { outcome: 'RECUSADO' } });
    const before = await account(seller);
    await advance(t, { days: 30 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'PAST_DUE',
      failedBillings: 1,
      totalBillings: 1,
      lastPaymentStatus: 'RECUSADO',
      nextBillingDate: '2026-12-02T12:00:00.000Z',
    });
    await advance(t, { days: 1 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'PAST_DUE',
      failedBillings: 2,
      nextBillingDate: '2026-12-04T12:00:00.000Z',
    });
    await advance(t, { days: 2 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'PAST_DUE',
      failedBillings: 3,
      nextBillingDate: '2026-12-08T12:00:00.000Z',
    });
    await advance(t, { days: 4 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'EXPIRED',
      failedBillings: 4,
      totalBillings: 4,
      successfulBillings: 0,
    });
    await advance(t, { days: 365 });
    const sales = await salesOf(seller.id);
    expect(sales.map((s) => [s.sale.date, s.sale.status])).toEqual([
      ['2026-12-01T12:00:00.000Z', 'RECUSADO'],
      ['2026-12-02T12:00:00.000Z', 'RECUSADO'],
      ['2026-12-04T12:00:00.000Z', 'RECUSADO'],
      ['2026-12-08T12:00:00.000Z', 'RECUSADO'],
    ]);
    expect((await account(seller)).balance).toBe(before.balance);
  });

  it('follows SANDBOX_SUBSCRIPTION_RETRY_DAYS', async () => {
    t.close();
    t = await buildTestApp({ clockFrozen: true, subscriptionRetryDays: [] });
    seller = await newSeller(t);
    const sub = await createSubscription(t, seller.id, { card: { outcome: 'FALHA' } });
    await advance(t, { days: 30 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'EXPIRED',
      failedBillings: 1,
      lastPaymentStatus: 'FALHA',
    });
  });

  it('recovers from PAST_DUE when a retry is approved, keeping the billing schedule', async () => {
    const sub = await createSubscription(t, seller.id, { card: { outcome: 'RECUSADO' } });
    await advance(t, { days: 30 });
    const res = await request(t.app)
      .post(`/__admin/subscriptions/${sub.id}/card`)
      .send({ outcome: 'PAGO', last4: '5555' })
      .expect(200);
    expectSchema(res.body, 'subscriptions/admin-view.response.schema.json');
    expect(res.body.card).toEqual({ brand: 'visa', last4: '5555', outcome: 'PAGO' });
    await advance(t, { days: 1 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'ACTIVE',
      totalBillings: 2,
      successfulBillings: 1,
      failedBillings: 1,
      lastPaymentStatus: 'PAGO',
      nextBillingDate: '2027-01-01T12:00:00.000Z',
    });
  });

  it('fails a charge the sales module refuses (below the minimum sale amount) like a declined one', async () => {
    const sub = await createSubscription(t, seller.id, { amount: 50 });
    await advance(t, { days: 30 });
    expect(await salesOf(seller.id)).toEqual([]);
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'PAST_DUE',
      totalBillings: 1,
      failedBillings: 1,
      lastPaymentStatus: 'FALHA',
    });
  });

  it('never charges a PAUSED subscription, and bills again one cycle after it resumes', async () => {
    const sub = await createSubscription(t, seller.id);
    await request(t.app).post(`/api/subscriptions/${sub.id}/pause`).set(seller.headers).expect(200);
    await advance(t, { days: 61 });
    expect(await salesOf(seller.id)).toEqual([]);
    await request(t.app).post(`/api/subscriptions/${sub.id}/resume`).set(seller.headers).expect(200);
    await advance(t, { days: 30 });
    expect(await salesOf(seller.id)).toEqual([]);
    await advance(t, { days: 1 });
    expect((await salesOf(seller.id)).map((s) => s.sale.date)).toEqual(['2027-02-01T12:00:00.000Z']);
  });

  it('never charges CANCELLED, EXPIRED or PENDING-cancelled subscriptions', async () => {
    await createSubscription(t, seller.id, { status: 'CANCELLED' });
    await createSubscription(t, seller.id, { status: 'EXPIRED' });
    await advance(t, { days: 400 });
    expect(await salesOf(seller.id)).toEqual([]);
  });

  it('makes a scheduled cancellation take effect at the period end, without charging that period', async () => {
    const sub = await createSubscription(t, seller.id, { createdAt: '2026-10-20T09:00:00.000Z' });
    await advance(t, { days: 1 });
    await request(t.app)
      .post(`/api/subscriptions/${sub.id}/cancel`)
      .set(seller.headers)
      .send({ cancelImmediately: false, reason: 'caro' })
      .expect(200);
    await advance(t, { days: 17 });
    expect((await detail(t, seller, sub.id)).status).toBe('ACTIVE');
    await advance(t, { days: 1 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: '2026-11-20T09:00:00.000Z',
      cancelAtPeriodEnd: false,
      cancelAt: null,
      cancellationReason: 'caro',
      totalBillings: 0,
    });
    await advance(t, { days: 100 });
    expect(await salesOf(seller.id)).toEqual([]);
  });

  it('moves a scheduled cancellation with the period when the subscription is paused and resumed', async () => {
    const sub = await createSubscription(t, seller.id, { createdAt: '2026-10-20T09:00:00.000Z' });
    await advance(t, { days: 1 });
    await request(t.app)
      .post(`/api/subscriptions/${sub.id}/cancel`)
      .set(seller.headers)
      .send({ cancelImmediately: false })
      .expect(200);
    expect((await detail(t, seller, sub.id)).cancelAt).toBe('2026-11-20T09:00:00.000Z');
    await request(t.app).post(`/api/subscriptions/${sub.id}/pause`).set(seller.headers).expect(200);
    expect((await detail(t, seller, sub.id)).cancelAt).toBeNull();
    await advance(t, { days: 30 });
    expect((await detail(t, seller, sub.id)).status).toBe('PAUSED');
    const resumed = await request(t.app).post(`/api/subscriptions/${sub.id}/resume`).set(seller.headers).expect(200);
    const after = await detail(t, seller, sub.id);
    expect(after).toMatchObject({
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
      cancelAt: resumed.body.data.nextBillingDate,
    });
    await advance(t, { days: 40 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: resumed.body.data.nextBillingDate,
    });
  });

  it('charges a PENDING subscription at its first billing date, which makes it ACTIVE', async () => {
    const sub = await createSubscription(t, seller.id, {
      status: 'PENDING',
      nextBillingDate: '2026-11-03T12:00:00.000Z',
    });
    await advance(t, { days: 2 });
    expect(await detail(t, seller, sub.id)).toMatchObject({
      status: 'ACTIVE',
      successfulBillings: 1,
      nextBillingDate: '2026-12-03T12:00:00.000Z',
    });
  });

  it('reports each charge in the advance answer, in time order across subscriptions', async () => {
    await createSubscription(t, seller.id, { createdAt: '2026-10-15T12:00:00.000Z' });
    await createSubscription(t, seller.id, { createdAt: '2026-10-05T12:00:00.000Z' });
    const res = await request(t.app).post('/__admin/clock/advance').send({ days: 40 }).expect(200);
    expectSchema(res.body, 'clock/advance.response.schema.json');
    const instants = (res.body.ran as { job: string; at: string }[]).map((run) => run.at);
    expect(instants).toEqual([...instants].sort());
    const runs = (res.body.ran as { job: string; at: string }[])
      .filter((run) => run.job === 'subscriptions.billing')
      .map((run) => run.at);
    expect(runs).toEqual(
      expect.arrayContaining(['2026-11-05T12:00:00.000Z', '2026-11-15T12:00:00.000Z', '2026-12-05T12:00:00.000Z']),
    );
    expect((await salesOf(seller.id)).map((s) => s.sale.date)).toEqual([
      '2026-11-05T12:00:00.000Z',
      '2026-11-15T12:00:00.000Z',
      '2026-12-05T12:00:00.000Z',
    ]);
  });
});
