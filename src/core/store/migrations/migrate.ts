import type { Migration } from './migration.js';

/** What a migration did: the state at the code's version, the version it was read at, and one line per step applied. */
export interface MigrationResult {
  state: unknown;
  from: number;
  to: number;
  /** `v1→v2: <summary>` per step, in order; empty when the state was already current. */
  applied: string[];
}

/**
 * Why a state cannot be brought to the code's version: it is newer than the code, or a step
 * failed on it. Thrown before anything is changed; a start turns it into a StoreRefusal, a
 * restore into a 400.
 */
export class MigrationRefusal extends Error {
  constructor(
    readonly kind: 'newer' | 'failed',
    /** The version the state says it is. */
    readonly version: number,
    /** The version this code reads and writes. */
    readonly current: number,
    /** For a failed step: which, and why. */
    readonly detail = '',
  ) {
    super(
      kind === 'newer'
        ? `holds a state of schema version ${version}, newer than this gateway-sandbox reads (version ${current}): use a gateway-sandbox of that version or later`
        : `cannot be migrated from schema version ${version} to ${current}: ${detail}`,
    );
    this.name = 'MigrationRefusal';
  }
}

/** The version a chain of steps leads to: 1, plus one per step. */
export const versionAfter = (migrations: readonly Migration[]): number => 1 + migrations.length;

/** Throws unless the steps read 1, 2, 3… in order: a gap or a repeat would skip or redo a change. */
export function checkChain(migrations: readonly Migration[]): void {
  migrations.forEach((step, index) => {
    if (step.from !== index + 1)
      throw new Error(
        `migration ${index} reads version ${step.from}; the chain needs ${index + 1} there (no gap, no repeat)`,
      );
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** meta.schemaVersion when it is a version at all (a positive integer); null otherwise. */
export function schemaVersionOf(raw: unknown): number | null {
  const version = isObject(raw) && isObject(raw.meta) ? raw.meta.schemaVersion : undefined;
  return Number.isSafeInteger(version) && (version as number) >= 1 ? (version as number) : null;
}

export const stepName = (step: Migration): string => `v${step.from}→v${step.from + 1}: ${step.summary}`;

/**
 * Brings a parsed state (not trusted) to the version of `migrations`, one step at a time,
 * stamping meta.schemaVersion after each (a step need not). The input is not changed.
 * A state newer than the code is refused (MigrationRefusal), as is one a step fails on. A
 * state whose version cannot be read is handed back as it is (from = to): the schema check
 * every caller runs next names meta.schemaVersion.
 */
export function migrateWith(raw: unknown, migrations: readonly Migration[]): MigrationResult {
  checkChain(migrations);
  const current = versionAfter(migrations);
  const from = schemaVersionOf(raw);
  if (from === null || from === current) return { state: raw, from: from ?? current, to: current, applied: [] };
  if (from > current) {
    throw new MigrationRefusal('newer', from, current);
  }
  let state = raw as Record<string, unknown>;
  const applied: string[] = [];
  for (const step of migrations.slice(from - 1)) {
    let next: unknown;
    try {
      next = step.up(state);
    } catch (error) {
      throw new MigrationRefusal(
        'failed',
        from,
        current,
        `step ${stepName(step)} failed (${(error as Error).message})`,
      );
    }
    if (!isObject(next) || !isObject(next.meta))
      throw new MigrationRefusal('failed', from, current, `step ${stepName(step)} did not return a state`);
    state = { ...next, meta: { ...next.meta, schemaVersion: step.from + 1 } };
    applied.push(stepName(step));
  }
  return { state, from, to: current, applied };
}
