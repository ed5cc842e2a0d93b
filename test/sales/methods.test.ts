import { readdirSync } from 'node:fs';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { expectSchema } from '../helpers/schema.js';
import { postSale, saleBody } from './sale-helpers.js';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { CARD_PAYMENT_METHOD_VALUES, PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums.js';
import { decidedAtCreation, METHOD_DOMAINS } from '../../src/features/sales/methods/registry.js';
import { METHOD_PRESENTATIONS, saleMethodFields } from '../../src/features/sales/methods/registry.present.js';
import { saleFees } from '../../src/features/sales/sales.fees.js';
import { DEFAULT_FEES } from '../../src/features/seller/seller.defaults.js';

const sorted = (values: Iterable<string>) => [...values].sort();

describe('payment methods as plug-ins (src/features/sales/methods/)', () => {
  it('the registries have one domain and one presentation for every PaymentMethod of the schema, and nothing else', () => {
    expect(sorted(Object.keys(METHOD_DOMAINS))).toEqual(sorted(PAYMENT_METHOD_VALUES));
    expect(sorted(Object.keys(METHOD_PRESENTATIONS))).toEqual(sorted(PAYMENT_METHOD_VALUES));
    for (const method of PAYMENT_METHOD_VALUES) {
      const domain = METHOD_DOMAINS[method];
      for (const hook of ['validate', 'installments', 'charge'] as const)
        expect([method, hook, typeof domain[hook]]).toEqual([method, hook, 'function']);
      const presentation = METHOD_PRESENTATIONS[method];
      for (const hook of ['saleFields', 'payment'] as const)
        expect([method, hook, typeof presentation[hook]]).toEqual([method, hook, 'function']);
    }
  });

  it('each method has its module (cards share card.ts)', () => {
    const modules = readdirSync(join(ROOT, 'src/features/sales/methods')).filter((file) => file.endsWith('.ts'));
    expect(PAYMENT_METHOD_VALUES.length).toBeGreaterThan(0);
    for (const method of PAYMENT_METHOD_VALUES)
      expect(modules).toContain(`${method.toLowerCase().replace(/_/g, '-')}.ts`);
  });

  it('only the cards (the schema’s CardPaymentMethod) are decided at creation; the others wait PENDENTE for the payer', () => {
    expect(PAYMENT_METHOD_VALUES.filter(decidedAtCreation)).toEqual([...CARD_PAYMENT_METHOD_VALUES]);
  });

  it('only credit card sales pay the installment surcharge', () => {
    expect(PAYMENT_METHOD_VALUES).toContain('CREDIT_CARD');
    for (const method of PAYMENT_METHOD_VALUES) {
      const surcharge =
        saleFees(DEFAULT_FEES, method, 10_000, 3).systemFeeCents -
        saleFees(DEFAULT_FEES, method, 10_000, 1).systemFeeCents;
      expect([method, surcharge > 0]).toEqual([
        method,
        method === 'CREDIT_CARD' && DEFAULT_FEES.installmentSurchargeBps > 0,
      ]);
    }
  });

  it('a method with nothing of its own in the sale object leaves those fields null', () => {
    const transfer = {
      paymentMethod: 'TRANSFER',
      methodData: { method: 'TRANSFER', reference: 'TRF1' },
    } as unknown as Parameters<typeof saleMethodFields>[0];
    expect(saleMethodFields(transfer)).toEqual({ pixKey: null, cardLastFour: null, cardBrand: null, boletoCode: null });
  });
});

describe('a method’s view in the QA console (GET /__admin/sales/{id} `console`)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(PAYMENT_METHOD_VALUES)(
    'a %s sale: rows drawn from its payment object, and the customer pays it only if it was not decided at creation',
    async (method) => {
      const id = (await postSale(t, saleBody(method)).expect(201)).body.sale.id;
      const res = await request(t.app).get(`/__admin/sales/${id}`).expect(200);
      expectSchema(res.body, 'sales/sale-admin.response.schema.json');
      const { console: view, payment } = res.body;
      expect(view.rows.length).toBeGreaterThan(0);
      // What the console shows verbatim (an image, a code) is what the customer gets.
      for (const row of view.rows.filter((candidate: { kind: string }) => candidate.kind !== 'text'))
        expect(JSON.stringify(payment)).toContain(JSON.stringify(row.value));
      expect(view.customerPays).toBe(METHOD_PRESENTATIONS[method].customerPays);
      if (view.customerPays) expect(decidedAtCreation(method)).toBe(false);
    },
  );
});
