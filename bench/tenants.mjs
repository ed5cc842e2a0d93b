#!/usr/bin/env node
// npm run build && node bench/tenants.mjs [--tenants 1000] [--seconds 2] [--rounds 3]
// Issue 21's numbers (docs/performance.md "Tenants"): 1,000 tenants, each with a seller and two
// sales, in one process. Creation time per tenant (POST /__admin/tenants/{name}, no fixtures),
// memory per tenant (heap after a full GC, and RSS), and GET /api/transactions/:id through a
// tenant's keys against the default tenant's, in alternating slices. The default tenant's own
// cost of the tenant layer: the same GET through the edge against the default app served bare
// (what main serves), same process, same state. The server runs in a child process (IPC for
// its memory), the load from this one.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[2] === '--serve') {
  // The child: the compiled server (the edge, the default tenant, the registry), and beside it the default app bare.
  const { startServer } = await import(join(ROOT, 'dist/host/server.js'));
  const { defaultSettings } = await import(join(ROOT, 'dist/core/settings.js'));
  const { createApp } = await import(join(ROOT, 'dist/sandbox/app.js'));
  const running = await startServer({
    ...defaultSettings(),
    port: 0,
    logLevel: 'silent',
    clockFrozen: true,
    maxTenants: null,
    dueWorkIntervalMs: 1000,
  });
  const bare = createServer(createApp(running.deps));
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const memory = () => {
    globalThis.gc?.();
    globalThis.gc?.();
    const usage = process.memoryUsage();
    return { heapUsed: usage.heapUsed, rss: usage.rss, external: usage.external, arrayBuffers: usage.arrayBuffers };
  };
  process.on('message', (message) => {
    if (message === 'memory') process.send({ memory: memory() });
    if (message === 'idle') {
      // CPU the server spends with nobody calling: the tenants' background work (due schedulers, outboxes).
      const start = process.cpuUsage();
      setTimeout(() => {
        const used = process.cpuUsage(start);
        process.send({ idleCpuPercent: +(((used.user + used.system) / 1000 / 3000) * 100).toFixed(1) });
      }, 3000);
    }
    if (message === 'stop') running.close().then(() => bare.close(() => process.exit(0)));
  });
  process.send({ url: running.url, bare: `http://127.0.0.1:${bare.address().port}` });
} else {
  const { values } = parseArgs({
    options: {
      tenants: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '2' },
      rounds: { type: 'string', default: '3' },
    },
  });
  const count = Number(values.tenants);
  const seconds = Number(values.seconds);
  const rounds = Number(values.rounds);
  const { load, combine } = await import('./load.mjs');
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (message) => new Promise((resolve) => child.once('message', resolve) && child.send(message));
  const { url, bare } = await new Promise((resolve) => child.once('message', resolve));
  const log = (text) => process.stderr.write(`${text}\n`);
  const call = async (method, path, { body, headers = {} } = {}) => {
    const response = await fetch(url + path, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const parsed = await response.json();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(parsed)}`);
    return parsed;
  };
  const customer = {
    name: 'Maria Oliveira',
    email: 'maria@example.com',
    document: { type: 'cpf', number: '52998224725' },
    phone: '11987654321',
  };
  const sale = {
    amount: 15000,
    paymentMethod: 'CREDIT_CARD',
    customer,
    items: [{ title: 'Curso', unitPrice: 15000, quantity: 1, tangible: false }],
    card: {
      number: '4111111111111111',
      holderName: 'MARIA OLIVEIRA',
      expirationMonth: '12',
      expirationYear: '2030',
      cvv: '123',
    },
    installments: { number: 1 },
  };

  const before = (await ask('memory')).memory;
  const creation = [];
  const tenants = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const name = `bench${i}`;
    const t0 = performance.now();
    const created = await call('POST', `/__admin/tenants/${name}`, { body: {} });
    creation.push(performance.now() - t0);
    const admin = { 'x-admin-token': created.adminToken };
    const seller = await call('POST', `/__admin/tenants/${name}/sellers`, {
      body: { name: 'Loja Bench' },
      headers: admin,
    });
    const keys = {
      'x-api-public-key': seller.credentials.publicKey,
      'x-api-private-key': seller.credentials.privateKey,
    };
    const first = await call('POST', '/api/sales', { body: sale, headers: keys });
    await call('POST', '/api/sales', { body: sale, headers: keys });
    tenants.push({ name, keys, saleId: first.sale.id });
    if ((i + 1) % 100 === 0) log(`${i + 1} tenants (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  const after = (await ask('memory')).memory;
  const { idleCpuPercent } = await ask('idle');
  const sorted = [...creation].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

  // The same GET, alternating slices: through a tenant's keys, through the default tenant's, and the default app bare.
  const fixtureKeys = {
    'x-api-public-key': 'pk_test_acme_0000000000000001',
    'x-api-private-key': 'sk_test_acme_0000000000000001',
  };
  const defaultSale =
    (await call('GET', '/__admin/sales?sellerId=1000&limit=1', {})).data?.[0]?.id ??
    (await call('GET', '/__admin/sales?sellerId=1000&limit=1')).sales?.[0]?.sale?.id ??
    4;
  const target = tenants[Math.floor(tenants.length / 2)];
  const get = (base, path, headers) => load(base, { requests: [{ method: 'GET', path, headers }], seconds });
  const results = { tenant: [], default: [], bare: [] };
  await get(url, `/api/transactions/${defaultSale}`, fixtureKeys); // warm-up
  await get(url, `/api/transactions/${target.saleId}`, target.keys);
  for (let round = 0; round < rounds; round++) {
    results.default.push(await get(url, `/api/transactions/${defaultSale}`, fixtureKeys));
    results.tenant.push(await get(url, `/api/transactions/${target.saleId}`, target.keys));
    results.bare.push(await get(bare, `/api/transactions/${defaultSale}`, fixtureKeys));
  }
  const summary = Object.fromEntries(Object.entries(results).map(([key, list]) => [key, combine(list)]));
  for (const [key, result] of Object.entries(summary))
    if (result.non2xx || result.errors) throw new Error(`${key}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const report = {
    node: process.version,
    tenants: count,
    creationMs: {
      median: +pct(50).toFixed(2),
      p90: +pct(90).toFixed(2),
      p99: +pct(99).toFixed(2),
      max: +sorted.at(-1).toFixed(2),
    },
    idleCpuPercent,
    memoryPerTenantKB: {
      heap: Math.round((after.heapUsed - before.heapUsed) / count / 1024),
      rss: Math.round((after.rss - before.rss) / count / 1024),
    },
    getById: {
      tenantRps: summary.tenant.rps,
      defaultRps: summary.default.rps,
      bareDefaultRps: summary.bare.rps,
      tenantToDefault: +(summary.tenant.rps / summary.default.rps).toFixed(3),
      defaultToBare: +(summary.default.rps / summary.bare.rps).toFixed(3),
      p50ms: { tenant: summary.tenant.p50, default: summary.default.p50, bare: summary.bare.p50 },
    },
  };
  process.stdout.write(JSON.stringify(report, null, 2) + '\n');
  child.send('stop');
}
