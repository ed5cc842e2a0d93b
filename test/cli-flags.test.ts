import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers/child.js';
import { SETTINGS, type SettingDefinition } from '../src/core/settings.js';

/**
 * Every setting reaches the CLI: one flag and one variable each, and each flag goes through its setting's own parser.
 */
const BIN = join(
  ROOT,
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin[
    'gateway-sandbox'
  ],
);
const definitions = Object.values(SETTINGS) as SettingDefinition<unknown>[];
const BAD = 'not-a-value';

function rejection(definition: SettingDefinition<unknown>): string | null {
  try {
    definition.parse(BAD);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

function cli(args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PORT: '0', SANDBOX_LOG_LEVEL: 'silent' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 10_000);
    child.once('exit', (status) => (clearTimeout(timer), resolve({ status, stderr })));
  });
}

describe('the settings as CLI flags', () => {
  it('give each setting its own flag and environment variable', () => {
    expect(new Set(definitions.map((d) => d.flag)).size).toBe(definitions.length);
    expect(new Set(definitions.map((d) => d.env)).size).toBe(definitions.length);
    for (const d of definitions) expect(d.flag).toMatch(/^--[a-z][a-z0-9-]*$/);
  });

  const checked = definitions.filter((d) => typeof d.default !== 'boolean' && rejection(d) !== null);
  it.each(checked.map((d) => [d.flag, d]))(
    'parse %s with the setting’s parser (a bad value: exit 2, the flag named)',
    async (flag, definition) => {
      const result = await cli([flag, BAD]);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(`${flag}: ${rejection(definition)}`);
    },
  );

  it('check most settings that way', () => {
    expect(checked.length).toBeGreaterThanOrEqual(definitions.length / 2);
  });
});
