import { migrateWith, versionAfter, type MigrationResult } from './migrate.js';
import type { Migration } from './migration.js';
import { saleMethodData } from './0002-sale-method-data.js';

export type { Migration } from './migration.js';
export { checkChain, MigrationRefusal, schemaVersionOf, stepName, type MigrationResult } from './migrate.js';

/**
 * Every change to what is stored, in order: the step at index i reads version i + 1. Adding
 * one: a file beside this one exporting its Migration, its row here, `node scripts/gen-types.mjs`
 * (which writes the new version into schemas/store/meta.schema.json), and a test on a saved
 * state of the version it reads (docs/database.md, "Migrations").
 */
export const MIGRATIONS: readonly Migration[] = [saleMethodData];

/** The version of what this code stores: every state it writes says so in meta.schemaVersion. */
export const CURRENT_SCHEMA_VERSION = versionAfter(MIGRATIONS);

/**
 * Brings a parsed state (not trusted) of any earlier version to the current one, step by step;
 * refuses one newer than the code (MigrationRefusal). Every load path calls it before its
 * schema check: a file-mode start (SQLite or a JSON state), PUT /__admin/state.
 */
export function migrateState(raw: unknown, migrations: readonly Migration[] = MIGRATIONS): MigrationResult {
  return migrateWith(raw, migrations);
}
