import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESTART_DELAY_MS } from '../../src/host/cluster/supervisor.js';
import { HEALTH_FAILURES, HEALTH_PERIOD_MS, HEALTH_TIMEOUT_MS } from '../../src/host/cluster/watchdog.js';
import { WORK_PREFIX } from '../../src/host/cluster/work-dir.js';
import { errorResponse } from '../../src/http/error-bodies.js';
import { cli, closedPort, PIX_SALE } from '../cli/cli-helpers.js';
import { keys } from '../helpers/accounts.js';
import {
  alive,
  descendants,
  killAll,
  refused,
  startClusterChild,
  until,
  type RunningClusterChild,
} from '../helpers/cluster.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';

/** A process's Linux scheduling policy (/proc/PID/stat field 41): 0 SCHED_OTHER, 3 SCHED_BATCH. */
function schedulingPolicy(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[41 - 3]);
}
const SCHED_OTHER = 0;
const SCHED_BATCH = 3;

/**
 * Issue 22 through the real haproxy: `gateway-sandbox cluster --shards 3 --db-dir DIR` starts
 * three shards and haproxy in front; tenants are routed by key and path (before any tenant
 * exists a shard answers 401 or 404 for an unknown one, so X-Sandbox-Shard shows the routing);
 * a killed shard hurts only its own tenants (a prompt 503) and comes back within 5 s with its
 * data; SIGTERM leaves no process and no port behind.
 */
/**
 * A margin no load reaches for "a new process below the supervisor" after a kill (the supervisor waits
 * RESTART_DELAY_MS, which the test reads from its log; the 5 s of the issue is a figure of docs/cluster.md).
 */
const RESTARTED_WITHIN_MS = 30_000;
/**
 * Until the new process serves: a node start, which takes seconds on a loaded 2-core machine; generous, it only says
 * "it comes back".
 */
const SHARD_BACK_WITHIN_MS = 20_000;

/** Resolves once a process below the supervisor that was not there before runs (the restarted shard). */
function newProcessBelow(supervisor: number, before: Set<number>, timeoutMs: number): Promise<void> {
  return until(
    () => descendants(supervisor).some((pid) => !before.has(pid)),
    timeoutMs,
    `a new process below the supervisor within ${timeoutMs} ms`,
  );
}

let dir: string;
let cluster: RunningClusterChild;
let started: number[] = [];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cluster-'));
  cluster = await startClusterChild(['--shards', '3', '--db-dir', dir]);
  started = [cluster.child.pid!, ...descendants(cluster.child.pid!)];
}, 60_000);
afterAll(() => {
  killAll([...started, ...cluster.lines.flatMap((line) => ('proxy' in line ? [line.proxy.pid] : [line.pid]))]);
  rmSync(dir, { recursive: true, force: true });
});

/** The supervisor's private folder (src/host/cluster/work-dir.ts): the one whose pid file names it. */
function workFolder(): string {
  const folders = readdirSync(tmpdir())
    .filter((name) => name.startsWith(WORK_PREFIX))
    .map((name) => join(tmpdir(), name))
    .filter((folder) => {
      try {
        return readFileSync(join(folder, 'supervisor.pid'), 'utf8').trim() === String(cluster.child.pid);
      } catch {
        return false;
      }
    });
  expect(folders).toHaveLength(1);
  return folders[0];
}

const tenantKey = (name: string) => ({
  'X-Api-Public-Key': `pk_tnt_${name}_0000000000000000`,
  'X-Api-Private-Key': `sk_tnt_${name}_0000000000000000`,
});
const shardOf = (res: Response) => res.headers.get('x-sandbox-shard');

/** The answer's status and shard, its body checked against `schema`. */
async function answer(res: Response, schema: string): Promise<[number, string | null]> {
  expectSchema(await res.json(), schema);
  return [res.status, shardOf(res)];
}

/** The shard the proxy sends a tenant to, read from X-Sandbox-Shard of a call with its key. */
async function shardOfTenant(name: string): Promise<string | null> {
  const res = await fetch(`${cluster.url}/api/seller`, { headers: tenantKey(name) });
  await res.arrayBuffer();
  return shardOf(res);
}

/** 30 tenant names and the shard each lands on. */
async function spread(): Promise<Map<string, string>> {
  const names = Array.from({ length: 30 }, (_, i) => `team${i}`);
  return new Map(await Promise.all(names.map(async (name) => [name, (await shardOfTenant(name))!] as const)));
}

