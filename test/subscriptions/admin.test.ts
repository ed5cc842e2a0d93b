import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { advance, BASE_INPUT, createSubscription, newSeller, type TestSeller } from './subscription-helpers.js';

let t: TestApp;
let seller: TestSeller;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
  seller = await newSeller(t);
});
afterEach(() => t.close());

const NOW = '2026-11-01T12:00:00.000Z';

async function adminList(query = '') {
  const res = await request(t.app).get(`/__admin/subscriptions${query}`).expect(200);
  expectSchema(res.body, 'subscriptions/admin-list.response.schema.json');
  return res.body.subscriptions as { id: number; sellerId: number }[];
}

describe('POST /__admin/subscriptions', () => {
  it.each(['PENDING', 'ACTIVE', 'TRIALING', 'PAUSED', 'CANCELLED', 'PAST_DUE', 'EXPIRED'] as const)(
    'creates a %s subscription with the detail, its seller and card (201)',
    async (status) => {
      const created = await createSubscription(t, seller.id, { status });
      expect(created).toMatchObject({
        status,
        sellerId: seller.id,
        createdAt: NOW,
        startedAt: NOW,
        updatedAt: NOW,
        amount: 4990,
        card: { brand: 'visa', last4: '1111', outcome: 'PAGO' },
      });
      expect(created.pausedAt).toBe(status === 'PAUSED' ? NOW : null);
      expect(created.cancelledAt).toBe(status === 'CANCELLED' ? NOW : null);
      expect(created.trialEndsAt).toBe(status === 'TRIALING' ? '2026-11-08T12:00:00.000Z' : null);
      expect(created.pastDueSince).toBe(status === 'PAST_DUE' ? NOW : null);
    },
  );

  it('fills the defaults: next billing one cycle on, a new product id, no card for PIX', async () => {
    const a = await createSubscription(t, seller.id, { paymentMethod: 'PIX', billingCycle: 'WEEKLY' });
    const b = await createSubscription(t, seller.id, { product: { name: 'Outro' } });
    expect(a).toMatchObject({
      card: null,
      nextBillingDate: '2026-11-08T12:00:00.000Z',
      customerDocument: null,
      customerPhone: null,
      metadata: {},
    });
    expect(b.product.id).not.toBe(a.product.id);
  });

  it('takes explicit dates, trial days, a cancellation reason and metadata', async () => {
    const created = await createSubscription(t, seller.id, {
      status: 'CANCELLED',
      createdAt: '2026-09-01T10:00:00.000Z',
      trialDays: 10,
      nextBillingDate: '2026-11-11T10:00:00.000Z',
      cancellationReason: 'fraude',
      metadata: { origem: 'checkout' },
    });
    expect(created).toMatchObject({
      createdAt: '2026-09-01T10:00:00.000Z',
      trialEndsAt: '2026-09-11T10:00:00.000Z',
      nextBillingDate: '2026-11-11T10:00:00.000Z',
      cancellationReason: 'fraude',
      cancelledAt: NOW,
      metadata: { origem: 'checkout' },
    });
  });

  it.each([
    [{ sellerId: 999_999 }, 'sellerId', 'an unknown seller'],
    [{ createdAt: '2026-11-02T00:00:00.000Z' }, 'createdAt', 'a creation in the future'],
    [{ paymentMethod: 'PIX', card: { outcome: 'PAGO' } }, 'card', 'a card on a PIX subscription'],
    [{ cancellationReason: 'x' }, 'cancellationReason', 'a reason on a subscription that is not cancelled'],
    [
      { status: 'TRIALING', createdAt: '2026-10-01T00:00:00.000Z', trialDays: 7 },
      'trialDays',
      'a trial that already ended',
    ],
    [
      { createdAt: '2026-10-01T00:00:00.000Z', nextBillingDate: '2026-09-01T00:00:00.000Z' },
      'nextBillingDate',
      'a billing date before the creation',
    ],
    [
      { status: 'TRIALING', trialDays: 10, nextBillingDate: '2026-11-05T00:00:00.000Z' },
      'nextBillingDate',
      'a billing date inside the trial',
    ],
    [{ amount: 0 }, 'amount', 'a zero amount'],
    [{ amount: 10.5 }, 'amount', 'an amount in reais'],
    [{ status: 'ACTIVATED' }, 'status', 'an unknown status'],
    [{ billingCycle: 'DAILY' }, 'billingCycle', 'an unknown cycle'],
    [{ paymentMethod: 'BOLETO' }, 'paymentMethod', 'a method subscriptions do not take'],
    [{ customerEmail: 'not-an-email' }, 'customerEmail', 'a bad e-mail'],
    [{ product: {} }, 'product.name', 'a product without a name'],
    [{ card: { outcome: 'APROVADO' } }, 'card.outcome', 'an unknown card outcome'],
    [{ color: 'blue' }, 'color', 'an unknown field'],
  ])('refuses %j with 400 naming %s (%s), creating nothing', async (override, field, _why) => {
    const res = await request(t.app)
      .post('/__admin/subscriptions')
      .send({ ...BASE_INPUT, sellerId: seller.id, ...override })
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details).toContain(field);
    expect(await adminList(`?sellerId=${seller.id}`)).toEqual([]);
  });

  it('refuses a body without the required fields', async () => {
    const res = await request(t.app).post('/__admin/subscriptions').send({}).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        'sellerId',
        'status',
        'amount',
        'paymentMethod',
        'customerName',
        'customerEmail',
        'product',
        'billingCycle',
      ]),
    );
  });
});

