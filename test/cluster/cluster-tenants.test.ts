import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorResponse } from '../../src/http/error-bodies.js';
import { cli, json, PIX_SALE } from '../cli/cli-helpers.js';
import { alive, descendants, killAll, startClusterChild, until, type RunningClusterChild } from '../helpers/cluster.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';

/**
 * Issue 22 with tenants (issue 21) through the real haproxy: tenants created through the proxy
 * live on the shard their name hashes to, their keys reach them there, the operator's list
 * merges every shard's, a killed shard's tenants get a 503 until it is back with their data,
 * and the rebalancing procedure of docs/cluster.md (2 shards → 3: export the tenants the new
 * ring sends to the new shard, import them through the proxy, delete the old copies) loses nothing,
 * and each moved tenant keeps its admin token and keys (issue 29).
 */
let dir: string;
const pids: number[] = [];
const running: RunningClusterChild[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cluster-tenants-'));
});
afterAll(() => {
  killAll([
    ...pids,
    ...running.flatMap((cluster) => cluster.lines.flatMap((line) => ('proxy' in line ? [line.proxy.pid] : [line.pid]))),
  ]);
  rmSync(dir, { recursive: true, force: true });
});

/** The operator's token: a hosted cluster has one (creating tenants, the list, and moving them need it). */
const OPERATOR = 'operator-token-of-the-cluster-test';
const operator = { 'X-Admin-Token': OPERATOR };

async function start(shards: number, db = 'db'): Promise<RunningClusterChild> {
  const cluster = await startClusterChild(['--shards', String(shards), '--db-dir', join(dir, db)], {
    SANDBOX_ADMIN_TOKEN: OPERATOR,
  });
  running.push(cluster);
  pids.push(cluster.child.pid!, ...descendants(cluster.child.pid!));
  return cluster;
}

async function stop(cluster: RunningClusterChild): Promise<void> {
  cluster.child.kill('SIGTERM');
  expect(await cluster.exited).toEqual({ code: 0, signal: null });
}

interface Created {
  name: string;
  shard: string;
  adminToken: string;
  keys: Record<string, string>;
  saleId: number;
}

const shardOf = (res: Response) => res.headers.get('x-sandbox-shard');

/** A tenant with the fixture accounts, made through the proxy, and one sale of its first account. */
async function createTenant(url: string, name: string): Promise<Created> {
  const res = await fetch(`${url}/__admin/tenants/${name}`, {
    method: 'POST',
    headers: { ...operator, 'Content-Type': 'application/json' },
    body: JSON.stringify({ fixtures: true }),
  });
  const body = (await res.json()) as { adminToken: string; credentials: { publicKey: string; privateKey: string }[] };
  expect(res.status).toBe(201);
  expectSchema(body, 'tenants/tenant-created.response.schema.json');
  const keys = {
    'X-Api-Public-Key': body.credentials[0].publicKey,
    'X-Api-Private-Key': body.credentials[0].privateKey,
  };
  const sale = await fetch(`${url}/api/sales`, {
    method: 'POST',
    headers: { ...keys, 'Content-Type': 'application/json' },
    body: JSON.stringify(PIX_SALE),
  });
  expect([sale.status, shardOf(sale)]).toEqual([201, shardOf(res)]);
  const { sale: made } = (await sale.json()) as { sale: { id: number } };
  return { name, shard: shardOf(res)!, adminToken: body.adminToken, keys, saleId: made.id };
}

/** The tenant's sale read with its keys through `url`: status, the shard that answered, body. */
async function readSale(url: string, tenant: Created): Promise<[number, string | null, unknown]> {
  const res = await fetch(`${url}/api/transactions/${tenant.saleId}`, { headers: tenant.keys });
  return [res.status, shardOf(res), await res.json()];
}

