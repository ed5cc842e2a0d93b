#!/usr/bin/env node
// node bench/cluster.mjs [--quick] [--tenants N] [--recoveries N] [--only proxy,scaling,memory,recovery,pinned,haproxy]
// (after npm run build)
// --only pinned [--server-cores 0] [--load-cores 1] [--seconds 5]: wrk (pinned with taskset) against clusters pinned to
// their own cores: GET by id through the proxy ÷ the shard direct, and tenant traffic over 1, 2 and 4 shards (issue 31).
// --only haproxy: CPU µs a GET by id costs the shard and haproxy (generated configuration through the shard's socket and
// over TCP, and an empty one), pinned.
// The cluster of issue 22 measured (docs/performance.md, "Cluster"): GET by id through the proxy
// against the shard directly (the proxy's cost); 2 shards against 1 under tenant traffic (the
// shape of scaling on this machine); memory per tenant per shard; the time a killed shard's
// tenants take to answer again. Needs haproxy (Debian's package) and the tenants issue (21).
// Prints the measurements as JSON on stdout; progress on stderr.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cardSale } from './payloads.mjs';
import { paired } from './load.mjs';
import { ROOT, rssMb } from './processes.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    tenants: { type: 'string' },
    recoveries: { type: 'string' },
    only: { type: 'string' },
    'server-cores': { type: 'string' },
    'load-cores': { type: 'string' },
    seconds: { type: 'string' },
  },
});
const SERVER_CORES = args['server-cores'] ?? '0';
const LOAD_CORES = args['load-cores'] ?? '1';
const WRK_SECONDS = Number(args.seconds ?? (args.quick ? 2 : 5));
const only = args.only ? new Set(args.only.split(',')) : null;
const wanted = (part) => !only || only.has(part);
/** chrt's prefix for SCHED_BATCH, as the cluster verb uses it; none where there is no chrt. */
const BATCH = spawnSync('chrt', ['--batch', '0', 'true']).status === 0 ? ['chrt', '--batch', '0'] : [];
const quick = Boolean(args.quick);
const rounds = quick
  ? { rounds: 1, sliceSeconds: 1, warmupSeconds: 1 }
  : { rounds: 4, sliceSeconds: 2, warmupSeconds: 2 };
const TENANTS = Number(args.tenants ?? (quick ? 40 : 200));
const RECOVERIES = Number(args.recoveries ?? 3);
const OPERATOR = 'bench-operator-token';
const work = mkdtempSync(join(tmpdir(), 'cluster-bench-'));
const log = (text) => process.stderr.write(`${text}\n`);
const ACME = {
  'x-api-public-key': 'pk_test_acme_0000000000000001',
  'x-api-private-key': 'sk_test_acme_0000000000000001',
};

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `gateway-sandbox cluster` as a child; resolves with its lines once the proxy is up. */
async function startCluster(shards, extra = [], pin = null) {
  // Pinned: taskset execs node in its place, and every shard and haproxy inherit its cores.
  const command = pin ? 'taskset' : process.execPath;
  const child = spawn(
    command,
    [
      ...(pin ? ['-c', pin, process.execPath] : []),
      join(ROOT, 'dist/bundle/cli.mjs'),
      'cluster',
      '--shards',
      String(shards),
      '--port',
      String(await freePort()),
      ...extra,
    ],
    {
      env: { ...process.env, SANDBOX_LOG_LEVEL: 'silent', SANDBOX_ADMIN_TOKEN: OPERATOR },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines = [];
  const waiters = [];
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk;
    let end;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = JSON.parse(pending.slice(0, end));
      pending = pending.slice(end + 1);
      lines.push(line);
      for (const waiter of waiters.splice(0)) if (!waiter(line)) waiters.push(waiter);
    }
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const next = (test) => new Promise((resolve) => waiters.push((line) => test(line) && (resolve(line), true)));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`cluster exited ${code}: ${errors}`)));
    next((line) => 'proxy' in line).then((proxy) =>
      resolve({
        url: `http://127.0.0.1:${proxy.proxy.port}`,
        shardUrl: (i) => `http://127.0.0.1:${lines.filter((line) => line.shard === i).at(-1).port}`,
        shardPid: (i) => lines.filter((line) => line.shard === i).at(-1).pid,
        // Every process of the cluster now: the supervisor, each shard's latest, the proxy's latest.
        pids: () => [
          child.pid,
          ...[...new Set(lines.filter((line) => 'shard' in line).map((line) => line.shard))].map(
            (i) => lines.filter((line) => line.shard === i).at(-1).pid,
          ),
          lines.filter((line) => 'proxy' in line).at(-1).proxy.pid,
        ],
        next,
        stop: () =>
          new Promise((done) => (child.removeAllListeners('exit'), child.once('exit', done), child.kill('SIGTERM'))),
      }),
    );
  });
}

