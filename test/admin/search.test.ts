import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';
import type { SearchHit, SearchResult } from '../../src/generated/schema-types.js';

/**
 * Issue 23: "GET /__admin/search?q= finds sales, cashouts, subscriptions and sellers by id,
 * e-mail, document, customer name, metadata.orderId and external ids".
 */
const SEARCH = 'admin/search.response.schema.json';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

async function find(q: string, query: Record<string, string> = {}): Promise<SearchResult> {
  const res = await request(t.app)
    .get('/__admin/search')
    .query({ q, ...query })
    .expect(200);
  expectSchema(res.body, SEARCH);
  return res.body as SearchResult;
}

const hitOf = (result: SearchResult, type: string, id: number): SearchHit | undefined =>
  result.hits.find((hit) => hit.type === type && hit.id === id);

async function createSale(overrides: Record<string, unknown>) {
  return (await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('PIX', overrides)).expect(201)).body
    .sale as { id: number };
}

const JOAO = {
  name: 'João Conceição Brandão',
  email: 'Joao.Brandao+loja@Exemplo.com.br',
  document: { type: 'cpf', number: '529.982.247-25' },
  phone: '11987654321',
};

describe('GET /__admin/search finds a sale', () => {
  let sale: { id: number };
  beforeEach(async () => {
    const res = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(
        saleBody('PIX', {
          customer: JOAO,
          metadata: { orderId: 'PED-2026-0042' },
          items: [{ id: 'SKU-CAMISA-AZUL', title: 'Camisa', unitPrice: 15_000, quantity: 1, tangible: false }],
        }),
      );
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    sale = res.body.sale;
  });

  it.each([
    ['its e-mail, in any case', 'joao.brandao+loja@exemplo.com.br', 'customer.email', 'exact'],
    ['the start of its e-mail', 'joao.bran', 'customer.email', 'prefix'],
    ['its CPF with punctuation', '529.982.247-25', 'customer.document', 'exact'],
    ['its CPF without punctuation', '52998224725', 'customer.document', 'exact'],
    ['its customer name without accents', 'joao conceicao brandao', 'customer.name', 'exact'],
    ['the start of two words of the name, in capitals with accents', 'JOÃO BRAN', 'customer.name', 'prefix'],
    ['one word of the name', 'conceição', 'customer.name', 'prefix'],
    ['its metadata.orderId, in any case', 'ped-2026-0042', 'metadata.orderId', 'exact'],
    ['an item id', 'sku-camisa-azul', 'items[].id', 'exact'],
  ])('by %s', async (_name, q, field, how) => {
    const hit = hitOf(await find(q), 'sale', sale.id);
    expect(hit).toBeDefined();
    expect(hit!.matched).toContainEqual({ field, value: expect.any(String), how });
    expect(hit!.label).toBe(`Venda ${sale.id} · João Conceição Brandão · R$ 150,00 · PIX · PENDENTE`);
    expect(hit).toMatchObject({ sellerId: 1000, createdAt: t.deps.clock.iso() });
  });

  it('by its externalTransactionId and by its id', async () => {
    const stored = t.deps.store.collections.sales.get(sale.id)!;
    expect(hitOf(await find(stored.externalTransactionId), 'sale', sale.id)!.matched).toEqual([
      { field: 'externalTransactionId', value: stored.externalTransactionId, how: 'exact' },
    ]);
    const byId = await find(String(sale.id));
    // The id first (an order id holding the same digits, "PED-2026-0042" for sale 202, may match by a part too).
    expect(byId.hits[0]).toMatchObject({ type: 'sale', id: sale.id });
    expect(byId.hits[0].matched[0]).toEqual({ field: 'id', value: String(sale.id), how: 'id' });
  });

  // Issue 32: "search QA-PIX finds QA-PIX-PAGO-1": ids, order ids, e-mails and documents by their start and parts.
  it('by the start or any part of its order id, item id, e-mail and external id, and by the start of its document', async () => {
    const stored = t.deps.store.collections.sales.get(sale.id)!;
    const cases: [string, string, string][] = [
      ['PED-2026', 'metadata.orderId', 'PED-2026-0042'],
      ['2026-0042', 'metadata.orderId', 'PED-2026-0042'],
      ['0042', 'metadata.orderId', 'PED-2026-0042'],
      ['camisa-azul', 'items[].id', 'SKU-CAMISA-AZUL'],
      ['exemplo.com', 'customer.email', JOAO.email],
      ['brandao+loja', 'customer.email', JOAO.email],
      ['529.982', 'customer.document', JOAO.document.number],
      [stored.externalTransactionId.slice(0, 12), 'externalTransactionId', stored.externalTransactionId],
    ];
    for (const [q, field, value] of cases) {
      const hit = hitOf(await find(q), 'sale', sale.id);
      expect({ q, matched: hit?.matched }).toEqual({ q, matched: [{ field, value, how: 'prefix' }] });
    }
  });

  it('finds QA-PIX-PAGO-1 by QA-PIX, and not by a part of a part ("ix-pa") nor by two characters', async () => {
    const qa = await createSale({ metadata: { orderId: 'QA-PIX-PAGO-1' } });
    expect(hitOf(await find('QA-PIX'), 'sale', qa.id)?.matched).toEqual([
      { field: 'metadata.orderId', value: 'QA-PIX-PAGO-1', how: 'prefix' },
    ]);
    expect(hitOf(await find('pago-1'), 'sale', qa.id)).toBeDefined();
    expect(hitOf(await find('QA-PIX-PAGO-1'), 'sale', qa.id)?.matched[0].how).toBe('exact');
    expect(hitOf(await find('ix-pa'), 'sale', qa.id)).toBeUndefined();
    expect(hitOf(await find('qa'), 'sale', qa.id)).toBeUndefined();
  });

  it('not by a word it does not hold, nor by two letters of its name', async () => {
    expect(hitOf(await find('joao pereira'), 'sale', sale.id)).toBeUndefined();
    expect(hitOf(await find('jo'), 'sale', sale.id)).toBeUndefined();
  });

  it('made after the first search (the index follows the writes), and a refused write leaves no ghost', async () => {
    await find('joao');
    const later = await createSale({
      customer: { ...JOAO, name: 'Zuleica Quintanilha', email: 'zuleica@exemplo.com.br' },
    });
    expect(hitOf(await find('quintan'), 'sale', later.id)).toBeDefined();
    await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('PIX', { amount: 1, customer: { ...JOAO, name: 'Fantasma Ausente' } }))
      .expect(422);
    expect((await find('fantasma')).hits).toEqual([]);
  });
});