describe('GET /__admin/subscriptions', () => {
  it('lists a seller’s subscriptions by id, or everybody’s', async () => {
    const a = await createSubscription(t, seller.id);
    const b = await createSubscription(t, seller.id, { createdAt: '2026-10-01T00:00:00.000Z' });
    expect((await adminList(`?sellerId=${seller.id}`)).map((s) => s.id)).toEqual([a.id, b.id]);
    const all = await adminList();
    expect(all.length).toBeGreaterThan(2);
    expect(new Set(all.map((s) => s.sellerId)).size).toBeGreaterThan(1);
  });

  it('reads one, and answers 404 for an unknown one', async () => {
    const a = await createSubscription(t, seller.id);
    const res = await request(t.app).get(`/__admin/subscriptions/${a.id}`).expect(200);
    expectSchema(res.body, 'subscriptions/admin-view.response.schema.json');
    expect(res.body).toEqual(a);
    const missing = await request(t.app).get('/__admin/subscriptions/999999').expect(404);
    expectSchema(missing.body, ERROR_SCHEMAS.admin);
  });

  it('answers 400 for a bad sellerId', async () => {
    const res = await request(t.app).get('/__admin/subscriptions?sellerId=abc').expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
  });
});

describe('POST /__admin/subscriptions/{id}/card', () => {
  it('replaces part of the card on file', async () => {
    const a = await createSubscription(t, seller.id);
    const res = await request(t.app)
      .post(`/__admin/subscriptions/${a.id}/card`)
      .send({ brand: 'elo', outcome: 'FALHA' })
      .expect(200);
    expectSchema(res.body, 'subscriptions/admin-view.response.schema.json');
    expect(res.body.card).toEqual({ brand: 'elo', last4: '1111', outcome: 'FALHA' });
  });

  it.each([
    [{ outcome: 'MAYBE' }, 'an unknown outcome'],
    [{ last4: '12345' }, 'five digits'],
    [{ number: '4111111111111111' }, 'a full card number'],
  ])('refuses %j (%s)', async (body, _why) => {
    const a = await createSubscription(t, seller.id);
    const res = await request(t.app).post(`/__admin/subscriptions/${a.id}/card`).send(body).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
  });

  it('refuses a PIX subscription, which has no card', async () => {
    const a = await createSubscription(t, seller.id, { paymentMethod: 'PIX' });
    const res = await request(t.app).post(`/__admin/subscriptions/${a.id}/card`).send({ outcome: 'PAGO' }).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details).toEqual(['card']);
  });
});

describe('state reset and restore', () => {
  it('rebuild the list, metrics and billing indexes', async () => {
    const acmeHeaders = keys('acme');
    const metricsBefore = (await request(t.app).get('/api/subscriptions/metrics').set(acmeHeaders).expect(200)).body
      .data;
    const snapshot = (await request(t.app).get('/__admin/state').expect(200)).body;
    const created = await createSubscription(t, 1000, {
      customerName: 'Zuleica Temporária',
      createdAt: '2026-10-30T10:00:00.000Z',
    });
    expect(
      (await request(t.app).get('/api/subscriptions?search=zuleica').set(acmeHeaders).expect(200)).body.data.pagination
        .total,
    ).toBe(1);

    expectSchema(
      (await request(t.app).put('/__admin/state').send(snapshot).expect(200)).body,
      'admin/state-restore.response.schema.json',
    );
    expect(
      (await request(t.app).get('/api/subscriptions?search=zuleica').set(acmeHeaders).expect(200)).body.data.pagination
        .total,
    ).toBe(0);
    expect((await request(t.app).get('/api/subscriptions/metrics').set(acmeHeaders).expect(200)).body.data).toEqual(
      metricsBefore,
    );
    await request(t.app).get(`/__admin/subscriptions/${created.id}`).expect(404);

    await createSubscription(t, 1000, { customerName: 'Zuleica Temporária', createdAt: '2026-10-30T10:00:00.000Z' });
    expectSchema((await request(t.app).post('/__admin/reset').expect(200)).body, 'admin/ok.response.schema.json');
    expect(
      (await request(t.app).get('/api/subscriptions?search=zuleica').set(acmeHeaders).expect(200)).body.data.pagination
        .total,
    ).toBe(0);
    await advance(t, { days: 1 });
  });
});
