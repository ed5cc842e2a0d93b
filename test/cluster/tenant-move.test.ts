import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorResponse } from '../../src/http/error-bodies.js';
import { cli, json, PIX_SALE } from '../cli/cli-helpers.js';
import { expectSchema } from '../helpers/schema.js';
import { createTestTenant, startTenantServer, type TestTenant } from '../helpers/tenants.js';

/**
 * Issue 27, "a tenant move stops the tenant's writes", and issue 29, "moving keeps identity":
 * `tenants export` stops the tenant's writes where it is (503 TENANT_MOVING with Retry-After,
 * reads served) before it reads the state, so a move under a steady write load loses no answered
 * write; `tenants import` gives the copy the admin token (its hash) and keys it had, and its last
 * activity, which a file-mode restart keeps.
 */
type Server = Awaited<ReturnType<typeof startTenantServer>>;

let dir: string;
const servers: Server[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tenant-move-'));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function start(dbFile: string | null = null): Promise<Server> {
  const server = await startTenantServer({ dbFile });
  servers.push(server);
  return server;
}

const keysOf = (tenant: TestTenant) => ({
  'X-Api-Public-Key': tenant.credentials[0].publicKey,
  'X-Api-Private-Key': tenant.credentials[0].privateKey,
});

/**
 * The tenant routes of the operator's (move, identity), with a token: the helper's call reads /__admin/tenants/{name}/…
 * as the tenant's own admin path.
 */
