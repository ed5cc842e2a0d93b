import { afterEach, describe, expect, it } from '@jest/globals';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { createTestTenant, startTenantServer } from '../helpers/tenants.js';

/** Issue 21, lifecycle: the operator's token, self-service, and the settings that bound tenants. */
let server: Awaited<ReturnType<typeof startTenantServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const OPERATOR = 'operator-token-0123456789abcdef';
const SELLER = { name: 'Loja Um', email: 'um@loja.test' };

describe('the operator token (SANDBOX_ADMIN_TOKEN)', () => {
  it('is needed to create and list tenants; it works on every tenant; a tenant token reaches nothing outside its tenant', async () => {
    server = await startTenantServer({ adminToken: OPERATOR });
    expect((await server.call('POST', '/__admin/tenants/team', { body: {} })).status).toBe(401);
    const team = await createTestTenant(server, 'team', { token: OPERATOR });
    expect((await server.call('GET', `${team.admin}/sellers`, { token: OPERATOR })).status).toBe(200);
    expect((await server.call('GET', `${team.admin}/sellers`, { token: team.token })).status).toBe(200);
    // Outside its tenant, the tenant's token is no token at all.
    expect((await server.call('GET', '/__admin/state', { token: team.token })).status).toBe(401);
    expect((await server.call('GET', '/__admin/tenants', { token: team.token })).status).toBe(401);
    expect((await server.call('POST', '/__admin/tenants/other', { token: team.token, body: {} })).status).toBe(401);
    // Its app does not serve the operator's routes under its prefix either.
    expect((await server.call('GET', `${team.admin}/tenants`, { token: team.token })).status).toBe(404);
    expect(
      (await server.call('GET', '/__admin/tenants', { token: OPERATOR })).body.tenants.map(
        (tenant: { name: string }) => tenant.name,
      ),
    ).toEqual(['team']);
    // To the operator, a tenant that does not exist is 404.
    expect((await server.call('GET', '/__admin/tenants/nosuch/sellers', { token: OPERATOR })).status).toBe(404);
    expect((await server.call('DELETE', '/__admin/tenants/nosuch', { token: OPERATOR })).status).toBe(404);
    expect((await server.call('DELETE', `/__admin/tenants/${team.name}`, { token: OPERATOR })).status).toBe(200);
  });

  it('lets anyone create a tenant under SANDBOX_TENANT_SELF_SERVICE, and still keeps the list to the operator', async () => {
    server = await startTenantServer({ adminToken: OPERATOR, tenantSelfService: true });
    const mine = await createTestTenant(server, 'mine');
    expect((await server.call('GET', `${mine.admin}/sellers`, { token: mine.token })).status).toBe(200);
    expect((await server.call('GET', '/__admin/tenants')).status).toBe(401);
  });
});

