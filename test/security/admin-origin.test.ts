import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { ROUTES } from '../../src/sandbox/modules.js';
import { SETTINGS } from '../../src/core/settings.js';

/**
 * Issue 20, finding 6: with no admin token (the default on loopback) a page on another site
 * could reset the sandbox (a form POST with no body or an empty text/plain one), rotate keys and
 * secrets, cancel subscriptions and create sellers; a page whose name rebinds to 127.0.0.1
 * (Host: evil.example:PORT) could read GET /__admin/state. Now, token or not, /__admin refuses
 * other sites' writes and scripts (403 ADMIN_CROSS_SITE) and unknown Host names (403
 * ADMIN_HOST_NOT_ALLOWED); tools without Origin, the console and the public API are unchanged.
 */

const EVIL = 'http://evil.example';
/** Every admin write the pipeline serves (the inbox receivers are open on purpose: see below). */
const ADMIN_WRITES = ROUTES.filter(
  (route) => route.path.startsWith('/__admin') && route.method !== 'get' && !route.outsidePipeline,
);
const pathOf = (path: string) => path.replace(/:id/g, String(ACCOUNTS.acme.id)).replace(/:name/g, 'qa');

type Call = (t: TestApp) => request.Test;

/** What another site's page can send without the user's help. */
const CROSS_SITE_WRITES: [string, (method: 'post' | 'put' | 'patch' | 'delete', path: string) => Call][] = [
  [
    'a form post with no body',
    (method, path) => (t) =>
      request(t.app)
        [method](path)
        .set('Origin', EVIL)
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Sec-Fetch-Mode', 'navigate'),
  ],
  [
    'an empty text/plain body, Origin only (no Fetch Metadata)',
    (method, path) => (t) =>
      request(t.app)[method](path).set('Origin', EVIL).set('Content-Type', 'text/plain').send(''),
  ],
  [
    'a no-cors fetch with a JSON text',
    (method, path) => (t) =>
      request(t.app)
        [method](path)
        .set('Origin', EVIL)
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Sec-Fetch-Mode', 'no-cors')
        .set('Content-Type', 'text/plain')
        .send('{}'),
  ],
  [
    'Origin: null (a sandboxed frame, a data: page)',
    (method, path) => (t) => request(t.app)[method](path).set('Origin', 'null'),
  ],
  [
    'another port of the same host',
    (method, path) => (t) =>
      request(t.app)[method](path).set('Origin', 'http://127.0.0.1:5173').set('Sec-Fetch-Site', 'same-site'),
  ],
  [
    'Sec-Fetch-Site: cross-site without an Origin',
    (method, path) => (t) =>
      request(t.app)[method](path).set('Sec-Fetch-Site', 'cross-site').set('Sec-Fetch-Mode', 'cors'),
  ],
];

