import request from 'supertest';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { DEFAULT_FEES } from '../../src/features/seller/seller.defaults.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { patchSeller, postCashout, postRawCashout, VALID_KEYS } from './cashout-helpers.js';

const CASHOUT = 'cashouts/cashout.response.schema.json';
const INVALID = { message: ERROR_CATALOGUE.VALIDATION_ERROR.messageByGroup.cashout, error: 'VALIDATION_ERROR' };
const identifier = (
  code:
    | 'API_WITHDRAWAL_DISABLED_GLOBALLY'
    | 'TRANSFER_NOT_ALLOWED'
    | 'INSUFFICIENT_BALANCE'
    | 'MINIMUM_VALUE'
    | 'MAXIMUM_VALUE',
) => ({
  message: ERROR_CATALOGUE[code].message,
  errorType: code,
});

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

const acme = ACCOUNTS.acme.id;
const balance = () => t.deps.ledger.available(acme);
const cashoutCount = () => t.deps.store.collections.cashouts.size;

/** Asserts the answer and that nothing changed: balance, cashouts, ledger. */
async function expectRefused(send: () => Promise<request.Response>, status: number, body: object) {
  const before = { balance: balance(), cashouts: cashoutCount(), ledger: t.deps.store.collections.ledger.size };
  const res = await send();
  expect(res.status).toBe(status);
  expectSchema(res.body, ERROR_SCHEMAS.cashout);
  expect(res.body).toEqual(body);
  expect({ balance: balance(), cashouts: cashoutCount(), ledger: t.deps.store.collections.ledger.size }).toEqual(
    before,
  );
}

describe('POST /api/public/cashout accepts', () => {
  it('a valid request with 201, the spec cashout object, and debits the amount at once', async () => {
    const before = balance();
    const res = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    expectSchema(res.body, CASHOUT);
    expect(res.body).toEqual({
      id: expect.any(Number),
      amount: '150.00',
      netAmount: '146.33',
      pixKey: VALID_KEYS.CPF,
      pixKeyType: 'CPF',
      status: 'PENDING',
      createdAt: t.deps.clock.iso(),
      fees: { fixed: '3.67', variable: '0.00', total: '3.67' },
    });
    expect(Object.keys(res.body)).toEqual([
      'id',
      'amount',
      'netAmount',
      'pixKey',
      'pixKeyType',
      'status',
      'createdAt',
      'fees',
    ]);
    expect(balance()).toBe(before - 15_000);
    const entry = t.deps.store.collections.ledger.values().at(-1)!;
    expect(entry).toMatchObject({
      sellerId: acme,
      kind: 'CASHOUT',
      amountCents: -15_000,
      ref: { type: 'cashout', id: res.body.id },
    });
  });

  it.each(Object.entries(VALID_KEYS))('a key of type %s in its format', async (pixKeyType, pixKey) => {
    const res = await postCashout(t.app, 'acme', { amount: 100, pixKey, pixKeyType }).expect(201);
    expectSchema(res.body, CASHOUT);
    expect(res.body).toMatchObject({ pixKey, pixKeyType });
  });

  it.each([
    ['CPF', '529.982.247-25'],
    ['CNPJ', '11.222.333/0001-81'],
    ['RANDOM', '123E4567-E89B-42D3-A456-426614174000'],
    ['EMAIL', 'financeiro+pix@sub.acme.com.br'],
  ])('a %s key written %s, echoed as sent', async (pixKeyType, pixKey) => {
    const res = await postCashout(t.app, 'acme', { amount: 100, pixKey, pixKeyType }).expect(201);
    expect(res.body.pixKey).toBe(pixKey);
  });

  it('answers 200 instead when SANDBOX_CASHOUT_CREATED_STATUS is 200', async () => {
    const other = await buildTestApp({ cashoutCreatedStatus: 200 });
    try {
      const res = await postCashout(other.app, 'acme', { amount: 100, pixKey: VALID_KEYS.CPF }).expect(200);
      expectSchema(res.body, CASHOUT);
    } finally {
      other.close();
    }
  });

  it('ignores unknown fields', async () => {
    await postCashout(t.app, 'acme', { amount: 100, pixKey: VALID_KEYS.CPF, note: 'x' }).expect(201);
  });
});

