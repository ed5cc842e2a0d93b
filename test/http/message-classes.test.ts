import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type Request, type Response } from 'express';
import request from 'supertest';
import { sharePrototypes } from '../../src/http/message-classes.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { createTestTenant, startTenantServer } from '../helpers/tenants.js';

/**
 * Issue 31: the server makes each request and response under the prototypes every sandbox app serves under (the
 * default's and each tenant's are one: sharePrototypes), so neither Express nor the stages swap them with
 * `Object.setPrototypeOf` per request (a swapped object no longer has the shape Node's own code saw it with, and every
 * later access to it paid for that: a tenant's GET by id cost 2.7 × the default's CPU). `req.app` and `res.app` are
 * each request's own properties, its app's.
 */
let server: Awaited<ReturnType<typeof startTenantServer>>;
/** What the server made, before any app touched it, and what it was once its app had taken it. */
const seen: { born: boolean; nodeTypes: boolean; chain: object[]; req: unknown; res: unknown }[] = [];

const chainOf = (object: object) => {
  const chain: object[] = [];
  for (let next = Object.getPrototypeOf(object) as object | null; next; next = Object.getPrototypeOf(next) as object)
    chain.push(next);
  return chain;
};

beforeAll(async () => {
  server = await startTenantServer();
  const { app } = server.sandbox;
  // First in line: what the server made. Last in line: the edge has handed it to its app (at once, alone).
  server.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    seen.push({
      born: Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
      nodeTypes: req instanceof IncomingMessage && res instanceof ServerResponse,
      chain: [],
      req,
      res,
    });
  });
  server.server.on('request', (req: Request) => {
    const entry = seen.find((one) => one.req === req)!;
    entry.chain = chainOf(req);
  });
});
afterAll(() => server.close());
afterEach(() => void jest.restoreAllMocks());

/** Object.setPrototypeOf's calls on the requests and responses the server made meanwhile. */
function watchSwaps() {
  const swap = jest.spyOn(Object, 'setPrototypeOf');
  return () => swap.mock.calls.filter(([object]) => seen.some((one) => one.req === object || one.res === object));
}

describe('requests and responses born under the apps', () => {
  it("are made with the apps' prototypes, still Node's IncomingMessage and ServerResponse", async () => {
    seen.length = 0;
    const health = await server.call('GET', '/health');
    expect(health.status).toBe(200);
    expect(seen).toEqual([expect.objectContaining({ born: true, nodeTypes: true })]);
  });

  it("serve a tenant's API call and the default's under one prototype chain, swapped by no app", async () => {
    const tenant = await createTestTenant(server, 'born', { fixtures: true });
    const acme = tenant.credentials.find((credentials) => credentials.userId === 1000)!;
    seen.length = 0;
    const swaps = watchSwaps();
    expect((await server.call('GET', '/api/seller', { keys: acme })).status).toBe(200);
    expect((await server.call('GET', '/api/seller', { keys: ACCOUNTS.acme })).status).toBe(200);
    expect(swaps()).toEqual([]);
    const [ofTenant, ofDefault] = seen;
    expect(ofTenant.chain.length).toBeGreaterThan(2);
    expect(ofTenant.chain).toEqual(ofDefault.chain);
    expect(server.tenants.get('born')!.sandbox.app.request).toBe(server.sandbox.app.request);
  });

  it("give `req.app` and `res.app` of a tenant's request as its own app, the default's as the default's", async () => {
    const tenant = await createTestTenant(server, 'apps', { fixtures: true });
    const tenantApp = server.tenants.get('apps')!.sandbox.app;
    seen.length = 0;
    const keys = tenant.credentials.find((credentials) => credentials.userId === 1000)!;
    expect((await server.call('GET', '/api/seller', { keys })).status).toBe(200);
    expect((await server.call('GET', '/health')).status).toBe(200);
    const [ofTenant, ofDefault] = seen as unknown as { req: Request; res: Response }[];
    expect([ofTenant.req.app === tenantApp, ofTenant.res.app === tenantApp]).toEqual([true, true]);
    expect([ofDefault.req.app === server.sandbox.app, ofDefault.res.app === server.sandbox.app]).toEqual([true, true]);
  });

  it("are still answered by a tenant's admin API through the edge's own app", async () => {
    const tenant = await createTestTenant(server, 'admin');
    seen.length = 0;
    const sellers = await server.call('GET', `${tenant.admin}/sellers`, { token: tenant.token });
    expect(sellers.status).toBe(200);
    const missing = await server.call('GET', `${tenant.admin}/sellers/999999`, { token: tenant.token });
    expect(missing.status).toBe(404);
    const { req } = seen[0] as { req: Request };
    expect(req.app).toBe(server.tenants.get('admin')!.sandbox.app);
  });
});

describe('sharePrototypes', () => {
  function sharing(name: string): Express {
    const app = express();
    sharePrototypes(app);
    app.get('/', (req, res) => void res.json({ name, req: req.app === app, res: res.app === app }));
    return app;
  }

  it('gives apps one request and one response prototype, and each request its own app', async () => {
    const a = sharing('a');
    const b = sharing('b');
    expect([a.request, a.response]).toEqual([b.request, b.response]);
    expect(Object.getPrototypeOf(a.request)).toBe(express.request);
    expect(Object.getPrototypeOf(a.response)).toBe(express.response);
    await request(a).get('/').expect(200, { name: 'a', req: true, res: true });
    await request(b).get('/').expect(200, { name: 'b', req: true, res: true });
  });

  it('gives an app mounted in another prototypes of its own, the shared ones untouched, the outer app its own after', async () => {
    const shared = sharing('shared');
    const inner = express();
    sharePrototypes(inner);
    const seenInner: boolean[] = [];
    inner.get('/x', (req, res, next) => {
      seenInner.push(req.app === inner, res.app === inner);
      next();
    });
    const outer = express();
    outer.use('/in', inner);
    outer.use((req, res) => void res.json({ req: req.app === outer, res: res.app === outer }));
    expect(inner.request).not.toBe(shared.request);
    expect(Object.getPrototypeOf(inner.request)).toBe(outer.request);
    expect(Object.getPrototypeOf(shared.request)).toBe(express.request);
    expect(Object.getPrototypeOf(shared.response)).toBe(express.response);
    await request(outer).get('/in/x').expect(200, { req: true, res: true });
    expect(seenInner).toEqual([true, true]);
  });
});
