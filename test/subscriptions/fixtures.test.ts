import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DUE_JOBS } from '../../src/sandbox/jobs.js';
import { FIXTURES_DIR } from '../../src/sandbox/fixtures/build.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys, type Handle } from '../helpers/accounts.js';
import { expectSchema } from '../helpers/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterAll(() => t.close());

const STATUSES = ['PENDING', 'ACTIVE', 'TRIALING', 'PAUSED', 'CANCELLED', 'PAST_DUE', 'EXPIRED'];
const DAY = 86_400_000;

async function list(handle: Handle, query: string) {
  const res = await request(t.app).get(`/api/subscriptions?limit=100&${query}`).set(keys(handle)).expect(200);
  expectSchema(res.body, 'subscriptions/list.response.schema.json');
  return res.body.data.subscriptions as { id: number; status: string; createdAt: string }[];
}

describe('fixture subscriptions', () => {
  it.each((['acme', 'bravo'] as const).flatMap((handle) => STATUSES.map((status) => [handle, status] as const)))(
    'give %s a %s subscription',
    async (handle, status) => {
      expect((await list(handle, `status=${status}`)).length).toBeGreaterThan(0);
    },
  );

  it('leave nothing due within a day after the anchor, so starting the clock changes nothing', async () => {
    const anchor = Date.parse(t.deps.store.meta.anchor);
    for (const job of DUE_JOBS) {
      const due = job.nextDue(t.deps);
      if (due !== null) expect(due).toBeGreaterThan(anchor + DAY);
    }
    const before = JSON.stringify(t.deps.store.state.subscriptions);
    const res = await request(t.app).post('/__admin/clock/advance').send({ days: 1 }).expect(200);
    expectSchema(res.body, 'clock/advance.response.schema.json');
    expect(res.body.ran).toEqual([]);
    expect(JSON.stringify(t.deps.store.state.subscriptions)).toBe(before);
  });

  it('were created before the anchor and have a billing history made of real sales', async () => {
    const anchor = t.deps.store.meta.anchor;
    const all = await list('acme', '');
    expect(all.every((item) => item.createdAt < anchor)).toBe(true);
    const details = await Promise.all(
      all.map(async (item) => {
        const res = await request(t.app).get(`/api/subscriptions/${item.id}`).set(keys('acme')).expect(200);
        expectSchema(res.body, 'subscriptions/detail.response.schema.json');
        return res.body.data;
      }),
    );
    expect(details.some((d) => d.successfulBillings > 0)).toBe(true);
    expect(details.some((d) => d.failedBillings > 0)).toBe(true);
    expect(details.some((d) => d.cancelAtPeriodEnd)).toBe(true);
    const billed = Object.values(t.deps.store.state.sales).filter((sale) => sale.subscriptionId !== null);
    expect(billed.length).toBeGreaterThan(0);
    for (const sale of billed) expect(sale.createdAt < anchor).toBe(true);
  });

  it('keep the balances fixtures/sellers.json documents', async () => {
    const file = JSON.parse(readFileSync(join(FIXTURES_DIR, 'sellers.json'), 'utf8')) as {
      accounts: { handle: string; availableBalance?: number }[];
    };
    for (const handle of ['acme', 'bravo'] as const) {
      const res = await request(t.app).get('/api/seller').set(keys(handle)).expect(200);
      expectSchema(res.body, 'seller/seller.response.schema.json');
      expect(res.body.defaultRecipient.balance.available).toBe(
        file.accounts.find((account) => account.handle === handle)!.availableBalance,
      );
    }
  });
});
