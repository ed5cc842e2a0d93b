import request from 'supertest';
import { advanceClock } from '../../src/features/clock/clock.service.js';
import { MS_PER_DAY } from '../../src/core/lib/clock.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { expectSchema } from '../helpers/schema.js';

/**
 * A subscription's charges are ordinary sales, so the test values apply to them as to any
 * sale (docs/spec-gaps.md, "Which test value wins"): the customer's e-mail tag moves a PIX
 * charge; a stored card's charge is never a test card, whatever its last four digits.
 */
let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

async function subscription(body: Record<string, unknown>): Promise<number> {
  const res = await request(t.app)
    .post('/__admin/subscriptions')
    .send({
      sellerId: ACCOUNTS.acme.id,
      status: 'ACTIVE',
      amount: 4_990,
      billingCycle: 'MONTHLY',
      customerName: 'Ana Souza',
      product: { name: 'Plano' },
      ...body,
    })
    .expect(201);
  return res.body.id;
}

const detail = async (id: number) => {
  const res = await request(t.app).get(`/api/subscriptions/${id}`).set(keys('acme')).expect(200);
  expectSchema(res.body, 'subscriptions/detail.response.schema.json');
  return res.body.data as { lastPaymentStatus: string | null; successfulBillings: number; totalBillings: number };
};

describe('test values on subscription charges', () => {
  it('pays a PIX charge of a +paid customer one delay after it is made', async () => {
    const id = await subscription({
      paymentMethod: 'PIX',
      customerEmail: 'ana+paid@example.com',
      nextBillingDate: new Date(t.deps.clock.nowMs() + MS_PER_DAY).toISOString(),
    });
    await advanceClock(t.deps, MS_PER_DAY);
    expect(await detail(id)).toMatchObject({ lastPaymentStatus: 'PENDENTE', totalBillings: 1, successfulBillings: 0 });
    await advanceClock(t.deps, t.deps.settings.autoDelayMs);
    expect(await detail(id)).toMatchObject({ lastPaymentStatus: 'PAGO', totalBillings: 1, successfulBillings: 1 });
  });

  it('never gives a stored card the later steps of the test card its digits spell', async () => {
    // A visa ending 0317 is charged as 4000000000000317, the "approved, then refunded" test card.
    const id = await subscription({
      paymentMethod: 'CREDIT_CARD',
      card: { brand: 'visa', last4: '0317', outcome: 'PAGO' },
      customerEmail: 'ana@example.com',
      nextBillingDate: new Date(t.deps.clock.nowMs() + MS_PER_DAY).toISOString(),
    });
    await advanceClock(t.deps, MS_PER_DAY + 10 * t.deps.settings.autoDelayMs);
    expect(await detail(id)).toMatchObject({ lastPaymentStatus: 'PAGO', successfulBillings: 1 });
  });
});
