import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { SETTINGS } from '../../src/core/settings.js';
import { renderSettingsTable, withSettingsTable } from '../../src/core/settings-doc.js';

const README = readFileSync(join(ROOT, 'docs/settings.md'), 'utf8');

describe("docs/settings.md's settings table", () => {
  it('is the table generated from SETTINGS (run `npm run build && node scripts/gen-readme-settings.mjs` to refresh it)', () => {
    expect(README).toBe(withSettingsTable(README));
  });

  it('has one row per setting, naming its variable, flag and default', () => {
    const rows = renderSettingsTable().split('\n').slice(2);
    expect(rows).toHaveLength(Object.keys(SETTINGS).length);
    for (const [index, definition] of Object.values(SETTINGS).entries()) {
      expect(rows[index].startsWith(`| \`${definition.env}\` | \`${definition.flag}\` | `)).toBe(true);
    }
  });

  it('shows each default as `npx gateway-sandbox --help` does', () => {
    const bin = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin[
      'gateway-sandbox'
    ];
    const help = spawnSync(process.execPath, [join(ROOT, bin), '--help'], { encoding: 'utf8', timeout: 10_000 }).stdout;
    const rows = renderSettingsTable().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [env, , shown] = row.split(' | ').map((cell) => cell.replace(/^\| |`/g, ''));
      expect(help).toContain(`env ${env}, default ${shown}`);
    }
  });
});
