import { existsSync, rmSync } from 'node:fs';
import { COLLECTION_NAMES } from './collections.js';
import { createPrivateFile, fileBytes, fileKind, sideFiles } from './db-files.js';
import { readLegacyState } from './legacy-json.js';
import { StoreRefusal } from './refusal.js';
import { sqliteDriver, type Database } from './sqlite-driver.js';
import { withReadOnly } from './sqlite-readonly.js';
import { initializeDatabase } from './sqlite-state.js';
import { inspectWal } from './sqlite-wal.js';
import type { State } from './state.js';

/** Whether a record may go into the repaired state: its schema, and filed under its own id. */
export type RecordCheck = (collection: string, id: number, record: unknown) => boolean;

export interface TableReport {
  table: string;
  copied: number;
  /** Rows that were read but are not valid records (not JSON, or failing the schema). */
  invalid: number[];
  /** Rows that could not be read at all (their page or overflow page is damaged). */
  unreadable: number[];
  /** Ranges of ids behind damaged pages: [first, last], last null when the damage reaches the end. */
  lostRanges: [number, number | null][];
}

export interface RepairReport {
  source: string;
  out: string;
  tables: TableReport[];
  /** Lines of a JSON state's journals that were skipped. */
  skippedLines: { file: string; lines: number[] }[];
  /** Rows lost at most (ranges counted as if every id in them existed), and whether some loss cannot be counted. */
  lostAtMost: number;
  lossUncounted: boolean;
  /** Why the `-wal` beside the source could not be read (its header is damaged: SQLite ignores it whole), or null. */
  walIgnored: string | null;
}

type Row = unknown[];

const BATCH = 256;

/**
 * Reads every row of a rowid table that can still be read, in rowid order, around damaged
 * pages: batches while they work; at an error, one row at a time up to the damage, then
 * seeks past it (galloping, then bisecting to the first position a seek survives). Rows on
 * the damaged pages are lost; their rowids lie in the ranges reported.
 */
function salvageTable(
  db: Database,
  table: string,
  columns: string,
  onRow: (row: Row) => void,
  report: TableReport,
): void {
  const batch = db
    .prepare(`SELECT rowid, ${columns} FROM "${table}" WHERE rowid > ? ORDER BY rowid LIMIT ${BATCH}`)
    .raw();
  const one = db.prepare(`SELECT rowid, ${columns} FROM "${table}" WHERE rowid > ? ORDER BY rowid LIMIT 1`).raw();
  const exact = db.prepare(`SELECT rowid, ${columns} FROM "${table}" WHERE rowid = ?`).raw();
  const seek = db.prepare(`SELECT rowid FROM "${table}" WHERE rowid >= ? ORDER BY rowid LIMIT 1`).pluck();
  /** undefined: the seek hit damage; null: nothing at or after `from`; else the rowid found. */
  const probe = (from: number): number | null | undefined => {
    try {
      return (seek.get(from) as number | undefined) ?? null;
    } catch {
      return undefined;
    }
  };
  let cursor = Number.MIN_SAFE_INTEGER;
  for (;;) {
    let rows: Row[] | null = null;
    try {
      rows = batch.all(cursor) as Row[];
    } catch {
      // Up to the damage, one row at a time.
      for (;;) {
        let row: Row | undefined;
        try {
          row = one.get(cursor) as Row | undefined;
        } catch {
          break;
        }
        if (!row) return;
        onRow(row);
        cursor = row[0] as number;
      }
    }
    if (rows) {
      if (!rows.length) return;
      for (const row of rows) onRow(row);
      cursor = rows[rows.length - 1][0] as number;
      continue;
    }
    // The row after `cursor` cannot be reached. Gallop to a seek that survives, then bisect.
    let bad = cursor;
    let step = 1;
    let good: number | null = null;
    let found: number | null = null;
    while (good === null) {
      const at = bad + step;
      if (at > Number.MAX_SAFE_INTEGER || step > Number.MAX_SAFE_INTEGER / 2) break;
      const result = probe(at);
      if (result === undefined) bad = at;
      else {
        good = at;
        found = result;
      }
      step *= 2;
    }
    if (good === null) {
      report.lostRanges.push([Math.max(cursor + 1, 1), null]);
      return;
    }
    let survives: number = good;
    while (survives - bad > 1) {
      const middle: number = bad + Math.floor((survives - bad) / 2);
      const result = probe(middle);
      if (result === undefined) bad = middle;
      else {
        survives = middle;
        found = result;
      }
    }
    if (bad > cursor) report.lostRanges.push([Math.max(cursor + 1, 1), bad]);
    if (found === null) {
      if (bad > cursor) report.lostRanges[report.lostRanges.length - 1][1] = null;
      return;
    }
    // The row the seek found: its b-tree cell is readable, its body may still not be (a damaged overflow page).
    try {
      const row = exact.get(found) as Row | undefined;
      if (row) onRow(row);
    } catch {
      report.unreadable.push(found);
    }
    cursor = found;
  }
}

