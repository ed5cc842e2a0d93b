import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { postSale, saleBody } from './sale-helpers.js';

/**
 * POST /__admin/sales (issue 23: the CLI's sales create and trigger for any seller): what the seller's keys would do,
 * without the keys.
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

describe('POST /__admin/sales', () => {
  it('creates a sale for the seller as POST /api/sales does: same answer, same fees, the seller’s postbackUrl', async () => {
    const res = await request(t.app)
      .post('/__admin/sales')
      .send({
        sellerId: ACCOUNTS.acme.id,
        sale: saleBody('PIX', { postbackUrl: 'http://127.0.0.1:9/p', metadata: { orderId: 'PED-1' } }),
      })
      .expect(201);
    expectSchema(res.body, 'sales/sale-created.response.schema.json');
    const view = await request(t.app).get(`/__admin/sales/${res.body.sale.id}`).expect(200);
    expectSchema(view.body, 'sales/sale-admin.response.schema.json');
    expect(view.body).toMatchObject({
      sellerId: ACCOUNTS.acme.id,
      postbackUrl: 'http://127.0.0.1:9/p',
      sale: { status: 'PENDENTE', metadata: { orderId: 'PED-1' } },
    });
    const viaKeys = await postSale(t, saleBody('PIX')).expect(201);
    const keyed = await request(t.app).get(`/__admin/sales/${viaKeys.body.sale.id}`).expect(200);
    expect({ systemFee: view.body.sale.systemFee, netAmount: view.body.sale.netAmount }).toEqual({
      systemFee: keyed.body.sale.systemFee,
      netAmount: keyed.body.sale.netAmount,
    });
  });

  it.each([
    [
      'a user without a seller account',
      { sellerId: ACCOUNTS.orphan.id },
      404,
      'NOT_FOUND',
      `O usuário ${ACCOUNTS.orphan.id} não tem conta de vendedor`,
    ],
    ['no such seller', { sellerId: 424242 }, 404, 'NOT_FOUND', 'Vendedor 424242 não encontrado'],
  ])('refuses %s, storing nothing', async (_what, target, status, error, message) => {
    const before = counts();
    const res = await request(t.app)
      .post('/__admin/sales')
      .send({ ...target, sale: saleBody('PIX') })
      .expect(status);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body).toEqual({ error, message });
    expect(counts()).toEqual(before);
  });

  it('refuses a blocked seller (403) and a method the seller may not take (422), storing nothing', async () => {
    await request(t.app).patch(`/__admin/sellers/${ACCOUNTS.bravo.id}`).send({ blocked: true }).expect(200);
    const before = counts();
    const blocked = await request(t.app)
      .post('/__admin/sales')
      .send({ sellerId: ACCOUNTS.bravo.id, sale: saleBody('PIX') })
      .expect(403);
    expectSchema(blocked.body, ERROR_SCHEMAS.admin);
    expect(blocked.body.message).toContain('bloqueado');
    await request(t.app).patch(`/__admin/sellers/${ACCOUNTS.bravo.id}`).send({ blocked: false }).expect(200);
    const boleto = await request(t.app)
      .post('/__admin/sales')
      .send({ sellerId: ACCOUNTS.bravo.id, sale: saleBody('BOLETO') })
      .expect(422);
    expectSchema(boleto.body, ERROR_SCHEMAS.admin);
    expect(boleto.body.error).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(counts()).toEqual(before);
  });

  it('refuses a bad body naming every bad field, the sale’s under sale.', async () => {
    const res = await request(t.app)
      .post('/__admin/sales')
      .send({ sellerId: 0, sale: { amount: -1, paymentMethod: 'PIX' } })
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details).toEqual(
      expect.arrayContaining(['sellerId', 'sale.amount', 'sale.customer', 'sale.items']),
    );
  });
});
