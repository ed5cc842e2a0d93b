import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IncomingMessage, ServerResponse } from 'node:http';
import { createTestTenant, startTenantServer } from '../helpers/tenants.js';

/**
 * Issue 31: the server makes each request and response under the default app's prototypes (Express's `app.request`
 * and `app.response`), so neither Express nor the stages swap them with `Object.setPrototypeOf` per request (a swapped
 * object no longer has the shape Node's own code saw it with, and every later access to it paid for that). A
 * tenant's app still swaps them to its own.
 */
let server: Awaited<ReturnType<typeof startTenantServer>>;
const seen: { request: boolean; response: boolean; nodeTypes: boolean }[] = [];

beforeAll(async () => {
  server = await startTenantServer();
  const { app } = server.sandbox;
  // First in line: what the server made, before any app has touched it.
  server.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    seen.push({
      request: Object.getPrototypeOf(req) === app.request,
      response: Object.getPrototypeOf(res) === app.response,
      nodeTypes: req instanceof IncomingMessage && res instanceof ServerResponse,
    });
  });
});
afterAll(() => server.close());

describe('requests and responses born under the app', () => {
  it("are made with the default app's prototypes, still Node's IncomingMessage and ServerResponse", async () => {
    seen.length = 0;
    const health = await server.call('GET', '/health');
    expect(health.status).toBe(200);
    expect(seen).toEqual([{ request: true, response: true, nodeTypes: true }]);
  });

  it("are still answered by a tenant's own app, which puts its prototypes under them", async () => {
    const tenant = await createTestTenant(server, 'born');
    const sellers = await server.call('GET', `${tenant.admin}/sellers`, { token: tenant.token });
    expect(sellers.status).toBe(200);
    const missing = await server.call('GET', `${tenant.admin}/sellers/999999`, { token: tenant.token });
    expect(missing.status).toBe(404);
  });
});
