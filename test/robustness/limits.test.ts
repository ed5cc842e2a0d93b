import { connect, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { groupOf } from '../../src/http/groups.js';
import { ROUTES } from '../../src/sandbox/modules.js';
import { slowClientLimits, startServer, type RunningServer } from '../../src/host/server.js';
import { defaultSettings, SETTINGS } from '../../src/core/settings.js';
import { createCashout } from '../../src/features/cashouts/cashouts.service.js';
import { createSale } from '../../src/features/sales/sales.service.js';
import { createSeller } from '../../src/features/seller/seller.service.js';
import { createSubscription } from '../../src/features/subscriptions/subscriptions.service.js';
import { saleBody } from '../sales/sale-helpers.js';
import { BASE_INPUT } from '../subscriptions/subscription-helpers.js';

/**
 * The limits a shared CI sandbox needs: request bodies, slow clients, list page sizes.
 * (The journals' bounds: test/security/lockdown.test.ts for deliveries, test/admin/state.test.ts for requests.)
 */

/** Every operation that takes a body, with a path whose ids name real records. */
const WITH_BODY = ROUTES.filter((op) => op.method !== 'get' && op.method !== 'delete' && op.path !== '/__admin/state');
const pathOf = (path: string) => path.replace(/:\w+/g, '1');

describe('the request body limit (SANDBOX_BODY_LIMIT_BYTES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ bodyLimitBytes: 2048 });
  });
  afterAll(() => t.close());

  it('is documented with its default of 100 KiB', () => {
    expect(SETTINGS.bodyLimitBytes.default).toBe(102_400);
    expect(SETTINGS.bodyLimitBytes.description).toMatch(/413/);
  });

  it.each(WITH_BODY.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s answers a body over it with 413 in its group body, and changes nothing',
    async (_name, op) => {
      const path = pathOf(op.path);
      const before = JSON.stringify(t.deps.store.state);
      const res = await request(t.app)
        [op.method](path)
        .set(keys('acme'))
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ padding: 'x'.repeat(4096) }));
      expect(res.status).toBe(413);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expectSchema(res.body, ERROR_SCHEMAS[groupOf(op.method.toUpperCase(), path)]);
      expect(JSON.stringify(t.deps.store.state)).toBe(before);
    },
  );

  it('takes a body of exactly the limit and refuses one byte more (default settings)', async () => {
    const app = await buildTestApp();
    try {
      const exact = (size: number) =>
        JSON.stringify({ legalName: 'Limite LTDA', details: { productsDescription: 'x'.repeat(size) } });
      const overhead = exact(0).length;
      await request(app.app)
        .post('/__admin/sellers')
        .set('Content-Type', 'application/json')
        .send(exact(102_400 - overhead))
        .expect(201);
      const res = await request(app.app)
        .post('/__admin/sellers')
        .set('Content-Type', 'application/json')
        .send(exact(102_401 - overhead))
        .expect(413);
      expectSchema(res.body, ERROR_SCHEMAS.admin);
    } finally {
      app.close();
    }
  });

  it('counts the inflated size of a compressed body: a gzip bomb is refused', async () => {
    const bomb = gzipSync(
      JSON.stringify({ legalName: 'Bomba LTDA', details: { productsDescription: ' '.repeat(20 * 1024 * 1024) } }),
    );
    expect(bomb.length).toBeLessThan(64 * 1024);
    // serialize: superagent would send a Buffer under a JSON Content-Type as JSON text, not as these bytes.
    const res = await request(t.app)
      .post('/__admin/sellers')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize((body: unknown) => body as string)
      .send(bomb);
    expect(res.status).toBe(413);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
  });
});

/** A raw client on a real socket: what it writes, when, and what comes back. */
function rawClient(port: number): { socket: Socket; answer: Promise<{ text: string; closedAfterMs: number }> } {
  const started = performance.now();
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => {});
  const answer = new Promise<{ text: string; closedAfterMs: number }>((resolve) =>
    socket.once('close', () => resolve({ text, closedAfterMs: performance.now() - started })),
  );
  return { socket, answer };
}

/** Writes `text` one byte every `everyMs` while the socket is open; `left()` tells how many bytes it has not sent. */
function drip(socket: Socket, text: string, everyMs: number): { left: () => number } {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) return clearInterval(timer);
    socket.write(text[index++]);
  }, everyMs);
  return { left: () => text.length - index };
}

/** A real server whose headers and request timeouts (20 s, 30 s) no load reaches. */
const patientServer = () =>
  startServer({
    ...defaultSettings(),
    port: 0,
    logLevel: 'silent',
    dueWorkIntervalMs: 0,
    headersTimeoutMs: 20_000,
    requestTimeoutMs: 30_000,
    bodyLimitBytes: 4096,
  });

