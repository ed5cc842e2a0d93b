import { parseArgs } from 'node:util';
import { SandboxRefusal } from '../client/admin-client.js';
import type { OperationId } from '../generated/operations.js';
import { CONNECTION_OPTIONS, connectionOf, type Connection } from './connection.js';
import { UsageError } from './usage-error.js';
import { EXIT, type CliIo, type CliVerb } from './verb.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** Given more than once, every value kept (`--set a=1 --set b=2`): the option's value is then a string[]. */
  multiple?: boolean;
  /** The value's placeholder in the help (`--seller ID`). */
  value?: string;
  description: string;
}

export interface CommandContext extends Connection {
  /** The positional arguments, as many as the command declares. */
  args: string[];
  options: Record<string, string | boolean | undefined>;
  io: CliIo;
  /** Writes the JSON of `value` with --json, the human text otherwise. */
  print: (value: unknown, human: () => string) => void;
}

/** One command of a verb: `sales move <id> <STATUS>`. A verb of one command names it ''. */
export interface Command {
  name: string;
  /**
   * The operations of the route table it calls, by their rows' operationIds: src/cli/admin-operations.ts derives
   * each admin operation's commands from them.
   */
  operations?: readonly OperationId[];
  /** Operations it calls besides, only to present its answer (the sellers' names of a list): not ones it stands for. */
  reads?: readonly OperationId[];
  /** Positional arguments: `<id>` required, `[file]` optional. */
  args: string[];
  options?: Record<string, OptionSpec>;
  summary: string;
  /** Extra help lines. */
  details?: string[];
  run(context: CommandContext): Promise<number>;
}

const CONNECTION_HELP = Object.entries(CONNECTION_OPTIONS).map(([name, option]) => {
  const source = [
    option.env && `env ${option.env}`,
    option.default !== null && option.default !== false && `default ${option.default}`,
  ]
    .filter(Boolean)
    .join(', ');
  return `  --${name}${'value' in option ? ` ${option.value}` : ''}\n      ${option.description}${source ? ` (${source})` : ''}`;
});

function synopsis(verb: string, command: Command): string {
  const options = Object.entries(command.options ?? {}).map(
    ([name, option]) => `[--${name}${option.value ? ` ${option.value}` : ''}]`,
  );
  return ['gateway-sandbox', verb, command.name, ...command.args, ...options].filter(Boolean).join(' ');
}

function commandHelp(verb: string, command: Command): string {
  const options = Object.entries(command.options ?? {}).map(
    ([name, option]) => `      --${name}${option.value ? ` ${option.value}` : ''}: ${option.description}`,
  );
  return [
    `  ${synopsis(verb, command)}`,
    `      ${command.summary}`,
    ...(command.details ?? []).map((line) => `      ${line}`),
    ...options,
  ].join('\n');
}

/** A command's help: its synopsis, options, and the connection options every command takes. */
function usageOf(name: string, summary: string, commands: Command[]): string {
  return [
    `${summary}`,
    '',
    'Usage:',
    ...commands.map((command) => commandHelp(name, command)),
    '',
    'Options of every command:',
    ...CONNECTION_HELP,
    '  --help\n      Show this help',
    '',
  ].join('\n');
}

function parse(command: Command, argv: string[]) {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = { help: { type: 'boolean' } };
  for (const [name, option] of Object.entries({ ...CONNECTION_OPTIONS, ...command.options }))
    options[name] =
      'multiple' in option && option.multiple ? { type: option.type, multiple: true } : { type: option.type };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const required = command.args.filter((arg) => arg.startsWith('<')).length;
  if (!parsed.values.help) {
    if (parsed.positionals.length < required)
      throw new UsageError(
        `missing ${command.args
          .slice(parsed.positionals.length)
          .filter((arg) => arg.startsWith('<'))
          .join(' ')}`,
      );
    if (parsed.positionals.length > command.args.length)
      throw new UsageError(`unexpected argument "${parsed.positionals[command.args.length]}"`);
  }
  return parsed;
}

