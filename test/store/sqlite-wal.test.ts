import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { inspectWal, type ValidWal, type WalReport } from '../../src/core/store/sqlite-wal.js';
import { flipBytes } from './db-helpers.js';

// The oracle is SQLite itself: what inspectWal says a -wal holds is what SQLite replays from it.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-wal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A database whose `transactions` inserts are all in its -wal: the pair copied while the writer still holds them, as a
 * killed server leaves them.
 */
function crashedPair(transactions: number): { file: string; wal: string } {
  const live = join(dir, 'live');
  mkdirSync(live);
  const db = new Database(join(live, 'state.db'));
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)');
  db.pragma('wal_checkpoint(TRUNCATE)');
  for (let i = 1; i <= transactions; i++) db.prepare('INSERT INTO t VALUES (?, ?)').run(i, 'x'.repeat(300 + i));
  const file = join(dir, 'state.db');
  copyFileSync(join(live, 'state.db'), file);
  copyFileSync(join(live, 'state.db-wal'), `${file}-wal`);
  db.close();
  return { file, wal: `${file}-wal` };
}

/** The rows SQLite sees in the pair (read from a copy: SQLite may rewrite or delete a -wal it opens). */
function rowsSqliteSees(file: string): number {
  const copy = join(dir, 'copy');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  copyFileSync(file, join(copy, 'state.db'));
  copyFileSync(`${file}-wal`, join(copy, 'state.db-wal'));
  const db = new Database(join(copy, 'state.db'), { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM t').pluck().get() as number;
  } finally {
    db.close();
  }
}

function valid(report: WalReport): ValidWal {
  if (!report.ok) throw new Error(`expected a valid WAL: ${report.problem}`);
  return report;
}

describe('inspectWal', () => {
  it('counts the committed transactions SQLite replays, with nothing ignored', () => {
    const { file, wal } = crashedPair(12);
    const report = valid(inspectWal(wal, statSync(wal).size));
    expect({ transactions: report.transactions, ignoredBytes: report.ignoredBytes, pageSize: report.pageSize }).toEqual(
      { transactions: 12, ignoredBytes: 0, pageSize: 4096 },
    );
    expect(rowsSqliteSees(file)).toBe(12);
  });

  it.each([0.5, 0.25, 0.9])(
    'a -wal cut at %p of its length: the transactions before the cut, as SQLite recovers them; the rest ignored',
    (fraction) => {
      const { file, wal } = crashedPair(20);
      const size = statSync(wal).size;
      truncateSync(wal, Math.floor(size * fraction));
      const report = valid(inspectWal(wal, statSync(wal).size));
      expect(report.transactions).toBeLessThan(20);
      expect(report.ignoredBytes).toBeGreaterThan(0);
      expect(rowsSqliteSees(file)).toBe(report.transactions);
    },
  );

  it('a frame damaged in the middle: the transactions before it, as SQLite recovers them', () => {
    const { file, wal } = crashedPair(10);
    const frame = 24 + 4096;
    flipBytes(wal, 32 + 6 * frame + 100, 4); // page data of the seventh frame
    const report = valid(inspectWal(wal, statSync(wal).size));
    expect(rowsSqliteSees(file)).toBe(report.transactions);
    expect(report.transactions).toBeLessThan(10);
  });

  it.each([
    ['the magic number', 0, /WAL magic number/],
    ['the format version', 4, /WAL format/],
    ['the page size', 8, /page size/],
    ['a salt (the header checksum no longer matches)', 16, /header checksum/],
    ['the header checksum', 24, /header checksum/],
  ])('a damaged header (%s) is reported, where SQLite would silently replay nothing', (_what, offset, problem) => {
    const { file, wal } = crashedPair(5);
    flipBytes(wal, offset, 4);
    const report = inspectWal(wal, statSync(wal).size);
    expect(report).toEqual({ ok: false, bytes: statSync(wal).size, problem: expect.stringMatching(problem) });
    expect(rowsSqliteSees(file)).toBe(0);
  });

  it('a -wal shorter than its header is reported damaged', () => {
    const { wal } = crashedPair(1);
    writeFileSync(wal, readFileSync(wal).subarray(0, 20));
    expect(inspectWal(wal, 20)).toEqual({
      ok: false,
      bytes: 20,
      problem: 'it is 20 bytes, shorter than the 32-byte WAL header',
    });
  });
});
