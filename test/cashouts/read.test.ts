import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { patchSeller, postback, postCashout, VALID_KEYS } from './cashout-helpers.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

const acme = ACCOUNTS.acme.id;

describe('GET /api/public/cashout/:id (extension)', () => {
  it('reads one of your own cashouts, with the webhook timing fields', async () => {
    const created = await postCashout(t.app, 'acme', {
      amount: 180,
      pixKey: VALID_KEYS.CNPJ,
      pixKeyType: 'CNPJ',
    }).expect(201);
    await postback(t.app, created.body.id, { status: 'PROCESSING', externalId: 'E2E-9' }).expect(200);
    const res = await request(t.app).get(`/api/public/cashout/${created.body.id}`).set(keys('acme')).expect(200);
    expectSchema(res.body, 'cashouts/cashout-detail.response.schema.json');
    expect(res.body).toEqual({
      ...created.body,
      status: 'PROCESSING',
      externalId: 'E2E-9',
      updatedAt: t.deps.clock.iso(),
      processedAt: null,
    });
  });

  it.each([
    {
      reader: 'nocash',
      id: 'own',
      status: 403,
      body: { message: 'Saque pertence a outra conta', error: 'FORBIDDEN' },
      case: "another seller's cashout",
    },
    {
      reader: 'acme',
      id: '999999',
      status: 404,
      body: { message: 'Saque nao encontrado', error: 'NOT_FOUND' },
      case: 'an unknown id',
    },
    {
      reader: 'acme',
      id: 'abc',
      status: 400,
      body: { message: 'Dados invalidos', error: 'VALIDATION_ERROR' },
      case: 'an id that is no number',
    },
    {
      reader: 'orphan',
      id: 'own',
      status: 403,
      body: { message: expect.any(String), error: 'FORBIDDEN' },
      case: 'a user without a seller account',
    },
  ] as const)('answers $status for $case', async ({ reader, id, status, body }) => {
    const created = await postCashout(t.app, 'acme', { amount: 180, pixKey: VALID_KEYS.CPF }).expect(201);
    const res = await request(t.app)
      .get(`/api/public/cashout/${id === 'own' ? created.body.id : id}`)
      .set(keys(reader))
      .expect(status);
    expectSchema(res.body, ERROR_SCHEMAS.cashout);
    expect(res.body).toEqual(body);
  });

  it('answers 401 Nao autorizado without keys', async () => {
    const res = await request(t.app).get('/api/public/cashout/1').expect(401);
    expectSchema(res.body, ERROR_SCHEMAS.cashout);
    expect(res.body).toEqual({ message: 'Nao autorizado', error: 'UNAUTHORIZED' });
  });
});

describe('GET /api/public/balance (extension)', () => {
  it('reports the available balance in reais and cents, as GET /api/seller does', async () => {
    await patchSeller(t.app, acme, { availableBalance: 1_234_567 });
    const res = await request(t.app).get('/api/public/balance').set(keys('acme')).expect(200);
    expectSchema(res.body, 'cashouts/balance.response.schema.json');
    expect(res.body).toEqual({
      available: '12345.67',
      availableCents: 1_234_567,
      currency: 'BRL',
      updatedAt: t.deps.clock.iso(),
    });
    const seller = await request(t.app).get('/api/seller').set(keys('acme')).expect(200);
    expect(seller.body.defaultRecipient.balance.available).toBe(res.body.availableCents);
  });

  it('follows the debit of a cashout and its return', async () => {
    await patchSeller(t.app, acme, { availableBalance: 50_000 });
    const created = await postCashout(t.app, 'acme', { amount: 100.01, pixKey: VALID_KEYS.CPF }).expect(201);
    expect((await request(t.app).get('/api/public/balance').set(keys('acme'))).body.available).toBe('399.99');
    await postback(t.app, created.body.id, { status: 'CANCELLED' }).expect(200);
    expect((await request(t.app).get('/api/public/balance').set(keys('acme'))).body.available).toBe('500.00');
  });

  it('answers 403 in the cashout body to a user without a seller account, 401 without keys', async () => {
    const forbidden = await request(t.app).get('/api/public/balance').set(keys('orphan')).expect(403);
    expectSchema(forbidden.body, ERROR_SCHEMAS.cashout);
    const unauthorized = await request(t.app).get('/api/public/balance').expect(401);
    expect(unauthorized.body).toEqual({ message: 'Nao autorizado', error: 'UNAUTHORIZED' });
  });

  it('is readable for a seller whose API cashouts are off', async () => {
    const res = await request(t.app).get('/api/public/balance').set(keys('nocash')).expect(200);
    expectSchema(res.body, 'cashouts/balance.response.schema.json');
  });
});

