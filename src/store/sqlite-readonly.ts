import { copyFileSync, linkSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { busyReason, fileBytes, holderOf, sideFiles } from './db-files.js';
import { StoreRefusal } from './refusal.js';
import { isBusy, sqliteDriver, type Database } from './sqlite-driver.js';

/**
 * Runs `read` over a read-only connection to what the database holds (its file and its
 * `-wal`) and closes it, without SQLite ever opening a file beside the database: even a
 * read-only connection creates a `-shm` (and an empty `-wal`), runs WAL recovery, and deletes
 * the `-wal` of an empty database. So SQLite is shown a private folder instead: the database
 * hard-linked there (copied when the temp folder is on another file system), the `-wal` copied.
 * A read-only connection never writes its database file, and SQLite's locks are per inode, so
 * a database another server holds (its exclusive lock) is still found, and refused naming the holder.
 * `withoutWal`: what the database file alone holds (the `-wal` left out).
 */
export async function withReadOnly<T>(
  file: string,
  read: (db: Database) => T,
  options: { withoutWal?: boolean } = {},
): Promise<T> {
  const Driver = await sqliteDriver();
  if (holderOf(file)) throw new StoreRefusal(file, busyReason(file));
  const folder = mkdtempSync(join(tmpdir(), 'gateway-sandbox-inspect-'));
  const view = join(folder, 'state.db');
  let db: Database | undefined;
  try {
    try {
      try {
        linkSync(file, view);
      } catch {
        copyFileSync(file, view);
      }
      const wal = sideFiles(file).wal;
      if (!options.withoutWal && fileBytes(wal) > 0) copyFileSync(wal, sideFiles(view).wal);
    } catch (error) {
      throw new StoreRefusal(file, `could not be read for inspection (${(error as Error).message})`);
    }
    try {
      db = new Driver(view, { readonly: true, fileMustExist: true, timeout: 0 });
      // The first read takes the locks: a database in use is found here.
      db.prepare('SELECT count(*) FROM sqlite_schema').get();
    } catch (error) {
      if (isBusy(error)) throw new StoreRefusal(file, busyReason(file));
      throw new StoreRefusal(
        file,
        `cannot be opened as a SQLite database (${(error as Error).message}). Nothing was changed; see docs/reliability.md, "Recovery"`,
      );
    }
    return read(db);
  } finally {
    db?.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
