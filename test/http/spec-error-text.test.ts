import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';

/**
 * The spec's own words for each error group (the gateway API spec, "Errors"),
 * copied here as literals rather than read from ERROR_CATALOGUE: the other error tests take
 * their expected messages from the implementation's table, so a table that drifted from the
 * spec would pass them (issue 33). Where the spec gives only a body shape, the shape's keys are the literal.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PIX_KEY = '52998224725';
const keysOf = (body: object) => Object.keys(body).sort();

describe('the spec’s error text, group by group', () => {
  it('authentication envelope and subscriptions: {success: false, error: {code, message}}, with the table’s codes', async () => {
    const noKeys = await request(t.app).get('/api/subscriptions');
    expect([noKeys.status, noKeys.body.success, noKeys.body.error.code]).toEqual([401, false, 'UNAUTHORIZED']);
    expect(keysOf(noKeys.body.error)).toEqual(['code', 'message']);
    const other = await request(t.app).get('/api/subscriptions/1').set(keys('bravo'));
    expect([other.status, other.body.error.code]).toEqual([403, 'FORBIDDEN']);
    const missing = await request(t.app).get('/api/subscriptions/999999').set(keys('acme'));
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const pause = () => request(t.app).post('/api/subscriptions/1/pause').set(keys('acme'));
    expect((await pause()).status).toBe(200);
    const again = await pause();
    expect([again.status, again.body.error.code]).toEqual([400, 'ALREADY_PAUSED']);
    const cancel = () => request(t.app).post('/api/subscriptions/1/cancel').set(keys('acme'));
    expect((await cancel()).status).toBe(200);
    const cancelledAgain = await cancel();
    expect([cancelledAgain.status, cancelledAgain.body.error.code]).toEqual([400, 'ALREADY_CANCELLED']);
  });

  it('seller: {error: string, message: string}', async () => {
    const res = await request(t.app).get('/api/seller');
    expect([res.status, keysOf(res.body), typeof res.body.error, typeof res.body.message]).toEqual([
      401,
      ['error', 'message'],
      'string',
      'string',
    ]);
  });

  it('cashout: the messages "Dados invalidos", "Nao autorizado", "Erro interno do servidor" and the identifiers of its table', async () => {
    const cashout = (body: object, as: 'acme' | 'nocash' | null = 'acme') => {
      const call = request(t.app).post('/api/public/cashout');
      return (as ? call.set(keys(as)) : call).send(body);
    };
    const invalid = await cashout({ amount: 0, pixKey: PIX_KEY });
    expect([invalid.status, invalid.body.message]).toEqual([400, 'Dados invalidos']);
    const noKeys = await cashout({ amount: 150, pixKey: PIX_KEY }, null);
    expect([noKeys.status, noKeys.body.message]).toEqual([401, 'Nao autorizado']);
    const identifier = (body: { error?: string; errorType?: string }) => body.errorType ?? body.error;
    const refusals = [
      await cashout({ amount: 150, pixKey: PIX_KEY }, 'nocash'),
      await cashout({ amount: 99_999, pixKey: PIX_KEY }),
      await cashout({ amount: 99.99, pixKey: PIX_KEY }),
      await cashout({ amount: 100_000.01, pixKey: PIX_KEY }),
    ];
    expect(refusals.map((res) => [res.status, identifier(res.body)])).toEqual([
      [403, 'API_WITHDRAWAL_DISABLED_GLOBALLY'],
      [422, 'INSUFFICIENT_BALANCE'],
      [422, 'MINIMUM_VALUE'], // the spec leaves TRANSFER_NOT_ALLOWED or MINIMUM_VALUE open (docs/spec-gaps.md)
      [422, 'MAXIMUM_VALUE'],
    ]);
    await request(t.app)
      .post('/__admin/faults')
      .send({ kind: 'status', method: 'POST', path: '/api/public/cashout', status: 500 })
      .expect(201);
    const failed = await cashout({ amount: 150, pixKey: PIX_KEY });
    expect([failed.status, failed.body.message]).toEqual([500, 'Erro interno do servidor']);
  });

  it('sales creation: 400 {message, error, details: {missingFields}}, 401 {message, details: string}', async () => {
    const invalid = await request(t.app).post('/api/sales').set(keys('acme')).send({});
    expect([invalid.status, keysOf(invalid.body), Array.isArray(invalid.body.details.missingFields)]).toEqual([
      400,
      ['details', 'error', 'message'],
      true,
    ]);
    const noKeys = await request(t.app).post('/api/sales').send({});
    expect([noKeys.status, keysOf(noKeys.body), typeof noKeys.body.details]).toEqual([
      401,
      ['details', 'message'],
      'string',
    ]);
  });

  it('transactions read: {message, error} for 400 (id not a number) and 404 (no such sale)', async () => {
    const notANumber = await request(t.app).get('/api/transactions/abc').set(keys('acme'));
    const missing = await request(t.app).get('/api/transactions/987654321').set(keys('acme'));
    expect([notANumber, missing].map((res) => [res.status, keysOf(res.body)])).toEqual([
      [400, ['error', 'message']],
      [404, ['error', 'message']],
    ]);
  });
});