describe('GET /__admin/search finds the other kinds', () => {
  it('a cashout by its PIX key (a CPF, with or without punctuation; an e-mail) and by the provider externalId', async () => {
    const byCpf = (
      await request(t.app)
        .post('/api/public/cashout')
        .set(keys('acme'))
        .send({ amount: 150, pixKey: '52998224725' })
        .expect(201)
    ).body as { id: number };
    const byEmail = (
      await request(t.app)
        .post('/api/public/cashout')
        .set(keys('acme'))
        .send({ amount: 150, pixKey: 'Financeiro@Acme.com.br', pixKeyType: 'EMAIL' })
        .expect(201)
    ).body as { id: number };
    await request(t.app)
      .post(`/__admin/cashouts/${byEmail.id}/postback`)
      .send({ status: 'PROCESSING', externalId: 'E2E-77-XYZ' })
      .expect(200);
    expect(hitOf(await find('529.982.247-25'), 'cashout', byCpf.id)!.matched).toContainEqual({
      field: 'pixKey',
      value: '52998224725',
      how: 'exact',
    });
    expect(hitOf(await find('financeiro@acme.com.br'), 'cashout', byEmail.id)).toBeDefined();
    const hit = hitOf(await find('e2e-77-xyz'), 'cashout', byEmail.id)!;
    expect(hit.matched).toEqual([{ field: 'externalId', value: 'E2E-77-XYZ', how: 'exact' }]);
    expect(hit.label).toBe(`Saque ${byEmail.id} · R$ 150,00 · PIX EMAIL Financeiro@Acme.com.br · PROCESSING`);
  });

  it('a subscription by its customer name, e-mail, document and metadata.orderId', async () => {
    const created = await request(t.app)
      .post('/__admin/subscriptions')
      .send({
        sellerId: 1000,
        status: 'ACTIVE',
        amount: 4990,
        paymentMethod: 'CREDIT_CARD',
        customerName: 'Iracema Tupinambá',
        customerEmail: 'iracema@aldeia.test',
        customerDocument: '11222333000181',
        product: { name: 'Plano Pro' },
        billingCycle: 'MONTHLY',
        metadata: { orderId: 'ASS-9001' },
        card: { brand: 'visa', last4: '4242', outcome: 'PAGO' },
      })
      .expect(201);
    const id = (created.body.id ?? created.body.subscription?.id ?? created.body.data?.id) as number;
    for (const [q, field] of [
      ['tupinamba', 'customer.name'],
      ['iracema@aldeia.test', 'customer.email'],
      ['11.222.333/0001-81', 'customer.document'],
      ['ass-9001', 'metadata.orderId'],
    ]) {
      const hit = hitOf(await find(q), 'subscription', id);
      expect({ q, matched: hit?.matched.map((match) => match.field) }).toEqual({ q, matched: [field] });
    }
  });

  it('a seller by id, e-mail, company name and document', async () => {
    const created = await request(t.app)
      .post('/__admin/sellers')
      .send({
        legalName: 'Padaria Pão Quente LTDA',
        name: 'Dona Benta',
        email: 'benta@paoquente.test',
        document: { number: '11444777000161', type: 'cnpj' },
      })
      .expect(201);
    const id = created.body.seller.id as number;
    for (const q of [String(id), 'benta@paoquente.test', 'padaria pao', '11.444.777/0001-61', 'dona benta'])
      expect({ q, found: !!hitOf(await find(q), 'seller', id) }).toEqual({ q, found: true });
    expect(hitOf(await find(String(id)), 'seller', id)!.label).toBe(
      `Vendedor ${id} · Padaria Pão Quente LTDA · Dona Benta <benta@paoquente.test>`,
    );
  });
});