/** Why a fetch failed, in a line: the code of its cause (ECONNREFUSED) when there is one. */
function connectionProblem(error: unknown): string | null {
  // By name, not instanceof: fetch's TypeError may come from another realm (jest's VM contexts).
  if (typeof error !== 'object' || error === null || (error as Error).name !== 'TypeError') return null;
  const cause = (error as TypeError & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/**
 * A verb made of commands that talk to a running sandbox through the admin client. It
 * parses the options, prints the help, and maps the outcomes to the exit codes: 0 done,
 * 1 the sandbox refused (its error printed), 2 bad usage or no sandbox to talk to.
 */
export function adminVerb(spec: { name: string; summary: string; commands: Command[] }): CliVerb {
  const usage = usageOf(spec.name, spec.summary, spec.commands);
  const direct = spec.commands.length === 1 && spec.commands[0].name === '' ? spec.commands[0] : null;
  return {
    name: spec.name,
    summary: spec.summary,
    usage,
    commands: spec.commands.map((command) => command.name),
    operations: Object.fromEntries(
      spec.commands.map((command) => [
        command.name,
        { operations: command.operations ?? [], reads: command.reads ?? [] },
      ]),
    ),
    async run(argv, io) {
      const fail = (message: string) => {
        io.stderr(`gateway-sandbox ${spec.name}: ${message}\nRun gateway-sandbox help ${spec.name} for the usage.\n`);
        return EXIT.usage;
      };
      const command = direct ?? spec.commands.find((candidate) => candidate.name === argv[0]);
      if (!command) {
        if (argv[0] === '--help' || argv[0] === '-h') {
          io.stdout(usage);
          return EXIT.ok;
        }
        // No command: the usage is the error message.
        if (argv.length === 0) {
          io.stderr(usage);
          return EXIT.usage;
        }
        return fail(
          `unknown command "${argv[0]}" (expected one of ${spec.commands.map((candidate) => candidate.name).join(', ')})`,
        );
      }
      let context: CommandContext;
      try {
        const parsed = parse(command, direct ? argv : argv.slice(1));
        if (parsed.values.help) {
          io.stdout(usage);
          return EXIT.ok;
        }
        const connection = connectionOf(parsed.values, io.env);
        context = {
          ...connection,
          args: parsed.positionals,
          options: parsed.values as Record<string, string | boolean | undefined>,
          io,
          print: (value, human) => io.stdout(connection.json ? `${JSON.stringify(value, null, 2)}\n` : human()),
        };
      } catch (error) {
        if (error instanceof UsageError) return fail(error.message);
        throw error;
      }
      try {
        return await command.run(context);
      } catch (error) {
        if (error instanceof UsageError) return fail(error.message);
        if (error instanceof SandboxRefusal) {
          if (context.json) io.stdout(`${JSON.stringify({ status: error.status, ...error.body }, null, 2)}\n`);
          io.stderr(`gateway-sandbox ${spec.name}: refused: ${error.message}\n`);
          if (error.body.details?.length) io.stderr(`problems: ${error.body.details.slice(0, 20).join(', ')}\n`);
          if (error.allowed)
            io.stderr(
              `allowed moves from here: ${error.allowed.length ? error.allowed.join(', ') : 'none (a final status)'}\n`,
            );
          return EXIT.refused;
        }
        const problem = connectionProblem(error);
        if (problem) {
          io.stderr(
            `gateway-sandbox ${spec.name}: cannot reach the sandbox at ${context.url} (${problem}). Start one with gateway-sandbox serve, or point --url / SANDBOX_URL at it.\n`,
          );
          return EXIT.usage;
        }
        throw error;
      }
    },
  };
}

/** Reads an integer id argument, or throws a usage error naming it. */
export function idArg(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1)
    throw new UsageError(`${what} must be a positive integer, got "${value ?? ''}"`);
  return id;
}

/** Reads an option that must be one of a list (given in any case), or throws a usage error. */
export function oneOfArg<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  const upper = (value ?? '').toUpperCase();
  const found = allowed.find((candidate) => candidate.toUpperCase() === upper);
  if (!found) throw new UsageError(`${what} must be one of ${allowed.join(', ')}, got "${value ?? ''}"`);
  return found;
}

/** The --limit of list commands. */
export const limitOption = {
  limit: { type: 'string', value: 'N', description: 'At most this many (default 20)' },
} as const satisfies Record<string, OptionSpec>;

export function limitOf(value: string | boolean | undefined, fallback = 20): number {
  return value === undefined ? fallback : idArg(String(value), '--limit');
}

/** The --seller filter of list commands, as the admin API's sellerId. */
export function sellerFilter(value: string | boolean | undefined): { sellerId?: number } {
  return value === undefined ? {} : { sellerId: idArg(String(value), '--seller') };
}