describe('gateway-sandbox cluster --shards 3', () => {
  it('prints one line per shard and one for the proxy, each naming a live process', () => {
    expect(cluster.lines.map((line) => ('proxy' in line ? 'proxy' : line.shard))).toEqual([0, 1, 2, 'proxy']);
    expect(cluster.proxy().port).toBe(cluster.port);
    for (const line of cluster.lines) {
      const { pid, port } = 'proxy' in line ? line.proxy : line;
      expect([Number.isSafeInteger(pid), Number.isSafeInteger(port), alive(pid)]).toEqual([true, true, true]);
    }
    // Each shard keeps its state in its own file of the db dir.
    expect(
      readdirSync(dir)
        .filter((name) => name.endsWith('.db'))
        .sort(),
    ).toEqual(['shard-0.db', 'shard-1.db', 'shard-2.db']);
  });

  it('runs haproxy and every shard under SCHED_BATCH, the default --cpu-policy', () => {
    const policies = cluster.lines.map((line) => schedulingPolicy('proxy' in line ? line.proxy.pid : line.pid));
    expect(policies).toEqual([SCHED_BATCH, SCHED_BATCH, SCHED_BATCH, SCHED_BATCH]);
  });

  it("reaches each shard through a Unix socket in the supervisor's private folder, and each shard's port still answers", async () => {
    const folder = workFolder();
    const config = readFileSync(join(folder, 'haproxy.cfg'), 'utf8');
    for (const i of [0, 1, 2]) {
      const socket = join(folder, `shard-${i}.sock`);
      expect([i, statSync(socket).isSocket()]).toEqual([i, true]);
      expect(config).toContain(`\n    server shard${i} unix@${socket} id ${i + 1}\n`);
      const res = await fetch(`http://127.0.0.1:${cluster.shard(i).port}/health`);
      expect([i, res.status]).toEqual([i, 200]);
    }
    expect(config).not.toMatch(/^ {4}server shard\d 127\.0\.0\.1:/m);
  });

  it('serves the default tenant (the fixture keys, /__admin) from shard 0', async () => {
    const seller = await fetch(`${cluster.url}/api/seller`, { headers: keys('acme') });
    expect([seller.status, shardOf(seller)]).toEqual([200, '0']);
    expectSchema(await seller.json(), 'seller/seller.response.schema.json');
    expect(
      await answer(await fetch(`${cluster.url}/__admin/sellers`), 'admin/seller-list.response.schema.json'),
    ).toEqual([200, '0']);
  });

  it('sends a tenant to one shard, by its key on /api and by its name on /__admin/tenants/{name}, every time; the tenants spread over every shard', async () => {
    const first = await spread();
    expect(await spread()).toEqual(first);
    expect(new Set(first.values())).toEqual(new Set(['0', '1', '2']));
    for (const [name, shard] of [...first].slice(0, 6)) {
      const res = await fetch(`${cluster.url}/__admin/tenants/${name}/overview`);
      expect(shardOf(res)).toBe(shard);
      expectSchema(await res.json(), ERROR_SCHEMAS.admin);
      const api = await fetch(`${cluster.url}/api/seller`, { headers: tenantKey(name) });
      expect([api.status, shardOf(api)]).toEqual([401, shard]);
      expectSchema(await api.json(), ERROR_SCHEMAS.seller);
    }
  });

  it("answers a killed shard's tenants with a prompt 503 while the others answer, and starts the shard again within 5 s, on its port", async () => {
    const where = await spread();
    const onOne = [...where].find(([, shard]) => shard === '1')![0];
    const onTwo = [...where].find(([, shard]) => shard === '2')![0];
    const { pid, port } = cluster.shard(1);
    const before = new Set(descendants(cluster.child.pid!));
    process.kill(pid, 'SIGKILL');
    const restarted = newProcessBelow(cluster.child.pid!, before, RESTARTED_WITHIN_MS);
    await until(() => !alive(pid), 5000, 'the killed shard is gone');

    const down = await fetch(`${cluster.url}/api/seller`, { headers: tenantKey(onOne) });
    const body = await down.json();
    if (down.status === 503) {
      // "Prompt" as behaviour: the proxy answered while the shard was still down (no restart announced yet), so it
      // neither queued the request nor waited for the shard.
      const restartedBefore = cluster.lines.some((line) => 'shard' in line && line.shard === 1 && line.restarted);
      expect(restartedBefore).toBe(false);
      expect([shardOf(down), down.headers.get('retry-after'), body]).toEqual([
        '1',
        '1',
        errorResponse('seller', 'SHARD_UNAVAILABLE').body,
      ]);
      expectSchema(body, ERROR_SCHEMAS.seller);
    } else {
      // Only when the supervisor had already started it again (it waits 200 ms): then it answers as before.
      expect([down.status, cluster.lines.some((line) => 'shard' in line && line.restarted)]).toEqual([401, true]);
    }
    expect(
      await answer(await fetch(`${cluster.url}/api/seller`, { headers: tenantKey(onTwo) }), ERROR_SCHEMAS.seller),
    ).toEqual([401, '2']);
    expect(
      await answer(
        await fetch(`${cluster.url}/api/seller`, { headers: keys('acme') }),
        'seller/seller.response.schema.json',
      ),
    ).toEqual([200, '0']);

    await restarted;
    // The supervisor starts a shard that served a while again after its first, short delay (not a back-off).
    expect(cluster.output()).toMatch(
      new RegExp(`shard 1 \\(pid ${pid}\\) exited \\(SIGKILL\\); starting it again in ${RESTART_DELAY_MS} ms`),
    );
    const again = await cluster.waitForLine(
      (line) => 'shard' in line && line.shard === 1 && line.restarted === true,
      SHARD_BACK_WITHIN_MS,
    );
    expect(again).toMatchObject({ shard: 1, port });
    expect(
      await answer(await fetch(`${cluster.url}/api/seller`, { headers: tenantKey(onOne) }), ERROR_SCHEMAS.seller),
    ).toEqual([401, '1']);
  }, 60_000);

  it('brings shard 0 back with its data (--db-dir): a sale made before the kill is there after', async () => {
    const created = await fetch(`${cluster.url}/api/sales`, {
      method: 'POST',
      headers: { ...keys('acme'), 'Content-Type': 'application/json' },
      body: JSON.stringify(PIX_SALE),
    });
    expect([created.status, shardOf(created)]).toEqual([201, '0']);
    const { sale } = (await created.json()) as { sale: { id: number } };
    const before = await (await fetch(`${cluster.url}/api/transactions/${sale.id}`, { headers: keys('acme') })).json();
    expectSchema(before, 'sales/sale.response.schema.json');

    const { pid } = cluster.shard(0);
    process.kill(pid, 'SIGKILL');
    await until(() => !alive(pid), 5000, 'shard 0 is gone');
    const down = await fetch(`${cluster.url}/api/transactions/${sale.id}`, { headers: keys('acme') });
    const downBody = await down.json();
    // 503 while it is down; 200 only when the supervisor had already started it again (it waits 200 ms).
    if (down.status === 503)
      expect([shardOf(down), downBody]).toEqual(['0', errorResponse('transactions', 'SHARD_UNAVAILABLE').body]);
    else expect([down.status, downBody]).toEqual([200, before]);
    await cluster.waitForLine(
      (line) => 'shard' in line && line.shard === 0 && line.restarted === true,
      SHARD_BACK_WITHIN_MS,
    );
    const after = await fetch(`${cluster.url}/api/transactions/${sale.id}`, { headers: keys('acme') });
    expect([after.status, shardOf(after)]).toEqual([200, '0']);
    expect(await after.json()).toEqual(before);
  }, 60_000);

  it('starts the proxy again when it dies', async () => {
    const { pid } = cluster.proxy();
    process.kill(pid, 'SIGKILL');
    await cluster.waitForLine(
      (line) => 'proxy' in line && line.restarted === true && line.proxy.pid !== pid,
      SHARD_BACK_WITHIN_MS,
    );
    await until(async () => !(await refused(cluster.port)), 5000, 'the proxy listens again');
    expect(
      await answer(
        await fetch(`${cluster.url}/api/seller`, { headers: keys('acme') }),
        'seller/seller.response.schema.json',
      ),
    ).toEqual([200, '0']);
  }, 60_000);

  it('kills a shard that stops answering (SIGSTOP) and starts it again, so its tenants are not held', async () => {
    const onTwo = [...(await spread())].find(([, shard]) => shard === '2')![0];
    const { pid } = cluster.shard(2);
    process.kill(pid, 'SIGSTOP');
    const budget = (HEALTH_FAILURES + 1) * (HEALTH_PERIOD_MS + HEALTH_TIMEOUT_MS) + SHARD_BACK_WITHIN_MS;
    const again = await cluster.waitForLine((line) => 'shard' in line && line.shard === 2 && line.pid !== pid, budget);
    expect(again).toMatchObject({ restarted: true });
    expect(alive(pid)).toBe(false);
    expect(cluster.output()).toMatch(
      new RegExp(`shard 2 \\(pid ${pid}, port \\d+\\) has not answered GET /health ${HEALTH_FAILURES} times in a row`),
    );
    expect(
      await answer(await fetch(`${cluster.url}/api/seller`, { headers: tenantKey(onTwo) }), ERROR_SCHEMAS.seller),
    ).toEqual([401, '2']);
  }, 40_000);

  it("stops every process it started, frees every port and removes its folder (the shards' sockets) on SIGTERM", async () => {
    const pids = descendants(cluster.child.pid!);
    const folder = workFolder();
    const ports = [cluster.port, cluster.shard(0).port, cluster.shard(1).port, cluster.shard(2).port];
    expect(pids.length).toBeGreaterThanOrEqual(4);
    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toEqual({ code: 0, signal: null });
    await until(
      () => pids.every((pid) => !alive(pid)),
      5000,
      `every process below the supervisor is gone (${pids.join(', ')})`,
    );
    for (const port of ports) expect(await refused(port)).toBe(true);
    expect(existsSync(folder)).toBe(false);
  });
});

