import type BetterSqlite3 from 'better-sqlite3';

export type Database = BetterSqlite3.Database;
export type Driver = typeof BetterSqlite3;

let driver: Promise<Driver> | undefined;

/** Why file mode cannot run here: better-sqlite3, an optional dependency, is missing or does not load. */
export class SqliteUnavailable extends Error {
  constructor(cause: Error) {
    const missing =
      (cause as { code?: unknown }).code === 'ERR_MODULE_NOT_FOUND' ||
      (cause as { code?: unknown }).code === 'MODULE_NOT_FOUND';
    super(
      missing
        ? 'file mode (--db-file, SANDBOX_DB_FILE, the db verbs) needs the package better-sqlite3, an optional dependency that is not installed (npm ci --omit=optional leaves it out): run `npm install better-sqlite3`, or leave out --db-file to keep the state in memory'
        : `file mode (--db-file, SANDBOX_DB_FILE, the db verbs) needs the package better-sqlite3, which is installed but does not load: ${cause.message}. Run \`npm rebuild better-sqlite3\` (it compiles for this Node), or leave out --db-file to keep the state in memory`,
      { cause },
    );
    this.name = 'SqliteUnavailable';
  }
}

/**
 * better-sqlite3 (an optionalDependency), loaded in file mode only: memory mode starts without
 * the native module (and without its cost, or its compilation at install time).
 */
export function sqliteDriver(): Promise<Driver> {
  driver ??= import('better-sqlite3').then(
    (module) => module.default,
    (error: unknown) => {
      driver = undefined;
      throw new SqliteUnavailable(error as Error);
    },
  );
  return driver;
}

/** SQLite's "another connection holds the lock" answers. */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}
