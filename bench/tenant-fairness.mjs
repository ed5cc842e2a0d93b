#!/usr/bin/env node
// npm run build && node bench/tenant-fairness.mjs [--burst 300] [--rounds 5] [--root DIR]
// Issue 27, a fair share of the process when the rate limit is off: one tenant (A) sends bursts of `--burst`
// concurrent list requests (GET /api/sales?limit=100, on keep-alive connections opened beforehand, as a load tool or a
// test runner with a pool would), while another tenant (B) sends one list request after another. Reported: B's
// latency alone, and during A's bursts (p50, p99, max), and how long each burst of A takes. `--root` runs the compiled
// server of another checkout (e.g. main's, for the figures before): docs/reliability.md "Round four: fair shares".
import { fork } from 'node:child_process';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One request on `agent`; resolves with its status once the body is read. A keep-alive connection the server closed
 * as idle just as it was reused (the usual race of keep-alive pools) is retried once on a new one.
 */
function call(url, agent, path, options = {}, retried = false) {
  const { method = 'GET', headers = {}, body } = options;
  return new Promise((done, fail) => {
    const request = http.request(`${url}${path}`, { method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode, text: Buffer.concat(chunks).toString() }));
    });
    request.on('error', (error) => {
      if (!retried && (error.code === 'ECONNRESET' || error.message === 'socket hang up'))
        return void call(url, agent, path, options, true).then(done, fail);
      fail(error);
    });
    request.end(body);
  });
}

async function tenant(url, name) {
  const agent = new http.Agent({ keepAlive: true });
  const created = await call(url, agent, `/__admin/tenants/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"fixtures":true}',
  });
  if (created.status !== 201) throw new Error(`creating ${name}: ${created.status} ${created.text}`);
  agent.destroy();
  const acme = JSON.parse(created.text).credentials.find((credentials) => credentials.userId === 1000);
  return { 'x-api-public-key': acme.publicKey, 'x-api-private-key': acme.privateKey };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (latencies) => {
  const sorted = [...latencies].sort((x, y) => x - y);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)),
  };
};

async function measure(url, burst, rounds) {
  const a = await tenant(url, 'burstya');
  const b = await tenant(url, 'calmb');
  const path = '/api/sales?limit=100';
  const agentA = new http.Agent({ keepAlive: true, maxSockets: burst });
  const agentB = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // Every connection of A open and used once: a burst is then only requests, all written at once.
  await Promise.all(Array.from({ length: burst }, () => call(url, agentA, path, { headers: a })));
  const timed = async () => {
    const started = performance.now();
    const answer = await call(url, agentB, path, { headers: b });
    if (answer.status !== 200) throw new Error(`B answered ${answer.status}`);
    return performance.now() - started;
  };
  const alone = [];
  for (let index = 0; index < 200; index++) alone.push(await timed());
  const during = [];
  const bursts = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    let running = true;
    const all = Promise.all(Array.from({ length: burst }, () => call(url, agentA, path, { headers: a }))).then(
      (answers) => {
        running = false;
        bursts.push(performance.now() - started);
        if (answers.some((answer) => answer.status !== 200)) throw new Error('A was refused');
      },
    );
    while (running) during.push(await timed());
    await all;
  }
  agentA.destroy();
  agentB.destroy();
  return {
    bAlone: summary(alone),
    bDuringBursts: summary(during),
    aBurstMs: summary(bursts),
  };
}

if (process.argv[2] === '--serve') {
  // The child: the compiled server (the edge, the default tenant, the registry) of the checkout asked for.
  const root = process.argv[3];
  const { startServer } = await import(join(root, 'dist/host/server.js'));
  const { defaultSettings } = await import(join(root, 'dist/core/settings.js'));
  const running = await startServer({ ...defaultSettings(), port: 0, logLevel: 'silent', clockFrozen: true });
  process.send?.({ url: running.url });
  // Ends with its parent, whatever way the parent ends.
  process.on('disconnect', () => process.exit(0));
} else {
  const { values } = parseArgs({
    options: {
      burst: { type: 'string', default: '300' },
      rounds: { type: 'string', default: '5' },
      root: { type: 'string', default: HERE },
    },
  });
  const burst = Number(values.burst);
  const rounds = Number(values.rounds);
  const root = resolve(values.root);
  const child = fork(fileURLToPath(import.meta.url), ['--serve', root], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url } = await new Promise((done) => child.once('message', done));
  try {
    console.log(JSON.stringify({ root, burst, rounds, ...(await measure(url, burst, rounds)) }, null, 2));
  } finally {
    child.kill('SIGTERM');
  }
}
