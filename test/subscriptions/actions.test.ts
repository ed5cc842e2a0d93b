import request from 'supertest';
import type { SubscriptionStatus } from '../../src/generated/schema-types.js';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { advance, createSubscription, detail, newSeller, type TestSeller } from './subscription-helpers.js';

let t: TestApp;
let seller: TestSeller;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
  seller = await newSeller(t);
});
afterEach(() => t.close());

const NOW = '2026-11-01T12:00:00.000Z';
const STATUSES: SubscriptionStatus[] = ['PENDING', 'ACTIVE', 'TRIALING', 'PAUSED', 'CANCELLED', 'PAST_DUE', 'EXPIRED'];

async function inState(status: SubscriptionStatus) {
  return createSubscription(t, seller.id, {
    status,
    createdAt: '2026-10-10T15:00:00.000Z',
    ...(status === 'TRIALING' ? { trialDays: 30 } : {}),
  });
}

type Outcome = number | keyof typeof ERROR_CATALOGUE;
const PAUSE: Record<SubscriptionStatus, Outcome> = {
  ACTIVE: 200,
  TRIALING: 200,
  PAUSED: 'ALREADY_PAUSED',
  PENDING: 'INVALID_STATUS',
  CANCELLED: 'INVALID_STATUS',
  PAST_DUE: 'INVALID_STATUS',
  EXPIRED: 'INVALID_STATUS',
};
const RESUME: Record<SubscriptionStatus, Outcome> = {
  PAUSED: 200,
  ACTIVE: 'INVALID_STATUS',
  TRIALING: 'INVALID_STATUS',
  PENDING: 'INVALID_STATUS',
  CANCELLED: 'INVALID_STATUS',
  PAST_DUE: 'INVALID_STATUS',
  EXPIRED: 'INVALID_STATUS',
};
const CANCEL: Record<SubscriptionStatus, Outcome> = {
  CANCELLED: 'ALREADY_CANCELLED',
  ACTIVE: 200,
  TRIALING: 200,
  PAUSED: 200,
  PENDING: 200,
  PAST_DUE: 200,
  EXPIRED: 200,
};

const table = (action: string, outcomes: Record<SubscriptionStatus, Outcome>) =>
  STATUSES.map((status) => [action, status, outcomes[status]] as const);

