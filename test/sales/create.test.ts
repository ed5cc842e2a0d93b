import boletoUtils from '@mrmgomes/boleto-utils';
import { boleto as validateBoleto } from 'boleto-brasileiro-validator';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/sandbox/app.js';
import { createDeps } from '../../src/sandbox/deps.js';
import { attachIndexes } from '../../src/sandbox/indexes.js';
import { DUE_JOBS } from '../../src/sandbox/jobs.js';
import { defaultSettings } from '../../src/core/settings.js';
import { Store } from '../../src/core/store/store.js';
import { buildTestApp, fixtures, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema, schemas } from '../helpers/schema.js';
import { errorResponse } from '../../src/http/error-bodies.js';
import { MS_PER_DAY } from '../../src/core/lib/clock.js';
import { getSale, postSale, readQr, saleBody, SHIPPING } from './sale-helpers.js';
import { PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterAll(() => t.close());

const CREATED = 'sales/sale-created.response.schema.json';
const SALE = 'sales/sale.response.schema.json';

async function created(body: unknown, handle: 'acme' | 'bravo' = 'acme') {
  const res = await postSale(t, body, handle).expect(201);
  expectSchema(res.body, CREATED);
  const read = await getSale(t, res.body.sale.id, handle).expect(200);
  expectSchema(read.body, SALE);
  return { created: res.body, sale: read.body };
}

describe('POST /api/sales, each payment method', () => {
  it('creates a PIX sale PENDENTE with a BR Code an independent parser reads and a QR image of exactly that code', async () => {
    const { created: body, sale } = await created(saleBody('PIX', { pix: { expiresInDays: 2 } }));
    expect(body.message).toEqual(expect.any(String));
    expect(body.sale).toMatchObject({
      amount: '15000',
      status: 'PENDENTE',
      paymentMethod: 'PIX',
      shipping: null,
      payment: { method: 'PIX', installments: null },
    });
    const parsed = parsePix(body.sale.payment.pix.key);
    if (hasError(parsed)) throw new Error(parsed.message);
    expect(parsed).toMatchObject({
      pixKey: '11222333000181',
      transactionAmount: 150,
      merchantName: 'ACME STORE',
      countryCode: 'BR',
      transactionCurrency: '986',
    });
    expect(readQr(body.sale.payment.pix.qrCodeBase64)).toBe(body.sale.payment.pix.key);
    expect(Date.parse(body.sale.payment.pix.expiresAt) - Date.parse(body.sale.createdAt)).toBe(2 * MS_PER_DAY);
    expect(sale).toMatchObject({
      status: 'PENDENTE',
      pixKey: body.sale.payment.pix.key,
      cardLastFour: null,
      cardBrand: null,
      boletoCode: null,
      installments: null,
      completedAt: null,
    });
  });

  it('writes the PIX key of the request into the code, and expires after the documented default of 1 day', async () => {
    const { created: body } = await created(saleBody('PIX', { pix: { key: 'pagamentos@acme.com.br' } }));
    const parsed = parsePix(body.sale.payment.pix.key);
    expect(!hasError(parsed) && isStaticPix(parsed) ? parsed.pixKey : parsed).toBe('pagamentos@acme.com.br');
    expect(Date.parse(body.sale.payment.pix.expiresAt) - Date.parse(body.sale.createdAt)).toBe(MS_PER_DAY);
  });

  it('gives every PIX sale its own txid', async () => {
    const a = await created(saleBody('PIX'));
    const b = await created(saleBody('PIX'));
    const txid = (code: string) => {
      const parsed = parsePix(code);
      return !hasError(parsed) && isStaticPix(parsed) ? parsed.txid : null;
    };
    expect(txid(a.sale.pixKey)).not.toBe(txid(b.sale.pixKey));
  });

  it('creates a BOLETO sale PENDENTE whose linha digitável independent validators accept, with the amount and the due date', async () => {
    const { created: body, sale } = await created(
      saleBody('BOLETO', { amount: 123_456, boleto: { expiresInDays: 5 } }),
    );
    expect(body.sale.status).toBe('PENDENTE');
    const { code, barcode, dueDate } = body.sale.payment.boleto;
    expect(sale.boletoCode).toBe(code);
    expect(validateBoleto(code, true)).toBe(true);
    const checked = boletoUtils.validarBoleto(code) as ReturnType<typeof boletoUtils.validarBoleto> & {
      vencimentoComNovoFator2025: Date;
    };
    expect(checked).toMatchObject({ sucesso: true, codigoBarras: barcode, valor: 1234.56 });
    const expectedDue = new Date(t.deps.clock.nowMs() - 3 * 3_600_000 + 5 * MS_PER_DAY).toISOString().slice(0, 10);
    expect(dueDate).toBe(expectedDue);
    expect(new Date(checked.vencimentoComNovoFator2025).toISOString().slice(0, 10)).toBe(expectedDue);
  });

  it('creates a credit card sale with a test card as PAGO, keeping brand, last four and installments', async () => {
    const { created: body, sale } = await created(saleBody('CREDIT_CARD', { installments: { number: 3 } }));
    expect(body.sale).toMatchObject({
      status: 'PAGO',
      payment: { method: 'CREDIT_CARD', installments: 3, card: { brand: 'visa', lastFour: '1111' } },
    });
    expect(sale).toMatchObject({
      status: 'PAGO',
      cardBrand: 'visa',
      cardLastFour: '1111',
      installments: 3,
      pixKey: null,
      boletoCode: null,
    });
    expect(sale.completedAt).toBe(t.deps.clock.iso());
  });

  it('takes card.installments when there is no installments object, and 1 by default', async () => {
    const withCard = await created(
      saleBody('CREDIT_CARD', { card: { ...saleBody('CREDIT_CARD').card, installments: 6 } }),
    );
    expect(withCard.sale.installments).toBe(6);
    const plain = await created(saleBody('CREDIT_CARD'));
    expect(plain.sale.installments).toBe(1);
  });

  it('creates a debit card sale without installments', async () => {
    const { sale } = await created(
      saleBody('DEBIT_CARD', { card: { ...saleBody('DEBIT_CARD').card, number: '5555555555554444' } }),
    );
    expect(sale).toMatchObject({
      status: 'PAGO',
      paymentMethod: 'DEBIT_CARD',
      cardBrand: 'mastercard',
      cardLastFour: '4444',
      installments: null,
    });
  });

  it('creates a TRANSFER sale PENDENTE with the bank-transfer instructions and no extra object required', async () => {
    const { created: body, sale } = await created(saleBody('TRANSFER'));
    expect(body.sale.status).toBe('PENDENTE');
    expect(body.sale.payment.transfer).toMatchObject({
      accountType: 'CHECKING',
      reference: expect.stringMatching(/^TRF/),
    });
    expect(sale).toMatchObject({ pixKey: null, boletoCode: null, cardLastFour: null });
  });

  it('keeps the shipping address of a physical sale and shows it back', async () => {
    const items = [{ title: 'Camiseta', unitPrice: 7_500, quantity: 2, tangible: true }];
    const { created: body, sale } = await created(saleBody('PIX', { items, shipping: SHIPPING }));
    expect(body.sale.shipping).toEqual(SHIPPING);
    expect(sale.shipping).toEqual(SHIPPING);
    expect(sale.items).toEqual([
      { id: expect.any(Number), title: 'Camiseta', unitPrice: 7_500, quantity: 2, tangible: true },
    ]);
  });

  it('shows the customer with document and phone as strings', async () => {
    const { created: body, sale } = await created(
      saleBody('PIX', { customer: { name: 'João', email: 'joao@example.com' } }),
    );
    expect(body.sale.customer).toEqual({ name: 'João', email: 'joao@example.com', document: '', phone: '' });
    expect(sale.customer).toEqual(body.sale.customer);
    const full = await created(saleBody('PIX'));
    expect(full.sale.customer).toEqual({
      name: 'Maria da Silva',
      email: 'maria@example.com',
      document: '52998224725',
      phone: '11987654321',
    });
  });

  it('keeps the tracking fields for every payment method', async () => {
    const tracking = {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'bf',
      utmContent: 'banner',
      utmTerm: 'curso',
      src: 'site',
      sck: 'abc123',
    };
    expect(PAYMENT_METHOD_VALUES.length).toBeGreaterThan(0);
    for (const method of PAYMENT_METHOD_VALUES) {
      const { sale } = await created(saleBody(method, tracking));
      expect(sale.tracking).toEqual(tracking);
    }
  });
});

describe('POST /api/sales, metadata', () => {
  it('keeps metadata as free JSON, and __proto__ or constructor keys change nothing but that metadata', async () => {
    const raw =
      '{"orderId":"PED-1","nested":{"a":[1,2,{"b":null}]},"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
    const body = JSON.stringify({ ...saleBody('PIX'), metadata: '__METADATA__' }).replace('"__METADATA__"', raw);
    const res = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(201);
    const read = await getSale(t, res.body.sale.id).expect(200);
    expectSchema(read.body, SALE);
    expect(read.text).toContain('"metadata":' + raw);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    const stored = t.deps.store.collections.sales.get(res.body.sale.id)!;
    expect(Object.getPrototypeOf(stored.metadata)?.constructor?.name).toBe('Object');
    expect('polluted' in stored.metadata!).toBe(false);
    expect(Object.keys(stored.metadata!)).toEqual(['orderId', 'nested', '__proto__', 'constructor']);
    // Survives a snapshot and a restore unchanged.
    const snapshot = await request(t.app).get('/__admin/state').expect(200);
    await request(t.app).put('/__admin/state').send(snapshot.body).expect(200);
    expect((await getSale(t, res.body.sale.id)).text).toContain('"metadata":' + raw);
  });
});

describe('POST /api/sales, cards', () => {
  it('never stores the full card number, the CVV or the holder name', async () => {
    const card = {
      number: '4024007198964305',
      holderName: 'TITULAR UNICO XYZ',
      expirationMonth: '07',
      expirationYear: '2031',
      cvv: '9071',
    };
    const res = await postSale(t, saleBody('CREDIT_CARD', { card, postbackUrl: 'http://127.0.0.1:9/none' })).expect(
      201,
    );
    const state = JSON.stringify(t.deps.store.state);
    expect(state).not.toContain(card.number);
    expect(state).not.toContain(card.holderName);
    expect(state).not.toMatch(/cvv/i);
    expect(t.deps.store.collections.sales.get(res.body.sale.id)!.methodData).toEqual({
      method: 'CREDIT_CARD',
      brand: 'visa',
      lastFour: '4305',
    });
    expect(JSON.stringify(t.deps.requestLog.recent())).not.toContain(card.number);
  });
});

describe('POST /api/sales, logs', () => {
  it('never writes the card number or the CVV to the log, even at trace level', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    const store = await Store.open({ file: null, initial: fixtures() });
    const deps = createDeps({
      settings: { ...defaultSettings(), webhookRetryDelaysMs: [] },
      store,
      logger,
      fixtureState: fixtures(),
      dueJobs: DUE_JOBS,
      attachIndexes,
      schemas,
    });
    const app = createApp(deps);
    try {
      const card = {
        number: '4000000000000119',
        holderName: 'LOG TEST',
        expirationMonth: '01',
        expirationYear: '2032',
        cvv: '8642',
      };
      await request(app).post('/api/sales').set(keys('acme')).send(saleBody('CREDIT_CARD', { card })).expect(201);
      await request(app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('CREDIT_CARD', { card: { ...card, number: '4000000000000118' } }))
        .expect(400);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('')).not.toMatch(/4000000000000119|4000000000000118|8642|LOG TEST/);
    } finally {
      for (const hook of deps.lifecycle.beforeReplace) hook();
    }
  });
});

