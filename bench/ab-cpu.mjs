// A against B on a loaded machine: CPU per request of two builds of the sandbox, measured in the same minute.
//   node bench/ab-cpu.mjs <get|card|cashout|pix|tget|tcard> <rounds> <seconds> <rootA> <rootB>
// rootA and rootB are checkouts with a build (`npm run build`), e.g. main's commit in a detached worktree and this
// one. tget and tcard are get and card with a tenant's keys (TENANTS tenants, 1 unless set, each made through the
// admin API with one seller; each connection takes them in turn, as bench/cluster.mjs's tenant rows do). A scenario
// `X:Y` runs X on A and Y on B: `get:tget` with one root twice sets a tenant's request against the default tenant's
// in the same build. Both bins run at once, pinned to core 0 (taskset); this process moves to core 1 and loads them
// in turn with autocannon (50 connections), alternating which goes first. Besides req/s it reads each server's user + system CPU
// (/proc/<pid>/stat) over its slices: on a host where neighbours come and go, req/s ratios swing from round to round,
// CPU per request much less (an A/A run gave 0.99-1.00; docs/performance.md, round four). ENTRY=dist/cli.js runs the
// unbundled build instead of the bin.
import { spawn, execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cardSale, pixSale, cashout } from './payloads.mjs';
import { keyHeaders } from './client.mjs';
const [scenarios, rounds, secs, ...roots] = process.argv.slice(2);
const scenarioOf = (i) => scenarios.split(':')[Math.min(i, scenarios.split(':').length - 1)];
const DEFAULT_KEYS = { ...keyHeaders(), 'content-type': 'application/json' };
/** A tenant with one seller, made through the admin API (open: the bins run without an admin token); its keys. */
async function tenantKeys(url, name) {
  const post = async (path, headers = {}) => {
    const r = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });
    if (!r.ok) throw new Error(`POST ${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const { adminToken } = await post(`/__admin/tenants/${name}`);
  const seller = await post(`/__admin/tenants/${name}/sellers`, { 'x-admin-token': adminToken });
  return {
    'x-api-public-key': seller.credentials.publicKey,
    'x-api-private-key': seller.credentials.privateKey,
    'content-type': 'application/json',
  };
}
async function start(root, index) {
  const tenant = scenarioOf(index).startsWith('t');
  const scen = tenant ? scenarioOf(index).slice(1) : scenarioOf(index);
  const port = String(38000 + Math.floor(Math.random() * 1500));
  const child = spawn(
    'taskset',
    [
      '-c',
      '0',
      process.execPath,
      root + '/' + (process.env.ENTRY ?? 'dist/bundle/cli.mjs'),
      '--log-level',
      'silent',
      '--port',
      port,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, PORT: port, SANDBOX_DB_FILE: '' } },
  );
  await new Promise((r) =>
    child.stdout.on('data', (d) => {
      if (/listening/.test(String(d))) r();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const keys = [];
  for (let i = 0; i < (tenant ? Number(process.env.TENANTS ?? 1) : 1); i++)
    keys.push(tenant ? await tenantKeys(url, `bench${i}`) : DEFAULT_KEYS);
  const reqs = [];
  for (const H of keys) {
    const call = async (m, p, b) => {
      const r = await fetch(url + p, { method: m, headers: H, body: b && JSON.stringify(b) });
      return r.json();
    };
    let req;
    if (scen === 'get') {
      const { sale } = await call('POST', '/api/sales', cardSale());
      req = { method: 'GET', path: `/api/transactions/${sale.id}`, headers: H };
    } else if (scen === 'card') {
      await call('POST', '/api/sales', cardSale());
      req = { method: 'POST', path: '/api/sales', headers: H, body: JSON.stringify(cardSale()) };
    } else if (scen === 'pix') {
      await call('POST', '/api/sales', pixSale());
      req = { method: 'POST', path: '/api/sales', headers: H, body: JSON.stringify(pixSale()) };
    } else if (scen === 'cashout') {
      await call('PATCH', '/__admin/sellers/1000', { availableBalance: 100_000_000_000 });
      await call('POST', '/api/public/cashout', cashout());
      req = { method: 'POST', path: '/api/public/cashout', headers: H, body: JSON.stringify(cashout()) };
    }
    reqs.push(req);
  }
  return { child, url, reqs, total: 0, non2xx: 0, cpu: 0 };
}
const servers = [];
for (const [i, r] of roots.entries()) servers.push(await start(r, i));
try {
  execSync(`taskset -cp 1 ${process.pid}`, { stdio: 'ignore' });
} catch {}
const load0 = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const cpuOf = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const run = async (s, d) => {
  const c0 = cpuOf(s.child.pid);
  const r = await autocannon({ url: s.url, connections: 50, duration: d, requests: s.reqs });
  r.cpuMs = cpuOf(s.child.pid) - c0;
  return r;
};
for (const s of servers) await run(s, 2);
const ratios = [];
for (let i = 0; i < Number(rounds); i++) {
  const got = [];
  for (const s of i % 2 ? [...servers].reverse() : servers) {
    const r = await run(s, Number(secs));
    s.total += r.requests.total;
    s.non2xx += r.non2xx;
    s.cpu += r.cpuMs;
    got.push([s, r.requests.total]);
  }
  const a = got.find(([s]) => s === servers[0])[1],
    b = got.find(([s]) => s === servers[1])[1];
  ratios.push(b / a);
}
const load1 = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const T = Number(rounds) * Number(secs);
const us = (s) => ((s.cpu * 1000) / s.total).toFixed(1);
console.log(
  `${scenarios}: CPU per request A ${us(servers[0])} µs, B ${us(servers[1])} µs, B÷A ${(us(servers[1]) / us(servers[0])).toFixed(3)}; A ${(servers[0].total / T).toFixed(0)} req/s, B ${(servers[1].total / T).toFixed(0)} req/s, B÷A ${(servers[1].total / servers[0].total).toFixed(3)} (median round ${med(ratios).toFixed(3)}; rounds ${ratios.map((r) => r.toFixed(2)).join(' ')}) non2xx ${servers.map((s) => s.non2xx).join('/')} load ${load0} -> ${load1}`,
);
for (const s of servers) s.child.kill('SIGTERM');
