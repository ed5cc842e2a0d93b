import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { errorResponse } from '../../src/http/error-bodies.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

describe('POST /__admin/faults', () => {
  it('makes the next matching requests answer the status in the group body, `times` times', async () => {
    const res = await request(t.app)
      .post('/__admin/faults')
      .send({ method: 'GET', path: '/api/seller', status: 500, times: 2 })
      .expect(201);
    expectSchema(res.body, 'admin/fault.response.schema.json');
    for (let i = 0; i < 2; i++) {
      const failed = await request(t.app).get('/api/seller').set(keys('acme')).expect(500);
      expectSchema(failed.body, ERROR_SCHEMAS.seller);
      expect(failed.body).toEqual(errorResponse('seller', 'INTERNAL_ERROR').body);
    }
    await request(t.app).get('/api/seller').set(keys('acme')).expect(200);
  });

  it('answers a named catalogue code in the body of the group of the path', async () => {
    await request(t.app)
      .post('/__admin/faults')
      .send({ method: 'POST', path: '/api/public/cashout', code: 'INSUFFICIENT_BALANCE' })
      .expect(201);
    const res = await request(t.app)
      .post('/api/public/cashout')
      .set(keys('acme'))
      .send({ amount: 150, pixKey: '52998224725' })
      .expect(422);
    expectSchema(res.body, ERROR_SCHEMAS.cashout);
    expect(res.body.errorType).toBe('INSUFFICIENT_BALANCE');
  });

  it('matches :param segments and keeps firing until DELETE /__admin/faults', async () => {
    await request(t.app)
      .post('/__admin/faults')
      .send({ method: '*', path: '/api/transactions/:id', status: 503 })
      .expect(201);
    for (const id of [1, 2, 3]) await request(t.app).get(`/api/transactions/${id}`).set(keys('acme')).expect(503);
    expect((await request(t.app).get('/__admin/faults')).body.faults).toHaveLength(1);
    await request(t.app).delete('/__admin/faults').expect(200);
    expect((await request(t.app).get('/__admin/faults')).body.faults).toHaveLength(0);
  });

  it.each([400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503])(
    'answers exactly status %i, in the group body',
    async (status) => {
      await request(t.app)
        .post('/__admin/faults')
        .send({ method: 'GET', path: '/api/seller', status, times: 1 })
        .expect(201);
      const res = await request(t.app).get('/api/seller').set(keys('acme')).expect(status);
      expectSchema(res.body, ERROR_SCHEMAS.seller);
    },
  );

  it('answers the status given with a named code, when both are given', async () => {
    await request(t.app)
      .post('/__admin/faults')
      .send({ method: 'POST', path: '/api/public/cashout', status: 503, code: 'INSUFFICIENT_BALANCE', times: 1 })
      .expect(201);
    const res = await request(t.app)
      .post('/api/public/cashout')
      .set(keys('acme'))
      .send({ amount: 150, pixKey: '52998224725' })
      .expect(503);
    expect(res.body.errorType).toBe('INSUFFICIENT_BALANCE');
  });

  it('can only delay', async () => {
    await request(t.app)
      .post('/__admin/faults')
      .send({ method: 'GET', path: '/health', delayMs: 120, times: 1 })
      .expect(201);
    const started = Date.now();
    await request(t.app).get('/health').expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('never applies to the admin API itself', async () => {
    await request(t.app)
      .post('/__admin/faults')
      .send({ method: '*', path: '/__admin/faults', status: 500 })
      .expect(201);
    await request(t.app).get('/__admin/faults').expect(200);
  });

  it.each([
    [{ path: '/x', status: 500 }, 'method'],
    [{ method: 'GET', path: 'no-slash', status: 500 }, 'path'],
    [{ method: 'GET', path: '/x', status: 418 }, 'status'],
    [{ method: 'GET', path: '/x', code: 'NOT_A_CODE' }, 'code'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await request(t.app).post('/__admin/faults').send(body).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details).toContain(field);
  });
});
