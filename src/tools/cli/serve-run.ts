import { parseArgs } from 'node:util';
import { SETTINGS, type SettingDefinition, type Settings } from '../../core/settings.js';
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
    throw new UsageError((error as Error).message);
  }
  if (parsed.values.help) return 'help';
  const overrides: Record<string, unknown> = {};
  for (const [name, d] of definitions) {
    const raw = parsed.values[d.flag.slice(2)];
    if (raw === undefined) continue;
    try {
      overrides[name] = typeof raw === 'boolean' ? raw : d.parse(String(raw));
    } catch (error) {
      throw new UsageError(`${d.flag}: ${(error as Error).message}`);
    }
  }
  return overrides;
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
    const { inLanguageOf, t } = await import('./messages/say.js');
    io.stderr(`gateway-sandbox: ${error.message}\n${inLanguageOf(io.env, () => t('serve.seeHelp'))}\n`);
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
    if (process.send) (await import('../../host/cluster/shard-ready.js')).announceReady(io.env, running);
    // The whole close, not the server's 'close': the state file is closed after the port is freed.
    await running.stopped;
    return EXIT.ok;
  } catch (error) {
    io.stderr(`gateway-sandbox: ${(error as Error).message}\n`);
    return /^SANDBOX_|^PORT|^HOST/.test((error as Error).message) ? EXIT.usage : EXIT.refused;
  }
}
