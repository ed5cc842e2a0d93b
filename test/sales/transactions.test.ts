import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { errorResponse } from '../../src/http/error-bodies.js';
import { getSale, postSale, saleBody } from './sale-helpers.js';

let t: TestApp;
let acmeSaleId: number;
beforeAll(async () => {
  t = await buildTestApp();
  acmeSaleId = (
    await postSale(
      t,
      saleBody('CREDIT_CARD', { installments: { number: 2 }, utmSource: 'google', metadata: { orderId: 'A-1' } }),
    ).expect(201)
  ).body.sale.id;
});
afterAll(() => t.close());

const SALE_FIELDS = [
  'id',
  'status',
  'amount',
  'netAmount',
  'systemFee',
  'reserveAmount',
  'paymentMethod',
  'date',
  'completedAt',
  'customer',
  'items',
  'pixKey',
  'cardLastFour',
  'cardBrand',
  'boletoCode',
  'externalTransactionId',
  'installments',
  'shipping',
];

describe('GET /api/transactions/{id}', () => {
  it('returns the full sale object of the spec, plus tracking and metadata', async () => {
    const res = await getSale(t, acmeSaleId).expect(200);
    expectSchema(res.body, 'sales/sale.response.schema.json');
    expect(Object.keys(res.body).sort()).toEqual([...SALE_FIELDS, 'tracking', 'metadata'].sort());
    expect(res.body).toMatchObject({
      id: acmeSaleId,
      status: 'PAGO',
      amount: 15_000,
      paymentMethod: 'CREDIT_CARD',
      installments: 2,
      metadata: { orderId: 'A-1' },
      tracking: { utmSource: 'google' },
    });
    expect(res.body.netAmount).toBe(res.body.amount - res.body.systemFee - res.body.reserveAmount);
    expect(res.body.externalTransactionId).toMatch(/^tx_[0-9a-f]{24}$/);
    expect(res.body.items.map((item: { id: unknown }) => typeof item.id)).toEqual(['number', 'number']);
  });

  it('reads the fixture sales of the account', async () => {
    const own = Object.values(t.deps.store.state.sales).find((sale) => sale.sellerId === 1001)!;
    const res = await getSale(t, own.id, 'bravo').expect(200);
    expectSchema(res.body, 'sales/sale.response.schema.json');
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999999999999'])(
    'answers 400 in the transactions body for the id %s',
    async (id) => {
      const res = await getSale(t, id).expect(400);
      expectSchema(res.body, ERROR_SCHEMAS.transactions);
      expect(res.body).toEqual(errorResponse('transactions', 'INVALID_ID').body);
    },
  );

  it("answers 403 for another account's sale", async () => {
    const res = await getSale(t, acmeSaleId, 'bravo').expect(403);
    expectSchema(res.body, ERROR_SCHEMAS.transactions);
    expect(res.body.error).toBe('FORBIDDEN');
  });

  it('answers 404 for a sale that does not exist', async () => {
    const res = await getSale(t, 987_654).expect(404);
    expectSchema(res.body, ERROR_SCHEMAS.transactions);
    expect(res.body.error).toBe('NOT_FOUND');
  });

  it('answers 401 without keys and 403 for keys without a seller account, in the transactions body', async () => {
    const unauthorized = await request(t.app).get(`/api/transactions/${acmeSaleId}`).expect(401);
    expectSchema(unauthorized.body, ERROR_SCHEMAS.transactions);
    expect(unauthorized.body).toEqual(errorResponse('transactions', 'UNAUTHORIZED').body);
    const orphan = await request(t.app).get(`/api/transactions/${acmeSaleId}`).set(keys('orphan')).expect(403);
    expectSchema(orphan.body, ERROR_SCHEMAS.transactions);
  });
});
