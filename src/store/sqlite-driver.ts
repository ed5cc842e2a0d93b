import type BetterSqlite3 from 'better-sqlite3';

export type Database = BetterSqlite3.Database;
export type Driver = typeof BetterSqlite3;

let driver: Promise<Driver> | undefined;

/**
 * better-sqlite3, loaded in file mode only: memory mode starts without the native module
 * (and without its cost). A clear message when it is missing or was built for another Node.
 */
export function sqliteDriver(): Promise<Driver> {
  driver ??= import('better-sqlite3').then(
    (module) => module.default,
    (error: unknown) => {
      driver = undefined;
      throw new Error(`file mode (--db-file) needs the better-sqlite3 package, which could not be loaded: ${(error as Error).message}`);
    },
  );
  return driver;
}

/** SQLite's "another connection holds the lock" answers. */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}
