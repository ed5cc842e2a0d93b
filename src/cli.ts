#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { SETTINGS, type SettingDefinition, type Settings } from './settings.js';
import { describeDefault } from './settings-doc.js';
import { main } from './server.js';

type Definitions = [string, SettingDefinition<unknown>][];
const definitions = Object.entries(SETTINGS) as Definitions;

export function helpText(): string {
  const options = definitions.map(
    ([, d]) => `  ${d.flag}${typeof d.default === 'boolean' ? '' : ' <value>'}\n      ${d.description}\n      env ${d.env}, default ${describeDefault(d.default)}`,
  );
  return [
    'Usage: gateway-sandbox [options]',
    '',
    'Starts the payment gateway sandbox. Every option can also be set by its environment',
    'variable; a flag wins over the variable.',
    '',
    ...options,
    '  --help',
    '      Show this help',
    '',
  ].join('\n');
}

export class UsageError extends Error {}

/** Flags → settings overrides, parsed by the same parsers as the environment variables. */
export function overridesFromArgs(args: string[]): Partial<Settings> | 'help' {
  const options: Record<string, { type: 'string' | 'boolean' }> = { help: { type: 'boolean' } };
  for (const [, d] of definitions) options[d.flag.slice(2)] = { type: typeof d.default === 'boolean' ? 'boolean' : 'string' };
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
  return overrides as Partial<Settings>;
}

async function run(): Promise<void> {
  // `gateway-sandbox db ...`: the state file's verb (loaded only when asked for).
  if (process.argv[2] === 'db') {
    const { dbVerb } = await import('./store/db.verb.js');
    const io = { stdout: (text: string) => process.stdout.write(text), stderr: (text: string) => process.stderr.write(text), env: process.env };
    process.exitCode = await dbVerb.run(process.argv.slice(3), io);
    return;
  }
  let overrides: Partial<Settings> | 'help';
  try {
    overrides = overridesFromArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`gateway-sandbox: ${error.message}\nRun gateway-sandbox --help for the options.\n`);
    process.exit(2);
  }
  if (overrides === 'help') {
    process.stdout.write(helpText());
    return;
  }
  try {
    await main(process.env, overrides);
  } catch (error) {
    process.stderr.write(`gateway-sandbox: ${(error as Error).message}\n`);
    process.exit(/^SANDBOX_|^PORT|^HOST/.test((error as Error).message) ? 2 : 1);
  }
}

await run();