describe('fee and balance arithmetic in integer cents', () => {
  beforeEach(async () => {
    await patchSeller(t.app, acme, {
      availableBalance: 50_000_000,
      fees: { ...DEFAULT_FEES, cashout: { fixedCents: 367, percentBps: 125 } },
    });
  });

  // Expected values worked out by hand: variable = amount × 1.25 %, rounded half up to the cent.
  it.each([
    ['100.10', 10_010, { amount: '100.10', fixed: '3.67', variable: '1.25', total: '4.92', net: '95.18' }],
    [
      '99999.99',
      9_999_999,
      { amount: '99999.99', fixed: '3.67', variable: '1250.00', total: '1253.67', net: '98746.32' },
    ],
    [
      '100000.00',
      10_000_000,
      { amount: '100000.00', fixed: '3.67', variable: '1250.00', total: '1253.67', net: '98746.33' },
    ],
    ['1e2', 10_000, { amount: '100.00', fixed: '3.67', variable: '1.25', total: '4.92', net: '95.08' }],
    ['100.1', 10_010, { amount: '100.10', fixed: '3.67', variable: '1.25', total: '4.92', net: '95.18' }],
    ['123.45', 12_345, { amount: '123.45', fixed: '3.67', variable: '1.54', total: '5.21', net: '118.24' }],
  ])('amount %s → fees and net exact, balance down by exactly its cents', async (json, cents, expected) => {
    const before = balance();
    const res = await postRawCashout(t.app, 'acme', `{"amount":${json},"pixKey":"${VALID_KEYS.CPF}"}`).expect(201);
    expectSchema(res.body, CASHOUT);
    expect(res.body).toMatchObject({
      amount: expected.amount,
      netAmount: expected.net,
      fees: { fixed: expected.fixed, variable: expected.variable, total: expected.total },
    });
    expect(balance()).toBe(before - cents);
  });

  it('rounds an exact half cent up (100.01 at 50 %: 50.005 → 50.01)', async () => {
    await patchSeller(t.app, acme, { fees: { ...DEFAULT_FEES, cashout: { fixedCents: 0, percentBps: 5_000 } } });
    const res = await postRawCashout(t.app, 'acme', `{"amount":100.01,"pixKey":"${VALID_KEYS.CPF}"}`).expect(201);
    expect(res.body).toMatchObject({ netAmount: '50.00', fees: { fixed: '0.00', variable: '50.01', total: '50.01' } });
  });

  it('refuses 100000.01 with MAXIMUM_VALUE and leaves the balance alone', async () => {
    await expectRefused(
      () => postRawCashout(t.app, 'acme', `{"amount":100000.01,"pixKey":"${VALID_KEYS.CPF}"}`),
      422,
      identifier('MAXIMUM_VALUE'),
    );
  });

  it('keeps exact cents over many cashouts whose float sum would drift', async () => {
    const before = balance();
    for (let i = 0; i < 10; i++)
      await postRawCashout(t.app, 'acme', `{"amount":100.10,"pixKey":"${VALID_KEYS.CPF}"}`).expect(201);
    expect(balance()).toBe(before - 100_100);
    expect(Number.isSafeInteger(balance())).toBe(true);
  });

  it('refuses a fee that reaches the amount with MINIMUM_VALUE', async () => {
    await patchSeller(t.app, acme, { fees: { ...DEFAULT_FEES, cashout: { fixedCents: 10_000, percentBps: 0 } } });
    await expectRefused(() => postCashout(t.app, 'acme', { amount: 100, pixKey: VALID_KEYS.CPF }), 422, {
      message: 'O valor do saque nao cobre as taxas',
      errorType: 'MINIMUM_VALUE',
    });
  });
});

