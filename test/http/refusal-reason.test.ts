import request from 'supertest';
import { errorResponse } from '../../src/http/error-bodies.js';
import type { ErrorGroup } from '../../src/http/groups.js';
import { REASON_BY_CODE } from '../../src/core/lib/error-reasons.js';
import { ERROR_CATALOGUE, type ErrorCode } from '../../src/core/lib/errors.js';
import { keys } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { expectSchema } from '../helpers/schema.js';
import { postCashout } from '../cashouts/cashout-helpers.js';
import { postSale, saleBody } from '../sales/sale-helpers.js';

/**
 * Issue 30: every 4xx says why in `X-Sandbox-Reason` (English) and `X-Sandbox-Reason-Pt` (the
 * field, the rule and the value sent), plain ASCII; the body stays the spec's, byte for byte; the
 * request journal keeps the same text (`reason`).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterAll(() => t.close());

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** Every refusal of the catalogue: each code a request can be answered with, with a 4xx status. */
const REFUSALS = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => {
  const { status } = ERROR_CATALOGUE[code];
  return status >= 400 && status < 500;
});

/**
 * A request of each endpoint group (src/http/groups.ts) an armed fault answers (POST /__admin/faults): every
 * group but the admin API's, whose refusals are walked below as requests cause them.
 */
const GROUP_REQUESTS: Record<Exclude<ErrorGroup, 'admin'>, { method: 'GET' | 'POST'; path: string; body?: object }> = {
  seller: { method: 'GET', path: '/api/seller' },
  subscriptions: { method: 'GET', path: '/api/subscriptions' },
  cashout: { method: 'POST', path: '/api/public/cashout', body: { amount: 150, pixKey: '52998224725' } },
  salesCreate: { method: 'POST', path: '/api/sales', body: saleBody('PIX') },
  transactions: { method: 'GET', path: '/api/transactions/1' },
  envelope: { method: 'GET', path: '/api/elsewhere' },
};

function send(method: 'GET' | 'POST', path: string, body?: object) {
  const call = method === 'GET' ? request(t.app).get(path) : request(t.app).post(path).send(body);
  return call.set(keys('acme'));
}

async function journalReason(res: request.Response): Promise<string | null> {
  const detail = await request(t.app).get(`/__admin/requests/${res.headers['x-request-id']}`).expect(200);
  expectSchema(detail.body, 'admin/request.response.schema.json');
  return (detail.body as { reason: string | null }).reason;
}

function expectReasonHeaders(res: request.Response): string {
  const reason = res.headers['x-sandbox-reason'] as string | undefined;
  expect(reason).toMatch(PRINTABLE_ASCII);
  expect(res.headers['x-sandbox-reason-pt']).toMatch(PRINTABLE_ASCII);
  return reason!;
}

describe('every refusal of the catalogue, in every group', () => {
  it('has a default reason per code, in plain ASCII', () => {
    expect(REFUSALS.length).toBeGreaterThan(30);
    for (const code of Object.keys(ERROR_CATALOGUE) as ErrorCode[])
      expect(REASON_BY_CODE[code]).toMatch(PRINTABLE_ASCII);
  });

  // A fault's code is `^[A-Z_]+$`: MALFORMED_UTF8 is caused by its bytes below instead.
  const cases = REFUSALS.filter((code) => code !== 'MALFORMED_UTF8').flatMap((code) =>
    (Object.keys(GROUP_REQUESTS) as (keyof typeof GROUP_REQUESTS)[]).map((group) => [code, group] as const),
  );
  it.each(cases)('%s in the %s group: X-Sandbox-Reason present, the body the spec’s', async (code, group) => {
    const { method, path, body } = GROUP_REQUESTS[group];
    await request(t.app).post('/__admin/faults').send({ method, path, code, times: 1 }).expect(201);
    const res = await send(method, path, body);
    const expected = errorResponse(group, code);
    expect(res.status).toBe(expected.status);
    expect(res.body).toEqual(expected.body);
    expect(res.text).toBe(JSON.stringify(expected.body));
    const reason = expectReasonHeaders(res);
    expect(reason).toContain(code);
    expect(await journalReason(res)).toBe(reason);
  });
});

