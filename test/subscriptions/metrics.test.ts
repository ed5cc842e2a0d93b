import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { advance, createSubscription, newSeller, type TestSeller } from './subscription-helpers.js';

let t: TestApp;
let seller: TestSeller;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
  seller = await newSeller(t);
});
afterEach(() => t.close());

async function metrics(headers = seller.headers) {
  const res = await request(t.app).get('/api/subscriptions/metrics').set(headers).expect(200);
  expectSchema(res.body, 'subscriptions/metrics.response.schema.json');
  return res.body.data;
}

describe('GET /api/subscriptions/metrics', () => {
  it('is all zeros for a seller without subscriptions (and is not read as a subscription id)', async () => {
    expect(await metrics()).toEqual({ total: 0, active: 0, cancelled: 0, paused: 0, mrr: 0, arr: 0, churnRate: 0 });
  });

  it('computes counts, mrr, arr and churn on a known data set', async () => {
    const rows = [
      { status: 'ACTIVE', amount: 4_990, billingCycle: 'MONTHLY' },
      { status: 'ACTIVE', amount: 4_990, billingCycle: 'MONTHLY' },
      { status: 'ACTIVE', amount: 120_000, billingCycle: 'YEARLY' },
      { status: 'ACTIVE', amount: 1_000, billingCycle: 'WEEKLY' },
      { status: 'ACTIVE', amount: 2_999, billingCycle: 'QUARTERLY' },
      { status: 'TRIALING', amount: 9_900, billingCycle: 'MONTHLY' },
      { status: 'PAUSED', amount: 9_900, billingCycle: 'MONTHLY' },
      { status: 'CANCELLED', amount: 9_900, billingCycle: 'MONTHLY' },
      { status: 'CANCELLED', amount: 9_900, billingCycle: 'MONTHLY' },
      { status: 'PAST_DUE', amount: 9_900, billingCycle: 'MONTHLY' },
      { status: 'EXPIRED', amount: 9_900, billingCycle: 'MONTHLY' },
      { status: 'PENDING', amount: 9_900, billingCycle: 'MONTHLY' },
    ] as const;
    for (const row of rows) await createSubscription(t, seller.id, row);
    // mrr = (2 × 49.90) + 1200.00 / 12 + 10.00 × 52 / 12 + 29.99 / 3 = 99.80 + 100.00 + 43.33 + 10.00 (cents: 303756 /
    // 12 = 25313)
    expect(await metrics()).toEqual({
      total: 12,
      active: 6,
      cancelled: 2,
      paused: 1,
      mrr: 253.13,
      arr: 3037.56,
      churnRate: 16.67,
    });
  });

  it('follows every change: a pause takes the amount out of mrr, a cancel raises churn', async () => {
    const a = await createSubscription(t, seller.id, { amount: 10_000 });
    await createSubscription(t, seller.id, { amount: 5_000 });
    await createSubscription(t, seller.id, { amount: 2_500, status: 'TRIALING' });
    expect(await metrics()).toMatchObject({ total: 3, active: 3, mrr: 150, arr: 1800, churnRate: 0 });
    await request(t.app).post(`/api/subscriptions/${a.id}/pause`).set(seller.headers).expect(200);
    expect(await metrics()).toMatchObject({ active: 2, paused: 1, mrr: 50, arr: 600 });
    await request(t.app).post(`/api/subscriptions/${a.id}/resume`).set(seller.headers).expect(200);
    await request(t.app).post(`/api/subscriptions/${a.id}/cancel`).set(seller.headers).expect(200);
    expect(await metrics()).toEqual({
      total: 3,
      active: 2,
      cancelled: 1,
      paused: 0,
      mrr: 50,
      arr: 600,
      churnRate: 33.33,
    });
  });

  it('counts a trial that ends as ACTIVE in mrr from then on', async () => {
    await createSubscription(t, seller.id, { amount: 3_000, status: 'TRIALING', trialDays: 7 });
    expect((await metrics()).mrr).toBe(0);
    await advance(t, { days: 7 });
    expect(await metrics()).toMatchObject({ active: 1, mrr: 30 });
  });

  it('is per seller: the fixture sellers have their own numbers', async () => {
    const acme = await metrics(keys('acme'));
    const bravo = await metrics(keys('bravo'));
    expect(acme.total).toBeGreaterThan(bravo.total);
    expect(acme.active).toBeGreaterThan(0);
    expect(acme.mrr).toBeGreaterThan(0);
    expect(acme.arr).toBeCloseTo(acme.mrr * 12, 2);
  });

  it('answers 401 and 403 in the envelope', async () => {
    const unauthorized = await request(t.app).get('/api/subscriptions/metrics').expect(401);
    expectSchema(unauthorized.body, ERROR_SCHEMAS.subscriptions);
    const forbidden = await request(t.app).get('/api/subscriptions/metrics').set(keys('orphan')).expect(403);
    expectSchema(forbidden.body, ERROR_SCHEMAS.subscriptions);
  });
});