describe('GET /__admin/cashouts', () => {
  it('lists newest first, filtered by seller and status, with the total', async () => {
    await patchSeller(t.app, ACCOUNTS.nocash.id, { apiCashoutEnabled: true });
    const a = await postCashout(t.app, 'acme', { amount: 100, pixKey: VALID_KEYS.CPF }).expect(201);
    const b = await postCashout(t.app, 'acme', { amount: 101, pixKey: VALID_KEYS.CPF }).expect(201);
    const c = await postCashout(t.app, 'nocash', { amount: 102, pixKey: VALID_KEYS.CPF }).expect(201);
    await postback(t.app, a.body.id, { status: 'PROCESSING' }).expect(200);

    const bySeller = await request(t.app).get(`/__admin/cashouts?sellerId=${acme}&status=PENDING`).expect(200);
    expectSchema(bySeller.body, 'cashouts/cashout-list.response.schema.json');
    expect(bySeller.body.cashouts[0].id).toBe(b.body.id);
    expect(
      bySeller.body.cashouts.every(
        (x: { sellerId: number; status: string }) => x.sellerId === acme && x.status === 'PENDING',
      ),
    ).toBe(true);
    expect(bySeller.body.cashouts.map((x: { id: number }) => x.id)).not.toContain(a.body.id);

    const processing = await request(t.app).get('/__admin/cashouts?status=PROCESSING').expect(200);
    expect(processing.body.cashouts.map((x: { id: number }) => x.id)).toContain(a.body.id);
    expect(processing.body.cashouts.every((x: { status: string }) => x.status === 'PROCESSING')).toBe(true);
    expect(processing.body.total).toBe(processing.body.cashouts.length);

    const limited = await request(t.app).get(`/__admin/cashouts?sellerId=${ACCOUNTS.nocash.id}&limit=1`).expect(200);
    expect(limited.body.cashouts.map((x: { id: number }) => x.id)).toEqual([c.body.id]);
    expect(limited.body.total).toBeGreaterThanOrEqual(1);

    const all = await request(t.app).get('/__admin/cashouts').expect(200);
    expectSchema(all.body, 'cashouts/cashout-list.response.schema.json');
    const ids = all.body.cashouts.map((x: { id: number }) => x.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it.each(['status=LOST', 'sellerId=abc', 'limit=0'])('refuses ?%s with 400', async (query) => {
    const res = await request(t.app).get(`/__admin/cashouts?${query}`).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
  });

  it('shows one cashout with its owner, postback URL and allowed moves; 404 for an unknown one', async () => {
    const created = await postCashout(t.app, 'acme', {
      amount: 100,
      pixKey: VALID_KEYS.CPF,
      postbackUrl: 'http://127.0.0.1:9/pb',
    }).expect(201);
    const res = await request(t.app).get(`/__admin/cashouts/${created.body.id}`).expect(200);
    expectSchema(res.body, 'cashouts/cashout-admin.response.schema.json');
    expect(res.body).toMatchObject({
      id: created.body.id,
      sellerId: acme,
      amountCents: 10_000,
      postbackUrl: 'http://127.0.0.1:9/pb',
      channel: 'api',
      autoProgressAt: null,
      allowedTransitions: ['PROCESSING', 'CANCELLED'],
    });
    const missing = await request(t.app).get('/__admin/cashouts/999999').expect(404);
    expectSchema(missing.body, ERROR_SCHEMAS.admin);
  });
});
