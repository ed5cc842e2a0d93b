import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';

/**
 * POST /__admin/cashouts (issue 23: the CLI's cashouts create and trigger for any seller): a cashout as from the
 * seller's dashboard.
 */
let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const counts = () => ({
  sales: Object.keys(t.deps.store.state.sales).length,
  cashouts: Object.keys(t.deps.store.state.cashouts).length,
  ledger: Object.keys(t.deps.store.state.ledger).length,
});

describe('POST /__admin/cashouts', () => {
  it('requests a cashout as from the dashboard: a seller whose API cashouts are off may', async () => {
    const before = (await request(t.app).get(`/__admin/sellers/${ACCOUNTS.nocash.id}`).expect(200)).body.seller
      .defaultRecipient.balance.available;
    const res = await request(t.app)
      .post('/__admin/cashouts')
      .send({
        sellerId: ACCOUNTS.nocash.id,
        cashout: { amount: 150, pixKey: 'carla@example.com', pixKeyType: 'EMAIL' },
      })
      .expect(201);
    expectSchema(res.body, 'cashouts/cashout.response.schema.json');
    const view = await request(t.app).get(`/__admin/cashouts/${res.body.id}`).expect(200);
    expectSchema(view.body, 'cashouts/cashout-admin.response.schema.json');
    expect(view.body).toMatchObject({ sellerId: ACCOUNTS.nocash.id, status: 'PENDING', amountCents: 15000 });
    const after = (await request(t.app).get(`/__admin/sellers/${ACCOUNTS.nocash.id}`).expect(200)).body.seller
      .defaultRecipient.balance.available;
    // The balance is debited the amount requested, as a cashout through the API debits it.
    expect(before - after).toBe(view.body.amountCents);
  });

  it.each([
    [
      'transfers not allowed',
      ACCOUNTS.bravo.id,
      { amount: 150, pixKey: 'bruno@example.com', pixKeyType: 'EMAIL' },
      403,
      'TRANSFER_NOT_ALLOWED',
    ],
    [
      'more than the balance',
      ACCOUNTS.acme.id,
      { amount: 99999.99, pixKey: 'ana@example.com', pixKeyType: 'EMAIL' },
      422,
      'INSUFFICIENT_BALANCE',
    ],
    [
      'below the minimum',
      ACCOUNTS.acme.id,
      { amount: 99.99, pixKey: 'ana@example.com', pixKeyType: 'EMAIL' },
      422,
      'MINIMUM_VALUE',
    ],
    [
      'a key that is not its type',
      ACCOUNTS.acme.id,
      { amount: 150, pixKey: '123', pixKeyType: 'CPF' },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a user without a seller account',
      ACCOUNTS.orphan.id,
      { amount: 150, pixKey: 'ana@example.com', pixKeyType: 'EMAIL' },
      404,
      'NOT_FOUND',
    ],
  ])('refuses %s, storing nothing', async (_what, sellerId, cashout, status, error) => {
    const before = counts();
    const res = await request(t.app).post('/__admin/cashouts').send({ sellerId, cashout }).expect(status);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.error).toBe(error);
    expect(counts()).toEqual(before);
  });
});