describe('pause, resume and cancel', () => {
  it.each([...table('pause', PAUSE), ...table('resume', RESUME), ...table('cancel', CANCEL)])(
    '%s of a %s subscription answers %s',
    async (action, status, outcome) => {
      const subscription = await inState(status);
      const before = await detail(t, seller, subscription.id);
      const res = await request(t.app).post(`/api/subscriptions/${subscription.id}/${action}`).set(seller.headers);
      if (typeof outcome === 'number') {
        expect(res.status).toBe(200);
        expectSchema(res.body, `subscriptions/${action}.response.schema.json`);
        expect(res.body.success).toBe(true);
        expect(typeof res.body.message).toBe('string');
      } else {
        expect(res.status).toBe(ERROR_CATALOGUE[outcome].status);
        expectSchema(res.body, ERROR_SCHEMAS.subscriptions);
        expect(res.body).toEqual({
          success: false,
          error: { code: outcome, message: ERROR_CATALOGUE[outcome].message },
        });
        expect(await detail(t, seller, subscription.id)).toEqual(before);
      }
    },
  );

  it('pause answers {id, status: PAUSED, pausedAt} and the detail shows it', async () => {
    const { id } = await inState('ACTIVE');
    const res = await request(t.app).post(`/api/subscriptions/${id}/pause`).set(seller.headers).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Assinatura pausada com sucesso',
      data: { id, status: 'PAUSED', pausedAt: NOW },
    });
    expect(await detail(t, seller, id)).toMatchObject({ status: 'PAUSED', pausedAt: NOW, updatedAt: NOW });
  });

  it('resume answers {id, status: ACTIVE, nextBillingDate, resumedAt}, billing one cycle after the resume', async () => {
    const { id } = await inState('ACTIVE');
    await request(t.app).post(`/api/subscriptions/${id}/pause`).set(seller.headers).expect(200);
    await advance(t, { days: 10 });
    const res = await request(t.app).post(`/api/subscriptions/${id}/resume`).set(seller.headers).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Assinatura retomada com sucesso',
      data: {
        id,
        status: 'ACTIVE',
        nextBillingDate: '2026-12-11T12:00:00.000Z',
        resumedAt: '2026-11-11T12:00:00.000Z',
      },
    });
    expect(await detail(t, seller, id)).toMatchObject({
      status: 'ACTIVE',
      pausedAt: NOW,
      resumedAt: '2026-11-11T12:00:00.000Z',
      nextBillingDate: '2026-12-11T12:00:00.000Z',
    });
  });

  it('a paused trial resumes as ACTIVE, billing one cycle later', async () => {
    const { id } = await inState('TRIALING');
    await request(t.app).post(`/api/subscriptions/${id}/pause`).set(seller.headers).expect(200);
    const res = await request(t.app).post(`/api/subscriptions/${id}/resume`).set(seller.headers).expect(200);
    expect(res.body.data).toEqual({
      id,
      status: 'ACTIVE',
      nextBillingDate: '2026-12-01T12:00:00.000Z',
      resumedAt: NOW,
    });
  });

  it('cancel answers {id, status: CANCELLED, cancelledAt, cancellationReason} and records the reason', async () => {
    const { id } = await inState('ACTIVE');
    const res = await request(t.app)
      .post(`/api/subscriptions/${id}/cancel`)
      .set(seller.headers)
      .send({ reason: 'Cliente pediu' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Assinatura cancelada com sucesso',
      data: { id, status: 'CANCELLED', cancelledAt: NOW, cancellationReason: 'Cliente pediu' },
    });
    expect(await detail(t, seller, id)).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: NOW,
      cancellationReason: 'Cliente pediu',
      cancelAtPeriodEnd: false,
      cancelAt: null,
    });
  });

  it('cancel without a body cancels at once with no reason', async () => {
    const { id } = await inState('PAST_DUE');
    const res = await request(t.app).post(`/api/subscriptions/${id}/cancel`).set(seller.headers).expect(200);
    expect(res.body.data).toEqual({ id, status: 'CANCELLED', cancelledAt: NOW, cancellationReason: null });
  });

  it('cancel is permanent: nothing resumes or pauses a cancelled subscription', async () => {
    const { id } = await inState('ACTIVE');
    await request(t.app).post(`/api/subscriptions/${id}/cancel`).set(seller.headers).expect(200);
    expect(
      (await request(t.app).post(`/api/subscriptions/${id}/resume`).set(seller.headers).expect(400)).body.error.code,
    ).toBe('INVALID_STATUS');
    expect(
      (await request(t.app).post(`/api/subscriptions/${id}/pause`).set(seller.headers).expect(400)).body.error.code,
    ).toBe('INVALID_STATUS');
    expect(
      (await request(t.app).post(`/api/subscriptions/${id}/cancel`).set(seller.headers).expect(400)).body.error.code,
    ).toBe('ALREADY_CANCELLED');
  });

  it.each([
    ['ACTIVE', '2026-11-10T15:00:00.000Z', 'the next billing date'],
    ['TRIALING', '2026-11-09T15:00:00.000Z', 'the trial end'],
  ] as const)(
    'cancel with cancelImmediately false keeps a %s subscription as it is until %s (%s)',
    async (status, cancelAt, _period) => {
      const { id } = await inState(status);
      const res = await request(t.app)
        .post(`/api/subscriptions/${id}/cancel`)
        .set(seller.headers)
        .send({ cancelImmediately: false, reason: 'fim do ciclo' })
        .expect(200);
      expectSchema(res.body, 'subscriptions/cancel.response.schema.json');
      expect(res.body).toEqual({
        success: true,
        message: 'Cancelamento agendado para o fim do período atual',
        data: { id, status, cancelledAt: null, cancellationReason: 'fim do ciclo', cancelAtPeriodEnd: true, cancelAt },
      });
      expect(await detail(t, seller, id)).toMatchObject({
        status,
        cancelledAt: null,
        cancelAtPeriodEnd: true,
        cancelAt,
        cancellationReason: 'fim do ciclo',
      });
    },
  );

  it.each(['PENDING', 'PAUSED', 'PAST_DUE', 'EXPIRED'] as const)(
    'cancel with cancelImmediately false cancels a %s subscription at once: no period is running',
    async (status) => {
      const { id } = await inState(status);
      const res = await request(t.app)
        .post(`/api/subscriptions/${id}/cancel`)
        .set(seller.headers)
        .send({ cancelImmediately: false })
        .expect(200);
      expect(res.body.data).toEqual({ id, status: 'CANCELLED', cancelledAt: NOW, cancellationReason: null });
    },
  );

  it('an immediate cancel after a scheduled one cancels now and clears the schedule', async () => {
    const { id } = await inState('ACTIVE');
    await request(t.app)
      .post(`/api/subscriptions/${id}/cancel`)
      .set(seller.headers)
      .send({ cancelImmediately: false })
      .expect(200);
    await request(t.app)
      .post(`/api/subscriptions/${id}/cancel`)
      .set(seller.headers)
      .send({ cancelImmediately: true })
      .expect(200);
    expect(await detail(t, seller, id)).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: NOW,
      cancelAtPeriodEnd: false,
      cancelAt: null,
    });
  });

  it('an immediate cancel without a reason keeps the reason given when it was scheduled', async () => {
    const { id } = await inState('ACTIVE');
    await request(t.app)
      .post(`/api/subscriptions/${id}/cancel`)
      .set(seller.headers)
      .send({ reason: 'Cliente pediu', cancelImmediately: false })
      .expect(200);
    await request(t.app).post(`/api/subscriptions/${id}/cancel`).set(seller.headers).expect(200);
    expect(await detail(t, seller, id)).toMatchObject({ status: 'CANCELLED', cancellationReason: 'Cliente pediu' });
  });

  it.each([
    [{ cancelImmediately: 'no' }, 'a cancelImmediately that is not a boolean'],
    [{ reason: 42 }, 'a reason that is not text'],
    [[1, 2], 'an array body'],
  ])('cancel refuses %j (%s) with 400 VALIDATION_ERROR and changes nothing', async (body, _why) => {
    const { id } = await inState('ACTIVE');
    const res = await request(t.app).post(`/api/subscriptions/${id}/cancel`).set(seller.headers).send(body).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.subscriptions);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect((await detail(t, seller, id)).status).toBe('ACTIVE');
  });
});