describe('writes from another site are refused, token or not', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webhookRetryDelaysMs: [] });
  });
  afterAll(() => t.close());

  it('covers every admin write, reset, key and secret rotation, subscription cancel and seller creation among them', () => {
    expect(ADMIN_WRITES.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /__admin/reset',
        'POST /__admin/sellers/:id/keys',
        'POST /__admin/sellers/:id/webhook-secret',
        'POST /__admin/subscriptions/:id/cancel',
        'POST /__admin/sellers',
        'PUT /__admin/state',
      ]),
    );
  });

  describe.each(ADMIN_WRITES.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      it.each(CROSS_SITE_WRITES)('%s: 403 ADMIN_CROSS_SITE in the admin body, nothing changed', async (_kind, call) => {
        const before = JSON.stringify(t.deps.store.state);
        const res = await call(route.method as 'post', pathOf(route.path))(t);
        expect(res.status).toBe(403);
        expectSchema(res.body, ERROR_SCHEMAS.admin);
        expect(res.body).toEqual({ error: 'ADMIN_CROSS_SITE', message: ERROR_CATALOGUE.ADMIN_CROSS_SITE.message });
        expect(JSON.stringify(t.deps.store.state)).toBe(before);
      });
    },
  );

  it("with a token set, the right token does not make another site's write acceptable", async () => {
    const locked = await buildTestApp({ adminToken: 'tok' });
    try {
      const before = JSON.stringify(locked.deps.store.state);
      const res = await request(locked.app)
        .post('/__admin/reset')
        .set('X-Admin-Token', 'tok')
        .set('Origin', EVIL)
        .expect(403);
      expect(res.body.error).toBe('ADMIN_CROSS_SITE');
      expect(JSON.stringify(locked.deps.store.state)).toBe(before);
    } finally {
      locked.close();
    }
  });

  it("other sites' scripts, frames and event streams may not read either; a link followed to a JSON page may", async () => {
    for (const [mode, dest] of [
      ['cors', 'empty'],
      ['no-cors', 'script'],
      ['navigate', 'iframe'],
      ['cors', 'empty'],
    ] as const) {
      const res = await request(t.app)
        .get('/__admin/state')
        .set('Origin', EVIL)
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Sec-Fetch-Mode', mode)
        .set('Sec-Fetch-Dest', dest);
      expect([mode, dest, res.status]).toEqual([mode, dest, dest === 'iframe' ? 200 : 403]);
    }
    const stream = await request(t.app)
      .get('/__admin/events?follow=false')
      .set('Origin', EVIL)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Sec-Fetch-Mode', 'cors')
      .set('Sec-Fetch-Dest', 'empty')
      .expect(403);
    expectSchema(stream.body, ERROR_SCHEMAS.admin);
    const preflight = await request(t.app)
      .options('/__admin/reset')
      .set('Origin', EVIL)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Sec-Fetch-Mode', 'cors')
      .set('Access-Control-Request-Method', 'POST')
      .expect(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    await request(t.app)
      .get('/__admin/clock')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Sec-Fetch-Mode', 'navigate')
      .set('Sec-Fetch-Dest', 'document')
      .expect(200);
  });
});

describe('what keeps working', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ webhookRetryDelaysMs: [] });
  });
  afterEach(() => t.close());

  it('tools that send no Origin (curl, the CLI, the test kit, supertest)', async () => {
    await request(t.app).post('/__admin/sellers').send({ legalName: 'Sem Origem LTDA' }).expect(201);
    await request(t.app).post('/__admin/reset').expect(200);
  });

  it("the sandbox's own pages (the console): Origin equal to the Host, Sec-Fetch-Site same-origin or none", async () => {
    const port = 4010;
    await request(t.app)
      .post('/__admin/sellers')
      .set('Host', `127.0.0.1:${port}`)
      .set('Origin', `http://127.0.0.1:${port}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ legalName: 'Console LTDA' })
      .expect(201);
    await request(t.app)
      .post('/__admin/sellers')
      .set('Host', `localhost:${port}`)
      .set('Origin', `http://LOCALHOST:${port}`)
      .send({ legalName: 'Console LTDA' })
      .expect(201);
    await request(t.app)
      .post('/__admin/sellers')
      .set('Host', '[::1]')
      .set('Origin', 'http://[::1]:80')
      .send({ legalName: 'Console LTDA' })
      .expect(201);
    await request(t.app)
      .get('/__admin/state')
      .set('Sec-Fetch-Site', 'none')
      .set('Sec-Fetch-Mode', 'navigate')
      .expect(200);
  });

  it('an origin listed in SANDBOX_ADMIN_CORS_ORIGINS, with its CORS answer', async () => {
    const open = await buildTestApp({ adminCorsOrigins: ['https://qa.example'] });
    try {
      const preflight = await request(open.app)
        .options('/__admin/reset')
        .set('Origin', 'https://qa.example')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Access-Control-Request-Method', 'POST')
        .expect(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://qa.example');
      const reset = await request(open.app)
        .post('/__admin/reset')
        .set('Origin', 'https://qa.example')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Sec-Fetch-Mode', 'cors')
        .expect(200);
      expect(reset.headers['access-control-allow-origin']).toBe('https://qa.example');
      await request(open.app).post('/__admin/reset').set('Origin', EVIL).expect(403);
    } finally {
      open.close();
    }
  });

  it('the public API keeps its CORS behaviour: server to server, closed to browsers unless SANDBOX_CORS_ORIGINS', async () => {
    const sale = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .set('Origin', EVIL)
      .set('Host', 'evil.example:4010')
      .send(saleBody('PIX'))
      .expect(201);
    expect(sale.headers['access-control-allow-origin']).toBeUndefined();
    await request(t.app).get('/health').set('Origin', EVIL).set('Host', 'evil.example').expect(200);
    const shop = await buildTestApp({ corsOrigins: ['https://shop.example'] });
    try {
      const res = await request(shop.app)
        .get('/api/seller')
        .set(keys('acme'))
        .set('Origin', 'https://shop.example')
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(200);
      expect(res.headers['access-control-allow-origin']).toBe('https://shop.example');
    } finally {
      shop.close();
    }
  });

  it('the webhook inbox receivers: any Host, any Origin (deliveries and other tools post there)', async () => {
    const res = await request(t.app)
      .post('/__admin/inbox/qa')
      .set('Host', 'hooks.example:4010')
      .set('Origin', EVIL)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ any: 'thing' })
      .expect(200);
    expectSchema(res.body, 'inbox/received.response.schema.json');
  });
});

