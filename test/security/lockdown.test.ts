import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { registeredRoutes } from '../helpers/routes.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { REDACTED_SECRET } from '../../src/features/admin/state.service.js';
import { ROUTES } from '../../src/sandbox/modules.js';

let t: TestApp;
afterEach(() => t.close());

/** The admin routes documented as needing no token: the console's page, and the inbox receivers the outbox posts to. */
const OPEN_ADMIN_ROUTES = ROUTES.filter((op) => op.auth === 'none' && op.path.startsWith('/__admin')).map(
  (op) => `${op.method.toUpperCase()} ${op.path}`,
);

describe('with SANDBOX_ADMIN_TOKEN set', () => {
  it('opens only the console page and the inbox receivers', async () => {
    t = await buildTestApp({ adminToken: 'lock' });
    expect(OPEN_ADMIN_ROUTES.sort()).toEqual(['GET /__admin/ui', 'POST /__admin/inbox/:name']);
    expect((await request(t.app).get('/__admin/ui')).status).not.toBe(401);
    expect((await request(t.app).post('/__admin/inbox/qa').send({})).status).toBe(200);
  });

  it('no admin route answers without the token', async () => {
    t = await buildTestApp({ adminToken: 'lock' });
    const adminRoutes = registeredRoutes().filter(
      (route) => route.includes(' /__admin') && !OPEN_ADMIN_ROUTES.includes(route),
    );
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const route of adminRoutes) {
      const [method, path] = route.split(' ');
      const res = await request(t.app)[method.toLowerCase() as 'get'](path.replace(/:\w+/g, '1')).send({});
      expect({ route, status: res.status }).toEqual({ route, status: 401 });
      expectSchema(res.body, ERROR_SCHEMAS.admin);
    }
  });
});

describe('CORS', () => {
  it('is closed on /api and /__admin by default', async () => {
    t = await buildTestApp();
    const api = await request(t.app).get('/api/seller').set(keys('acme')).set('Origin', 'https://shop.example');
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(t.app)
      .options('/__admin/sellers')
      .set('Origin', 'https://shop.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens /api to the configured origins only, and /__admin only through its own setting', async () => {
    t = await buildTestApp({ corsOrigins: ['https://shop.example'] });
    const allowed = await request(t.app)
      .options('/api/sales')
      .set('Origin', 'https://shop.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(allowed.headers['access-control-allow-headers']).toContain('X-Api-Private-Key');
    const other = await request(t.app).get('/api/seller').set(keys('acme')).set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const admin = await request(t.app).get('/__admin/sellers').set('Origin', 'https://shop.example');
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('secrets after creation', () => {
  it('never appear in a state snapshot, which still restores, keeping the secrets it had', async () => {
    t = await buildTestApp();
    const created = await request(t.app).post('/__admin/sellers').send({}).expect(201);
    const { privateKey, webhookSecret } = created.body.credentials;
    const snapshot = await request(t.app).get('/__admin/state').expect(200);
    const text = JSON.stringify(snapshot.body);
    for (const secret of [
      privateKey,
      webhookSecret,
      ...Object.values(ACCOUNTS).flatMap((a) => [a.privateKey, a.webhookSecret]),
    ])
      expect(text).not.toContain(secret);
    expect(snapshot.body.users[created.body.userId].webhookSecret).toBe(REDACTED_SECRET);
    await request(t.app).put('/__admin/state').send(snapshot.body).expect(200);
    expect(t.deps.store.collections.users.get(created.body.userId)!.webhookSecret).toBe(webhookSecret);
  });

  it('a webhook secret can be rotated, shown once', async () => {
    t = await buildTestApp();
    const res = await request(t.app).post(`/__admin/sellers/${ACCOUNTS.acme.id}/webhook-secret`).expect(201);
    expectSchema(res.body, 'admin/webhook-secret.response.schema.json');
    expect(res.body.webhookSecret).not.toBe(ACCOUNTS.acme.webhookSecret);
    expect(t.deps.store.collections.users.get(ACCOUNTS.acme.id)!.webhookSecret).toBe(res.body.webhookSecret);
    await request(t.app).post('/__admin/sellers/99999/webhook-secret').expect(404);
  });
});

describe('a webhook URL pointing at the sandbox itself', () => {
  it('is refused at the door (508 in the group body), so no delivery can loop', async () => {
    t = await buildTestApp();
    const res = await request(t.app).post('/__admin/sellers').set('X-Sandbox-Delivery-Id', '12').send({}).expect(508);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.error).toBe('LOOP_DETECTED');
    const api = await request(t.app)
      .get('/api/seller')
      .set(keys('acme'))
      .set('X-Sandbox-Delivery-Id', '12')
      .expect(508);
    expectSchema(api.body, ERROR_SCHEMAS.seller);
  });
});

describe('the delivery journal', () => {
  it('stays within SANDBOX_MAX_DELIVERIES, dropping the oldest finished deliveries and never a pending one', async () => {
    t = await buildTestApp({ maxDeliveries: 20 });
    const deliveries = t.deps.store.collections.deliveries;
    t.deps.outbox.stop();
    for (let i = 0; i < 50; i++) {
      t.deps.store.transaction(() => {
        const delivery = t.deps.outbox.enqueue({
          sellerId: ACCOUNTS.acme.id,
          kind: 'sale.postback',
          url: 'http://127.0.0.1:9/none',
          payload: { i },
          signed: true,
          resource: { type: 'sale', id: i + 1, status: 'PAGO' },
        });
        if (i < 45) deliveries.update(delivery.id, { status: 'FAILED', nextAttemptAt: null });
      });
    }
    expect(deliveries.size).toBeLessThanOrEqual(20);
    expect(deliveries.values().filter((d) => d.status === 'PENDING')).toHaveLength(5);
  });
});
