import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { postSale, saleBody } from './sale-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('admin: sales', () => {
  it('lists the sales of a seller by status, newest first, with what only the gateway sees', async () => {
    const res = await request(t.app).get(`/__admin/sales?sellerId=${ACCOUNTS.bravo.id}&status=PAGO`).expect(200);
    expectSchema(res.body, 'sales/sale-admin-list.response.schema.json');
    const expected = Object.values(t.deps.store.state.sales).filter(
      (sale) => sale.sellerId === ACCOUNTS.bravo.id && sale.status === 'PAGO',
    );
    expect(res.body.total).toBe(expected.length);
    expect(res.body.sales.map((view: { sale: { id: number } }) => view.sale.id)).toEqual(
      expected.map((sale) => sale.id).sort((a, b) => b - a),
    );
    for (const view of res.body.sales)
      expect(view).toMatchObject({ sellerId: ACCOUNTS.bravo.id, sale: { status: 'PAGO' } });
  });

  it('lists every sale by payment method, up to limit', async () => {
    const res = await request(t.app).get('/__admin/sales?paymentMethod=BOLETO&limit=3').expect(200);
    expectSchema(res.body, 'sales/sale-admin-list.response.schema.json');
    expect(res.body.sales).toHaveLength(3);
    expect(res.body.total).toBe(
      Object.values(t.deps.store.state.sales).filter((sale) => sale.paymentMethod === 'BOLETO').length,
    );
  });

  it('shows one sale with its postbackUrl and status history', async () => {
    const id = (await postSale(t, saleBody('CREDIT_CARD', { postbackUrl: 'http://127.0.0.1:9/sale' })).expect(201)).body
      .sale.id;
    const res = await request(t.app).get(`/__admin/sales/${id}`).expect(200);
    expectSchema(res.body, 'sales/sale-admin.response.schema.json');
    expect(res.body).toMatchObject({
      sellerId: ACCOUNTS.acme.id,
      postbackUrl: 'http://127.0.0.1:9/sale',
      subscriptionId: null,
      sale: { id, status: 'PAGO' },
    });
    expect(res.body.statusHistory.map((change: { status: string }) => change.status)).toEqual(['PENDENTE', 'PAGO']);
  });

  it.each([['/__admin/sales/999999'], ['/__admin/sales/abc']])('answers 404 for %s', async (path) => {
    const res = await request(t.app).get(path).expect(404);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
  });

  it.each([['status=LOST'], ['paymentMethod=CASH'], ['sellerId=x']])('answers 400 for the filter %s', async (query) => {
    const res = await request(t.app).get(`/__admin/sales?${query}`).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
  });
});
