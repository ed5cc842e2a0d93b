import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { registeredRoutes } from '../helpers/routes.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { groupOf } from '../../src/http/groups.js';
import { ROUTES } from '../../src/sandbox/modules.js';

/**
 * Issue 11, finding 6: a malformed percent-escape in a path, or a body that is not encoded as
 * its Content-Encoding says, answered 500. Now: 400 in the group's body, never 500, and nothing changes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webhookRetryDelaysMs: [] });
});
afterAll(() => t.close());

const BAD_ESCAPES = ['%', '%ZZ', '%ff', '%E0%A4%A', '%C0%AF', 'a%', '%%31'];

/** Every route the app registers with a path parameter, as "METHOD /path/:id". */
const withParams = () => registeredRoutes().filter((route) => route.includes('/:'));

describe('malformed percent-escapes in a path', () => {
  it('covers every registered route with a parameter, public and admin', () => {
    const routes = withParams();
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/transactions/:id',
        'GET /__admin/sales/:id',
        'POST /api/subscriptions/:id/pause',
        'GET /__admin/webhooks/deliveries/:id',
      ]),
    );
  });

  it.each(BAD_ESCAPES)(
    '%s in the parameter of every route: 400 MALFORMED_PATH in the group body, nothing changed',
    async (escape) => {
      const before = JSON.stringify(t.deps.store.state);
      for (const route of withParams()) {
        const [method, pattern] = route.split(' ');
        const path = pattern.replace(/:\w+/, escape).replace(/:\w+/g, '1');
        const res = await request(t.app)[method.toLowerCase() as 'get' | 'post' | 'patch'](path).set(keys('acme'));
        const summary = { route, path, status: res.status, body: res.body };
        expect(summary).toMatchObject({ status: 400 });
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expectSchema(res.body, ERROR_SCHEMAS[groupOf(method, path)]);
        expect(JSON.stringify(res.body)).toContain('MALFORMED_PATH');
      }
      expect(JSON.stringify(t.deps.store.state)).toBe(before);
    },
  );

  it.each(['/docs/assets/%', '/docs/assets/%ZZ', '/docs/assets/%ff/x'])('%s: 400 in JSON', async (path) => {
    const res = await request(t.app).get(path).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.envelope);
    expect(res.body.error.code).toBe('MALFORMED_PATH');
  });

  it.each([
    '/docs/assets/nothere.js',
    '/docs/assets/missing.js',
    '/docs/assets/a/b/c.js',
    '/docs/assets/..%2f..%2fpackage.json',
    '/docs/assets/.hidden',
    '/docs/assets/',
    '/docs/assets/swagger-ui.css/x',
  ])('%s: 404 in JSON, not 500', async (path) => {
    const res = await request(t.app).get(path).expect(404);
    expectSchema(res.body, ERROR_SCHEMAS.envelope);
    expect(res.body.error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('still serves the reference assets', async () => {
    await request(t.app).get('/docs/assets/swagger-ui.css').expect(200).expect('content-type', /css/);
  });
});

/** Every operation that reads a body, with ids that name real records. */
// An inbox keeps any body as it arrives (outsidePipeline): its own tests are in test/inbox.
const WITH_BODY = ROUTES.filter((op) => op.method !== 'get' && op.method !== 'delete' && !op.outsidePipeline);
const pathOf = (path: string) => path.replace(/:\w+/g, '1');
/** superagent turns a Buffer into JSON text under a JSON Content-Type; these bytes must go out as they are. */
const asIs = (body: unknown) => body as string;
const JSON_TEXT = '{"status":"PAGO"}';

const NOT_AS_DECLARED: [string, Buffer][] = [
  ['gzip', Buffer.from(JSON_TEXT)],
  ['gzip', gzipSync(JSON_TEXT).subarray(0, 12)],
  ['deflate', Buffer.from(JSON_TEXT)],
  ['br', Buffer.from(JSON_TEXT)],
  ['GZIP', Buffer.from('not gzip at all')],
];

describe.each(WITH_BODY.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', (_name, op) => {
  const send = (encoding: string, body: Buffer) =>
    request(t.app)
      [op.method](pathOf(op.path))
      .set(keys('acme'))
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .serialize(asIs)
      .send(body);
  const group = () => ERROR_SCHEMAS[groupOf(op.method.toUpperCase(), pathOf(op.path))];

  it.each(NOT_AS_DECLARED.map(([encoding, body], index) => [encoding, index, body] as const))(
    'a body that is not %s (case %#) is 400 MALFORMED_ENCODING in the group body, changing nothing',
    async (encoding, _index, body) => {
      const before = JSON.stringify(t.deps.store.state);
      const res = await send(encoding, body);
      expect(res.status).toBe(400);
      expectSchema(res.body, group());
      expect(JSON.stringify(res.body)).toContain('MALFORMED_ENCODING');
      expect(JSON.stringify(t.deps.store.state)).toBe(before);
    },
  );

  it.each(['zstd', 'compress', 'x-unknown', 'gzip, gzip'])(
    'an unknown Content-Encoding (%s) is 415 in the group body',
    async (encoding) => {
      const res = await send(encoding, Buffer.from(JSON_TEXT));
      expect(res.status).toBe(415);
      expectSchema(res.body, group());
      expect(JSON.stringify(res.body)).toContain('Content-Encoding');
    },
  );
});

describe('bodies that are encoded as declared', () => {
  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('%s is inflated and taken', async (encoding, compress) => {
    const res = await request(t.app)
      .post('/__admin/sellers')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .serialize(asIs)
      .send(compress(JSON.stringify({ legalName: `Comprimido ${encoding} LTDA` })))
      .expect(201);
    expectSchema(res.body, 'admin/seller-created.response.schema.json');
  });
});
