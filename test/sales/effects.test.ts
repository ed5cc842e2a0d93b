import { buildTestApp, type TestApp } from '../helpers/app.js';
import type { PaymentMethod, SaleStatus } from '../../src/generated/schema-types.js';
import { moveSale, postSale, saleBody, sellerView } from './sale-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Bucket = 'card' | 'pix' | 'boleto' | null;
const METHODS: [PaymentMethod, Bucket][] = [
  ['PIX', 'pix'],
  ['BOLETO', 'boleto'],
  ['TRANSFER', null],
  ['CREDIT_CARD', 'card'],
  ['DEBIT_CARD', 'card'],
];

interface Expected {
  /** Balance change, in units of the sale's netAmount. */
  balance: number;
  paid: number;
  refunds: number;
  chargebacks: number;
}

const PATHS: [string, SaleStatus[], Expected][] = [
  ['paid', ['PAGO'], { balance: 1, paid: 1, refunds: 0, chargebacks: 0 }],
  ['paid after analysis', ['EM_PROCESSAMENTO', 'PAGO'], { balance: 1, paid: 1, refunds: 0, chargebacks: 0 }],
  ['refunded', ['PAGO', 'ESTORNADO'], { balance: 0, paid: 1, refunds: 1, chargebacks: 0 }],
  ['charged back', ['PAGO', 'CHARGEBACK'], { balance: 0, paid: 1, refunds: 0, chargebacks: 1 }],
  ['held in MED', ['PAGO', 'MED'], { balance: 0, paid: 1, refunds: 0, chargebacks: 0 }],
  ['released from MED', ['PAGO', 'MED', 'PAGO'], { balance: 1, paid: 1, refunds: 0, chargebacks: 0 }],
  ['refunded from MED', ['PAGO', 'MED', 'ESTORNADO'], { balance: 0, paid: 1, refunds: 1, chargebacks: 0 }],
  ['cancelled', ['CANCELADO'], { balance: 0, paid: 0, refunds: 0, chargebacks: 0 }],
  ['refused', ['RECUSADO'], { balance: 0, paid: 0, refunds: 0, chargebacks: 0 }],
  ['failed', ['FALHA'], { balance: 0, paid: 0, refunds: 0, chargebacks: 0 }],
];

const isCard = (method: PaymentMethod) => method === 'CREDIT_CARD' || method === 'DEBIT_CARD';
// Card sales start in analysis (test card 4000000000000259), from where CANCELADO is not a move.
const CASES = METHODS.flatMap(([method, bucket]) =>
  PATHS.filter(([, path]) => !isCard(method) || path[0] !== 'CANCELADO').map(
    ([name, path, expected]) => [method, name, path, expected, bucket] as const,
  ),
);

describe('balance and revenue after each effect', () => {
  it.each(CASES)('%s sale %s: balance and revenue follow the ledger', async (method, _name, path, expected, bucket) => {
    const card = isCard(method);
    const body = card
      ? saleBody(method, { amount: 12_345, card: { ...saleBody(method).card, number: '4000000000000259' } })
      : saleBody(method, { amount: 12_345 });
    const before = await sellerView(t);
    const created = await postSale(t, body).expect(201);
    const id = created.body.sale.id;
    const moves = card ? (path[0] === 'EM_PROCESSAMENTO' ? path.slice(1) : path) : path;
    for (const status of moves) await moveSale(t, id, status).expect(200);
    const sale = t.deps.store.collections.sales.get(id)!;
    const after = await sellerView(t);
    const delta = (field: string) => after.revenue[field] - before.revenue[field];

    expect(after.defaultRecipient.balance.available - before.defaultRecipient.balance.available).toBe(
      expected.balance * sale.netAmountCents,
    );
    expect([delta('totalAmount'), delta('totalCount')]).toEqual([expected.paid * 12_345, expected.paid]);
    for (const other of ['card', 'pix', 'boleto'] as const) {
      const share = other === bucket ? expected.paid : 0;
      expect([delta(`${other}Amount`), delta(`${other}Count`)]).toEqual([share * 12_345, share]);
    }
    expect([delta('refundAmount'), delta('refundCount')]).toEqual([expected.refunds * 12_345, expected.refunds]);
    expect([delta('chargebackAmount'), delta('chargebackCount')]).toEqual([
      expected.chargebacks * 12_345,
      expected.chargebacks,
    ]);
  });

  it('records each effect as a ledger entry of its kind, referring to the sale', async () => {
    const id = (await postSale(t, saleBody('PIX')).expect(201)).body.sale.id;
    for (const status of ['PAGO', 'MED', 'PAGO', 'MED', 'ESTORNADO']) await moveSale(t, id, status).expect(200);
    const sale = t.deps.store.collections.sales.get(id)!;
    const entries = Object.values(t.deps.store.state.ledger).filter(
      (entry) => entry.ref?.type === 'sale' && entry.ref.id === id,
    );
    expect(entries.map((entry) => [entry.kind, entry.amountCents, entry.grossCents, entry.paymentMethod])).toEqual([
      ['SALE_PAID', sale.netAmountCents, sale.amountCents, 'PIX'],
      ['SALE_HELD', -sale.netAmountCents, sale.amountCents, 'PIX'],
      ['SALE_RELEASED', sale.netAmountCents, sale.amountCents, 'PIX'],
      ['SALE_HELD', -sale.netAmountCents, sale.amountCents, 'PIX'],
      ['SALE_REFUNDED', 0, sale.amountCents, 'PIX'],
    ]);
  });

  it('credits a card approved at creation at once', async () => {
    const before = await sellerView(t);
    const created = await postSale(t, saleBody('CREDIT_CARD')).expect(201);
    const after = await sellerView(t);
    expect(after.defaultRecipient.balance.available - before.defaultRecipient.balance.available).toBe(
      t.deps.store.collections.sales.get(created.body.sale.id)!.netAmountCents,
    );
    expect(after.revenue.cardCount - before.revenue.cardCount).toBe(1);
  });
});
