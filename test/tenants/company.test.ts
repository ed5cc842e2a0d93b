import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { createTestTenant, startTenantServer } from '../helpers/tenants.js';

/** Issue 29: tokens with roles, names a CI system makes, tenants made to measure. Against a live server. */
let server: Awaited<ReturnType<typeof startTenantServer>> | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const OPERATOR = 'operator-token-0123456789abcdef';
const CREATOR = 'creator-token-ci-0123456789';
const OTHER_CREATOR = 'creator-token-qa-9876543210';
const SELLER = { name: 'Loja Um', email: 'um@loja.test' };

const names = async () =>
  (await server!.call('GET', '/__admin/tenants', { token: OPERATOR })).body.tenants.map(
    (tenant: { name: string }) => tenant.name,
  );

describe('roles for tokens (SANDBOX_TENANT_CREATOR_TOKEN)', () => {
  it('a creator token creates tenants and nothing else; 403 naming its role on every operator route', async () => {
    server = await startTenantServer({ adminToken: OPERATOR, tenantCreatorTokens: [CREATOR, OTHER_CREATOR] });
    const ci = await createTestTenant(server, 'ci-run-42', { token: CREATOR });
    const qa = await createTestTenant(server, 'qa-lucia', { token: OTHER_CREATOR });
    const forbidden = [
      ['GET', '/__admin/tenants'],
      ['DELETE', `/__admin/tenants/${qa.name}`],
      ['DELETE', `/__admin/tenants/${ci.name}`],
      ['GET', `${qa.admin}/sellers`],
      ['GET', `${ci.admin}/sellers`],
      ['POST', `${qa.admin}/move`],
      ['GET', '/__admin/state'],
      ['GET', '/__admin/sellers'],
      ['POST', '/__admin/reset'],
    ] as const;
    for (const [method, path] of forbidden) {
      const answer = await server.call(method, path, { token: CREATOR, body: method === 'GET' ? undefined : {} });
      expect({ method, path, status: answer.status, error: answer.body.error }).toEqual({
        method,
        path,
        status: 403,
        error: 'ADMIN_ROLE_FORBIDDEN',
      });
      expect(answer.body.message).toContain('SANDBOX_TENANT_CREATOR_TOKEN');
    }
    // Nothing changed: both tenants are there, the default tenant was not reset.
    expect(await names()).toEqual(['ci-run-42', 'qa-lucia']);
    // The tenant it made is deleted with that tenant's own token.
    expect((await server.call('DELETE', `/__admin/tenants/${ci.name}`, { token: ci.token })).status).toBe(200);
    expect(await names()).toEqual(['qa-lucia']);
    // A wrong token is still 401, not the role's 403; the answer never holds a creator or operator token.
    const wrong = await server.call('POST', '/__admin/tenants/nope', {
      token: 'creator-token-ci-012345678X',
      body: {},
    });
    expect(wrong.status).toBe(401);
    const created = await server.call('POST', '/__admin/tenants/shown', { token: CREATOR, body: {} });
    expect(JSON.stringify(created.body)).not.toContain(CREATOR);
    expect(JSON.stringify(created.body)).not.toContain(OPERATOR);
  });

  it('the operator token still does everything, and a tenant token only its tenant', async () => {
    server = await startTenantServer({ adminToken: OPERATOR, tenantCreatorTokens: [CREATOR] });
    const team = await createTestTenant(server, 'team-1', { token: CREATOR });
    expect((await server.call('GET', `${team.admin}/sellers`, { token: team.token })).status).toBe(200);
    expect((await server.call('GET', `${team.admin}/sellers`, { token: OPERATOR })).status).toBe(200);
    expect((await server.call('GET', '/__admin/tenants', { token: team.token })).status).toBe(401);
    expect((await server.call('DELETE', `/__admin/tenants/${team.name}`, { token: OPERATOR })).status).toBe(200);
  });
});

describe('tenant names: 1–63 of a-z 0-9 -, not starting or ending with -', () => {
  it('takes CI ids, reaches the tenant through its keys, and refuses the rest naming the rule, creating nothing', async () => {
    server = await startTenantServer();
    const longest = `a${'-b'.repeat(31)}`;
    expect(longest).toHaveLength(63);
    for (const name of ['ci-run-42', 'qa-lucia', 'x', longest]) await createTestTenant(server, name);
    const ci = await createTestTenant(server, 'ci-run-43', { fixtures: true });
    const keys = ci.credentials[0];
    expect(keys.publicKey.startsWith('pk_tnt_ci-run-43_')).toBe(true);
    const sales = await server.call('GET', '/api/sales', { keys });
    expect(sales.status).toBe(200);
    for (const bad of ['-ci', 'ci-', 'CI-1', 'ci_run', 'a'.repeat(64), 'ci.run']) {
      const answer = await server.call('POST', `/__admin/tenants/${bad}`, { body: {} });
      expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
      expect(answer.body.message).toContain('1 a 63 caracteres a-z, 0-9 e -');
    }
    expect(await names()).toEqual([
      'a-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b-b',
      'ci-run-42',
      'ci-run-43',
      'qa-lucia',
      'x',
    ]);
  });
});