describe('tenants on a 3-shard cluster, then moved onto a fourth shard', () => {
  let cluster: RunningClusterChild;
  const tenants: Created[] = [];
  const sales = new Map<string, unknown>();

  beforeAll(async () => {
    cluster = await start(3);
    for (let i = 0; i < 12; i += 1) tenants.push(await createTenant(cluster.url, `team${i}`));
    for (const tenant of tenants) {
      const [status, shard, body] = await readSale(cluster.url, tenant);
      expect([status, shard]).toEqual([200, tenant.shard]);
      expectSchema(body, 'sales/sale.response.schema.json');
      sales.set(tenant.name, body);
    }
  }, 90_000);

  it('puts each tenant on the shard its name hashes to, reached by its keys and its admin path alike, over every shard', async () => {
    expect(new Set(tenants.map((tenant) => tenant.shard))).toEqual(new Set(['0', '1', '2']));
    for (const tenant of tenants.slice(0, 4)) {
      const sellers = await fetch(`${cluster.url}/__admin/tenants/${tenant.name}/sellers`, {
        headers: { 'X-Admin-Token': tenant.adminToken },
      });
      expect([sellers.status, shardOf(sellers)]).toEqual([200, tenant.shard]);
      expectSchema(await sellers.json(), 'admin/seller-list.response.schema.json');
    }
  });

  it("lists every shard's tenants in one GET /__admin/tenants through the proxy (and in tenants list)", async () => {
    const res = await fetch(`${cluster.url}/__admin/tenants`, { headers: operator });
    const body = (await res.json()) as { tenants: { name: string }[] };
    expect([res.status, shardOf(res), res.headers.get('x-sandbox-shards-unavailable')]).toEqual([200, '0,1,2', null]);
    expectSchema(body, 'tenants/tenants.response.schema.json');
    expect(body.tenants.map((tenant) => tenant.name)).toEqual(tenants.map((tenant) => tenant.name).sort());
    const run = await cli(cluster.url, ['tenants', 'list', '--json'], { SANDBOX_ADMIN_TOKEN: OPERATOR });
    expect(run.code).toBe(0);
    expect(json<{ tenants: { name: string }[] }>(run).tenants.map((tenant) => tenant.name)).toEqual(
      body.tenants.map((tenant) => tenant.name),
    );
    // A refusal is every shard's (they share the operator's token): passed on as one shard gave it.
    const refused = await fetch(`${cluster.url}/__admin/tenants`, { headers: { 'X-Admin-Token': 'not-the-operator' } });
    expect([refused.status, shardOf(refused)]).toEqual([401, expect.stringMatching(/^[012]$/)]);
    expectSchema(await refused.json(), ERROR_SCHEMAS.admin);
  });

  it("answers a killed shard's tenants 503 and lists the others (naming the missing shard) until it is back with their data", async () => {
    const victim = tenants.find((tenant) => tenant.shard === '2')!;
    const other = tenants.find((tenant) => tenant.shard === '1')!;
    const { pid } = cluster.shard(2);
    process.kill(pid, 'SIGSTOP');
    try {
      // A stopped shard accepts connections and never answers: the list waits for it no longer than its timeout.
      const res = await fetch(`${cluster.url}/__admin/tenants`, { headers: operator });
      const body = (await res.json()) as { tenants: { name: string }[] };
      expect([res.status, shardOf(res), res.headers.get('x-sandbox-shards-unavailable')]).toEqual([200, '0,1', '2']);
      expectSchema(body, 'tenants/tenants.response.schema.json');
      expect(body.tenants.map((tenant) => tenant.name)).toEqual(
        tenants
          .filter((tenant) => tenant.shard !== '2')
          .map((tenant) => tenant.name)
          .sort(),
      );
    } finally {
      process.kill(pid, 'SIGKILL');
    }
    await until(() => !alive(pid), 5000, 'shard 2 is gone');
    const [status, shard, body] = await readSale(cluster.url, victim);
    if (status === 503) expect([shard, body]).toEqual(['2', errorResponse('transactions', 'SHARD_UNAVAILABLE').body]);
    else expect([status, cluster.lines.some((line) => 'shard' in line && line.restarted)]).toEqual([200, true]);
    expect(await readSale(cluster.url, other)).toEqual([200, '1', sales.get(other.name)]);
    await cluster.waitForLine((line) => 'shard' in line && line.shard === 2 && line.restarted === true, 20_000);
    expect(await readSale(cluster.url, victim)).toEqual([200, '2', sales.get(victim.name)]);
  }, 60_000);

  it('moves the tenants a fourth shard takes (and only those) with nothing lost: export from the old shard, import through the proxy, delete the old copy', async () => {
    await stop(cluster);
    const bigger = await start(4);
    const newShards = [0, 1, 2, 3].map((i) => `http://127.0.0.1:${bigger.shard(i).port}`);
    const moving: Created[] = [];
    for (const tenant of tenants) {
      const res = await fetch(`${bigger.url}/api/seller`, { headers: tenant.keys });
      await res.arrayBuffer();
      // Consistent hashing: a tenant either stays where it was or goes to the new shard, never between old ones.
      if (shardOf(res) === '3') moving.push(tenant);
      else expect([tenant.name, shardOf(res), res.status]).toEqual([tenant.name, tenant.shard, 200]);
    }
    expect(moving.length).toBeGreaterThan(0);
    expect(moving.length).toBeLessThan(tenants.length);
    for (const tenant of moving) {
      const source = newShards[Number(tenant.shard)];
      const before = await (
        await fetch(`${source}/__admin/tenants/${tenant.name}/state?secrets=include`, {
          headers: { 'X-Admin-Token': tenant.adminToken },
        })
      ).json();
      const file = join(dir, `${tenant.name}.tenant.json`);
      const exported = await cli(source, ['tenants', 'export', tenant.name, file, '--json'], {
        SANDBOX_ADMIN_TOKEN: OPERATOR,
      });
      expect([exported.code, exported.stderr]).toEqual([0, '']);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const imported = await cli(bigger.url, ['tenants', 'import', file, '--json'], { SANDBOX_ADMIN_TOKEN: OPERATOR });
      expect([imported.code, imported.stderr]).toEqual([0, '']);
      // Issue 29: the tenant keeps its identity; no new token is made or printed.
      expect(json(imported)).toEqual({ name: tenant.name, file, identity: 'kept' });
      // The same keys reach the same data on the new shard.
      expect(await readSale(bigger.url, tenant)).toEqual([200, '3', sales.get(tenant.name)]);
      // The admin token it had works on the new shard, through the proxy and direct.
      const own = await fetch(`${bigger.url}/__admin/tenants/${tenant.name}/clock`, {
        headers: { 'X-Admin-Token': tenant.adminToken },
      });
      expect([own.status, shardOf(own)]).toEqual([200, '3']);
      const after = await (
        await fetch(`${newShards[3]}/__admin/tenants/${tenant.name}/state?secrets=include`, {
          headers: { 'X-Admin-Token': tenant.adminToken },
        })
      ).json();
      expect(after).toEqual(before);
      const deleted = await fetch(`${source}/__admin/tenants/${tenant.name}`, {
        method: 'DELETE',
        headers: { 'X-Admin-Token': tenant.adminToken },
      });
      expect(deleted.status).toBe(200);
      expectSchema(await deleted.json(), 'admin/ok.response.schema.json');
    }
    const list = (await (await fetch(`${bigger.url}/__admin/tenants`, { headers: operator })).json()) as {
      tenants: { name: string }[];
    };
    expect(list.tenants.map((tenant) => tenant.name)).toEqual(tenants.map((tenant) => tenant.name).sort());
    for (const tenant of tenants) expect((await readSale(bigger.url, tenant))[0]).toBe(200);
    await stop(bigger);
  }, 90_000);

  it("refuses to import over an existing tenant and changes nothing; a tenant's own token cannot list, so cannot export", async () => {
    const solo = await start(1, 'solo');
    const tenant = await createTenant(solo.url, 'solo');
    const file = join(dir, 'solo.tenant.json');
    expect((await cli(solo.url, ['tenants', 'export', 'solo', file], { SANDBOX_ADMIN_TOKEN: OPERATOR })).code).toBe(0);
    const before = await (await fetch(`${solo.url}/__admin/tenants/solo/state`, { headers: operator })).json();
    const again = await cli(solo.url, ['tenants', 'import', file], { SANDBOX_ADMIN_TOKEN: OPERATOR });
    expect([again.code, again.stdout]).toEqual([1, '']);
    expect(again.stderr).toMatch(/tenant solo create: 409 TENANT_EXISTS/);
    expect(await (await fetch(`${solo.url}/__admin/tenants/solo/state`, { headers: operator })).json()).toEqual(before);
    expect((await readSale(solo.url, tenant)).slice(0, 2)).toEqual([200, '0']);
    const own = await cli(solo.url, ['tenants', 'export', 'solo', join(dir, 'own.tenant.json')], {
      SANDBOX_ADMIN_TOKEN: tenant.adminToken,
    });
    expect(own.code).toBe(1);
    expect(own.stderr).toMatch(/tenants list: 401 ADMIN_UNAUTHORIZED/);
    await stop(solo);
  }, 60_000);
});
