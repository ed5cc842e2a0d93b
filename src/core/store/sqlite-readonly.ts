import { copyFileSync, linkSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { busyReason, fileBytes, holderOf, sideFiles } from './db-files.js';
import { StoreRefusal } from './refusal.js';
import { isBusy, sqliteDriver, type Database } from './sqlite-driver.js';

/** Why SQLite could not open what it was shown: the database is in use (refused at once), or unreadable. */
type Opened = { db: Database } | { unreadable: string };

/**
 * Shows SQLite a private folder holding the database (hard-linked, or copied when the temp folder is on another file
 * system) and, unless `withWal` is false, a copy of its `-wal`; runs `use` on what it could open, then removes the
 * folder. A database another server holds (its exclusive lock) is refused naming the holder: SQLite's locks are per
 * inode, so the link still meets them.
 */
async function withView<T>(file: string, withWal: boolean, use: (opened: Opened) => T): Promise<T> {
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
      if (withWal && fileBytes(wal) > 0) copyFileSync(wal, sideFiles(view).wal);
    } catch (error) {
      throw new StoreRefusal(file, `could not be read for inspection (${(error as Error).message})`);
    }
    let opened: Opened;
    try {
      db = new Driver(view, { readonly: true, fileMustExist: true, timeout: 0 });
      // The first read takes the locks: a database in use is found here.
      db.prepare('SELECT count(*) FROM sqlite_schema').get();
      opened = { db };
    } catch (error) {
      if (isBusy(error)) throw new StoreRefusal(file, busyReason(file));
      opened = { unreadable: (error as Error).message };
    }
    return use(opened);
  } finally {
    db?.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Runs `read` over a read-only connection to what the database holds (its file and its `-wal` together) and closes
 * it, without SQLite ever opening a file beside the database: even a read-only connection creates a `-shm` (and an
 * empty `-wal`), runs WAL recovery, and deletes the `-wal` of an empty database. A read-only connection never writes
 * its database file. Refuses (StoreRefusal) what SQLite cannot open.
 */
export function withReadOnly<T>(file: string, read: (db: Database) => T): Promise<T> {
  return withView(file, true, (opened) => {
    if ('unreadable' in opened)
      throw new StoreRefusal(
        file,
        `cannot be opened as a SQLite database (${opened.unreadable}). Nothing was changed; see docs/reliability.md, "Recovery"`,
      );
    return read(opened.db);
  });
}

/**
 * What the database file alone holds (its `-wal` left out), or null when the file alone cannot be read. While a
 * `-wal` exists the file alone is not the database: a checkpoint killed half-way leaves a file that is malformed on
 * its own and whole with its `-wal` (docs/database.md, "The -wal"). So an unreadable file alone is never a verdict;
 * only the pair is judged (withReadOnly).
 */
export function withFileAlone<T>(file: string, read: (db: Database) => T): Promise<T | null> {
  return withView(file, false, (opened) => {
    if ('unreadable' in opened) return null;
    try {
      return read(opened.db);
    } catch {
      return null;
    }
  });
}
