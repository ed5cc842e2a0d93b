/**
 * One step of the saved state's format: what reads a state of version `from` and writes one
 * of `from + 1`. Steps live one per file beside this one and are listed, in order, in
 * MIGRATIONS (./index.ts); docs/database.md, "Migrations", says how to add one.
 */
export interface Migration {
  /** The version this step reads; it produces from + 1. */
  from: number;
  /** One line for logs and docs: what changed in what is stored. */
  summary: string;
  /** Pure: takes a state of version `from` (parsed JSON, not trusted) and returns one of version from + 1. */
  up(state: Record<string, unknown>): Record<string, unknown>;
}
