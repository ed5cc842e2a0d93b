import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { keys } from '../helpers/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('answers 200 {"status":"ok"} without keys', async () => {
    const res = await request(t.app).get('/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expectSchema(res.body, 'health.response.schema.json');
  });
});

describe('unknown routes', () => {
  it('answer a JSON 404 in the envelope, never HTML', async () => {
    const res = await request(t.app).get('/no/such/route').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expectSchema(res.body, ERROR_SCHEMAS.envelope);
    expect(res.body.error.code).toBe('ROUTE_NOT_FOUND');
    expect(res.body.error.message).toBe(ERROR_CATALOGUE.ROUTE_NOT_FOUND.message);
  });

  it('answer an unknown admin route in the admin body', async () => {
    const res = await request(t.app).get('/__admin/nothing-here').expect(404);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
  });

  it.each([
    ['delete', '/api/transactions/1', 'GET, HEAD', 'transactions'],
    ['put', '/api/sales', 'POST, GET, HEAD', 'transactions'],
    ['get', '/api/subscriptions/7/pause', 'POST', 'subscriptions'],
    ['patch', '/api/seller', 'GET, HEAD', 'seller'],
    ['get', '/api/public/cashout', 'POST', 'cashout'],
    ['delete', '/__admin/sellers/1', 'GET, HEAD, PATCH', 'admin'],
    ['post', '/health', 'GET, HEAD', 'envelope'],
  ] as const)(
    'answer a known path asked with another method (%s %s) with 405, Allow: %s, in the %s body',
    async (method, path, allow, group) => {
      const res = await request(t.app)[method](path).set(keys('acme')).expect(405);
      expect(res.headers.allow).toBe(allow);
      expectSchema(res.body, ERROR_SCHEMAS[group]);
      expect(JSON.stringify(res.body)).toContain('METHOD_NOT_ALLOWED');
    },
  );

  it('answer a malformed percent escape in a path id with 400 MALFORMED_PATH, not 500', async () => {
    const res = await request(t.app).get('/api/transactions/%E0%A4%A').set(keys('acme')).expect(400);
    expect(res.body).toEqual({ message: ERROR_CATALOGUE.MALFORMED_PATH.message, error: 'MALFORMED_PATH' });
    const admin = await request(t.app).get('/__admin/sales/%zz').expect(400);
    expect(admin.body.error).toBe('MALFORMED_PATH');
  });

  it('tag every answer with a request id', async () => {
    const res = await request(t.app).get('/health');
    expect(res.headers['x-request-id']).toMatch(/^\d+$/);
  });
});