async function json(url, init = {}) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return { body, shard: res.headers.get('x-sandbox-shard') };
}

/** A tenant with one seller and two card sales, made through the proxy; its keys and first sale's id. */
async function tenantWithSales(url, name) {
  const created = await json(`${url}/__admin/tenants/${name}`, {
    method: 'POST',
    headers: { 'x-admin-token': OPERATOR },
    body: '{}',
  });
  const seller = await json(`${url}/__admin/tenants/${name}/sellers`, {
    method: 'POST',
    headers: { 'x-admin-token': created.body.adminToken },
    body: '{}',
  });
  const keys = {
    'x-api-public-key': seller.body.credentials.publicKey,
    'x-api-private-key': seller.body.credentials.privateKey,
  };
  const sale = await json(`${url}/api/sales`, { method: 'POST', headers: keys, body: JSON.stringify(cardSale()) });
  await json(`${url}/api/sales`, { method: 'POST', headers: keys, body: JSON.stringify(cardSale()) });
  return { name, keys, saleId: sale.body.sale.id, shard: sale.shard };
}

const getById = (keys, id) => ({ method: 'GET', path: `/api/transactions/${id}`, headers: keys });

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
/** CPU seconds (user + system) the processes have used so far, from /proc/PID/stat. */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    // After the command name in parentheses (which may hold spaces): state, ..., utime at 11, stime at 12.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

/**
 * wrk (1 thread, 50 connections) pinned to LOAD_CORES, the requests taken in turn; requests/s and latency
 * percentiles as wrk prints them. With `cpuOf` (the server's pids), also the requests per CPU-second those processes
 * used during the run: what the server does with the core it gets, which a machine loaded by other work changes far
 * less than requests/s (the scheduler gives the cores' time per runnable process, so two processes behind the proxy
 * get a bigger share of core 0 than one shard alone). With `statuses`, every answer but a 200 counted by status.
 */