describe('tenant limits', () => {
  it('SANDBOX_MAX_TENANTS: one more tenant is 409 TENANT_LIMIT', async () => {
    server = await startTenantServer({ maxTenants: 2 });
    await createTestTenant(server, 'one');
    await createTestTenant(server, 'two');
    const third = await server.call('POST', '/__admin/tenants/three', { body: {} });
    expect(third.status).toBe(409);
    expect(third.body.error).toBe('TENANT_LIMIT');
    expect(server.tenants.size).toBe(2);
  });

  it('SANDBOX_TENANT_MAX_RECORDS: a write past it is 409 RECORD_LIMIT naming the limit, and nothing is stored', async () => {
    server = await startTenantServer({ tenantMaxRecords: 3 });
    const small = await createTestTenant(server, 'small');
    const first = await server.call('POST', `${small.admin}/sellers`, { token: small.token, body: SELLER });
    expect(first.status).toBe(201);
    const records = server.tenants.get('small')!.deps.store.recordCount;
    const refused = await server.call('POST', `${small.admin}/sellers`, {
      token: small.token,
      body: { ...SELLER, email: 'dois@loja.test' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('RECORD_LIMIT');
    expect(refused.body.message).toContain(ERROR_CATALOGUE.RECORD_LIMIT.message);
    expect(refused.body.message).toContain('SANDBOX_TENANT_MAX_RECORDS');
    expect(refused.body.message).toContain('3');
    expect(server.tenants.get('small')!.deps.store.recordCount).toBe(records);
    expect((await server.call('GET', `${small.admin}/sellers`, { token: small.token })).body.sellers).toHaveLength(1);
    // Changing what exists is not growing: still allowed at the limit.
    expect(
      (
        await server.call('PATCH', `${small.admin}/sellers/${first.body.userId}`, {
          token: small.token,
          body: { name: 'Loja Renomeada' },
        })
      ).status,
    ).toBe(200);
    // The default tenant is never capped.
    expect((await server.call('POST', '/__admin/sellers', { body: SELLER })).status).toBe(201);
  });

  it('SANDBOX_TENANT_RATE_LIMIT: past it a tenant gets 429 with Retry-After; other tenants and the default go on', async () => {
    server = await startTenantServer({ tenantRateLimit: 5 });
    const busy = await createTestTenant(server, 'busy');
    const calm = await createTestTenant(server, 'calm');
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await server.call('GET', `${busy.admin}/clock`, { token: busy.token }));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited[0].body.error).toBe('TENANT_RATE_LIMITED');
    expect((await server.call('GET', `${calm.admin}/clock`, { token: calm.token })).status).toBe(200);
    expect((await server.call('GET', '/__admin/clock')).status).toBe(200);
  });

  it("SANDBOX_TENANT_RATE_LIMIT holds on the public API too: a tenant's keys past it get 429 with Retry-After in the group's body", async () => {
    server = await startTenantServer({ tenantRateLimit: 3 });
    const busy = await createTestTenant(server, 'busyapi', { fixtures: true });
    const keys = busy.credentials[0];
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await server.call('GET', '/api/seller', { keys }));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(limited[0].body)).toContain('SANDBOX_TENANT_RATE_LIMIT');
    // The default tenant's keys are never limited.
    const fixture = { publicKey: 'pk_test_acme_0000000000000001', privateKey: 'sk_test_acme_0000000000000001' };
    for (let i = 0; i < 10; i++) expect((await server.call('GET', '/api/seller', { keys: fixture })).status).toBe(200);
  });

  it('SANDBOX_TENANT_IDLE_TTL: a tenant unused that long is deleted, and its keys answer 401', async () => {
    server = await startTenantServer({ tenantIdleTtlMs: 1_000 });
    const idle = await createTestTenant(server, 'idle', { fixtures: true });
    const keys = idle.credentials[0];
    expect((await server.call('GET', '/api/seller', { keys })).status).toBe(200);
    const deadline = Date.now() + 15_000;
    while (server.tenants.get('idle') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.tenants.get('idle')).toBeUndefined();
    expect((await server.call('GET', '/api/seller', { keys })).status).toBe(401);
    expect((await server.call('GET', '/__admin/tenants')).body.tenants).toEqual([]);
  });
});

describe('deleting a tenant', () => {
  it('ends its open event streams: nothing of it outlives the delete', async () => {
    server = await startTenantServer();
    const gone = await createTestTenant(server, 'streaming');
    const response = await fetch(`${server.url}${gone.admin}/events`, { headers: { 'x-admin-token': gone.token } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read(); // the opening hello
    expect((await server.call('DELETE', `/__admin/tenants/${gone.name}`, { token: gone.token })).status).toBe(200);
    // The stream ends (an error or done), instead of staying open on a tenant that no longer exists.
    const ended = await Promise.race([
      (async () => {
        try {
          for (;;) if ((await reader.read()).done) return 'done';
        } catch {
          return 'ended';
        }
      })(),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 5_000)),
    ]);
    await reader.cancel().catch(() => undefined);
    expect(ended).not.toBe('still open');
  });
});
