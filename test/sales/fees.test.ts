import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { expectSchema } from '../helpers/schema.js';
import type { PaymentMethod } from '../../src/generated/schema-types.js';
import { saleFees } from '../../src/features/sales/sales.fees.js';
import { DEFAULT_FEES } from '../../src/features/seller/seller.defaults.js';
import { getSale, postSale, saleBody } from './sale-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Default table: card 3.99% + 0.99 (reserve 5%), debit 2.49% + 0.99, boleto 3.49, PIX 0.99%, transfer 1.99; +1.49% per
// extra installment.
const CASES: [PaymentMethod, number, number | null, number, number][] = [
  ['CREDIT_CARD', 10_000, 1, 399 + 99, 500],
  ['CREDIT_CARD', 10_000, 3, 399 + 2 * 149 + 99, 500],
  ['CREDIT_CARD', 10_000, 12, 399 + 11 * 149 + 99, 500],
  ['DEBIT_CARD', 10_000, null, 249 + 99, 0],
  ['BOLETO', 10_000, null, 349, 0],
  ['PIX', 10_000, null, 99, 0],
  ['PIX', 15_000, null, 149, 0], // 148.5 rounds half up
  ['PIX', 5_049, null, 50, 0], // 49.9851
  ['PIX', 5_000, null, 50, 0], // 49.5 rounds half up
  ['TRANSFER', 10_000, null, 199, 0],
  ['BOLETO', 100, null, 100, 0], // the fee never exceeds the amount
  ['CREDIT_CARD', 100, 1, 100, 0], // 4 + 99 = 103 capped at 100; nothing left for the reserve
];

describe('sale fees', () => {
  it.each(CASES)(
    '%s of %i cents in %s installments: systemFee %i, reserve %i, net the rest',
    (method, amount, installments, fee, reserve) => {
      expect(saleFees(DEFAULT_FEES, method, amount, installments)).toEqual({
        systemFeeCents: fee,
        reserveAmountCents: reserve,
        netAmountCents: amount - fee - reserve,
      });
    },
  );

  it.each(CASES.filter(([, amount]) => amount >= 100))(
    'shows them on the sale: %s of %i cents',
    async (method, amount, installments, fee, reserve) => {
      const extra: Record<string, unknown> = { amount };
      if (method === 'CREDIT_CARD') extra.installments = { number: installments };
      const res = await postSale(t, saleBody(method, extra)).expect(201);
      const sale = await getSale(t, res.body.sale.id).expect(200);
      expectSchema(sale.body, 'sales/sale.response.schema.json');
      expect(sale.body).toMatchObject({
        amount,
        systemFee: fee,
        reserveAmount: reserve,
        netAmount: amount - fee - reserve,
      });
    },
  );

  it("uses the seller's own fee table", async () => {
    const fees = structuredClone(DEFAULT_FEES);
    fees.sales.PIX = { percentBps: 150, fixedCents: 10, reserveBps: 1_000 };
    await request(t.app).patch(`/__admin/sellers/${ACCOUNTS.acme.id}`).send({ fees }).expect(200);
    const res = await postSale(t, saleBody('PIX', { amount: 20_000 })).expect(201);
    const sale = await getSale(t, res.body.sale.id).expect(200);
    expect(sale.body).toMatchObject({ systemFee: 300 + 10, reserveAmount: 2_000, netAmount: 20_000 - 310 - 2_000 });
  });
});