describe('a refusal says the field, the rule and the value', () => {
  it('a cashout in reais with a float artifact: refused, and the reason says why', async () => {
    const res = await postCashout(t.app, 'acme', { amount: 101.10000000000001, pixKey: '52998224725' }).expect(400);
    expect(res.text).toBe(JSON.stringify(errorResponse('cashout', 'VALIDATION_ERROR', { fields: ['amount'] }).body));
    expect(res.headers['x-sandbox-reason']).toBe('amount: reais with at most 2 decimals (got 101.10000000000001)');
    expect(res.headers['x-sandbox-reason-pt']).toBe(
      'amount: reais com no maximo 2 casas decimais (recebido 101.10000000000001)',
    );
    expect(await journalReason(res)).toBe(res.headers['x-sandbox-reason']);
  });

  it('an e-mail PIX key without pixKeyType: the reason names the default and the type to send', async () => {
    const res = await postCashout(t.app, 'acme', { amount: 150, pixKey: 'maria@example.com' }).expect(400);
    expect(res.body).toEqual(errorResponse('cashout', 'VALIDATION_ERROR').body);
    expect(res.headers['x-sandbox-reason']).toBe(
      'pixKey: maria@example.com is not a CPF (pixKeyType defaults to CPF; send EMAIL)',
    );
    expect(await journalReason(res)).toBe(res.headers['x-sandbox-reason']);
  });

  it('a sale amount in reais: the reason says integer cents, the body still names the field', async () => {
    const res = await postSale(t, { ...saleBody('PIX'), amount: 89.9 }).expect(400);
    expect(res.body).toEqual(errorResponse('salesCreate', 'VALIDATION_ERROR', { fields: ['amount'] }).body);
    expect(res.headers['x-sandbox-reason']).toBe('amount: integer cents (got 89.9)');
    expect(res.headers['x-sandbox-reason-pt']).toBe('amount: centavos inteiros (recebido 89.9)');
    expect(await journalReason(res)).toBe(res.headers['x-sandbox-reason']);
  });

  it.each([
    ['no keys', () => request(t.app).get('/api/seller'), 401, /^keys: /],
    ['an id that is not a number', () => send('GET', '/api/transactions/abc'), 400, /^id: .*\(got "abc"\)$/],
    [
      'malformed JSON',
      () => request(t.app).post('/api/sales').set(keys('acme')).set('Content-Type', 'application/json').send('{'),
      400,
      /^body: not valid JSON$/,
    ],
    ['an unknown route', () => send('GET', '/api/nowhere'), 404, /^path: /],
    ['a method the path does not serve', () => request(t.app).delete('/api/sales').set(keys('acme')), 405, /^method: /],
    [
      'a cashout below the minimum',
      () => postCashout(t.app, 'acme', { amount: 50, pixKey: '52998224725' }),
      422,
      /^amount: below/,
    ],
    [
      'an unknown sale status',
      () => request(t.app).post('/__admin/sales/1/status').send({ status: 'XYZ' }),
      400,
      /^status: one of .*\(got "XYZ"\)$/,
    ],
    [
      'a missing field',
      () => send('POST', '/api/sales', { paymentMethod: 'PIX' }),
      400,
      /amount: required \(missing\)/,
    ],
  ] as const)('%s', async (_name, call, status, pattern) => {
    const res = await call();
    expect(res.status).toBe(status);
    expect(expectReasonHeaders(res)).toMatch(pattern);
    expect(await journalReason(res)).toBe(res.headers['x-sandbox-reason']);
  });

  it('a success carries no reason', async () => {
    const res = await send('GET', '/api/seller').expect(200);
    expect(res.headers['x-sandbox-reason']).toBeUndefined();
  });
});
