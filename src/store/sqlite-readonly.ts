import { existsSync, rmSync } from 'node:fs';
import { busyReason, fileBytes, sideFiles } from './db-files.js';
import { StoreRefusal } from './refusal.js';
import { isBusy, sqliteDriver, type Database } from './sqlite-driver.js';

/**
 * Runs `read` over a read-only connection to the database and closes it. SQLite creates the
 * `-shm` (and an empty `-wal`) of a WAL database a read-only connection needs when they are
 * missing; they are removed again, so reading leaves every file as it was. A database
 * another process holds (its server's exclusive lock) is refused, naming the holder.
 */
export async function withReadOnly<T>(file: string, read: (db: Database) => T): Promise<T> {
  const Driver = await sqliteDriver();
  const side = sideFiles(file);
  const hadShm = existsSync(side.shm);
  const hadWal = existsSync(side.wal);
  let db: Database | undefined;
  try {
    try {
      db = new Driver(file, { readonly: true, fileMustExist: true, timeout: 0 });
      // The first read takes the locks: a database in use is found here.
      db.prepare('SELECT count(*) FROM sqlite_schema').get();
    } catch (error) {
      if (isBusy(error)) throw new StoreRefusal(file, busyReason(file));
      throw new StoreRefusal(file, `cannot be opened as a SQLite database (${(error as Error).message}). Nothing was changed; see docs/reliability.md, "Recovery"`);
    }
    return read(db);
  } finally {
    db?.close();
    if (!hadShm) rmSync(side.shm, { force: true });
    if (!hadWal && fileBytes(side.wal) === 0) rmSync(side.wal, { force: true });
  }
}
