import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema, schemas } from '../helpers/schema.js';
import { errorResponse } from '../../src/http/error-bodies.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const SELLER_FIELDS = [
  'id',
  'userId',
  'legalName',
  'blocked',
  'invoiceDescriptor',
  'commercialName',
  'createdAt',
  'uploadedDocuments',
  'user',
  'document',
  'permissions',
  'details',
  'legalRepresentative',
  'address',
  'revenue',
  'defaultRecipient',
];

describe('GET /api/seller', () => {
  it('returns the seller account with every field of the spec, valid against its schema', async () => {
    const res = await request(t.app).get('/api/seller').set(keys('acme')).expect(200);
    expectSchema(res.body, 'seller/seller.response.schema.json');
    expect(Object.keys(res.body).sort()).toEqual([...SELLER_FIELDS].sort());
    expect(res.body.id).toBe(ACCOUNTS.acme.id);
    expect(res.body.userId).toBe(res.body.id);
    expect(res.body.user.id).toBe(res.body.id);
    expect(Object.keys(res.body.revenue)).toHaveLength(12);
  });

  it("shows the balance as the sum of the account's ledger", async () => {
    const res = await request(t.app).get('/api/seller').set(keys('bravo')).expect(200);
    const ledgerSum = Object.values(t.deps.store.state.ledger)
      .filter((entry) => entry.sellerId === ACCOUNTS.bravo.id)
      .reduce((sum, entry) => sum + entry.amountCents, 0);
    expect(res.body.defaultRecipient.balance.available).toBe(ledgerSum);
    expect(Number.isSafeInteger(res.body.defaultRecipient.balance.available)).toBe(true);
  });

  it('follows a balance set through the admin API, recorded as a ledger adjustment', async () => {
    const entriesBefore = Object.keys(t.deps.store.state.ledger).length;
    await request(t.app).patch(`/__admin/sellers/${ACCOUNTS.acme.id}`).send({ availableBalance: 123_456 }).expect(200);
    const res = await request(t.app).get('/api/seller').set(keys('acme')).expect(200);
    expect(res.body.defaultRecipient.balance.available).toBe(123_456);
    expect(Object.keys(t.deps.store.state.ledger).length).toBe(entriesBefore + 1);
  });

  it('answers 404 in the seller body for keys whose user has no seller account', async () => {
    const res = await request(t.app).get('/api/seller').set(keys('orphan')).expect(404);
    expectSchema(res.body, ERROR_SCHEMAS.seller);
    expect(res.body).toEqual(errorResponse('seller', 'SELLER_NOT_FOUND').body);
  });

  it('still shows a blocked account, with blocked true', async () => {
    await request(t.app).patch(`/__admin/sellers/${ACCOUNTS.bravo.id}`).send({ blocked: true }).expect(200);
    const res = await request(t.app).get('/api/seller').set(keys('bravo')).expect(200);
    expect(res.body.blocked).toBe(true);
  });

  it('shows each account its own data only', async () => {
    const acme = await request(t.app).get('/api/seller').set(keys('acme')).expect(200);
    const bravo = await request(t.app).get('/api/seller').set(keys('bravo')).expect(200);
    expect(acme.body.id).not.toBe(bravo.body.id);
    expect(bravo.body.permissions.isBoletoAvailable).toBe(false);
    expect(schemas.errors('seller/seller.response.schema.json', bravo.body)).toBeNull();
  });
});

describe('what the account shows once, not twice', () => {
  it('shows the cashout fee’s fixed part as permissions.transferPriceCents, and setting either changes both', async () => {
    const t2 = await buildTestApp();
    try {
      await request(t2.app)
        .patch(`/__admin/sellers/${ACCOUNTS.acme.id}`)
        .send({ permissions: { transferPriceCents: 990 } })
        .expect(200);
      const view = await request(t2.app).get(`/__admin/sellers/${ACCOUNTS.acme.id}`).expect(200);
      expect(view.body.fees.cashout.fixedCents).toBe(990);
      expect(view.body.seller.permissions.transferPriceCents).toBe(990);
      const cashout = await request(t2.app)
        .post('/api/public/cashout')
        .set(keys('acme'))
        .send({ amount: 150, pixKey: '52998224725' });
      expect(cashout.body.fees.fixed).toBe('9.90');
    } finally {
      t2.close();
    }
  });

  it('shows the default recipient with the seller’s current name, document and transfer switch', async () => {
    const t2 = await buildTestApp();
    try {
      await request(t2.app)
        .patch(`/__admin/sellers/${ACCOUNTS.acme.id}`)
        .send({
          legalName: 'Acme Renomeada LTDA',
          document: { number: '45723174000110', type: 'cnpj' },
          permissions: { transferEnabled: false },
        })
        .expect(200);
      const me = await request(t2.app).get('/api/seller').set(keys('acme')).expect(200);
      expect(me.body.defaultRecipient).toMatchObject({
        legalName: 'Acme Renomeada LTDA',
        document: { number: '45723174000110', type: 'cnpj' },
        transferSettings: { transferEnabled: false },
      });
    } finally {
      t2.close();
    }
  });
});
