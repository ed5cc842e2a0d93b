import { parseArgs } from 'node:util';
import { SandboxRefusal } from '../client/admin-client.js';
import type { OperationId } from '../../generated/operations.js';
import { argsError } from './args-error.js';
import { CONNECTION_OPTIONS, connectionOf, unreachableLine, type Connection } from './connection.js';
import { inLanguageOf, said, t, textOf, type Text } from './messages/say.js';
import { UsageError } from './usage-error.js';
import { EXIT, type CliIo, type CliVerb } from './verb.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** Given more than once, every value kept (`--set a=1 --set b=2`): the option's value is then a string[]. */
  multiple?: boolean;
  /** The value's placeholder in the help (`--seller ID`). */
  value?: string;
  description: Text;
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
   * The operations of the route table it calls, by their rows' operationIds: src/tools/cli/admin-operations.ts derives
   * each admin operation's commands from them.
   */
  operations?: readonly OperationId[];
  /** Operations it calls besides, only to present its answer (the sellers' names of a list): not ones it stands for. */
  reads?: readonly OperationId[];
  /** Positional arguments: `<id>` required, `[file]` optional. */
  args: string[];
  options?: Record<string, OptionSpec>;
  summary: Text;
  /** Extra help lines. */
  details?: Text[];
  run(context: CommandContext): Promise<number>;
}

const connectionHelp = () =>
  Object.entries(CONNECTION_OPTIONS).map(([name, option]) => {
    const source = [
      option.env && `env ${option.env}`,
      option.default !== null && option.default !== false && t('help.default', String(option.default)),
    ]
      .filter(Boolean)
      .join(', ');
    return `  --${name}${'value' in option ? ` ${option.value}` : ''}\n      ${textOf(option.description)}${source ? ` (${source})` : ''}`;
  });

function synopsis(verb: string, command: Command): string {
  const options = Object.entries(command.options ?? {}).map(
    ([name, option]) => `[--${name}${option.value ? ` ${option.value}` : ''}]`,
  );
  return ['gateway-sandbox', verb, command.name, ...command.args, ...options].filter(Boolean).join(' ');
}

function commandHelp(verb: string, command: Command): string {
  const options = Object.entries(command.options ?? {}).map(
    ([name, option]) => `      --${name}${option.value ? ` ${option.value}` : ''}: ${textOf(option.description)}`,
  );
  return [
    `  ${synopsis(verb, command)}`,
    `      ${textOf(command.summary)}`,
    ...(command.details ?? []).flatMap((text) => textOf(text).split('\n')).map((line) => `      ${line}`),
    ...options,
  ].join('\n');
}

/** A command's help: its synopsis, options, and the connection options every command takes. */
function usageOf(name: string, summary: Text, commands: Command[]): string {
  return [
    textOf(summary),
    '',
    t('help.usage'),
    ...commands.map((command) => commandHelp(name, command)),
    '',
    t('help.optionsOfEveryCommand'),
    ...connectionHelp(),
    `  --help\n      ${t('help.showThisHelp')}`,
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
    throw argsError(error, options) ?? error;
  }
  const required = command.args.filter((arg) => arg.startsWith('<')).length;
  if (!parsed.values.help) {
    if (parsed.positionals.length < required)
      throw new UsageError(
        t(
          'usage.missing',
          command.args
            .slice(parsed.positionals.length)
            .filter((arg) => arg.startsWith('<'))
            .join(' '),
        ),
      );
    if (parsed.positionals.length > command.args.length)
      throw new UsageError(t('usage.unexpectedArgument', parsed.positionals[command.args.length]));
  }
  return parsed;
}

/**
 * A verb made of commands that talk to a running sandbox through the admin client. It
 * parses the options, prints the help, and maps the outcomes to the exit codes: 0 done,
 * 1 the sandbox refused (its error printed), 2 bad usage or no sandbox to talk to.
 */