describe('access to one subscription', () => {
  it.each(['', '/pause', '/resume', '/cancel'])(
    'answers 403 FORBIDDEN for another seller’s subscription (GET or POST %s)',
    async (suffix) => {
      const { id } = await inState('ACTIVE');
      const other = await newSeller(t);
      const call = suffix
        ? request(t.app).post(`/api/subscriptions/${id}${suffix}`)
        : request(t.app).get(`/api/subscriptions/${id}`);
      const res = await call.set(other.headers).expect(403);
      expectSchema(res.body, ERROR_SCHEMAS.subscriptions);
      expect(res.body.error.code).toBe('FORBIDDEN');
      expect((await detail(t, seller, id)).status).toBe('ACTIVE');
    },
  );

  it.each([
    ['999999', 404, 'NOT_FOUND', 'an unknown id'],
    ['abc', 400, 'INVALID_ID', 'an id that is not a number (as transactions and cashouts answer)'],
    ['0', 400, 'INVALID_ID', 'id zero'],
    ['1.5', 400, 'INVALID_ID', 'a fractional id'],
    ['%E0%A4%A', 400, 'MALFORMED_PATH', 'a malformed percent escape'],
  ] as const)('answers %s with %i %s (%s)', async (id, status, code, _case) => {
    for (const call of [
      request(t.app).get(`/api/subscriptions/${id}`),
      request(t.app).post(`/api/subscriptions/${id}/pause`),
      request(t.app).post(`/api/subscriptions/${id}/cancel`),
    ]) {
      const res = await call.set(seller.headers).expect(status);
      expectSchema(res.body, ERROR_SCHEMAS.subscriptions);
      expect(res.body.error.code).toBe(code);
    }
  });

  it('answers 401 UNAUTHORIZED with wrong keys', async () => {
    const { id } = await inState('ACTIVE');
    const res = await request(t.app)
      .post(`/api/subscriptions/${id}/pause`)
      .set({ ...seller.headers, 'X-Api-Private-Key': 'sk_test_wrongwrongwrong' })
      .expect(401);
    expectSchema(res.body, ERROR_SCHEMAS.subscriptions);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('lets a blocked seller read its subscriptions but not change them', async () => {
    const { id } = await inState('ACTIVE');
    expectSchema(
      (await request(t.app).patch(`/__admin/sellers/${seller.id}`).send({ blocked: true }).expect(200)).body,
      'admin/seller-view.response.schema.json',
    );
    await detail(t, seller, id);
    const res = await request(t.app).post(`/api/subscriptions/${id}/pause`).set(seller.headers).expect(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('shows every detail field of the spec, plus the pause and cancellation bookkeeping', async () => {
    const created = await createSubscription(t, seller.id, {
      createdAt: '2026-10-05T13:00:00.000Z',
      customerDocument: '12345678909',
      customerPhone: '11987654321',
      product: { id: 77, name: 'Clube' },
      metadata: { itemTitle: 'Clube', customerPhone: '11987654321' },
    });
    expect(await detail(t, seller, created.id)).toEqual({
      id: created.id,
      status: 'ACTIVE',
      billingCycle: 'MONTHLY',
      amount: 4990,
      nextBillingDate: '2026-11-05T13:00:00.000Z',
      trialEndsAt: null,
      customerEmail: 'maria@example.com',
      customerName: 'Maria Souza',
      paymentMethod: 'CREDIT_CARD',
      product: { id: 77, name: 'Clube' },
      createdAt: '2026-10-05T13:00:00.000Z',
      startedAt: '2026-10-05T13:00:00.000Z',
      cancelledAt: null,
      customerDocument: '12345678909',
      customerPhone: '11987654321',
      lastPaymentDate: null,
      lastPaymentStatus: null,
      totalBillings: 0,
      successfulBillings: 0,
      failedBillings: 0,
      metadata: { itemTitle: 'Clube', customerPhone: '11987654321' },
      updatedAt: NOW,
      pausedAt: null,
      resumedAt: null,
      cancellationReason: null,
      cancelAtPeriodEnd: false,
      cancelAt: null,
    });
  });
});