function emptyReport(table: string): TableReport {
  return { table, copied: 0, invalid: [], unreadable: [], lostRanges: [] };
}

function salvageDatabase(db: Database, valid: RecordCheck): { state: State; tables: TableReport[] } {
  const tables: TableReport[] = [];
  const meta: Record<string, unknown> = {};
  const metaReport = emptyReport('meta');
  salvageTable(
    db,
    'meta',
    'key, value',
    ([rowid, key, value]) => {
      try {
        meta[key as string] = JSON.parse(value as string);
        metaReport.copied++;
      } catch {
        metaReport.invalid.push(rowid as number);
      }
    },
    metaReport,
  );
  tables.push(metaReport);
  const state = { meta } as unknown as Record<string, unknown>;
  for (const name of COLLECTION_NAMES) {
    const records: Record<number, unknown> = {};
    const report = emptyReport(name);
    salvageTable(
      db,
      name,
      'body',
      ([id, body]) => {
        let record: unknown;
        try {
          record = JSON.parse(body as string);
        } catch {
          report.invalid.push(id as number);
          return;
        }
        if (!valid(name, id as number, record)) {
          report.invalid.push(id as number);
          return;
        }
        records[id as number] = record;
        report.copied++;
      },
      report,
    );
    state[name] = records;
    tables.push(report);
  }
  return { state: state as unknown as State, tables };
}

function lossOf(tables: TableReport[]): { lostAtMost: number; lossUncounted: boolean } {
  let lostAtMost = 0;
  let lossUncounted = false;
  for (const table of tables) {
    lostAtMost += table.invalid.length + table.unreadable.length;
    for (const [first, last] of table.lostRanges) {
      if (last === null) lossUncounted = true;
      else lostAtMost += last - first + 1;
    }
  }
  return { lostAtMost, lossUncounted };
}

async function writeRepaired(out: string, state: State): Promise<void> {
  const Driver = await sqliteDriver();
  createPrivateFile(out);
  const db = new Driver(out, { fileMustExist: true });
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    initializeDatabase(db, state);
  } finally {
    db.close();
  }
}

/**
 * Copies every record of `file` that can still be read into a new database `out`, record by
 * record around damaged pages; `file` is only ever read. A JSON state of an earlier version
 * is copied too, skipping journal lines that do not parse. Refuses when `out` exists.
 */
export async function repairStateFile(file: string, out: string, valid: RecordCheck): Promise<RepairReport> {
  const outSide = sideFiles(out);
  for (const path of [out, outSide.wal, outSide.journal])
    if (existsSync(path))
      throw new StoreRefusal(path, 'already exists: db repair writes a new file and never overwrites one');
  const kind = fileKind(file);
  let state: State;
  let tables: TableReport[];
  let skippedLines: RepairReport['skippedLines'] = [];
  let walIgnored: string | null = null;
  if (kind === 'sqlite') {
    const wal = sideFiles(file).wal;
    const walReport = fileBytes(wal) > 0 ? inspectWal(wal, fileBytes(wal)) : null;
    if (walReport && !walReport.ok)
      walIgnored = `${wal}: is damaged (${walReport.problem}): the writes it holds were not read`;
    ({ state, tables } = await withReadOnly(file, (db) => salvageDatabase(db, valid)));
  } else if (kind === 'json') {
    const legacy = readLegacyState(file, true);
    skippedLines = legacy.skipped;
    state = legacy.state;
    tables = [];
    const collections = state as unknown as Record<string, Record<string, unknown>>;
    for (const name of COLLECTION_NAMES) {
      const report = emptyReport(name);
      const records = collections[name] ?? {};
      for (const [key, record] of Object.entries(records)) {
        if (valid(name, Number(key), record)) report.copied++;
        else {
          report.invalid.push(Number(key));
          delete records[key];
        }
      }
      collections[name] = records;
      tables.push(report);
    }
  } else {
    throw new StoreRefusal(
      file,
      kind === 'absent'
        ? 'does not exist'
        : 'is neither a SQLite database nor a JSON state of the sandbox: nothing to copy',
    );
  }
  try {
    await writeRepaired(out, state);
  } catch (error) {
    for (const path of [out, outSide.wal, outSide.shm, outSide.journal]) rmSync(path, { force: true });
    throw new StoreRefusal(out, `could not be written (${(error as Error).message})`);
  }
  const loss = lossOf(tables);
  const skipped = skippedLines.reduce((sum, entry) => sum + entry.lines.length, 0);
  return {
    source: file,
    out,
    tables,
    skippedLines,
    lostAtMost: loss.lostAtMost + skipped,
    lossUncounted: loss.lossUncounted,
    walIgnored,
  };
}