function wrk(url, requests, seconds = WRK_SECONDS, { cpuOf = null, statuses = false } = {}) {
  const script = join(work, `wrk-${Math.random().toString(36).slice(2)}.lua`);
  const lua = (text) => JSON.stringify(text);
  const rows = requests.map(
    (request) =>
      `wrk.format("GET", ${lua(request.path)}, {${Object.entries(request.headers)
        .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
        .join(', ')}})`,
  );
  writeFileSync(
    script,
    [
      'local requests = {}',
      'local i = 0',
      `init = function(args) requests = {${rows.join(', ')}} end`,
      'request = function() i = i % #requests + 1; return requests[i] end',
      ...(statuses
        ? [
            'local threads = {}',
            'setup = function(thread) table.insert(threads, thread) end',
            'other = {}',
            'response = function(status) if status ~= 200 then other[status] = (other[status] or 0) + 1 end end',
            'done = function() for _, thread in ipairs(threads) do for status, n in pairs(thread:get("other")) do',
            '  io.write(string.format("status %d: %d\\n", status, n)) end end end',
          ]
        : []),
      '',
    ].join('\n'),
  );
  const cpuBefore = cpuOf && cpuSeconds(cpuOf);
  const out = execFileSync(
    'taskset',
    ['-c', LOAD_CORES, 'wrk', '-t1', '-c50', `-d${seconds}s`, '--latency', '-s', script, url],
    { encoding: 'utf8' },
  );
  const cpu = cpuOf && Math.round((cpuSeconds(cpuOf) - cpuBefore) * 100) / 100;
  const ms = (label) => {
    const match = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!match) return null;
    return Math.round(Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]] * 100) / 100;
  };
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const total = Number(/(\d+) requests in/.exec(out)[1]);
  const errors = /Socket errors: (.*)/.exec(out);
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1])),
    requests: total,
    p50ms: ms('50%'),
    p99ms: ms('99%'),
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    ...(errors ? { socketErrors: errors[1] } : {}),
    ...(statuses
      ? { byStatus: Object.fromEntries([...out.matchAll(/status (\d+): (\d+)/g)].map((m) => [m[1], Number(m[2])])) }
      : {}),
    ...(cpuOf ? { cpuSeconds: cpu, perCpuSecond: cpu > 0 ? Math.round(total / cpu) : null } : {}),
    loadavg: loadavg()[0].toFixed(1),
  };
}

/** The middle value of `key` over the runs. */
const median = (list, key) => list.map((run) => run[key]).sort((x, y) => x - y)[Math.floor(list.length / 2)];