describe('POST /api/public/cashout refuses with 400 Dados invalidos', () => {
  it.each([
    ['a string amount', { amount: '150', pixKey: VALID_KEYS.CPF }],
    ['zero', { amount: 0, pixKey: VALID_KEYS.CPF }],
    ['a negative amount', { amount: -150, pixKey: VALID_KEYS.CPF }],
    ['three decimals', { amount: 100.001, pixKey: VALID_KEYS.CPF }],
    ['three decimals above the maximum', { amount: 100000.001, pixKey: VALID_KEYS.CPF }],
    ['a null amount', { amount: null, pixKey: VALID_KEYS.CPF }],
    ['a boolean amount', { amount: true, pixKey: VALID_KEYS.CPF }],
    ['no amount', { pixKey: VALID_KEYS.CPF }],
    ['no pixKey', { amount: 150 }],
    ['a pixKey of 7 characters', { amount: 150, pixKey: '1234567', pixKeyType: 'RANDOM' }],
    ['a pixKey of 78 characters', { amount: 150, pixKey: `${'a'.repeat(66)}@example.com`, pixKeyType: 'EMAIL' }],
    ['a numeric pixKey', { amount: 150, pixKey: 52998224725 }],
    ['an unknown pixKeyType', { amount: 150, pixKey: VALID_KEYS.CPF, pixKeyType: 'IBAN' }],
    ['a lowercase pixKeyType', { amount: 150, pixKey: VALID_KEYS.CPF, pixKeyType: 'cpf' }],
    ['a CPF with a wrong check digit', { amount: 150, pixKey: '52998224724' }],
    ['a CPF of repeated digits', { amount: 150, pixKey: '11111111111' }],
    ['a CPF half masked', { amount: 150, pixKey: '529.982247-25' }],
    ['a CNPJ key as the default CPF type', { amount: 150, pixKey: VALID_KEYS.CNPJ }],
    ['a CNPJ with a wrong check digit', { amount: 150, pixKey: '11222333000180', pixKeyType: 'CNPJ' }],
    ['an e-mail without @', { amount: 150, pixKey: 'pix.acme.com.br', pixKeyType: 'EMAIL' }],
    ['an e-mail with a space', { amount: 150, pixKey: 'pix x@acme.com.br', pixKeyType: 'EMAIL' }],
    ['a phone without +55', { amount: 150, pixKey: '11987654321', pixKeyType: 'PHONE' }],
    ['a landline phone', { amount: 150, pixKey: '+551133334444', pixKeyType: 'PHONE' }],
    ['a phone with DDD 01', { amount: 150, pixKey: '+5501987654321', pixKeyType: 'PHONE' }],
    ['a phone with a dash', { amount: 150, pixKey: '+55 11 98765-4321', pixKeyType: 'PHONE' }],
    ['a random key that is no UUID', { amount: 150, pixKey: 'not-a-uuid-at-all', pixKeyType: 'RANDOM' }],
    ['a UUID without dashes', { amount: 150, pixKey: '123e4567e89b42d3a456426614174000', pixKeyType: 'RANDOM' }],
    ['a postbackUrl that is not http', { amount: 150, pixKey: VALID_KEYS.CPF, postbackUrl: 'ftp://example.com/x' }],
    ['a postbackUrl that is no URL', { amount: 150, pixKey: VALID_KEYS.CPF, postbackUrl: 'somewhere' }],
    ['an array body', [{ amount: 150, pixKey: VALID_KEYS.CPF }]],
  ])('%s', async (_name, body) => {
    await expectRefused(() => postCashout(t.app, 'acme', body), 400, INVALID);
  });

  it('a body that is not JSON', async () => {
    await expectRefused(() => postRawCashout(t.app, 'acme', '{"amount": 150,'), 400, {
      message: 'Dados invalidos',
      error: 'MALFORMED_JSON',
    });
  });
});

