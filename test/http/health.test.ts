import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { ERROR_CATALOGUE } from '../../src/http/errors.js';

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

  it('tag every answer with a request id', async () => {
    const res = await request(t.app).get('/health');
    expect(res.headers['x-request-id']).toMatch(/^\d+$/);
  });
});
