import { parseArgs } from 'node:util';
import {
  SETTINGS,
  SettingEnvError,
  SettingValueError,
  type SettingDefinition,
  type Settings,
} from '../../core/settings.js';
import type { MessageId } from './messages/en.js';
import { UsageError } from './usage-error.js';
import { EXIT, type CliIo } from './verb.js';

type Definitions = [string, SettingDefinition<unknown>][];
const definitions = Object.entries(SETTINGS) as Definitions;

/** Flags → settings overrides, parsed by the same parsers as the environment variables. */
export function overridesFromArgs(args: string[]): Partial<Settings> | 'help' {
  const options: Record<string, { type: 'string' | 'boolean' }> = { help: { type: 'boolean' } };
  for (const [, d] of definitions)
    options[d.flag.slice(2)] = { type: typeof d.default === 'boolean' ? 'boolean' : 'string' };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: false });
  } catch (error) {
    // Node's own words (English); serve() says them in the run's language with the message tables it loads then.
    throw new UsageError((error as Error).message, { cause: { parseArgs: error, options } });
  }
  if (parsed.values.help) return 'help';
  const overrides: Record<string, unknown> = {};
  for (const [name, d] of definitions) {
    const raw = parsed.values[d.flag.slice(2)];
    if (raw === undefined) continue;
    try {
      overrides[name] = typeof raw === 'boolean' ? raw : d.parse(String(raw));
    } catch (error) {
      throw new UsageError(`${d.flag}: ${(error as Error).message}`, { cause: { flag: d.flag, value: error } });
    }
  }
  return overrides;
}

/** `${name}: ` and why its value was refused, in the language of `t` (a message per reason: setting.<id>). */
function refusedValue(name: string, error: unknown, t: typeof import('./messages/say.js').t): string {
  if (!(error instanceof SettingValueError)) return `${name}: ${(error as Error).message}`;
  const reason = error.reason;
  const detail = 'max' in reason ? reason.max : 'values' in reason ? reason.values : undefined;
  // Typed, so a reason without its message does not compile; said with its raw value and its one detail.
  const id: MessageId = `setting.${reason.id}`;
  // tsc needs the cast (the ids' parameter lists intersect to never); the linter's TypeScript 6 does not see why.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const say = t as unknown as (id: MessageId, ...args: unknown[]) => string;
  return `${name}: ${say(id, reason.raw, detail)}`;
}

/**
 * What `serve` does, without the command line's messages: the bin's start reaches it without loading the verb
 * table or the English and Portuguese message tables (~85 KB), which only the help and a usage error need (they
 * load them then). src/tools/cli/serve.verb.ts is the verb around it.
 */
export async function serve(args: string[], io: CliIo): Promise<number> {
  let overrides: Partial<Settings> | 'help';
  try {
    overrides = overridesFromArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const [{ inLanguageOf, t }, { argsError }] = await Promise.all([
      import('./messages/say.js'),
      import('./args-error.js'),
    ]);
    const cause = error.cause as
      { parseArgs: unknown; options: Record<string, { type: string }> } | { flag: string; value: unknown } | undefined;
    const said = inLanguageOf(io.env, () => ({
      message:
        cause === undefined
          ? error.message
          : 'flag' in cause
            ? refusedValue(cause.flag, cause.value, t)
            : (argsError(cause.parseArgs, cause.options)?.message ?? error.message),
      seeHelp: t('serve.seeHelp'),
    }));
    io.stderr(`gateway-sandbox: ${said.message}\n${said.seeHelp}\n`);
    return EXIT.usage;
  }
  if (overrides === 'help') {
    const [{ inLanguageOf }, { serveUsage }] = await Promise.all([
      import('./messages/say.js'),
      import('./serve-help.js'),
    ]);
    io.stdout(inLanguageOf(io.env, serveUsage));
    return EXIT.ok;
  }
  // Loaded here, so the other verbs start without the server's code running.
  const { main } = await import('../../host/server.js');
  try {
    const running = await main(io.env, overrides);
    // A cluster's shard also tells its supervisor over IPC that it serves (src/host/cluster/shard-ready.ts).
    if (process.send) await (await import('../../host/cluster/shard-ready.js')).announceReady(io.env, running);
    // The whole close, not the server's 'close': the state file is closed after the port is freed.
    await running.stopped;
    return EXIT.ok;
  } catch (error) {
    if (error instanceof SettingEnvError) {
      const { inLanguageOf, t } = await import('./messages/say.js');
      io.stderr(`gateway-sandbox: ${inLanguageOf(io.env, () => refusedValue(error.env, error.cause, t))}\n`);
      return EXIT.usage;
    }
    io.stderr(`gateway-sandbox: ${(error as Error).message}\n`);
    return /^SANDBOX_|^PORT|^HOST/.test((error as Error).message) ? EXIT.usage : EXIT.refused;
  }
}
