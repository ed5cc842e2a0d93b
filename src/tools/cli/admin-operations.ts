import { OPERATIONS, type OperationId } from '../../generated/operations.js';
import type { CliVerb } from './verb.js';
import { VERBS } from './verbs.js';

/**
 * The CLI's commands for every admin operation of the route table, derived, never written per
 * route. An admin operation is a row of the generated operations module (src/generated/
 * operations.ts, keyed by each route row's operationId) rooted at a sandbox's admin base or the
 * operator's. Every one is `call <operationId>` (src/tools/cli/call.verb.ts) as soon as `npm run
 * gen:types` has run; a named command (`sellers show`) stands for it too when that command
 * declares the row's operationId (`operations` of its Command, src/tools/cli/command.ts). So a new admin
 * row is a command with no edit here; test/cli/admin-operations.test.ts holds each declaration to
 * the requests its command really sends, and test/architecture/one-row.test.ts a new row to its
 * command.
 */
export interface AdminCommands {
  /** The generic command, which takes every operation: `call <operationId>`. */
  call: string;
  /** The named commands that declare the operation (`sellers show`; a verb that is its own command: its name). */
  named: string[];
}

/** Whether an operation is an admin one: rooted at a sandbox's admin base or the operator's, not the public API. */
export const isAdminOperation = (id: string): boolean =>
  Object.hasOwn(OPERATIONS, id) && OPERATIONS[id as OperationId].base !== 'root';

/** The name a command is typed by: `sellers show`, or the verb alone for a verb that is its own command. */
const commandName = (verb: CliVerb, command: string) => (command ? `${verb.name} ${command}` : verb.name);

/** Every admin operation of the operations module, in its order, with the commands that reach it. */
export function adminCommands(verbs: readonly CliVerb[] = VERBS): Map<OperationId, AdminCommands> {
  const commands = new Map<OperationId, AdminCommands>();
  for (const id of Object.keys(OPERATIONS) as OperationId[])
    if (isAdminOperation(id)) commands.set(id, { call: `call ${id}`, named: [] });
  for (const verb of verbs)
    for (const [command, declared] of Object.entries(verb.operations ?? {}))
      for (const id of declared.operations) commands.get(id)?.named.push(commandName(verb, command));
  return commands;
}
