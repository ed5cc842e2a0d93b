// What one TRUNCATE checkpoint (src/core/store/sqlite-checkpoint.ts) costs on a large state, set up
// as the server opens its database (exclusive locking, WAL, synchronous NORMAL or FULL): after
// a second's worth of card sales (each: a new sale, an updated ledger row, the meta), after ten
// times that, and after a whole-state replace (a restore). Bodies are ~1.3 KB of JSON, the size
// of the sandbox's sales (docs/performance.md, "File mode at scale").
//
//   node bench/checkpoint-cost.mjs [--rows 250000] [--fsync]
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '250000' }, fsync: { type: 'boolean', default: false } },
});
const rows = Number(values.rows);
const dir = mkdtempSync(join(tmpdir(), 'checkpoint-cost-'));
const file = join(dir, 'state.db');
const body = (id) =>
  JSON.stringify({
    id,
    sellerId: 1000,
    status: 'PAGO',
    amountCents: 1000 + id,
    customer: { name: `Cliente ${id}`, email: `c${id}@example.com` },
    note: 'x'.repeat(1100),
  });

const db = new Database(file);
db.pragma('locking_mode = EXCLUSIVE');
db.pragma('journal_mode = WAL');
db.pragma(`synchronous = ${values.fsync ? 'FULL' : 'NORMAL'}`);
db.pragma('journal_size_limit = 67108864');
db.exec(
  'CREATE TABLE sales (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT; CREATE TABLE ledger (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT; CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT',
);
const put = db.prepare('INSERT OR REPLACE INTO sales (id, body) VALUES (?, ?)');
const putLedger = db.prepare('INSERT OR REPLACE INTO ledger (id, body) VALUES (?, ?)');
const putMeta = db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('sequences', ?)");
const fill = db.transaction((from, to) => {
  for (let id = from; id < to; id++) put.run(id, body(id));
});
for (let from = 1; from <= rows; from += 50_000) fill(from, Math.min(rows + 1, from + 50_000));

const time = (work) => {
  const start = process.hrtime.bigint();
  work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const checkpoint = () => db.pragma('wal_checkpoint(TRUNCATE)');
const sale = db.transaction((id) => {
  put.run(id, body(id));
  putLedger.run(id % 5000, body(id));
  putMeta.run(JSON.stringify({ sales: id }));
});

const results = [];
results.push({
  after: `building ${rows} rows`,
  walMB: statSync(`${file}-wal`).size / 1e6,
  checkpointMs: time(checkpoint),
});
let next = rows + 1;
for (const sales of [1, 300, 3000]) {
  const commits = [];
  for (let i = 0; i < sales; i++) commits.push(time(() => sale(next++)));
  commits.sort((a, b) => a - b);
  const walMB = statSync(`${file}-wal`).size / 1e6;
  results.push({
    after: `${sales} card sales`,
    walMB,
    checkpointMs: time(checkpoint),
    commitP50Ms: commits[Math.floor(commits.length / 2)],
  });
}
const replace = db.transaction(() => {
  db.exec('DELETE FROM sales');
  for (let id = 1; id <= rows; id++) put.run(id, body(id));
});
const replaceMs = time(replace);
results.push({
  after: `a whole-state replace (${rows} rows, itself ${replaceMs.toFixed(0)} ms)`,
  walMB: statSync(`${file}-wal`).size / 1e6,
  checkpointMs: time(checkpoint),
});
const closeMs = time(() => db.close());
console.log(
  `database ${(statSync(file).size / 1e6).toFixed(0)} MB, synchronous ${values.fsync ? 'FULL' : 'NORMAL'}, close ${closeMs.toFixed(1)} ms`,
);
console.table(
  results.map((r) => ({
    ...r,
    walMB: Number(r.walMB.toFixed(2)),
    checkpointMs: Number(r.checkpointMs.toFixed(1)),
    ...(r.commitP50Ms === undefined ? {} : { commitP50Ms: Number(r.commitP50Ms.toFixed(3)) }),
  })),
);
rmSync(dir, { recursive: true, force: true });