describe('gateway-sandbox cluster, refusals and a killed supervisor', () => {
  it('names the Debian package when haproxy is missing (exit 2, nothing started)', async () => {
    const run = await cli('http://127.0.0.1:1', [
      'cluster',
      '--shards',
      '1',
      '--port',
      String(await closedPort()),
      '--haproxy',
      '/nonexistent/haproxy',
    ]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /haproxy not found \(\/nonexistent\/haproxy\): install Debian's haproxy package \(apt-get install -y haproxy/,
    );
  });

  it('refuses a proxy port in use, one SANDBOX_DB_FILE for every shard, and a --shards that is not a positive number (exit 2, nothing started)', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const busy = await cli('http://127.0.0.1:1', ['cluster', '--shards', '1', '--port', String(port)]);
      expect([busy.code, busy.stdout]).toEqual([2, '']);
      expect(busy.stderr).toMatch(
        new RegExp(`cannot listen on 127\\.0\\.0\\.1:${port} \\(EADDRINUSE\\): choose another --port`),
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    const oneFile = await cli('http://127.0.0.1:1', ['cluster', '--shards', '2', '--port', String(port)], {
      SANDBOX_DB_FILE: '/tmp/one.db',
    });
    expect([oneFile.code, oneFile.stdout]).toEqual([2, '']);
    expect(oneFile.stderr).toMatch(
      /SANDBOX_DB_FILE names one database \(\/tmp\/one\.db\); each shard needs its own: use --db-dir DIR/,
    );
    const zero = await cli('http://127.0.0.1:1', ['cluster', '--shards', '0']);
    expect([zero.code, zero.stdout]).toEqual([2, '']);
    expect(zero.stderr).toMatch(/--shards must be a whole number from 1 to 64, got "0"/);
    const policy = await cli('http://127.0.0.1:1', ['cluster', '--shards', '1', '--cpu-policy', 'fast']);
    expect([policy.code, policy.stdout]).toEqual([2, '']);
    expect(policy.stderr).toMatch(/--cpu-policy must be batch or normal, got "fast"/);
  });

  it('leaves no shard and no haproxy behind when the supervisor itself is killed (SIGKILL); --cpu-policy normal leaves them SCHED_OTHER', async () => {
    const small = await startClusterChild(['--shards', '2', '--cpu-policy', 'normal']);
    const below = descendants(small.child.pid!);
    expect(below.length).toBeGreaterThanOrEqual(3);
    try {
      expect(small.lines.map((line) => schedulingPolicy('proxy' in line ? line.proxy.pid : line.pid))).toEqual([
        SCHED_OTHER,
        SCHED_OTHER,
        SCHED_OTHER,
      ]);
      small.child.kill('SIGKILL');
      await small.exited;
      // Shards watch their parent (every 250 ms); haproxy gets the kernel's parent-death signal.
      await until(
        () => below.every((pid) => !alive(pid)),
        5000,
        `the shards and haproxy of a killed supervisor exit (${below.join(', ')})`,
      );
      expect(await refused(small.port)).toBe(true);
    } finally {
      killAll(below);
    }
  }, 60_000);
});
