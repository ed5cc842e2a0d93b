import { existsSync, rmSync } from 'node:fs';
import { createPrivateFile } from '../db-files.js';
import { StoreRefusal } from '../refusal.js';
import type { Database } from '../sqlite-driver.js';
import type { StateWriter } from '../sqlite-state.js';
import type { State } from '../state.js';
import { migrateState, MigrationRefusal, type Migration, type MigrationResult } from './index.js';

/** migrateState for a state read from `file`: a refusal names the file and changes nothing. */
export function migrateLoaded(file: string, raw: unknown, migrations?: readonly Migration[]): MigrationResult {
  try {
    return migrateState(raw, migrations);
  } catch (error) {
    if (error instanceof MigrationRefusal) throw new StoreRefusal(file, `${error.message}. Nothing was changed`);
    throw error;
  }
}

/** `<file>.v1.bak`, or `<file>.v1.bak-2`... when an earlier migration left one: a backup is never overwritten. */
function freeBackupName(file: string, version: number): string {
  for (let n = 1; ; n++) {
    const name = `${file}.v${version}.bak${n === 1 ? '' : `-${n}`}`;
    if (!existsSync(name)) return name;
  }
}

export const describeMigration = (result: MigrationResult): string =>
  `migrated the state from schema version ${result.from} to ${result.to} (${result.applied.join('; ')})`;

/**
 * Rewrites an open database (this process holds its lock) at the migrated state. First a copy
 * of the database as it is, `<file>.v<from>.bak` (VACUUM INTO, through this connection, so
 * what its WAL holds is in the copy; 0600): the way back to the release that wrote it, which
 * refuses the migrated file. Then the whole state in one transaction: if it fails, SQLite rolls
 * it back and the file holds the earlier version, untouched. Returns the notice for the log.
 */
export function rewriteMigrated(
  db: Database,
  writer: StateWriter,
  file: string,
  state: State,
  result: MigrationResult,
): string {
  const backup = freeBackupName(file, result.from);
  try {
    createPrivateFile(backup);
    db.prepare('VACUUM INTO ?').run(backup);
  } catch (error) {
    rmSync(backup, { force: true });
    throw new StoreRefusal(
      file,
      `needs a migration from schema version ${result.from} to ${result.to}, but its backup ${backup} could not be written (${(error as Error).message}). Nothing was changed`,
    );
  }
  try {
    writer.replace(state);
  } catch (error) {
    throw new StoreRefusal(
      file,
      `could not be rewritten at schema version ${result.to} (${(error as Error).message}); the transaction was rolled back, the file still holds version ${result.from}, and a copy is at ${backup}`,
    );
  }
  return `${describeMigration(result)}; the version-${result.from} database is kept as ${backup}`;
}