/** Alternating rounds of `a` and `b` (so a change of the machine's load falls on both); the best of each. */
function alternate(a, b, rounds = args.quick ? 1 : 3) {
  const results = { a: [], b: [] };
  for (let round = 0; round < rounds; round += 1) {
    results.a.push(a());
    results.b.push(b());
  }
  const best = (list) => list.reduce((top, run) => (run.rps > top.rps ? run : top));
  return { a: best(results.a), b: best(results.b), runs: results };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
const result = {
  startedAt: new Date().toISOString(),
  quick,
  machine: {
    node: process.version,
    cpus: cpus().length,
    loadavg: loadavg()
      .map((v) => v.toFixed(2))
      .join(' '),
  },
};

try {
  if (wanted('proxy')) {
    // 1. The proxy's cost: GET by id on one shard, through haproxy and directly, in alternating rounds.
    log('▶ proxy cost (1 shard)');
    const one = await startCluster(1);
    const sale = await json(`${one.url}/api/sales`, {
      method: 'POST',
      headers: ACME,
      body: JSON.stringify(cardSale()),
    });
    const request = [getById(ACME, sale.body.sale.id)];
    const cost = await paired({ url: one.url, requests: request }, { url: one.shardUrl(0), requests: request }, rounds);
    result.proxyCost = {
      throughProxy: cost.subject,
      direct: cost.reference,
      ratio: Math.round((cost.subject.rps / cost.reference.rps) * 100) / 100,
    };
    await one.stop();
  }

  if (only?.has('haproxy')) {
    // 5. Issue 31: where the proxy's cost goes. One shard alone and haproxy in front of it, both on SERVER_CORES, wrk
    // on LOAD_CORES: CPU microseconds a request of each process (from /proc), with the generated configuration and with
    // an empty one (the floor: HAProxy forwarding and nothing else), in alternating rounds.
    log(`▶ haproxy's cost a request: shard and haproxy on cores ${SERVER_CORES}, wrk on ${LOAD_CORES}`);
    const { haproxyConfig } = await import(join(ROOT, 'dist/host/cluster/haproxy-config.js'));
    const shardPort = await freePort();
    // The shard also listens on a Unix socket, as a cluster's does (src/host/cluster/shard-socket.ts; the IPC channel
    // makes `serve` a supervisor's shard).
    const socket = join(work, 'shard-0.sock');
    // Under SCHED_BATCH, as the cluster verb starts its processes (src/host/cluster/cpu-policy.ts).
    const shard = spawn(
      'taskset',
      ['-c', SERVER_CORES, ...BATCH, process.execPath, join(ROOT, 'dist/bundle/cli.mjs'), 'serve'],
      {
        env: {
          ...process.env,
          SANDBOX_LOG_LEVEL: 'silent',
          PORT: String(shardPort),
          HOST: '127.0.0.1',
          SANDBOX_SHARD_SOCKET: socket,
        },
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      },
    );
    const direct = `http://127.0.0.1:${shardPort}`;
    while (
      !(await fetch(`${direct}/health`).then(
        (res) => res.ok,
        () => false,
      ))
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const sale = await json(`${direct}/api/sales`, { method: 'POST', headers: ACME, body: JSON.stringify(cardSale()) });
    const request = [getById(ACME, sale.body.sale.id)];
    const configs = {
      // As `gateway-sandbox cluster` runs it: the shard reached through its socket.
      generated: (bind) =>
        haproxyConfig({
          shards: [{ host: '127.0.0.1', port: shardPort, socket }],
          bind,
          supervisor: null,
          maxconn: 4000,
        }),
      // As `gateway-sandbox cluster haproxy-config` prints it: the shard reached over loopback TCP.
      'generated-tcp': (bind) =>
        haproxyConfig({ shards: [{ host: '127.0.0.1', port: shardPort }], bind, supervisor: null, maxconn: 4000 }),
      empty: (bind) =>
        [
          'global',
          '    maxconn 4000',
          'defaults',
          '    mode http',
          '    timeout connect 1s',
          '    timeout client 65s',
          '    timeout server 65s',
          'frontend sandbox',
          `    bind 127.0.0.1:${bind.port}`,
          '    default_backend shard',
          'backend shard',
          `    server shard0 127.0.0.1:${shardPort}`,
          '',
        ].join('\n'),
    };
    const proxies = {};
    for (const [name, config] of Object.entries(configs)) {
      const bind = { host: '127.0.0.1', port: await freePort() };
      const file = join(work, `haproxy-${name}.cfg`);
      writeFileSync(file, config(bind));
      const child = spawn('taskset', ['-c', SERVER_CORES, ...BATCH, 'haproxy', '-db', '-dR', '-f', file], {
        stdio: 'ignore',
      });
      while (
        !(await fetch(`http://127.0.0.1:${bind.port}/health`).then(
          (res) => res.ok,
          () => false,
        ))
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      proxies[name] = { child, url: `http://127.0.0.1:${bind.port}` };
    }
    const measure = (url, proxy) => {
      const before = [cpuSeconds([shard.pid]), proxy ? cpuSeconds([proxy.child.pid]) : 0];
      const run = wrk(url, request);
      const us = (seconds) => Math.round((seconds * 1e6) / run.requests);
      return {
        ...run,
        shardUs: us(cpuSeconds([shard.pid]) - before[0]),
        haproxyUs: proxy ? us(cpuSeconds([proxy.child.pid]) - before[1]) : 0,
      };
    };
    wrk(direct, request, 2);
    for (const proxy of Object.values(proxies)) wrk(proxy.url, request, 2);
    const runs = { direct: [], ...Object.fromEntries(Object.keys(configs).map((name) => [name, []])) };
    for (let round = 0; round < (quick ? 1 : 3); round += 1) {
      runs.direct.push(measure(direct, null));
      for (const [name, proxy] of Object.entries(proxies)) runs[name].push(measure(proxy.url, proxy));
    }
    result.haproxyCost = Object.fromEntries(
      Object.entries(runs).map(([name, list]) => [
        name,
        { shardUs: median(list, 'shardUs'), haproxyUs: median(list, 'haproxyUs'), runs: list },
      ]),
    );
    log(
      `  ${JSON.stringify(Object.fromEntries(Object.entries(result.haproxyCost).map(([k, v]) => [k, [v.shardUs, v.haproxyUs]])))}`,
    );
    for (const proxy of Object.values(proxies)) proxy.child.kill('SIGTERM');
    shard.kill('SIGTERM');
  }

  if (only?.has('pinned')) {
    // 4. Issue 31, pinned: the cluster (haproxy and shards) on SERVER_CORES, wrk on LOAD_CORES.
    log(`▶ pinned: cluster on cores ${SERVER_CORES}, wrk on ${LOAD_CORES}, ${WRK_SECONDS} s runs`);
    const one = await startCluster(1, [], SERVER_CORES);
    const sale = await json(`${one.url}/api/sales`, {
      method: 'POST',
      headers: ACME,
      body: JSON.stringify(cardSale()),
    });
    const request = [getById(ACME, sale.body.sale.id)];
    wrk(one.url, request, 2); // warm-up
    wrk(one.shardUrl(0), request, 2);
    const cpuOf = one.pids();
    const cost = alternate(
      () => wrk(one.url, request, WRK_SECONDS, { cpuOf }),
      () => wrk(one.shardUrl(0), request, WRK_SECONDS, { cpuOf }),
    );
    const ratio = (key) => Math.round((cost.a[key] / cost.b[key]) * 100) / 100;
    result.pinned = {
      cores: { server: SERVER_CORES, load: LOAD_CORES },
      proxyCost: {
        throughProxy: cost.a,
        direct: cost.b,
        ratio: ratio('rps'),
        ratioPerCpuSecond: ratio('perCpuSecond'),
        // The medians of every round's requests per CPU-second: less at the mercy of one lucky run.
        ratioPerCpuSecondMedian:
          Math.round((median(cost.runs.a, 'perCpuSecond') / median(cost.runs.b, 'perCpuSecond')) * 100) / 100,
        runs: cost.runs,
      },
      shards: {},
    };
    log(`  proxy ÷ direct: ${JSON.stringify(result.pinned.proxyCost)}`);
    await one.stop();
    for (const shards of [1, 2, 4]) {
      const cluster = await startCluster(shards, [], SERVER_CORES);
      const tenants = [];
      for (let i = 0; i < 16; i += 1) tenants.push(await tenantWithSales(cluster.url, `pin${i}`));
      const requests = tenants.map((tenant) => getById(tenant.keys, tenant.saleId));
      wrk(cluster.url, requests, 2);
      const cpuOf = cluster.pids();
      const runs = [0, 1].map(() => wrk(cluster.url, requests, WRK_SECONDS, { cpuOf, statuses: true }));
      result.pinned.shards[shards] = {
        ...runs.reduce((top, run) => (run.rps > top.rps ? run : top)),
        tenantsPerShard: tenants.reduce(
          (count, tenant) => ({ ...count, [tenant.shard]: (count[tenant.shard] ?? 0) + 1 }),
          {},
        ),
      };
      log(`  ${shards} shard(s): ${JSON.stringify(result.pinned.shards[shards])}`);
      await cluster.stop();
    }
  }

  if (wanted('scaling')) {
    // 2. Scaling: the same tenant traffic on 1 shard and on 2, in alternating rounds.
    log('▶ 2 shards against 1 (tenant traffic)');
    const one = await startCluster(1);
    const two = await startCluster(2);
    // The same tenants on both, chosen so the two shards carry 8 each (the hash alone would not split a few evenly).
    const tenantsOne = [];
    const tenantsTwo = [];
    const perShard = { 0: 0, 1: 0 };
    for (let i = 0; perShard[0] < 8 || perShard[1] < 8; i += 1) {
      const made = await tenantWithSales(two.url, `load${i}`);
      if (perShard[made.shard] >= 8) continue;
      perShard[made.shard] += 1;
      tenantsTwo.push(made);
      tenantsOne.push(await tenantWithSales(one.url, `load${i}`));
    }
    const scaling = await paired(
      { url: two.url, requests: tenantsTwo.map((tenant) => getById(tenant.keys, tenant.saleId)) },
      { url: one.url, requests: tenantsOne.map((tenant) => getById(tenant.keys, tenant.saleId)) },
      rounds,
    );
    result.scaling = {
      twoShards: scaling.subject,
      oneShard: scaling.reference,
      ratio: Math.round((scaling.subject.rps / scaling.reference.rps) * 100) / 100,
      tenantsPerShard: perShard,
    };
    await one.stop();
    await two.stop();
  }

  if (wanted('memory')) {
    // 3. Memory per tenant per shard: RSS of each shard of a fresh 2-shard cluster before and after N tenants.
    log(`▶ memory per tenant (${TENANTS} tenants, each a seller and two card sales)`);
    const two = await startCluster(2);
    await tenantWithSales(two.url, 'warm');
    await settle();
    const before = [0, 1].map((i) => rssMb(two.shardPid(i)));
    const made = [];
    for (let i = 0; i < TENANTS; i += 1) made.push(await tenantWithSales(two.url, `mem${i}`));
    await settle();
    const after = [0, 1].map((i) => rssMb(two.shardPid(i)));
    const onShard = [0, 1].map((i) => made.filter((tenant) => tenant.shard === String(i)).length);
    const list = await json(`${two.url}/__admin/tenants`, { headers: { 'x-admin-token': OPERATOR } });
    const approx = list.body.tenants
      .filter((tenant) => tenant.name.startsWith('mem'))
      .map((tenant) => tenant.approxBytes);
    result.memory = {
      tenants: TENANTS,
      perShard: [0, 1].map((i) => ({
        shard: i,
        tenants: onShard[i],
        rssBeforeMb: before[i],
        rssAfterMb: after[i],
        kbPerTenant: onShard[i] ? Math.round(((after[i] - before[i]) * 1024) / onShard[i]) : null,
      })),
      stateJsonKbPerTenant: Math.round(approx.reduce((sum, bytes) => sum + bytes, 0) / approx.length / 102.4) / 10,
    };
    await two.stop();
  }

  if (wanted('recovery')) {
    // 4. Recovery: a shard with its tenants in SQLite files is killed; how long until a tenant of it answers again.
    for (const count of [0, Math.round(TENANTS / 2)]) {
      log(`▶ recovery of a killed shard (${RECOVERIES} kills, --db-dir, ${count} more tenants on the cluster)`);
      const durable = await startCluster(2, ['--db-dir', join(work, `db-${count}`)]);
      const kept = [];
      for (let i = 0; kept.filter((tenant) => tenant.shard === '1').length === 0 || i < count; i += 1)
        kept.push(await tenantWithSales(durable.url, `dur${i}`));
      const victim = kept.find((tenant) => tenant.shard === '1');
      const recoveries = [];
      for (let kill = 0; kill < RECOVERIES; kill += 1) {
        const restarted = durable.next((line) => line.shard === 1 && line.restarted);
        const killedAt = performance.now();
        process.kill(durable.shardPid(1), 'SIGKILL');
        let answeredAt = null;
        let refusals = 0;
        // Until a 200 from shard 1 after at least one refusal: 503 while it is down; a request in flight at the kill
        // gets 502, or its kept-alive connection closed without an answer (HAProxy's rule, docs/cluster.md).
        while (answeredAt === null) {
          const status = await fetch(`${durable.url}/api/transactions/${victim.saleId}`, { headers: victim.keys }).then(
            async (res) => (await res.arrayBuffer(), res.status),
            () => 'closed',
          );
          if (status === 200 && refusals > 0) answeredAt = performance.now();
          else if (status !== 200) refusals += 1;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await restarted;
        recoveries.push({ ms: Math.round(answeredAt - killedAt), refusals });
      }
      (result.recovery ??= []).push({
        tenantsOnShard: kept.filter((tenant) => tenant.shard === '1').length,
        runs: recoveries,
      });
      await durable.stop();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
