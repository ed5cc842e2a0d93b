export interface Migration {
  /** The version this step reads; it produces from + 1. */
  from: number;
  /** One line for logs and docs: what changed in what is stored. */
  summary: string;
  /** Pure: takes a state of version `from` (parsed JSON, not trusted) and returns one of version from + 1. */
  up(state: Record<string, unknown>): Record<string, unknown>;
}
