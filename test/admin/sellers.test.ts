import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

describe('POST /__admin/sellers', () => {
  it('creates a seller whose keys work at once, and shows the private key only then', async () => {
    const res = await request(t.app)
      .post('/__admin/sellers')
      .send({
        legalName: 'Nova Loja LTDA',
        email: 'nova@loja.test',
        availableBalance: 10_000,
        permissions: { isPixAvailable: false },
        webhook: { url: 'https://example.test/hook', notifyWithdrawals: true },
      })
      .expect(201);
    expectSchema(res.body, 'admin/seller-created.response.schema.json');
    const { publicKey, privateKey, webhookSecret } = res.body.credentials;
    expect(publicKey).toMatch(/^pk_/);
    expect(privateKey).toMatch(/^sk_/);
    expect(webhookSecret).toMatch(/^whsec_/);
    expect(res.body.seller.defaultRecipient.balance.available).toBe(10_000);
    expect(res.body.seller.permissions.isPixAvailable).toBe(false);
    expect(res.body.seller.permissions.isCreditCardAvailable).toBe(true);

    const me = await request(t.app)
      .get('/api/seller')
      .set({ 'X-Api-Public-Key': publicKey, 'X-Api-Private-Key': privateKey })
      .expect(200);
    expect(me.body.legalName).toBe('Nova Loja LTDA');

    const view = await request(t.app).get(`/__admin/sellers/${res.body.seller.id}`).expect(200);
    expectSchema(view.body, 'admin/seller-view.response.schema.json');
    expect(JSON.stringify(view.body)).not.toContain(privateKey);
    expect(JSON.stringify(view.body)).not.toContain(webhookSecret);
    expect(view.body.webhook).toEqual({ url: 'https://example.test/hook', notifyWithdrawals: true });
  });

  it('refuses an invalid body with every bad field named, and creates nothing', async () => {
    const before = JSON.stringify(t.deps.store.state);
    const res = await request(t.app)
      .post('/__admin/sellers')
      .send({ email: 'not-an-email', availableBalance: -5, permissions: { isPixAvailable: 'yes' } })
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details).toEqual(
      expect.arrayContaining(['email', 'availableBalance', 'permissions.isPixAvailable']),
    );
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it('refuses a public key already in use with 409', async () => {
    const res = await request(t.app)
      .post('/__admin/sellers')
      .send({ credentials: { publicKey: ACCOUNTS.acme.publicKey, privateKey: 'sk_test_another_one_123' } })
      .expect(409);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
  });

  it('can make a user without a seller account, whose GET /api/seller is 404', async () => {
    const res = await request(t.app).post('/__admin/sellers').send({ withoutSellerAccount: true }).expect(201);
    expect(res.body.seller).toBeNull();
    const { publicKey, privateKey } = res.body.credentials;
    await request(t.app)
      .get('/api/seller')
      .set({ 'X-Api-Public-Key': publicKey, 'X-Api-Private-Key': privateKey })
      .expect(404);
  });
});

describe('GET and PATCH /__admin/sellers', () => {
  it('lists every seller', async () => {
    const res = await request(t.app).get('/__admin/sellers').expect(200);
    expectSchema(res.body, 'admin/seller-list.response.schema.json');
    expect(res.body.sellers.map((view: { seller: { id: number } }) => view.seller.id)).toEqual([
      ACCOUNTS.acme.id,
      ACCOUNTS.bravo.id,
      ACCOUNTS.nocash.id,
    ]);
  });

  it('changes only the fields given', async () => {
    const res = await request(t.app)
      .patch(`/__admin/sellers/${ACCOUNTS.acme.id}`)
      .send({ permissions: { transferEnabled: false }, apiCashoutEnabled: false })
      .expect(200);
    expectSchema(res.body, 'admin/seller-view.response.schema.json');
    expect(res.body.seller.permissions.transferEnabled).toBe(false);
    expect(res.body.seller.permissions.isPixAvailable).toBe(true);
    expect(res.body.apiCashoutEnabled).toBe(false);
    expect(res.body.seller.legalName).toBe('Acme Comércio Eletrônico LTDA');
  });

  it('answers 404 for an unknown seller', async () => {
    const res = await request(t.app).get('/__admin/sellers/999999').expect(404);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    await request(t.app).patch('/__admin/sellers/abc').send({}).expect(404);
  });
});

describe('POST /__admin/sellers/:id/keys', () => {
  it('issues a new pair; the old pair answers 401 from then on', async () => {
    const res = await request(t.app).post(`/__admin/sellers/${ACCOUNTS.acme.id}/keys`).expect(201);
    expectSchema(res.body, 'admin/seller-created.response.schema.json');
    await request(t.app).get('/api/seller').set(keys('acme')).expect(401);
    const fresh = {
      'X-Api-Public-Key': res.body.credentials.publicKey,
      'X-Api-Private-Key': res.body.credentials.privateKey,
    };
    const me = await request(t.app).get('/api/seller').set(fresh).expect(200);
    expect(me.body.id).toBe(ACCOUNTS.acme.id);
  });
});

describe('the admin token', () => {
  it('is not needed when SANDBOX_ADMIN_TOKEN is unset', async () => {
    await request(t.app).get('/__admin/sellers').expect(200);
  });

  it('is required on every admin call when set, and never on the public API', async () => {
    const locked = await buildTestApp({ adminToken: 's3cret-token' });
    try {
      const denied = await request(locked.app).get('/__admin/sellers').expect(401);
      expectSchema(denied.body, ERROR_SCHEMAS.admin);
      expect(denied.body.error).toBe('ADMIN_UNAUTHORIZED');
      await request(locked.app).get('/__admin/sellers').set('X-Admin-Token', 'wrong').expect(401);
      await request(locked.app).post('/__admin/reset').expect(401);
      await request(locked.app).get('/__admin/sellers').set('X-Admin-Token', 's3cret-token').expect(200);
      await request(locked.app).get('/api/seller').set(keys('acme')).expect(200);
    } finally {
      locked.close();
    }
  });
});
