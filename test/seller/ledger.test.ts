import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { postCashout, VALID_KEYS } from '../cashouts/cashout-helpers.js';
import { moveSale, postSale, saleBody } from '../sales/sale-helpers.js';
import type { LedgerLine, SellerLedger } from '../../src/generated/schema-types.js';

/**
 * Issue 23: "GET /__admin/sellers/{id}/ledger (paged; each entry with its kind, amount,
 * resulting balance, the sale or cashout it belongs to, the sandbox instant)".
 */
const LEDGER = 'admin/ledger.response.schema.json';
const acme = ACCOUNTS.acme.id;

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

async function ledger(sellerId: number, query: Record<string, string> = {}): Promise<SellerLedger> {
  const res = await request(t.app).get(`/__admin/sellers/${sellerId}/ledger`).query(query).expect(200);
  expectSchema(res.body, LEDGER);
  return res.body as SellerLedger;
}

const advance = (body: object) => request(t.app).post('/__admin/clock/advance').send(body).expect(200);
async function balanceNow(): Promise<number> {
  const res = await request(t.app).get(`/__admin/sellers/${acme}`).expect(200);
  expectSchema(res.body, 'admin/seller-view.response.schema.json');
  return res.body.seller.defaultRecipient.balance.available as number;
}

describe('GET /__admin/sellers/{id}/ledger', () => {
  it('shows a paid sale, a cashout and an adjustment, newest first, each with its owner, its balance after and the instant it happened', async () => {
    await request(t.app).patch(`/__admin/sellers/${acme}`).send({ availableBalance: 50_000 }).expect(200);
    const adjustedAt = t.deps.clock.iso();
    await advance({ hours: 1 });
    const saleId = (await postSale(t, saleBody('CREDIT_CARD', { amount: 20_000 })).expect(201)).body.sale.id as number;
    const paidAt = t.deps.clock.iso();
    await advance({ hours: 2 });
    const cashout = (await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201)).body as {
      id: number;
    };
    const cashoutAt = t.deps.clock.iso();

    const page = await ledger(acme, { limit: '3' });
    const [out, paid, adjusted] = page.entries;
    expect(out).toMatchObject({
      kind: 'CASHOUT',
      amountCents: -15_000,
      amount: '-150.00',
      ref: { type: 'cashout', id: cashout.id },
      createdAt: cashoutAt,
    });
    expect(paid).toMatchObject({
      kind: 'SALE_PAID',
      grossCents: 20_000,
      paymentMethod: 'CREDIT_CARD',
      ref: { type: 'sale', id: saleId },
      subscriptionId: null,
      createdAt: paidAt,
    });
    expect(adjusted).toMatchObject({
      kind: 'ADJUSTMENT',
      balanceCents: 50_000,
      balance: '500.00',
      ref: null,
      note: 'balance set through the admin API',
      createdAt: adjustedAt,
    });
    expect(paid.amountCents).toBeGreaterThan(0);
    expect(paid.balanceCents).toBe(50_000 + paid.amountCents);
    expect(out.balanceCents).toBe(paid.balanceCents - 15_000);
    expect(page.balanceCents).toBe(out.balanceCents);
    expect(page.balanceCents).toBe(await balanceNow());
    expect(page.balance).toBe((page.balanceCents / 100).toFixed(2));
  });

  it('a refund and a rejected cashout return as their own entries, with the balance they leave', async () => {
    const saleId = (await postSale(t, saleBody('PIX', { amount: 30_000 })).expect(201)).body.sale.id as number;
    await moveSale(t, saleId, 'PAGO').expect(200);
    await moveSale(t, saleId, 'ESTORNADO').expect(200);
    const { id: cashoutId } = (await postCashout(t.app, 'acme', { amount: 100, pixKey: VALID_KEYS.CPF }).expect(201))
      .body as { id: number };
    await request(t.app).post(`/__admin/cashouts/${cashoutId}/postback`).send({ status: 'PROCESSING' }).expect(200);
    await request(t.app).post(`/__admin/cashouts/${cashoutId}/postback`).send({ status: 'REJECTED' }).expect(200);
    const { entries } = await ledger(acme, { limit: '4' });
    expect(entries.map((line) => [line.kind, line.ref])).toEqual([
      ['CASHOUT_RETURNED', { type: 'cashout', id: cashoutId }],
      ['CASHOUT', { type: 'cashout', id: cashoutId }],
      ['SALE_REFUNDED', { type: 'sale', id: saleId }],
      ['SALE_PAID', { type: 'sale', id: saleId }],
    ]);
    expect(entries[0].balanceCents).toBe(await balanceNow());
  });

  it('pages chain: every balance is the next older one plus its amount, across pages, in both orders, and the oldest starts from zero', async () => {
    const seller = ACCOUNTS.bravo.id;
    const first = await ledger(seller, { limit: '10' });
    const lines: LedgerLine[] = [...first.entries];
    for (let page = 2; page <= first.pagination.totalPages; page++)
      lines.push(...(await ledger(seller, { limit: '10', page: String(page) })).entries);
    expect(lines).toHaveLength(first.pagination.total);
    expect(first.pagination.totalPages).toBeGreaterThan(2);
    expect(lines[0].balanceCents).toBe(first.balanceCents);
    for (let i = 0; i + 1 < lines.length; i++) {
      expect(lines[i].id).toBeGreaterThan(lines[i + 1].id);
      expect(lines[i].balanceCents).toBe(lines[i + 1].balanceCents + lines[i].amountCents);
    }
    const oldest = lines.at(-1)!;
    expect(oldest.balanceCents).toBe(oldest.amountCents);
    const ascending = await ledger(seller, { order: 'oldest', limit: '7', page: '2' });
    expect(ascending.order).toBe('oldest');
    expect(ascending.entries).toEqual(lines.slice().reverse().slice(7, 14));
  });

  it('names the subscription a sale entry bills', async () => {
    const billed = t.deps.store.collections.ledger
      .values()
      .find((entry) => entry.ref?.type === 'sale' && t.deps.store.collections.sales.get(entry.ref.id)?.subscriptionId);
    expect(billed).toBeDefined();
    const sale = t.deps.store.collections.sales.get(billed!.ref!.id)!;
    const ids = t.deps.ledger.entryIds(billed!.sellerId);
    const position = ids.length - 1 - ids.indexOf(billed!.id);
    const { entries } = await ledger(billed!.sellerId, { limit: '1', page: String(position + 1) });
    expect(entries[0]).toMatchObject({
      id: billed!.id,
      ref: { type: 'sale', id: sale.id },
      subscriptionId: sale.subscriptionId,
      createdAt: billed!.createdAt,
    });
  });

  it('a seller with no entries has an empty first page', async () => {
    const created = await request(t.app).post('/__admin/sellers').send({ email: 'nova@loja.test' }).expect(201);
    const id = created.body.seller?.id ?? created.body.user?.id;
    const page = await ledger(id);
    expect(page).toEqual({
      sellerId: id,
      balance: '0.00',
      balanceCents: 0,
      reservedCents: 0,
      reserveCents: 0,
      holdCents: 0,
      totalCents: 0,
      order: 'newest',
      entries: [],
      pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
    });
  });

  it.each([
    ['an unknown seller', '/__admin/sellers/999999999/ledger', 404],
    ['an id that is no number', '/__admin/sellers/abc/ledger', 404],
    ['an unknown order', `/__admin/sellers/${acme}/ledger?order=up`, 400],
    ['page 0', `/__admin/sellers/${acme}/ledger?page=0`, 400],
    ['a limit that is no number', `/__admin/sellers/${acme}/ledger?limit=x`, 400],
  ])('refuses %s', async (_name, path, status) => {
    const res = await request(t.app).get(path).expect(status);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
  });
});