describe('tenants made to measure: ttl, clock, labels', () => {
  it('a frozen clock from a chosen instant gives the same createdAt on every run, and a reset brings it back', async () => {
    server = await startTenantServer({ clockFrozen: false });
    const start = '2027-03-01T09:30:00.000Z';
    const made = [];
    for (const name of ['run-1', 'run-2']) {
      const created = await server.call('POST', `/__admin/tenants/${name}`, {
        body: { clock: { frozen: true, start } },
      });
      expect(created.status).toBe(201);
      const token = created.body.adminToken;
      const clock = await server.call('GET', `/__admin/tenants/${name}/clock`, { token });
      expect(clock.body.now).toBe(start);
      expect(clock.body.frozen).toBe(true);
      const seller = await server.call('POST', `/__admin/tenants/${name}/sellers`, { token, body: SELLER });
      const state = await server.call('GET', `/__admin/tenants/${name}/state`, { token });
      made.push(state.body.users[seller.body.userId]);
      await server.call('POST', `/__admin/tenants/${name}/clock/advance`, { token, body: { minutes: 1 } });
      await server.call('POST', `/__admin/tenants/${name}/reset`, { token, body: {} });
      expect((await server.call('GET', `/__admin/tenants/${name}/clock`, { token })).body.now).toBe(start);
    }
    expect(made[0].createdAt).toBe(start);
    expect(made[1].createdAt).toBe(made[0].createdAt);
  });

  it('a running clock from a chosen instant', async () => {
    server = await startTenantServer();
    const created = await server.call('POST', '/__admin/tenants/runner', {
      body: { clock: { frozen: false, start: '2030-01-01T00:00:00Z' } },
    });
    const clock = await server.call('GET', '/__admin/tenants/runner/clock', { token: created.body.adminToken });
    expect(clock.body.frozen).toBe(false);
    expect(Date.parse(clock.body.now)).toBeGreaterThanOrEqual(Date.parse('2030-01-01T00:00:00Z'));
    expect(Date.parse(clock.body.now)).toBeLessThan(Date.parse('2030-01-02T00:00:00Z'));
  });

  it('labels are listed; a ttl of its own deletes it when idle, and is shown as expiresAt', async () => {
    server = await startTenantServer({ tenantMaxTtlMs: 3_600_000 });
    const labels = { pipeline: 'checkout-ci', 'git.branch': 'feat/pix', owner: 'lucia' };
    const created = await server.call('POST', '/__admin/tenants/short', { body: { ttl: '1s', labels } });
    expect(created.status).toBe(201);
    expect(created.body.tenant.labels).toEqual(labels);
    await server.call('POST', '/__admin/tenants/long', { body: { ttl: '1h' } });
    const listed = (await server.call('GET', '/__admin/tenants')).body.tenants;
    const short = listed.find((tenant: { name: string }) => tenant.name === 'short');
    expect(short.labels).toEqual(labels);
    expect(Date.parse(short.expiresAt) - Date.parse(short.lastActivityAt)).toBe(1000);
    expect(listed.find((tenant: { name: string }) => tenant.name === 'long').labels).toEqual({});
    // Deleted by the sweep once idle for its second; the other stays.
    await waitFor(async () => !(await names()).includes('short'));
    expect(await names()).toEqual(['long']);
  });

  it('bad input is a 400 naming what is wrong, and creates nothing', async () => {
    server = await startTenantServer({ tenantMaxTtlMs: 7_200_000 });
    const cases: [unknown, string, string][] = [
      [{ ttl: '3h' }, 'ttl', 'SANDBOX_TENANT_MAX_TTL = 2h'],
      [{ ttl: 'soon' }, 'ttl', 'ttl é uma duração'],
      [{ clock: { start: 'yesterday' } }, 'clock.start', 'clock.start'],
      [{ labels: { 'bad label': 'x' } }, 'labels.bad label', 'rótulo'],
      [{ labels: { owner: 7 } }, 'labels', ''],
      [{ clock: { frozen: 'yes' } }, 'clock', ''],
      [{ colour: 'red' }, 'colour', ''],
    ];
    for (const [body, field, text] of cases) {
      const answer = await server.call('POST', '/__admin/tenants/bad-input', { body });
      expect({ body, status: answer.status, error: answer.body.error }).toEqual({
        body,
        status: 400,
        error: 'VALIDATION_ERROR',
      });
      expect(JSON.stringify(answer.body)).toContain(field);
      expect(answer.body.message).toContain(text);
      expect(answer.body.message).not.toBe(ERROR_CATALOGUE.INTERNAL_ERROR?.message);
    }
    expect(await names()).toEqual([]);
  });

  it('file mode: the ttl, clock and labels survive a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'company-'));
    dirs.push(dir);
    const dbFile = join(dir, 'sandbox.db');
    server = await startTenantServer({ dbFile, clockFrozen: false });
    const start = '2027-05-05T05:05:05.000Z';
    const created = await server.call('POST', '/__admin/tenants/kept-1', {
      body: { ttl: '2h', labels: { pipeline: 'nightly' }, clock: { frozen: true, start } },
    });
    const token = created.body.adminToken;
    await server.close();
    server = await startTenantServer({ dbFile, clockFrozen: false });
    const [tenant] = (await server.call('GET', '/__admin/tenants')).body.tenants;
    expect(tenant.labels).toEqual({ pipeline: 'nightly' });
    expect(Date.parse(tenant.expiresAt) - Date.parse(tenant.lastActivityAt)).toBe(7_200_000);
    await server.call('POST', '/__admin/tenants/kept-1/clock/advance', { token, body: { seconds: 1 } });
    await server.call('POST', '/__admin/tenants/kept-1/reset', { token, body: {} });
    const clock = await server.call('GET', '/__admin/tenants/kept-1/clock', { token });
    expect(clock.body).toMatchObject({ now: start, frozen: true });
  });
});