describe('GET /__admin/search, the list', () => {
  it('puts an id before exact values before prefixes, newest first within each, and counts every hit while page and limit cut the list', async () => {
    const first = await createSale({ customer: { ...JOAO, name: 'Ana Prefixo', email: 'ana.prefixo@a.test' } });
    await advanceOneHour();
    const second = await createSale({ customer: { ...JOAO, name: 'Ana Prefixo', email: 'ana.prefixo@b.test' } });
    const all = await find('ana prefixo', { types: 'sale' });
    expect(all.hits.map((hit) => hit.id)).toEqual([second.id, first.id]);
    const cut = await find('ana prefixo', { types: 'sale', limit: '1' });
    expect(cut).toMatchObject({ total: 2, page: 1, limit: 1, hits: [{ id: second.id }] });
    expect(await find('ana prefixo', { types: 'sale', limit: '1', page: '2' })).toMatchObject({
      total: 2,
      page: 2,
      hits: [{ id: first.id }],
    });
  });

  it('keeps to the types asked for', async () => {
    const result = await find('1000', { types: 'seller' });
    expect(result.hits.map((hit) => hit.type)).toEqual(['seller']);
  });

  it.each([
    ['no q', {}, 'q'],
    ['an unknown type', { q: 'maria', types: 'sale,invoice' }, 'types'],
    ['a limit that is no number', { q: 'maria', limit: 'x' }, 'limit'],
    ['page 0', { q: 'maria', page: '0' }, 'page'],
    ['a q of 201 characters', { q: 'a'.repeat(201) }, 'q'],
  ])('refuses %s with 400 naming the field', async (_name, query, field) => {
    const res = await request(t.app).get('/__admin/search').query(query).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details).toEqual([field]);
  });

  it('answers an empty list to blank text', async () => {
    expect(await find('   ')).toEqual({ query: '   ', total: 0, page: 1, limit: 20, hits: [] });
  });
});

async function advanceOneHour() {
  await request(t.app).post('/__admin/clock/advance').send({ hours: 1 }).expect(200);
}
