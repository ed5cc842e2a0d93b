import type BetterSqlite3 from 'better-sqlite3';
import { COLLECTION_NAMES } from './collections.js';
import { StoreRefusal } from './refusal.js';
import type { Database } from './sqlite-driver.js';
import type { State } from './state.js';

/**
 * The state in SQLite: one table per collection, `id INTEGER PRIMARY KEY, body TEXT` (the
 * record as JSON, exactly what the API's records are), and a `meta` table of one row per key
 * of the state's meta (sequences, clock, seed...), its value as JSON. Plain enough for the
 * `sqlite3` tool and `json_extract` (docs/database.md).
 */
export const APPLICATION_ID = 0x47534258; // "GSBX": PRAGMA application_id of a sandbox database
export const FORMAT_VERSION = 1; // PRAGMA user_version

type Row = [id: number | string, body: string];

const READ_PAGE = 4096;

function createSchema(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT');
  for (const name of COLLECTION_NAMES)
    db.exec(`CREATE TABLE IF NOT EXISTS "${name}" (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT`);
  db.pragma(`application_id = ${APPLICATION_ID}`);
  db.pragma(`user_version = ${FORMAT_VERSION}`);
}

export interface DatabaseIdentity {
  applicationId: number;
  formatVersion: number;
  tables: string[];
}

export function identify(db: Database): DatabaseIdentity {
  return {
    applicationId: db.pragma('application_id', { simple: true }) as number,
    formatVersion: db.pragma('user_version', { simple: true }) as number,
    tables: db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all() as string[],
  };
}

function parseBody(file: string, table: string, key: number | string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new StoreRefusal(
      file,
      `table ${table}, ${table === 'meta' ? 'key' : 'id'} ${key}: the body is not JSON (${(error as Error).message})`,
    );
  }
}

/** Reads the whole state, a row at a time (no size ceiling but memory). */
export function readState(db: Database, file: string): State {
  const state = {} as Record<string, unknown>;
  const meta: Record<string, unknown> = {};
  for (const [key, value] of db
    .prepare('SELECT key, value FROM meta ORDER BY rowid')
    .raw()
    .iterate() as IterableIterator<Row>)
    meta[key] = parseBody(file, 'meta', key, value);
  state.meta = meta;
  for (const name of COLLECTION_NAMES) {
    const records: Record<number, unknown> = {};
    // Pages of rows: a step of iterate() costs twice a row of all(), and one all() of the
    // whole table would hold every body twice.
    const page = db.prepare(`SELECT id, body FROM "${name}" WHERE id > ? ORDER BY id LIMIT ${READ_PAGE}`).raw();
    for (let after = Number.MIN_SAFE_INTEGER; ;) {
      const rows = page.all(after) as Row[];
      for (const [id, body] of rows) records[id as number] = parseBody(file, name, id, body);
      if (rows.length < READ_PAGE) break;
      after = rows[rows.length - 1][0] as number;
    }
    state[name] = records;
  }
  return state as unknown as State;
}

/** Creates the tables and writes a whole state, in one transaction: a crash leaves no half-made database. */
export function initializeDatabase(db: Database, state: State): StateWriter {
  let writer: StateWriter | undefined;
  db.transaction(() => {
    createSchema(db);
    writer = new StateWriter(db);
    writer.replace(state);
  })();
  return writer!;
}

/** Row counts per table, for messages. */
export function countRows(db: Database): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of COLLECTION_NAMES)
    counts[name] = db.prepare(`SELECT count(*) FROM "${name}"`).pluck().get() as number;
  return counts;
}

/** A record as the database holds it; null: deleted. */
export type RecordWrite = [collection: string, id: number, record: unknown];

/**
 * The writes of a database: a commit's changed records and meta, or a whole state, each in
 * one transaction. Statements are prepared once.
 */
export class StateWriter {
  private readonly put = new Map<string, BetterSqlite3.Statement>();
  private readonly remove = new Map<string, BetterSqlite3.Statement>();
  private readonly putMeta: BetterSqlite3.Statement;
  private readonly pruneMeta: BetterSqlite3.Statement;
  readonly commit: (records: RecordWrite[], meta: Record<string, unknown> | null) => void;
  readonly replace: (state: State) => void;
  /** Called after each committed transaction (the checkpoint schedule). */
  onWrite: (() => void) | null = null;

  constructor(db: Database) {
    for (const name of COLLECTION_NAMES) {
      this.put.set(name, db.prepare(`INSERT OR REPLACE INTO "${name}" (id, body) VALUES (?, ?)`));
      this.remove.set(name, db.prepare(`DELETE FROM "${name}" WHERE id = ?`));
    }
    this.putMeta = db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
    this.pruneMeta = db.prepare('DELETE FROM meta WHERE key NOT IN (SELECT value FROM json_each(?))');
    const commit = db.transaction((records: RecordWrite[], meta: Record<string, unknown> | null) => {
      for (const [name, id, record] of records) {
        if (record === null) this.remove.get(name)!.run(id);
        else this.put.get(name)!.run(id, JSON.stringify(record));
      }
      if (meta) this.writeMeta(meta);
    });
    this.commit = (records, meta) => {
      commit(records, meta);
      this.onWrite?.();
    };
    const replace = db.transaction((state: State) => {
      for (const name of COLLECTION_NAMES) db.exec(`DELETE FROM "${name}"`);
      db.exec('DELETE FROM meta');
      this.writeMeta(state.meta as unknown as Record<string, unknown>);
      const collections = state as unknown as Record<string, Record<string, unknown>>;
      for (const name of COLLECTION_NAMES) {
        const put = this.put.get(name)!;
        for (const [id, record] of Object.entries(collections[name] ?? {})) put.run(Number(id), JSON.stringify(record));
      }
    });
    this.replace = (state) => {
      replace(state);
      this.onWrite?.();
    };
  }

  private writeMeta(meta: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(meta)) this.putMeta.run(key, JSON.stringify(value));
    this.pruneMeta.run(JSON.stringify(Object.keys(meta)));
  }
}
