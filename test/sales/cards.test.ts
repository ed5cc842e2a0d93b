import { buildTestApp, type TestApp } from '../helpers/app.js';
import { expectSchema } from '../helpers/schema.js';
import { detectCardBrand } from '../../src/features/sales/card-brands.js';
import { TEST_CARDS } from '../../src/features/test-values/test-values.js';
import { passesLuhn } from '../../src/core/lib/luhn.js';
import { getSale, postSale, saleBody } from './sale-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('card brands', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4012001037141112', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223000048400011', 'mastercard'],
    ['378282246310005', 'amex'],
    ['340000000000009', 'amex'],
    ['6362970000457013', 'elo'],
    ['4389358876174389', 'elo'],
    ['5067230000000000', 'elo'],
    ['6504860000000000', 'elo'],
    ['6062825624254001', 'hipercard'],
    ['3841001111222233334', 'hipercard'],
    ['36259600000004', 'diners'],
    ['30569309025904', 'diners'],
    ['6011111111111117', 'discover'],
    ['6221260000000000', 'discover'],
    ['3566002020360505', 'jcb'],
    ['5078601870000127985', 'aura'],
    ['9999999999999995', 'unknown'],
  ])('detects %s as %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe('test cards', () => {
  it.each(TEST_CARDS)('$number ($brand) gives $outcome', async ({ number, brand, outcome }) => {
    expect(passesLuhn(number)).toBe(true);
    const res = await postSale(
      t,
      saleBody('CREDIT_CARD', { card: { ...saleBody('CREDIT_CARD').card, number } }),
    ).expect(201);
    expectSchema(res.body, 'sales/sale-created.response.schema.json');
    expect(res.body.sale.status).toBe(outcome);
    expect(res.body.sale.payment.card).toEqual({ brand, lastFour: number.slice(-4) });
    const read = await getSale(t, res.body.sale.id).expect(200);
    expect(read.body.completedAt === null).toBe(outcome !== 'PAGO');
  });

  it('includes the cards the issue names: two approvals, a refusal, a failure and one left in analysis', () => {
    const outcome = (number: string) => TEST_CARDS.find((card) => card.number === number)?.outcome;
    expect(outcome('4111111111111111')).toBe('PAGO');
    expect(outcome('5555555555554444')).toBe('PAGO');
    expect(outcome('4000000000000002')).toBe('RECUSADO');
    expect(TEST_CARDS.some((card) => card.outcome === 'FALHA')).toBe(true);
    expect(TEST_CARDS.some((card) => card.outcome === 'EM_PROCESSAMENTO')).toBe(true);
  });

  it.each(['4024007198964305', '5105105105105100', '6011000990139424'])(
    'approves any other Luhn-valid number (%s)',
    async (number) => {
      const res = await postSale(
        t,
        saleBody('DEBIT_CARD', { card: { ...saleBody('DEBIT_CARD').card, number } }),
      ).expect(201);
      expect(res.body.sale.status).toBe('PAGO');
    },
  );
});