async function operatorCall<T = any>(
  server: Server,
  method: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Writers that create sales until told to stop; every sale answered 201 is kept, every other answer counted. */
function writeLoad(url: string, tenant: TestTenant, writers: number) {
  const answered = new Map<number, unknown>();
  const refused = new Map<string, number>();
  let stopping = false;
  const one = async () => {
    while (!stopping) {
      const res = await fetch(`${url}/api/sales`, {
        method: 'POST',
        headers: { ...keysOf(tenant), 'Content-Type': 'application/json' },
        body: JSON.stringify(PIX_SALE),
      });
      const body = (await res.json()) as { sale?: { id: number }; error?: string };
      if (res.status === 201) answered.set(body.sale!.id, body.sale);
      else {
        const key = `${res.status} ${body.error} retry-after=${res.headers.get('retry-after')}`;
        refused.set(key, (refused.get(key) ?? 0) + 1);
      }
    }
  };
  const running = Promise.all(Array.from({ length: writers }, one));
  return {
    answered,
    refused,
    stop: async () => {
      stopping = true;
      await running;
    },
  };
}

describe.each([
  ['in memory', false],
  ['in file mode', true],
])('moving a tenant between two sandboxes (%s)', (_mode, files) => {
  it('stops its writes from the export on, so every write answered at the source is in the copy; the copy answers the token and keys it had', async () => {
    const source = await start(files ? join(dir, `source-${_mode.length}.db`) : null);
    const target = await start(files ? join(dir, `target-${_mode.length}.db`) : null);
    const tenant = await createTestTenant(source, 'moved', { fixtures: true });
    const file = join(dir, `moved-${_mode.length}.tenant.json`);

    const load = writeLoad(source.url, tenant, 4);
    // The export starts while the writes go on: once some have been answered.
    while (load.answered.size < 40) await new Promise((resolve) => setImmediate(resolve));
    const exported = await cli(source.url, ['tenants', 'export', 'moved', file, '--json'], {
      SANDBOX_ADMIN_TOKEN: tenant.token,
    });
    expect([exported.code, exported.stderr]).toEqual([0, '']);
    expect(json(exported)).toMatchObject({ name: 'moved', writes: 'stopped' });
    // Writes keep coming after the export: each is refused, none answered.
    const refusedBefore = [...load.refused.values()].reduce((a, b) => a + b, 0);
    while ([...load.refused.values()].reduce((a, b) => a + b, 0) < refusedBefore + 20)
      await new Promise((resolve) => setImmediate(resolve));
    await load.stop();
    expect([...load.refused.keys()]).toEqual(['503 TENANT_MOVING retry-after=1']);

    // Reads are still served at the source while it moves.
    const read = await fetch(`${source.url}/api/seller`, { headers: keysOf(tenant) });
    expect(read.status).toBe(200);
    const refusal = await fetch(`${source.url}/api/sales`, {
      method: 'POST',
      headers: { ...keysOf(tenant), 'Content-Type': 'application/json' },
      body: JSON.stringify(PIX_SALE),
    });
    expect([refusal.status, refusal.headers.get('retry-after'), await refusal.json()]).toEqual([
      503,
      '1',
      errorResponse('salesCreate', 'TENANT_MOVING').body,
    ]);

    const imported = await cli(target.url, ['tenants', 'import', file, '--json'], {
      SANDBOX_ADMIN_TOKEN: tenant.token,
    });
    expect([imported.code, imported.stderr]).toEqual([0, '']);
    expect(json(imported)).toEqual({ name: 'moved', file, identity: 'kept' });

    // Every answered write is in the copy, as it was answered.
    const missing: number[] = [];
    for (const id of load.answered.keys()) {
      const res = await fetch(`${target.url}/api/transactions/${id}`, { headers: keysOf(tenant) });
      const there = await fetch(`${source.url}/api/transactions/${id}`, { headers: keysOf(tenant) });
      const body = (await res.json()) as unknown;
      if (res.status !== 200) missing.push(id);
      else expect(body).toEqual(await there.json());
    }
    expect({ answered: load.answered.size, missing }).toEqual({ answered: load.answered.size, missing: [] });

    // The same admin token and keys: the copy answers them (issue 29).
    const clock = await target.call('GET', '/__admin/tenants/moved/clock', { token: tenant.token });
    expect(clock.status).toBe(200);
    const identity = JSON.parse(readFileSync(file, 'utf8')) as { identity: unknown };
    const moved = await operatorCall<{ identity: unknown }>(
      target,
      'POST',
      '/__admin/tenants/moved/move',
      tenant.token,
      {
        writes: 'open',
      },
    );
    expect(moved.status).toBe(200);
    expectSchema(moved.body, 'tenants/tenant-move.response.schema.json');
    expect(moved.body.identity).toMatchObject({
      tokenHash: (identity.identity as { tokenHash: string }).tokenHash,
      keys: (identity.identity as { keys: unknown }).keys,
    });
    const write = await fetch(`${target.url}/api/sales`, {
      method: 'POST',
      headers: { ...keysOf(tenant), 'Content-Type': 'application/json' },
      body: JSON.stringify(PIX_SALE),
    });
    expect(write.status).toBe(201);
  }, 60_000);
});

describe('the identity of a moved tenant', () => {
  it('keeps its last activity, and a file-mode restart keeps it too (the idle expiry counts from it)', async () => {
    const dbFile = join(dir, 'activity.db');
    const source = await start();
    const tenant = await createTestTenant(source, 'idle', { fixtures: true });
    const file = join(dir, 'idle.tenant.json');
    expect(
      (await cli(source.url, ['tenants', 'export', 'idle', file], { SANDBOX_ADMIN_TOKEN: tenant.token })).code,
    ).toBe(0);
    const { identity } = JSON.parse(readFileSync(file, 'utf8')) as { identity: { lastActivityAt: string } };
    let target = await start(dbFile);
    expect((await cli(target.url, ['tenants', 'import', file], { SANDBOX_ADMIN_TOKEN: tenant.token })).code).toBe(0);
    const listed = async () =>
      ((await target.call('GET', '/__admin/tenants')).body as { tenants: { name: string; lastActivityAt: string }[] })
        .tenants;
    // The list itself is no activity of the tenant.
    expect((await listed()).find((row) => row.name === 'idle')?.lastActivityAt).toBe(identity.lastActivityAt);

    await target.close();
    servers.splice(servers.indexOf(target), 1);
    target = await start(dbFile);
    expect((await listed()).find((row) => row.name === 'idle')?.lastActivityAt).toBe(identity.lastActivityAt);
    const answer = await target.call('GET', '/__admin/tenants/idle/clock', { token: tenant.token });
    expect(answer.status).toBe(200);
  }, 60_000);

  it('refuses an identity whose keys are another tenant’s, and a move or identity without a token, changing nothing', async () => {
    const server = await start();
    const one = await createTestTenant(server, 'one', { fixtures: true });
    const two = await createTestTenant(server, 'two', { fixtures: true });
    const moved = await operatorCall<{ identity: { keys: Record<string, { publicKey: string }> } }>(
      server,
      'POST',
      '/__admin/tenants/two/move',
      two.token,
      { writes: 'open' },
    );
    expect(moved.status).toBe(200);
    const foreign = await operatorCall(server, 'PUT', '/__admin/tenants/one/identity', one.token, moved.body.identity);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect((await server.call('GET', '/__admin/tenants/one/clock', { token: one.token })).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/__admin/tenants/one/move'],
      ['PUT', '/__admin/tenants/one/identity'],
    ]) {
      const refused = await operatorCall(server, method, path, two.token, method === 'PUT' ? moved.body.identity : {});
      expect([method, refused.status]).toEqual([method, 401]);
      expectSchema(refused.body, 'errors/admin.error.schema.json');
    }
    const write = await fetch(`${server.url}/api/sales`, {
      method: 'POST',
      headers: { ...keysOf(one), 'Content-Type': 'application/json' },
      body: JSON.stringify(PIX_SALE),
    });
    expect(write.status).toBe(201);
  }, 30_000);
});