describe('slow clients, against a real listening server', () => {
  const HEADERS_MS = 300;
  const REQUEST_MS = 700;
  let running: RunningServer;
  let port: number;
  beforeAll(async () => {
    running = await startServer({
      ...defaultSettings(),
      port: 0,
      logLevel: 'silent',
      dueWorkIntervalMs: 0,
      headersTimeoutMs: HEADERS_MS,
      requestTimeoutMs: REQUEST_MS,
      bodyLimitBytes: 4096,
    });
    port = Number(new URL(running.url).port);
  });
  afterAll(() => running.close());

  // Which limit closed a connection is told by behaviour, not by how soon: the server's 408 (its reason) rather
  // than the client's own bytes running out, never before the limit, and while the part it bounds was still
  // arriving. A loaded machine only makes the close later, which none of these depends on.
  it('a client sending its headers one byte at a time is cut off by the headers timeout with 408', async () => {
    const client = rawClient(port);
    // ~5.6 s of headers at this pace: had the server waited for them, it would have answered /health with 200.
    const sending = drip(
      client.socket,
      `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`,
      25,
    );
    const { text, closedAfterMs } = await client.answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toMatch(/^X-Sandbox-Reason: request: did not arrive whole in time\r$/im);
    expect(sending.left()).toBeGreaterThan(0);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
  });

  it('a connection that never sends a byte is closed by the headers timeout too', async () => {
    const client = rawClient(port);
    const { text, closedAfterMs } = await client.answer;
    // Closed by the server (the client never ends it here), and not before the headers timeout.
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
  });

  it('a client trickling its body is cut off by the request timeout with 408', async () => {
    const client = rawClient(port);
    client.socket.write(
      'POST /__admin/sellers HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // ~25 s of body at this pace: the headers were whole, so only the request timeout can cut it off early.
    const sending = drip(client.socket, ' '.repeat(999), 25);
    const { text, closedAfterMs } = await client.answer;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toMatch(/^X-Sandbox-Reason: request: did not arrive whole in time\r$/im);
    expect(sending.left()).toBeGreaterThan(0);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
  });

  it('a declared body over the limit is refused at once with 413 in the group body, without waiting for it', async () => {
    // Timeouts no load reaches: on a loaded machine the 300 ms headers timeout may fire first.
    const patient = await patientServer();
    try {
      const client = rawClient(Number(new URL(patient.url).port));
      client.socket.write(
        `POST /__admin/sellers HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
      );
      const { text } = await client.answer;
      expect(text).toMatch(/^HTTP\/1\.1 413 /);
      expect(text).toMatch(/connection: close/i);
      expectSchema(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)), ERROR_SCHEMAS.admin);
      // Not one byte of the body was sent: a server waiting for it would have answered the request
      // timeout's 408 (the test above), 30 s later, so the 413 alone shows it did not wait.
    } finally {
      await patient.close();
    }
  });

  it('a chunked body that grows past the limit is refused with 413', async () => {
    const client = rawClient(port);
    client.socket.write(
      'POST /__admin/sellers HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    for (let i = 0; i < 10; i++) client.socket.write(`400\r\n${' '.repeat(1024)}\r\n`);
    client.socket.write('0\r\n\r\n');
    const { text } = await client.answer;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('fifty slow clients at once do not keep anyone else waiting', async () => {
    // A server whose timeouts no load reaches: the fifty must still be waiting when the other
    // client is answered (a server serving them in turn would answer it only after cutting them off).
    const patient = await patientServer();
    const clients = Array.from({ length: 50 }, () => rawClient(Number(new URL(patient.url).port)));
    let cutOff = 0;
    for (const client of clients) void client.answer.then(() => cutOff++);
    try {
      for (const client of clients) drip(client.socket, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 50);
      const res = await fetch(`${patient.url}/api/seller`, { headers: keys('acme') });
      expect({ status: res.status, slowClientsCutOff: cutOff }).toEqual({ status: 200, slowClientsCutOff: 0 });
    } finally {
      for (const client of clients) client.socket.destroy();
      await Promise.all(clients.map((client) => client.answer));
      await patient.close();
    }
  });

  it.each([
    [{ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 }, 10_000, 30_000, 1000],
    [{ headersTimeoutMs: 60_000, requestTimeoutMs: 30_000 }, 30_000, 30_000, 1000],
    [{ headersTimeoutMs: 300, requestTimeoutMs: 700 }, 300, 700, 75],
    [{ headersTimeoutMs: 5_000, requestTimeoutMs: 0 }, 5_000, 0, 1000],
  ])(
    'limits %j: headers %i ms, request %i ms, checked every %i ms',
    (settings, headersTimeout, requestTimeout, connectionsCheckingInterval) => {
      expect(slowClientLimits(settings)).toEqual({ headersTimeout, requestTimeout, connectionsCheckingInterval });
    },
  );
});

describe('list page sizes', () => {
  let t: TestApp;
  let sellerId: number;
  let headers: Record<string, string>;
  const MANY = 1100;

  beforeAll(async () => {
    t = await buildTestApp({ dueWorkIntervalMs: 0 });
    t.deps.outbox.stop();
    // Bulk data through the services (far faster than over HTTP), more than any page may hold.
    const created = t.deps.store.transaction(() =>
      createSeller(t.deps, { legalName: 'Volume LTDA', availableBalance: MANY * 10_000 }),
    );
    sellerId = created.userId;
    headers = {
      'X-Api-Public-Key': created.credentials.publicKey,
      'X-Api-Private-Key': created.credentials.privateKey,
    };
    t.deps.store.transaction(() => {
      for (let i = 0; i < MANY; i++) {
        createSale(t.deps, sellerId, saleBody('TRANSFER'));
        createCashout(t.deps, sellerId, {
          amountCents: 10_000,
          pixKey: '52998224725',
          pixKeyType: 'CPF',
          postbackUrl: null,
        });
        createSubscription(t.deps, { ...BASE_INPUT, sellerId });
        createSeller(t.deps, {});
        t.deps.outbox.enqueue({
          sellerId,
          kind: 'sale.postback',
          url: 'http://127.0.0.1:9/none',
          payload: { i },
          signed: true,
          resource: { type: 'sale', id: i + 1, status: 'PAGO' },
        });
      }
    });
  }, 60_000);
  afterAll(() => t.close());

  it('GET /api/subscriptions clamps a limit of 1000 to 100 items and says so', async () => {
    const res = await request(t.app).get('/api/subscriptions?limit=1000').set(headers).expect(200);
    expectSchema(res.body, 'subscriptions/list.response.schema.json');
    expect([
      res.body.data.subscriptions.length,
      res.body.data.pagination.limit,
      res.body.data.pagination.total,
    ]).toEqual([100, 100, MANY]);
  });

  it('GET /api/sales clamps a limit of 1000 to 100 items and says so', async () => {
    const res = await request(t.app).get('/api/sales?limit=1000').set(headers).expect(200);
    expectSchema(res.body, 'sales/sale-list.response.schema.json');
    expect([res.body.data.sales.length, res.body.data.pagination.limit, res.body.data.pagination.total]).toEqual([
      100,
      100,
      MANY,
    ]);
  });

  it.each([
    ['/__admin/sales', 'sales', 'sales/sale-admin-list.response.schema.json', true],
    ['/__admin/cashouts', 'cashouts', 'cashouts/cashout-list.response.schema.json', true],
    ['/__admin/subscriptions', 'subscriptions', 'subscriptions/admin-list.response.schema.json', true],
    ['/__admin/webhooks/deliveries', 'deliveries', 'webhooks/deliveries.response.schema.json', true],
    ['/__admin/sellers', 'sellers', 'admin/seller-list.response.schema.json', false],
  ])(
    'GET %s holds at most 1000 items, whatever the limit asked, and says how many matched',
    async (path, key, schema, bySeller) => {
      const res = await request(t.app)
        .get(`${path}?limit=100000${bySeller ? `&sellerId=${sellerId}` : ''}`)
        .expect(200);
      expectSchema(res.body, schema);
      expect(res.body[key]).toHaveLength(1000);
      expect(res.body.total).toBeGreaterThanOrEqual(MANY);
      const small = await request(t.app)
        .get(`${path}?limit=3${bySeller ? `&sellerId=${sellerId}` : ''}`)
        .expect(200);
      expect(small.body[key]).toHaveLength(3);
      const bad = await request(t.app).get(`${path}?limit=0`).expect(400);
      expectSchema(bad.body, ERROR_SCHEMAS.admin);
    },
  );

  it('GET /__admin/requests holds at most the request journal size', async () => {
    const res = await request(t.app).get('/__admin/requests?limit=100000').expect(200);
    expectSchema(res.body, 'admin/requests.response.schema.json');
    expect(res.body.requests.length).toBeLessThanOrEqual(t.deps.settings.requestLogSize);
  });

  it('keeps the seller apart: another seller lists none of these sales', async () => {
    const res = await request(t.app).get('/api/sales?limit=100').set(keys('acme')).expect(200);
    expect(
      res.body.data.sales.every(
        (sale: { id: number }) => t.deps.store.collections.sales.get(sale.id)!.sellerId === ACCOUNTS.acme.id,
      ),
    ).toBe(true);
  });
});
