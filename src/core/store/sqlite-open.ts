import { chmodSync, existsSync } from 'node:fs';
import {
  busyReason,
  clearHolder,
  createPrivateFile,
  fileBytes,
  fileKind,
  fingerprint,
  headerApplicationId,
  isReadOnlyError,
  orphanJournals,
  readOnlyReason,
  sideFiles,
  writeHolder,
} from './db-files.js';
import { checkpoint, checkpointSchedule } from './sqlite-checkpoint.js';
import { withFileAlone, withReadOnly } from './sqlite-readonly.js';
import { inspectWal, type ValidWal } from './sqlite-wal.js';
import { convertLegacyFile } from './legacy-convert.js';
import { readLegacyState, type LegacyState } from './legacy-json.js';
import type { Migration, MigrationResult } from './migrations/index.js';
import { describeMigration, migrateLoaded, rewriteMigrated } from './migrations/on-disk.js';
import { StoreRefusal } from './refusal.js';
import { isBusy, sqliteDriver, type Database } from './sqlite-driver.js';
import {
  APPLICATION_ID,
  countRows,
  FORMAT_VERSION,
  identify,
  initializeDatabase,
  readState,
  StateWriter,
} from './sqlite-state.js';
import type { State } from './state.js';

/** What starting on a file would do, found without changing anything on disk. */
export type Inspection =
  | { kind: 'create'; file: string }
  | {
      kind: 'open';
      file: string;
      state: State;
      counts: Record<string, number>;
      fingerprint: string;
      wal: ValidWal | null;
      migration: MigrationResult;
    }
  | { kind: 'convert'; file: string; legacy: LegacyState; migration: MigrationResult };

/** Throws (a StoreRefusal naming the file) when a loaded state is not acceptable. */
export type StateCheck = (state: unknown) => void;

function checked(file: string, state: State, check: StateCheck | undefined): State {
  try {
    check?.(state);
  } catch (error) {
    throw error instanceof StoreRefusal ? error : new StoreRefusal(file, (error as Error).message);
  }
  return state;
}

/**
 * The `-wal` beside the database, read before SQLite sees it: SQLite would silently ignore
 * one whose header is damaged (starting from the database file alone), so that is refused.
 */
function checkedWal(file: string): ValidWal | null {
  const wal = sideFiles(file).wal;
  const bytes = fileBytes(wal);
  if (bytes === 0) return null;
  const report = inspectWal(wal, bytes);
  if (!report.ok)
    throw new StoreRefusal(
      wal,
      `is damaged: ${report.problem}. SQLite would ignore every write it holds and start from what ${file} alone holds. Nothing was changed. Put back an undamaged copy of the -wal if you have one; only to accept losing the writes it holds (those since the last checkpoint, about a second before the server stopped), move it aside`,
    );
  return report;
}

function foreignBase(file: string, wal: ValidWal, what: string): StoreRefusal {
  return new StoreRefusal(
    sideFiles(file).wal,
    `holds ${wal.transactions} transactions (${wal.bytes} bytes), but the database beside it, ${file}, ${what}: this -wal belongs to another database file. Nothing was changed. Put its database back at ${file}; only if it is lost, move the -wal aside`,
  );
}

/**
 * A -wal holding transactions beside a database file that is not a sandbox state: the file was
 * replaced, and SQLite would lay the -wal's pages over a foreign database. Judged on the file
 * alone: a sandbox database file carries its application_id from its creation, before any -wal.
 * One exception, which earlier versions left when killed before their first checkpoint: a file
 * with no table at all beside a -wal never restarted (checkpoint sequence 0), which holds the
 * database's whole history; what it replays is then inspected like any database.
 * A file that cannot be read alone is no verdict: a checkpoint killed half-way leaves exactly
 * that (malformed alone, whole with its -wal). Its header's application_id (written at creation,
 * and the same in every page 1 the -wal holds) still tells a foreign file; the pair is then
 * judged by the full inspection.
 */
async function refuseForeignBase(file: string, wal: ValidWal): Promise<void> {
  const alone = await withFileAlone(file, identify);
  const applicationId = alone ? alone.applicationId : headerApplicationId(file);
  if (applicationId === APPLICATION_ID) return;
  // Never restarted, and no table alone (or unreadable alone): only the pair can tell.
  if (applicationId === 0 && (!alone || (alone.tables.length === 0 && wal.checkpointSequence === 0))) return;
  throw foreignBase(
    file,
    wal,
    `is not a sandbox state (application_id ${applicationId}, tables ${alone?.tables.join(', ') || 'none'})`,
  );
}