describe("DNS rebinding: a Host that is not this sandbox's name", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ allowedHosts: ['sandbox.internal', '*.ci.test'] });
  });
  afterAll(() => t.close());

  it.each([
    'evil.example:4010',
    'evil.example',
    'EVIL.example:80',
    'localhost.evil.example',
    'ci.test',
    'sandbox.internal.evil.example',
    '127.0.0.1.nip.io:4010',
  ])('Host %s cannot read GET /__admin/state nor write: 403 ADMIN_HOST_NOT_ALLOWED', async (host) => {
    const read = await request(t.app).get('/__admin/state').set('Host', host).expect(403);
    expectSchema(read.body, ERROR_SCHEMAS.admin);
    expect(read.body).toEqual({
      error: 'ADMIN_HOST_NOT_ALLOWED',
      message: ERROR_CATALOGUE.ADMIN_HOST_NOT_ALLOWED.message,
    });
    expect(read.body.message).toContain('SANDBOX_ALLOWED_HOSTS');
    const before = JSON.stringify(t.deps.store.state);
    await request(t.app).post('/__admin/reset').set('Host', host).set('Origin', `http://${host}`).expect(403);
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it.each([
    '127.0.0.1:4010',
    '127.0.0.2',
    'localhost:4010',
    'LOCALHOST.',
    'console.localhost:4010',
    '[::1]:4010',
    '192.168.0.10:4010',
    '10.0.0.5',
    '[fd00::5]:4010',
    'sandbox.internal:4010',
    'a.ci.test',
    'deep.a.ci.test:8080',
  ])('Host %s is taken (addresses, loopback names, SANDBOX_ALLOWED_HOSTS)', async (host) => {
    await request(t.app).get('/__admin/clock').set('Host', host).expect(200);
  });

  it('takes the name the server is bound to (HOST), and any name under "*"; a token does not lift the check', async () => {
    const bound = await buildTestApp({ host: 'sandbox.lan' });
    const any = await buildTestApp({ allowedHosts: ['*'] });
    const locked = await buildTestApp({ adminToken: 'tok' });
    try {
      await request(bound.app).get('/__admin/clock').set('Host', 'sandbox.lan:4010').expect(200);
      await request(bound.app).get('/__admin/clock').set('Host', 'other.lan:4010').expect(403);
      await request(any.app).get('/__admin/clock').set('Host', 'whatever.example').expect(200);
      const res = await request(locked.app)
        .get('/__admin/state')
        .set('Host', 'evil.example:4010')
        .set('X-Admin-Token', 'tok')
        .expect(403);
      expect(res.body.error).toBe('ADMIN_HOST_NOT_ALLOWED');
    } finally {
      bound.close();
      any.close();
      locked.close();
    }
  });

  it('is a documented setting', () => {
    expect(SETTINGS.allowedHosts).toMatchObject({ env: 'SANDBOX_ALLOWED_HOSTS', flag: '--allowed-hosts', default: [] });
    expect(SETTINGS.allowedHosts.parse('sandbox, *.ci.test')).toEqual(['sandbox', '*.ci.test']);
  });
});
