import type { OperationId } from '../../generated/operations.js';

/**
 * One verb of the `gateway-sandbox` command line (`serve`, `sales`, `db`, `verify`...).
 * The dispatcher holds them in one table; `help <verb>` and `--help` print `usage`.
 * `run` returns the exit code: 0 success, 1 the target refused or drift was found,
 * 2 bad usage or a connection error.
 */
export interface CliVerb {
  name: string;
  /** One line for the verb list of `gateway-sandbox --help`. */
  summary: string;
  /** The full help text of the verb. */
  usage: string;
  /**
   * The commands of an admin verb (`list`, `show`…; '' for a verb that is its own command): the route-table test reads
   * them.
   */
  commands?: string[];
  /**
   * What each command (by name) declares of the route table, by operationId: the operations it stands for, and those it
   * only reads to present its answer. src/tools/cli/admin-operations.ts derives each admin operation's commands from
   * them.
   */
  operations?: Record<string, { operations: readonly OperationId[]; reads: readonly OperationId[] }>;
  run(args: string[], io: CliIo): Promise<number>;
}

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;