describe('a moved tenant keeps what it was made to measure with', () => {
  it('the identity of POST …/move carries ttl, clock and labels; PUT …/identity gives them to the copy', async () => {
    server = await startTenantServer();
    const created = await server.call('POST', '/__admin/tenants/moving-1', {
      body: { ttl: '3h', labels: { owner: 'lucia' }, clock: { frozen: true, start: '2027-02-02T00:00:00Z' } },
    });
    const moved = await raw(server.url, 'POST', '/__admin/tenants/moving-1/move', {
      token: created.body.adminToken,
      body: { writes: 'stopped' },
    });
    expect(moved.body.identity.options).toEqual({
      ttlMs: 10_800_000,
      labels: { owner: 'lucia' },
      clock: { frozen: true, start: '2027-02-02T00:00:00.000Z' },
    });
    const there = await startTenantServer();
    try {
      await there.call('POST', '/__admin/tenants/moving-1', { body: {} });
      const adopted = await raw(there.url, 'PUT', '/__admin/tenants/moving-1/identity', {
        token: created.body.adminToken,
        body: moved.body.identity,
      });
      expect(adopted.status).toBe(401);
      const copy = await there.call('POST', '/__admin/tenants/moving-2', { body: {} });
      const given = await raw(there.url, 'PUT', '/__admin/tenants/moving-2/identity', {
        token: copy.body.adminToken,
        body: { ...moved.body.identity, keys: {} },
      });
      expect(given.status).toBe(200);
      expect(given.body.labels).toEqual({ owner: 'lucia' });
      expect(Date.parse(given.body.expiresAt) - Date.parse(given.body.lastActivityAt)).toBe(10_800_000);
      const bad = await raw(there.url, 'PUT', '/__admin/tenants/moving-2/identity', {
        token: created.body.adminToken,
        body: { ...moved.body.identity, keys: {}, options: { clock: { start: 'soon' } } },
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('clock.start');
    } finally {
      await there.close();
    }
  });
});

/** A call outside the helper's documented-route check (the move's rows are the operator's, under a tenant's path). */
async function raw(url: string, method: string, path: string, options: { token: string; body: unknown }) {
  const res = await fetch(url + path, {
    method,
    headers: { 'x-admin-token': options.token, 'content-type': 'application/json' },
    body: JSON.stringify(options.body),
  });
  const body: any = await res.json();
  return { status: res.status, body };
}

/** Polls until `test` holds (the sweep's event has no other sign than the tenant's absence). */
async function waitFor(test: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > until) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