describe('POST /api/sales, validation (400)', () => {
  const card = saleBody('CREDIT_CARD').card!;
  const item = saleBody('PIX').items[0];
  const cases: [string, unknown, string[]][] = [
    ['an empty body', {}, ['amount', 'paymentMethod', 'customer', 'items']],
    ['no customer e-mail', saleBody('PIX', { customer: { name: 'Ana' } }), ['customer.email']],
    [
      'an invalid customer e-mail',
      saleBody('PIX', { customer: { name: 'Ana', email: 'not-an-email' } }),
      ['customer.email'],
    ],
    ['an empty customer name', saleBody('PIX', { customer: { name: '', email: 'a@b.co' } }), ['customer.name']],
    [
      'a phone with symbols',
      saleBody('PIX', { customer: { name: 'Ana', email: 'a@b.co', phone: '(11) 98765-4321' } }),
      ['customer.phone'],
    ],
    [
      'a document type other than cpf or cnpj',
      saleBody('PIX', { customer: { name: 'Ana', email: 'a@b.co', document: { type: 'rg', number: '1' } } }),
      ['customer.document.type'],
    ],
    [
      'an item without unitPrice',
      saleBody('PIX', { items: [{ title: 'x', quantity: 1, tangible: false }] }),
      ['items[0].unitPrice'],
    ],
    [
      'a second item with a text unitPrice',
      saleBody('PIX', { items: [item, { ...item, unitPrice: '10' }] }),
      ['items[1].unitPrice'],
    ],
    [
      'an item without tangible',
      saleBody('PIX', { items: [{ title: 'x', unitPrice: 1, quantity: 1 }] }),
      ['items[0].tangible'],
    ],
    ['a zero quantity', saleBody('PIX', { items: [{ ...item, quantity: 0 }] }), ['items[0].quantity']],
    ['no items', saleBody('PIX', { items: [] }), ['items']],
    ['an unknown payment method', saleBody('PIX', { paymentMethod: 'BITCOIN' }), ['paymentMethod']],
    ['a lower-case payment method', saleBody('PIX', { paymentMethod: 'pix' }), ['paymentMethod']],
    ['a zero amount', saleBody('PIX', { amount: 0 }), ['amount']],
    ['an amount in reais', saleBody('PIX', { amount: 150.5 }), ['amount']],
    ['an amount as a string', saleBody('PIX', { amount: '15000' }), ['amount']],
    ['an amount too large for a boleto', saleBody('PIX', { amount: 10_000_000_000 }), ['amount']],
    ['a credit card sale without card', saleBody('PIX', { paymentMethod: 'CREDIT_CARD', pix: undefined }), ['card']],
    ['a debit card sale without card', saleBody('PIX', { paymentMethod: 'DEBIT_CARD', pix: undefined }), ['card']],
    ['a PIX sale without pix', saleBody('PIX', { pix: undefined }), ['pix']],
    ['a boleto sale without boleto', saleBody('BOLETO', { boleto: undefined }), ['boleto']],
    ['a tangible item without shipping', saleBody('PIX', { items: [{ ...item, tangible: true }] }), ['shipping']],
    ['a shipping state in lower case', saleBody('PIX', { shipping: { ...SHIPPING, state: 'sp' } }), ['shipping.state']],
    [
      'a shipping state of three letters',
      saleBody('PIX', { shipping: { ...SHIPPING, state: 'SPA' } }),
      ['shipping.state'],
    ],
    [
      'a shipping country of three letters',
      saleBody('PIX', { shipping: { ...SHIPPING, country: 'BRA' } }),
      ['shipping.country'],
    ],
    ['a shipping without city', saleBody('PIX', { shipping: { ...SHIPPING, city: undefined } }), ['shipping.city']],
    ['13 installments', saleBody('CREDIT_CARD', { installments: { number: 13 } }), ['installments.number']],
    ['0 installments', saleBody('CREDIT_CARD', { installments: { number: 0 } }), ['installments.number']],
    ['card.installments 13', saleBody('CREDIT_CARD', { card: { ...card, installments: 13 } }), ['card.installments']],
    ['installments for PIX', saleBody('PIX', { installments: { number: 2 } }), ['installments']],
    ['installments for a debit card', saleBody('DEBIT_CARD', { installments: { number: 2 } }), ['installments']],
    [
      'card.installments for a debit card',
      saleBody('DEBIT_CARD', { card: { ...card, installments: 2 } }),
      ['card.installments'],
    ],
    [
      'two different installment counts',
      saleBody('CREDIT_CARD', { installments: { number: 2 }, card: { ...card, installments: 3 } }),
      ['installments.number'],
    ],
    [
      'a card number failing Luhn',
      saleBody('CREDIT_CARD', { card: { ...card, number: '4111111111111112' } }),
      ['card.number'],
    ],
    [
      'a card number with spaces',
      saleBody('CREDIT_CARD', { card: { ...card, number: '4111 1111 1111 1111' } }),
      ['card.number'],
    ],
    ['a card without cvv', saleBody('CREDIT_CARD', { card: { ...card, cvv: undefined } }), ['card.cvv']],
    [
      'an expiration month 13',
      saleBody('CREDIT_CARD', { card: { ...card, expirationMonth: '13' } }),
      ['card.expirationMonth'],
    ],
    [
      'a two-digit expiration year',
      saleBody('CREDIT_CARD', { card: { ...card, expirationYear: '30' } }),
      ['card.expirationYear'],
    ],
    [
      'an expired card',
      saleBody('CREDIT_CARD', { card: { ...card, expirationMonth: '10', expirationYear: '2026' } }),
      ['card.expirationMonth', 'card.expirationYear'],
    ],
    ['pix.expiresInDays 0', saleBody('PIX', { pix: { expiresInDays: 0 } }), ['pix.expiresInDays']],
    ['boleto.expiresInDays as text', saleBody('BOLETO', { boleto: { expiresInDays: '3' } }), ['boleto.expiresInDays']],
    ['a postbackUrl that is not http', saleBody('PIX', { postbackUrl: 'ftp://example.com/hook' }), ['postbackUrl']],
    ['metadata as an array', saleBody('PIX', { metadata: [1, 2] }), ['metadata']],
    ['a tracking field that is not text', saleBody('PIX', { utmSource: 5 }), ['utmSource']],
    ['an unknown field', saleBody('PIX', { discount: 10 }), ['discount']],
    [
      'an unknown customer field',
      saleBody('PIX', { customer: { name: 'Ana', email: 'a@b.co', age: 30 } }),
      ['customer.age'],
    ],
    [
      'several problems at once',
      saleBody('CREDIT_CARD', { card: undefined, customer: { name: 'Ana' }, items: [{ ...item, title: undefined }] }),
      ['card', 'customer.email', 'items[0].title'],
    ],
  ];

  it.each(cases)('answers 400 naming every bad field for %s, and changes nothing', async (_case, body, fields) => {
    const before = t.deps.store.collections.sales.size;
    const res = await postSale(t, body).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.salesCreate);
    expect(res.body).toEqual({
      ...errorResponse('salesCreate', 'VALIDATION_ERROR').body,
      details: { missingFields: expect.any(Array) },
    });
    expect([...res.body.details.missingFields].sort()).toEqual([...fields].sort());
    expect(t.deps.store.collections.sales.size).toBe(before);
  });

  it('answers 400 with an empty missingFields list for malformed JSON', async () => {
    const res = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .set('Content-Type', 'application/json')
      .send('{"amount": ')
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.salesCreate);
    expect(res.body.details).toEqual({ missingFields: [] });
  });
});

