import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import type { ErrorGroup } from '../../src/http/groups.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ bodyLimitBytes: 1024 });
});
afterAll(() => t.close());

const WRITE_ENDPOINTS: { group: ErrorGroup; path: string; auth: boolean }[] = [
  { group: 'cashout', path: '/api/public/cashout', auth: true },
  { group: 'salesCreate', path: '/api/sales', auth: true },
  { group: 'subscriptions', path: '/api/subscriptions/1/cancel', auth: true },
  { group: 'admin', path: '/__admin/sellers', auth: false },
];

describe.each(WRITE_ENDPOINTS)('POST $path ($group group)', ({ group, path, auth }) => {
  const post = () =>
    request(t.app)
      .post(path)
      .set(auth ? keys('acme') : {});

  it('answers malformed JSON with 400 in the group body', async () => {
    const before = JSON.stringify(t.deps.store.state);
    const res = await post().set('Content-Type', 'application/json').send('{"amount": 1,').expect(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expectSchema(res.body, ERROR_SCHEMAS[group]);
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it('answers a body that is not JSON with 415 in the group body', async () => {
    const res = await post().set('Content-Type', 'text/plain').send('amount=1').expect(415);
    expectSchema(res.body, ERROR_SCHEMAS[group]);
  });

  it('answers a body over the limit with 413 in the group body', async () => {
    const res = await post()
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(4096) }))
      .expect(413);
    expectSchema(res.body, ERROR_SCHEMAS[group]);
  });
});