/** Reads the database whole over a read-only connection: `quick_check`, then every row. */
async function inspectDatabase(
  file: string,
  check: StateCheck | undefined,
  wal: ValidWal | null,
  migrations: readonly Migration[] | undefined,
): Promise<Inspection> {
  const before = fingerprint(file);
  if (wal && wal.transactions > 0) await refuseForeignBase(file, wal);
  return withReadOnly(file, (db): Inspection => {
    let problems: string[];
    try {
      problems = (db.pragma('quick_check(20)') as { quick_check: string }[]).map((row) => row.quick_check);
    } catch (error) {
      problems = [(error as Error).message];
    }
    if (problems.join() !== 'ok')
      throw new StoreRefusal(
        file,
        `fails SQLite's quick_check, the database is damaged: ${problems.slice(0, 5).join('; ')}. Nothing was changed; see docs/reliability.md, "Recovery" (gateway-sandbox db repair)`,
      );
    const identity = identify(db);
    if (identity.tables.length === 0 && wal && wal.transactions > 0)
      throw foreignBase(file, wal, 'has no table even with them replayed');
    // No table yet: a new file, or one whose first start stopped before its fixtures were committed.
    if (identity.tables.length === 0 && (identity.applicationId === 0 || identity.applicationId === APPLICATION_ID))
      return { kind: 'create', file };
    if (identity.applicationId !== APPLICATION_ID)
      throw new StoreRefusal(
        file,
        `is a SQLite database, but not a sandbox state (application_id ${identity.applicationId}, tables ${identity.tables.join(', ') || 'none'})`,
      );
    if (identity.formatVersion > FORMAT_VERSION)
      throw new StoreRefusal(
        file,
        `was written by a newer gateway-sandbox (format ${identity.formatVersion}; this one reads ${FORMAT_VERSION})`,
      );
    let state: State;
    try {
      state = readState(db, file);
    } catch (error) {
      if (error instanceof StoreRefusal) throw error;
      throw new StoreRefusal(
        file,
        `cannot be read (${(error as Error).message}). Nothing was changed; see docs/reliability.md, "Recovery"`,
      );
    }
    const migration = migrateLoaded(file, state, migrations);
    return {
      kind: 'open',
      file,
      state: checked(file, migration.state as State, check),
      counts: countRows(db),
      fingerprint: before,
      wal,
      migration,
    };
  });
}

/**
 * What a start on `file` would do, without changing anything: create it, convert a JSON
 * state, or open a database (checked and read whole). Refuses (StoreRefusal) what cannot be
 * trusted: a file or directory the server could not write, a damaged or foreign database, a
 * damaged `-wal` header, a `-wal` beside an empty or foreign database or without its
 * database, a damaged JSON journal, a state that fails `check`, a database another process holds.
 */
export async function inspectStateFile(
  file: string,
  check?: StateCheck,
  migrations?: readonly Migration[],
): Promise<Inspection> {
  const readOnly = readOnlyReason(file);
  if (readOnly) throw new StoreRefusal(file, readOnly);
  const kind = fileKind(file);
  const side = sideFiles(file);
  switch (kind) {
    case 'absent': {
      const orphans = orphanJournals(file);
      if (orphans.length)
        throw new StoreRefusal(
          orphans[0],
          `is present but its database ${file} is missing: it holds writes that starting afresh would lose. Put the database back, or move ${orphans.join(' and ')} aside to start from the fixtures`,
        );
      return { kind: 'create', file };
    }
    case 'empty': {
      const wal = checkedWal(file);
      // A -wal without one committed transaction holds nothing SQLite would replay.
      if (!wal || wal.transactions === 0) return { kind: 'create', file };
      // SQLite deletes the -wal of an empty database on opening it: never let it see this pair.
      throw new StoreRefusal(
        side.wal,
        `holds ${wal.transactions} transactions (${wal.bytes} bytes), but its database ${file} is empty (0 bytes): the database file was truncated or replaced. Nothing was changed. Put the database file back; only if it is lost, move the -wal aside to start from the fixtures`,
      );
    }
    case 'sqlite':
      return inspectDatabase(file, check, checkedWal(file), migrations);
    case 'json': {
      const stray = [side.wal, side.journal].filter((path) => fileBytes(path) > 0);
      if (stray.length)
        throw new StoreRefusal(
          stray[0],
          `is a SQLite journal beside the JSON state ${file}: it cannot belong to it. Move it aside`,
        );
      const legacy = readLegacyState(file);
      const migration = migrateLoaded(file, legacy.state, migrations);
      legacy.state = checked(file, migration.state as State, check);
      return { kind: 'convert', file, legacy, migration };
    }
    default:
      throw new StoreRefusal(file, 'is neither a SQLite database nor a JSON state of the sandbox');
  }
}

