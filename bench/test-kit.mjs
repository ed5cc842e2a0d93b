#!/usr/bin/env node
// npm run bench:test-kit [-- --runs N]
// What a test suite pays for the test kit (gateway-sandbox/testing, the built bundles): in
// fresh node processes, as a jest worker starting a test file would, the time from calling
// startSandbox() to the answer of its first request (GET /api/seller, and POST /api/sales,
// which also loads the request validators), and the time of reset(). Medians over the runs,
// with the CPU time of the start as well: on a busy machine the wall time waits for the CPU;
// the targets are 300 ms and 20 ms (docs/performance.md).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const TARGETS = { startToFirstRequestMs: 300, resetMs: 20 };

/** One fresh process: startSandbox, then its first request (a GET, or a POST that also loads the validators), then resets. */
const PROBE = (load, method) => `
${load}
const keys = (s) => ({ 'X-Api-Public-Key': s.keys.acme.publicKey, 'X-Api-Private-Key': s.keys.acme.privateKey });
const sale = JSON.stringify({ amount: 1000, paymentMethod: 'TRANSFER', customer: { name: 'Maria', email: 'maria@example.com' }, items: [{ title: 'x', unitPrice: 1000, quantity: 1, tangible: false }] });
const request = (s) => ${method === 'GET' ? "fetch(s.url + '/api/seller', { headers: keys(s) })" : "fetch(s.url + '/api/sales', { method: 'POST', headers: { ...keys(s), 'Content-Type': 'application/json' }, body: sale })"};
(async () => {
  let t = performance.now();
  const cpu = process.cpuUsage();
  const sandbox = await startSandbox();
  const res = await request(sandbox);
  await res.json();
  const firstMs = performance.now() - t;
  const used = process.cpuUsage(cpu);
  const firstCpuMs = (used.user + used.system) / 1000;
  const resets = [];
  for (let i = 0; i < 15; i++) {
    await request(sandbox);
    t = performance.now();
    await sandbox.reset();
    resets.push(performance.now() - t);
  }
  await sandbox.close();
  resets.sort((a, b) => a - b);
  console.log(JSON.stringify({ firstMs, firstCpuMs, resetMs: resets[Math.floor(resets.length / 2)], status: res.status }));
})();
`;

const FORMATS = {
  esm: {
    ext: 'mjs',
    load: `const { startSandbox } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist/bundle/testing.mjs')).href)});`,
  },
  cjs: {
    ext: 'cjs',
    load: `const { startSandbox } = require(${JSON.stringify(join(ROOT, 'dist/bundle/testing.cjs'))});`,
  },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
};

/** Runs the probe in `runs` fresh processes per module format; returns the medians. */
export function measureTestKit(runs = 5) {
  const results = {};
  for (const [format, { ext, load }] of Object.entries(FORMATS)) {
    const probe = (method) => {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        // The ESM probe needs top-level await: it is passed as a module.
        const code = PROBE(load, method);
        const args = ext === 'mjs' ? ['--input-type=module', '-e', code] : ['-e', code];
        samples.push(
          JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000 })),
        );
      }
      if (samples.some((sample) => sample.status !== (method === 'GET' ? 200 : 201)))
        throw new Error(`unexpected statuses: ${JSON.stringify(samples)}`);
      return samples;
    };
    const gets = probe('GET');
    const posts = probe('POST');
    results[format] = {
      runs,
      startToFirstGetMs: median(gets.map((s) => s.firstMs)),
      startToFirstGetCpuMs: median(gets.map((s) => s.firstCpuMs)),
      startToFirstPostMs: median(posts.map((s) => s.firstMs)),
      startToFirstPostCpuMs: median(posts.map((s) => s.firstCpuMs)),
      resetMs: median([...gets, ...posts].map((s) => s.resetMs)),
    };
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
  const results = measureTestKit(Number(values.runs));
  console.log(
    JSON.stringify(
      {
        loadavg: loadavg()
          .map((value) => value.toFixed(2))
          .join(' '),
        targets: TARGETS,
        results,
      },
      null,
      2,
    ),
  );
}
