// File mode at scale: a SQLite state of N sales and N subscriptions (clones, see
// state-builder.mjs), then what a server on it costs: open time (process start to the first
// answer of GET /health), RSS, the latency of one write (a card sale: sale + ledger entry +
// sequences in one transaction), the close (WAL checkpoint), and the file's size.
//
//   npm run build && node bench/db-scale.mjs --sales 250000 --subscriptions 250000
//   options: --fsync (SANDBOX_DB_FSYNC=true: synchronous=FULL), --heap MB (the server's
//            --max-old-space-size), --writes N (sequential sales measured, default 300),
//            --keep DIR (build there and keep the file; with --reuse, use the one already there)
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ACME, keyHeaders } from './client.mjs';
import { cardSale } from './payloads.mjs';
import { rssMb, SANDBOX, startServer } from './processes.mjs';
import { templates, writeGrownDatabase } from './state-builder.mjs';

const { values } = parseArgs({
  options: {
    sales: { type: 'string', default: '250000' },
    subscriptions: { type: 'string', default: '250000' },
    writes: { type: 'string', default: '300' },
    heap: { type: 'string', default: '' },
    fsync: { type: 'boolean', default: false },
    keep: { type: 'string', default: '' },
    reuse: { type: 'boolean', default: false },
    'file-only': { type: 'boolean', default: false },
  },
});
const sales = Number(values.sales);
const subscriptions = Number(values.subscriptions);
const writes = Number(values.writes);
const work = values.keep || mkdtempSync(join(tmpdir(), 'db-scale-'));
mkdirSync(work, { recursive: true });
const file = join(work, `state-${sales}-${subscriptions}.db`);
const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function health(url) {
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function writeLatencies(url, count) {
  const headers = { ...keyHeaders(ACME), 'content-type': 'application/json' };
  const body = JSON.stringify(cardSale());
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/api/sales`, { method: 'POST', headers, body });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`POST /api/sales answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function measure(label, env, nodeHeap) {
  const started = performance.now();
  const server = await startServer([...(nodeHeap ? [`--max-old-space-size=${nodeHeap}`] : []), ...SANDBOX], {
    env,
    timeoutMs: 1_800_000,
  });
  await health(server.url);
  const openMs = performance.now() - started;
  const rss = rssMb(server.pid);
  const write = await writeLatencies(server.url, writes);
  const rssAfter = rssMb(server.pid);
  const closing = performance.now();
  await server.stop();
  const closeMs = performance.now() - closing;
  return { label, openMs, rss, rssAfter, write, closeMs };
}

const reuse = values.reuse && existsSync(file);
const template = reuse
  ? null
  : await (async () => {
      const server = await startServer(SANDBOX, { env: { SANDBOX_DB_FILE: '' } });
      try {
        return await templates(server.url);
      } finally {
        await server.stop();
      }
    })();

let built = performance.now();
if (!reuse) await writeGrownDatabase(template, file, { sales, subscriptions });
built = performance.now() - built;
const size = statSync(file).size;

const env = {
  SANDBOX_DB_FILE: file,
  SANDBOX_LOG_LEVEL: 'silent',
  ...(values.fsync ? { SANDBOX_DB_FSYNC: 'true' } : {}),
};
const measureMemory = !values['file-only'];
const rows = [
  ...(measureMemory ? [await measure('memory, fixtures', { SANDBOX_DB_FILE: '' })] : []),
  await measure(
    `file, ${sales.toLocaleString('en')} + ${subscriptions.toLocaleString('en')}${values.fsync ? ', fsync' : ''}`,
    env,
    values.heap,
  ),
];
const after = statSync(file).size;

console.log(
  `${reuse ? 'reused' : `built in ${(built / 1000).toFixed(1)} s`}; database ${mb(size)} MB (${mb(after)} MB after the run)\n`,
);
console.log('| state | open (to first /health) | RSS after open | RSS after writes | one write p50 / p99 | close |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.label} | ${(row.openMs / 1000).toFixed(2)} s | ${row.rss} MB | ${row.rssAfter} MB | ${row.write.p50.toFixed(2)} / ${row.write.p99.toFixed(2)} ms | ${(row.closeMs / 1000).toFixed(2)} s |`,
  );
}
if (!values.keep) rmSync(work, { recursive: true, force: true });