export function adminVerb(spec: { name: string; summary: Text; commands: Command[] }): CliVerb {
  const direct = spec.commands.length === 1 && spec.commands[0].name === '' ? spec.commands[0] : null;
  const verb: CliVerb = {
    name: spec.name,
    // Read when printed: in the language of the run that prints them.
    get summary() {
      return textOf(spec.summary);
    },
    get usage() {
      return usageOf(spec.name, spec.summary, spec.commands);
    },
    commands: spec.commands.map((command) => command.name),
    operations: Object.fromEntries(
      spec.commands.map((command) => [
        command.name,
        { operations: command.operations ?? [], reads: command.reads ?? [] },
      ]),
    ),
    // Said in the language of the run's environment, also when the verb is run directly (not through runCli).
    run: (argv, io) => inLanguageOf(io.env, () => runCommand(argv, io)),
  };
  async function runCommand(argv: string[], io: CliIo): Promise<number> {
    const usage = verb.usage;
    const fail = (message: string) => {
      io.stderr(`gateway-sandbox ${spec.name}: ${message}\n${t('usage.seeHelp', spec.name)}\n`);
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
      return fail(t('usage.unknownCommand', argv[0], spec.commands.map((candidate) => candidate.name).join(', ')));
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
        io.stderr(
          `gateway-sandbox ${spec.name}: ${t('refusal.refused', error.message, error.status, error.body.error, error.body.message)}\n`,
        );
        if (error.body.details?.length)
          io.stderr(`${t('refusal.problems', error.body.details.slice(0, 20).join(', '))}\n`);
        if (error.allowed)
          io.stderr(
            `${t('refusal.allowedMoves', error.allowed.length ? error.allowed.join(', ') : t('refusal.noMoves'))}\n`,
          );
        return EXIT.refused;
      }
      const unreachable = unreachableLine(error, context.url);
      if (unreachable) {
        io.stderr(`gateway-sandbox ${spec.name}: ${unreachable}\n`);
        return EXIT.usage;
      }
      throw error;
    }
  }
  return verb;
}

/** Reads an integer id argument, or throws a usage error naming it. */
export function idArg(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new UsageError(t('usage.positiveInteger', what, value ?? ''));
  return id;
}

/** Reads an option that must be one of a list (given in any case), or throws a usage error. */
export function oneOfArg<T extends string>(value: string | undefined, allowed: readonly T[], what: string): T {
  const upper = (value ?? '').toUpperCase();
  const found = allowed.find((candidate) => candidate.toUpperCase() === upper);
  if (!found) throw new UsageError(t('usage.oneOf', what, allowed.join(', '), value ?? ''));
  return found;
}

/** The --limit of list commands. */
export const limitOption = {
  limit: { type: 'string', value: 'N', description: said('option.limit') },
} as const satisfies Record<string, OptionSpec>;

export function limitOf(value: string | boolean | undefined, fallback = 20): number {
  return value === undefined ? fallback : idArg(String(value), '--limit');
}

/** The --seller filter of list commands, as the admin API's sellerId. */
export function sellerFilter(value: string | boolean | undefined): { sellerId?: number } {
  return value === undefined ? {} : { sellerId: idArg(String(value), '--seller') };
}

/**
 * The filters every list command shares (--seller, --status of `statuses`, --limit), as the admin
 * API's query: one reading of them, whatever the resource.
 */
export function listFilter<S extends string>(
  options: Record<string, string | boolean | undefined>,
  statuses: readonly S[],
): { sellerId?: number; status?: S; limit: number } {
  return {
    ...sellerFilter(options.seller),
    ...(options.status === undefined ? {} : { status: oneOfArg(String(options.status), statuses, '--status') }),
    limit: limitOf(options.limit),
  };
}

/** The --seller option of list commands. */
export const sellerOption = {
  seller: { type: 'string', value: 'ID', description: said('option.sellerFilter') },
} as const satisfies Record<string, OptionSpec>;

/** The --status option of list commands, naming the statuses. */
export const statusOption = (statuses: readonly string[]) =>
  ({
    status: { type: 'string', value: 'STATUS', description: said('option.statusFilter', statuses.join(', ')) },
  }) as const satisfies Record<string, OptionSpec>;