describe('POST /api/sales, business rules (422) and access', () => {
  it('answers 422 AMOUNT_BELOW_MINIMUM below the default minimum of R$ 1,00, and accepts exactly R$ 1,00', async () => {
    const res = await postSale(t, saleBody('PIX', { amount: 99 })).expect(422);
    expectSchema(res.body, ERROR_SCHEMAS.salesCreate);
    expect(res.body).toEqual({ error: 'AMOUNT_BELOW_MINIMUM', message: expect.stringContaining('R$ 1,00') });
    await postSale(t, saleBody('PIX', { amount: 100 })).expect(201);
  });

  it('follows SANDBOX_MIN_SALE_AMOUNT_CENTS', async () => {
    const strict = await buildTestApp({ minSaleAmountCents: 500 });
    try {
      await request(strict.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { amount: 499 }))
        .expect(422);
      await request(strict.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { amount: 500 }))
        .expect(201);
    } finally {
      strict.close();
    }
  });

  it('answers 422 PAYMENT_METHOD_UNAVAILABLE for a method the account has disabled (bravo: boleto)', async () => {
    const res = await postSale(t, saleBody('BOLETO'), 'bravo').expect(422);
    expectSchema(res.body, ERROR_SCHEMAS.salesCreate);
    expect(res.body.error).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  it.each([
    ['isPixAvailable', 'PIX'],
    ['isCreditCardAvailable', 'CREDIT_CARD'],
    ['isCreditCardAvailable', 'DEBIT_CARD'],
  ] as const)('answers 422 when %s is switched off for a %s sale', async (permission, method) => {
    const app = await buildTestApp();
    try {
      await request(app.app)
        .patch(`/__admin/sellers/${ACCOUNTS.acme.id}`)
        .send({ permissions: { [permission]: false } })
        .expect(200);
      const before = app.deps.store.collections.sales.size;
      const res = await request(app.app).post('/api/sales').set(keys('acme')).send(saleBody(method)).expect(422);
      expect(res.body.error).toBe('PAYMENT_METHOD_UNAVAILABLE');
      expect(app.deps.store.collections.sales.size).toBe(before);
    } finally {
      app.close();
    }
  });

  it('accepts TRANSFER sales whatever transferEnabled says (that permission is about cashouts)', async () => {
    await postSale(t, saleBody('TRANSFER'), 'bravo').expect(201);
  });

  it('checks the data (400) before the business rules (422)', async () => {
    const res = await postSale(t, saleBody('BOLETO', { amount: 50, customer: { name: 'x' } }), 'bravo').expect(400);
    expect(res.body.details.missingFields).toEqual(['customer.email']);
  });

  it('accepts an amount different from the items total by default', async () => {
    await postSale(t, saleBody('PIX', { amount: 20_000 })).expect(201);
  });

  it('with SANDBOX_SALE_AMOUNT_MUST_MATCH_ITEMS, answers 400 on amount unless it equals the items total', async () => {
    const strict = await buildTestApp({ saleAmountMustMatchItems: true });
    try {
      const res = await request(strict.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { amount: 20_000 }))
        .expect(400);
      expect(res.body.details.missingFields).toEqual(['amount']);
      await request(strict.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { amount: 15_000 }))
        .expect(201);
    } finally {
      strict.close();
    }
  });

  it('with SANDBOX_SALE_UNKNOWN_FIELDS=ignore, accepts and drops unknown fields', async () => {
    const lenient = await buildTestApp({ saleUnknownFields: 'ignore' });
    try {
      const body = saleBody('PIX', {
        discount: 10,
        customer: {
          name: 'Ana',
          email: 'a@b.co',
          age: 3,
          document: { type: 'cpf', number: '52998224725', issuer: 'SSP' },
        },
        shipping: { ...SHIPPING, reference: 'portão azul' },
        items: [{ title: 'x', unitPrice: 15_000, quantity: 1, tangible: true, sku: 'X-1' }],
      });
      const res = await request(lenient.app).post('/api/sales').set(keys('acme')).send(body).expect(201);
      const stored = lenient.deps.store.collections.sales.get(res.body.sale.id)!;
      expect(JSON.stringify(stored)).not.toMatch(/discount|age|issuer|portão|sku/);
      expect(schemas.errors('store/sale.schema.json', stored)).toBeNull();
      const bad = await request(lenient.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { discount: 10, amount: 'x' }))
        .expect(400);
      expect(bad.body.details.missingFields).toEqual(['amount']);
    } finally {
      lenient.close();
    }
  });

  it('answers 401 in the sales-creation body {message, details} without valid keys', async () => {
    const res = await request(t.app).post('/api/sales').send(saleBody('PIX')).expect(401);
    expectSchema(res.body, ERROR_SCHEMAS.salesCreate);
    expect(res.body).toEqual(errorResponse('salesCreate', 'UNAUTHORIZED').body);
  });

  it('answers 403 for keys without a seller account, and for a blocked seller', async () => {
    const orphan = await postSale(t, saleBody('PIX'), 'orphan').expect(403);
    expectSchema(orphan.body, ERROR_SCHEMAS.salesCreate);
    const app = await buildTestApp();
    try {
      await request(app.app).patch(`/__admin/sellers/${ACCOUNTS.bravo.id}`).send({ blocked: true }).expect(200);
      await request(app.app).post('/api/sales').set(keys('bravo')).send(saleBody('PIX')).expect(403);
    } finally {
      app.close();
    }
  });
});

describe('stored sales', () => {
  it('all satisfy store/sale.schema.json, whatever the tests above sent', () => {
    expect(t.deps.store.collections.sales.size).toBeGreaterThan(0);
    for (const sale of t.deps.store.collections.sales.values())
      expect([sale.id, schemas.errors('store/sale.schema.json', sale)]).toEqual([sale.id, null]);
  });
});
