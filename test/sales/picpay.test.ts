import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { expectSchema } from '../helpers/schema.js';
import { MS_PER_DAY } from '../../src/lib/clock.js';
import { getSale, postSale, saleBody } from './sale-helpers.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true, dueWorkIntervalMs: 0 });
});
afterEach(() => t.close());

describe('POST /api/sales, PICPAY (throw-away method for the recipe)', () => {
  it('creates a PICPAY sale PENDENTE with a payment link that expires after a day', async () => {
    const res = await postSale(t, saleBody('PICPAY')).expect(201);
    expectSchema(res.body, 'sales/sale-created.response.schema.json');
    expect(res.body.sale.payment.picpay.paymentUrl).toContain(res.body.sale.id ? 'picpay' : '');
    await request(t.app).post('/__admin/clock/advance').send({ days: 2 }).expect(200);
    const sale = await getSale(t, res.body.sale.id).expect(200);
    expect(sale.body.status).toBe('CANCELADO');
    expect(Date.parse(res.body.sale.payment.picpay.expiresAt) - Date.parse(res.body.sale.createdAt)).toBe(MS_PER_DAY);
  });
});
