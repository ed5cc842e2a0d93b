import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { expectSchema } from '../helpers/schema.js';
import { postCashout, postback, VALID_KEYS } from '../cashouts/cashout-helpers.js';
import { moveSale, postSale, saleBody } from '../sales/sale-helpers.js';
import type { LedgerLine, SellerLedger } from '../../src/generated/schema-types.js';
import { LEDGER_CSV_HEADER } from '../../src/features/ledger/ledger.csv.js';

/**
 * Issue 32: "a finance QA can answer 'where did each real of this seller's balance come from'
 * from the extrato alone (sum of the extrato's net lines = the balance, reserve included), in
 * JSON and CSV"; "a refunded card sale's reserve appears today in no balance or extrato line".
 */
const acme = ACCOUNTS.acme.id;
let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

async function wholeLedger(sellerId: number): Promise<{ first: SellerLedger; lines: LedgerLine[] }> {
  const first = (await request(t.app).get(`/__admin/sellers/${sellerId}/ledger`).query({ limit: '100' }).expect(200))
    .body as SellerLedger;
  expectSchema(first, 'admin/ledger.response.schema.json');
  const lines = [...first.entries];
  for (let page = 2; page <= first.pagination.totalPages; page++)
    lines.push(
      ...(
        (
          await request(t.app)
            .get(`/__admin/sellers/${sellerId}/ledger`)
            .query({ limit: '100', page: String(page) })
            .expect(200)
        ).body as SellerLedger
      ).entries,
    );
  return { first, lines };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function sale(method: 'CREDIT_CARD' | 'PIX', amount: number, ...moves: string[]): Promise<number> {
  const id = (await postSale(t, saleBody(method, { amount })).expect(201)).body.sale.id as number;
  for (const status of moves) await moveSale(t, id, status).expect(200);
  return id;
}

/** Every flow the QA tried that moves money. */
async function playEveryFlow() {
  const refunded = await sale('CREDIT_CARD', 30_000, 'ESTORNADO');
  const chargedBack = await sale('CREDIT_CARD', 20_000, 'CHARGEBACK');
  const kept = await sale('CREDIT_CARD', 10_000);
  await sale('PIX', 5_000, 'PAGO');
  await sale('PIX', 7_000, 'PAGO', 'MED');
  await sale('PIX', 8_000, 'PAGO', 'MED', 'PAGO');
  await sale('PIX', 9_000, 'PAGO', 'MED', 'ESTORNADO');
  const done = (await postCashout(t.app, 'acme', { amount: 100, pixKey: VALID_KEYS.CPF }).expect(201)).body
    .id as number;
  await postback(t.app, done, { status: 'PROCESSING' }).expect(200);
  await postback(t.app, done, { status: 'COMPLETED' }).expect(200);
  const rejected = (await postCashout(t.app, 'acme', { amount: 120, pixKey: VALID_KEYS.CPF }).expect(201)).body
    .id as number;
  await postback(t.app, rejected, { status: 'PROCESSING' }).expect(200);
  await postback(t.app, rejected, { status: 'REJECTED' }).expect(200);
  return { refunded, chargedBack, kept };
}

function entryOf(lines: LedgerLine[], kind: string, saleId: number): LedgerLine {
  const line = lines.find((candidate) => candidate.kind === kind && candidate.ref?.id === saleId);
  expect(line).toBeDefined();
  return line!;
}

describe('the extrato explains every real of the balance', () => {
  it('JSON: the net lines add up to available + reserved; each sale and cashout line is gross + fee = net', async () => {
    const { refunded, chargedBack, kept } = await playEveryFlow();
    const { first, lines } = await wholeLedger(acme);
    expect(lines).toHaveLength(first.pagination.total);
    expect(sum(lines.map((line) => line.parts.netCents))).toBe(first.totalCents);
    expect(first.totalCents).toBe(first.balanceCents + first.reservedCents);
    expect(first.reservedCents).toBe(first.reserveCents + first.holdCents);
    // Available is still the sum of what moved it, as before.
    expect(sum(lines.map((line) => line.amountCents))).toBe(first.balanceCents);
    for (const line of lines) {
      expect(line.parts.netCents).toBe(line.amountCents + line.parts.reserveCents + line.parts.holdCents);
      if (line.parts.grossCents !== null) expect(line.parts.grossCents + line.parts.feeCents).toBe(line.parts.netCents);
    }
    expect(lines[0].totalAfterCents).toBe(first.totalCents);

    // The refunded R$ 300,00 card sale: its R$ 15,00 reserve is held when paid and given back with the refund.
    const paid = entryOf(lines, 'SALE_PAID', refunded);
    const sale = t.deps.store.collections.sales.get(refunded)!;
    expect(paid.parts).toEqual({
      grossCents: 30_000,
      feeCents: -sale.systemFeeCents,
      reserveCents: 1_500,
      holdCents: 0,
      netCents: 30_000 - sale.systemFeeCents,
    });
    expect(entryOf(lines, 'SALE_REFUNDED', refunded).parts).toEqual({
      grossCents: -30_000,
      feeCents: sale.systemFeeCents,
      reserveCents: -1_500,
      holdCents: 0,
      netCents: -(30_000 - sale.systemFeeCents),
    });
    expect(entryOf(lines, 'SALE_CHARGEBACK', chargedBack).parts.reserveCents).toBe(-1_000);
    expect(entryOf(lines, 'SALE_PAID', kept).parts.reserveCents).toBe(500);
    // Only the disputes still open hold money: the MED that ended PAGO and the MED refunded hold nothing.
    const holds = t.deps.store.collections.sales
      .values()
      .filter((candidate) => candidate.sellerId === acme && candidate.status === 'MED');
    expect(first.holdCents).toBe(sum(holds.map((candidate) => candidate.netAmountCents)));
    expect(first.holdCents).toBeGreaterThan(0);
  });

  it('every seller of the fixtures: the net lines add up to the whole balance, and the reserve is what its paid card sales hold', async () => {
    const sellers = t.deps.store.collections.sellers.values();
    expect(sellers.length).toBeGreaterThan(1);
    for (const seller of sellers) {
      const { first, lines } = await wholeLedger(seller.id);
      expect(sum(lines.map((line) => line.parts.netCents))).toBe(first.totalCents);
      const paidCards = t.deps.store.collections.sales
        .values()
        .filter((candidate) => candidate.sellerId === seller.id && ['PAGO', 'MED'].includes(candidate.status));
      const credited = paidCards.filter((candidate) =>
        lines.some((line) => line.kind === 'SALE_PAID' && line.ref?.id === candidate.id),
      );
      expect(first.reserveCents).toBe(sum(credited.map((candidate) => candidate.reserveAmountCents)));
    }
  });

  it('CSV: the whole extrato with reais with a comma, Brasília time, and net lines that add up to the balance', async () => {
    await playEveryFlow();
    const { first, lines } = await wholeLedger(acme);
    const res = await request(t.app).get(`/__admin/sellers/${acme}/ledger`).set('Accept', 'text/csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`extrato-vendedor-${acme}.csv`);
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const rows = res.text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual(LEDGER_CSV_HEADER);
    const body = rows.slice(1, -1);
    const total = rows.at(-1)!;
    expect(body).toHaveLength(first.pagination.total);
    const net = LEDGER_CSV_HEADER.indexOf('Líquido (R$)');
    const cents = (text: string) => {
      expect(text).toMatch(/^-?\d+,\d\d$/);
      return Math.round(Number(text.replace(',', '.')) * 100);
    };
    expect(sum(body.map((row) => cents(row[net])))).toBe(first.totalCents);
    expect(cents(total[net])).toBe(first.totalCents);
    expect(total[0]).toBe('Total');
    // Oldest first; each instant in Brasília time (UTC−3), as dd/mm/yyyy hh:mm:ss.
    const oldest = lines.at(-1)!;
    const brasilia = new Date(Date.parse(oldest.createdAt) - 3 * 3_600_000).toISOString();
    expect(body[0][0]).toBe(
      `${brasilia.slice(8, 10)}/${brasilia.slice(5, 7)}/${brasilia.slice(0, 4)} ${brasilia.slice(11, 19)}`,
    );
    expect(body[0].at(-1)).toBe(String(oldest.id));
  });

  it('answers JSON when the client asks for JSON or anything', async () => {
    for (const accept of ['application/json', '*/*']) {
      const res = await request(t.app).get(`/__admin/sellers/${acme}/ledger`).set('Accept', accept).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