export interface OpenedDatabase {
  db: Database;
  writer: StateWriter;
  state: State;
  /** What the start did that the operator should know (a conversion), or null. */
  notice: string | null;
}

/**
 * Opens the database for writing and takes SQLite's exclusive lock, held until close: a
 * second server on the file is refused (naming the holder from the pid file). WAL journal;
 * synchronous FULL (fsync at each commit) or NORMAL.
 */
async function takeDatabase(file: string, fsync: boolean, expected: string | null): Promise<Database> {
  const Driver = await sqliteDriver();
  const db = new Driver(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    if (expected !== null && fingerprint(file) !== expected)
      throw new StoreRefusal(file, 'was changed by another process while this one was starting');
    // Written to the file itself (rollback journal, before WAL mode): a -wal of this database
    // is never beside a file without it, which is how a replaced database file is told apart.
    if (db.pragma('application_id', { simple: true }) !== APPLICATION_ID)
      db.pragma(`application_id = ${APPLICATION_ID}`);
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${fsync ? 'FULL' : 'NORMAL'}`);
    // A large write (a restore) grows the WAL; after the next checkpoint it shrinks back to this.
    db.pragma('journal_size_limit = 67108864');
  } catch (error) {
    db.close();
    if (error instanceof StoreRefusal) throw error;
    if (isBusy(error)) throw new StoreRefusal(file, busyReason(file));
    if (isReadOnlyError(error))
      throw new StoreRefusal(
        file,
        readOnlyReason(file) ??
          `cannot be written (${(error as Error).message}): is its file system read-only? Nothing was changed (the database is not damaged)`,
      );
    throw new StoreRefusal(file, `cannot be opened for writing (${(error as Error).message})`);
  }
  try {
    writeHolder(file);
  } catch (error) {
    db.close();
    if (isReadOnlyError(error))
      throw new StoreRefusal(
        file,
        readOnlyReason(file) ?? `its pid file cannot be written (${(error as Error).message})`,
      );
    throw error;
  }
  return db;
}

export interface OpenOptions {
  file: string;
  fsync: boolean;
  initial: () => Promise<State> | State;
  check?: StateCheck;
  /** The steps a state of an earlier version goes through (MIGRATIONS unless told). */
  migrations?: readonly Migration[];
}

/**
 * From now on each write is checkpointed into the database file within CHECKPOINT_DELAY_MS;
 * and now, so a WAL left by a killed server (or the fixtures just written) is in the file.
 */
function withCheckpoints(opened: OpenedDatabase): OpenedDatabase {
  checkpoint(opened.db);
  opened.writer.onWrite = checkpointSchedule(opened.db);
  return opened;
}

/** Inspects the file (read-only), then creates, converts or opens it for this process. */
export async function openStateDatabase(options: OpenOptions): Promise<OpenedDatabase> {
  return withCheckpoints(await openOrCreate(options));
}

async function openOrCreate(options: OpenOptions): Promise<OpenedDatabase> {
  const { file, fsync } = options;
  const inspection = await inspectStateFile(file, options.check, options.migrations);
  switch (inspection.kind) {
    case 'create': {
      try {
        if (existsSync(file)) chmodSync(file, 0o600);
        else createPrivateFile(file);
      } catch (error) {
        throw new StoreRefusal(
          file,
          (isReadOnlyError(error) && readOnlyReason(file)) || `cannot be created (${(error as Error).message})`,
        );
      }
      const state = await options.initial();
      const db = await takeDatabase(file, fsync, null);
      return { db, writer: initializeDatabase(db, state), state, notice: null };
    }
    case 'convert': {
      const converted = await convertLegacyFile(file, inspection.legacy);
      const db = await takeDatabase(file, fsync, null);
      const notice = inspection.migration.applied.length
        ? `${converted}; ${describeMigration(inspection.migration)} (the JSON backups hold version ${inspection.migration.from})`
        : converted;
      return { db, writer: new StateWriter(db), state: inspection.legacy.state, notice };
    }
    case 'open': {
      const db = await takeDatabase(file, fsync, inspection.fingerprint);
      const writer = new StateWriter(db);
      let notice: string | null = null;
      try {
        if (inspection.migration.applied.length)
          notice = rewriteMigrated(db, writer, file, inspection.state, inspection.migration);
      } catch (error) {
        db.close();
        clearHolder(file);
        throw error;
      }
      return { db, writer, state: inspection.state, notice };
    }
  }
}