describe('POST /api/public/cashout refuses with the spec identifiers', () => {
  it.each([
    ['0.01', 'MINIMUM_VALUE'],
    ['99.99', 'MINIMUM_VALUE'],
    ['100000.01', 'MAXIMUM_VALUE'],
    ['1e21', 'MAXIMUM_VALUE'],
    ['1e300', 'MAXIMUM_VALUE'],
    ['25000.01', 'INSUFFICIENT_BALANCE'],
  ] as const)('amount %s → 422 %s', async (json, code) => {
    await patchSeller(t.app, acme, { availableBalance: 2_500_000 });
    await expectRefused(
      () => postRawCashout(t.app, 'acme', `{"amount":${json},"pixKey":"${VALID_KEYS.CPF}"}`),
      422,
      identifier(code),
    );
  });

  it('accepts the whole balance, then refuses one cent more', async () => {
    await patchSeller(t.app, acme, { availableBalance: 15_000 });
    await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    expect(balance()).toBe(0);
    await expectRefused(
      () => postCashout(t.app, 'acme', { amount: 100, pixKey: VALID_KEYS.CPF }),
      422,
      identifier('INSUFFICIENT_BALANCE'),
    );
  });

  it('answers 403 TRANSFER_NOT_ALLOWED below the minimum when the setting says so', async () => {
    const other = await buildTestApp({ cashoutBelowMinimumError: 'TRANSFER_NOT_ALLOWED' });
    try {
      const res = await postCashout(other.app, 'acme', { amount: 99.99, pixKey: VALID_KEYS.CPF }).expect(403);
      expectSchema(res.body, ERROR_SCHEMAS.cashout);
      expect(res.body).toEqual(identifier('TRANSFER_NOT_ALLOWED'));
      await postCashout(other.app, 'acme', { amount: 100, pixKey: VALID_KEYS.CPF }).expect(201);
    } finally {
      other.close();
    }
  });

  it('403 API_WITHDRAWAL_DISABLED_GLOBALLY for a seller with API cashouts off (nocash)', async () => {
    await expectRefused(
      () => postCashout(t.app, 'nocash', { amount: 150, pixKey: VALID_KEYS.CPF }),
      403,
      identifier('API_WITHDRAWAL_DISABLED_GLOBALLY'),
    );
  });

  it('403 TRANSFER_NOT_ALLOWED for a seller with transfers disabled (bravo)', async () => {
    await expectRefused(
      () => postCashout(t.app, 'bravo', { amount: 150, pixKey: VALID_KEYS.CPF }),
      403,
      identifier('TRANSFER_NOT_ALLOWED'),
    );
  });

  it('401 Nao autorizado without keys or with wrong ones', async () => {
    await expectRefused(
      () => request(t.app).post('/api/public/cashout').send({ amount: 150, pixKey: VALID_KEYS.CPF }),
      401,
      { message: 'Nao autorizado', error: 'UNAUTHORIZED' },
    );
    await expectRefused(
      () =>
        request(t.app)
          .post('/api/public/cashout')
          .set({ ...keys('acme'), 'X-Api-Private-Key': ACCOUNTS.bravo.privateKey })
          .send({ amount: 150, pixKey: VALID_KEYS.CPF }),
      401,
      { message: 'Nao autorizado', error: 'UNAUTHORIZED' },
    );
  });

  it('403 FORBIDDEN for a user without a seller account and for a blocked seller', async () => {
    await expectRefused(() => postCashout(t.app, 'orphan', { amount: 150, pixKey: VALID_KEYS.CPF }), 403, {
      message: ERROR_CATALOGUE.FORBIDDEN.message,
      error: 'FORBIDDEN',
    });
    await patchSeller(t.app, acme, { blocked: true });
    await expectRefused(() => postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }), 403, {
      message: ERROR_CATALOGUE.FORBIDDEN.message,
      error: 'FORBIDDEN',
    });
  });

  it('500 Erro interno do servidor when a fault is injected', async () => {
    await request(t.app)
      .post('/__admin/faults')
      .send({ method: 'POST', path: '/api/public/cashout', status: 500, times: 1 })
      .expect(201);
    await expectRefused(() => postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }), 500, {
      message: 'Erro interno do servidor',
      error: 'INTERNAL_ERROR',
    });
    await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
  });
});

describe('the order of the checks', () => {
  it.each([
    [
      'transfers disabled and 50.00',
      'bravo',
      { amount: 50, pixKey: VALID_KEYS.CPF },
      403,
      identifier('TRANSFER_NOT_ALLOWED'),
    ],
    [
      'transfers disabled and a bad body',
      'bravo',
      { amount: '150', pixKey: 'x' },
      403,
      identifier('TRANSFER_NOT_ALLOWED'),
    ],
    [
      'API cashouts off and transfers disabled',
      'nocash+bravo',
      { amount: 150, pixKey: VALID_KEYS.CPF },
      403,
      identifier('API_WITHDRAWAL_DISABLED_GLOBALLY'),
    ],
    ['a bad key below the minimum', 'acme', { amount: 50, pixKey: '52998224724' }, 400, INVALID],
    ['three decimals below the minimum', 'acme', { amount: 50.001, pixKey: VALID_KEYS.CPF }, 400, INVALID],
    [
      'above the maximum and above the balance',
      'acme',
      { amount: 200_000, pixKey: VALID_KEYS.CPF },
      422,
      identifier('MAXIMUM_VALUE'),
    ],
    [
      'below the minimum with no balance',
      'acme-empty',
      { amount: 50, pixKey: VALID_KEYS.CPF },
      422,
      identifier('MINIMUM_VALUE'),
    ],
  ])('%s (as %s)', async (_name, who, body, status, expected) => {
    if (who === 'nocash+bravo')
      await patchSeller(t.app, ACCOUNTS.nocash.id, { permissions: { transferEnabled: false } });
    if (who === 'acme-empty') await patchSeller(t.app, acme, { availableBalance: 0 });
    const handle = who === 'nocash+bravo' ? 'nocash' : who === 'acme-empty' ? 'acme' : (who as 'acme' | 'bravo');
    await expectRefused(() => postCashout(t.app, handle, body), status, expected);
  });
});
