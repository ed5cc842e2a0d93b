import { SETTINGS, type SettingDefinition } from './settings.js';

/** A setting's default as the CLI's --help and the README show it. */
export function describeDefault(value: unknown): string {
  if (value === null) return '(unset)';
  if (Array.isArray(value)) return value.length ? value.join(',') : '(empty)';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export const SETTINGS_TABLE_START = '<!-- settings:start -->';
export const SETTINGS_TABLE_END = '<!-- settings:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The README's settings table, one row per entry of SETTINGS, in its order. */
export function renderSettingsTable(): string {
  const rows = (Object.values(SETTINGS) as SettingDefinition<unknown>[]).map(
    (d) => `| \`${d.env}\` | \`${d.flag}\` | \`${describeDefault(d.default)}\` | ${cell(d.description)} |`,
  );
  return ['| Environment variable | Flag | Default | What it does |', '|---|---|---|---|', ...rows].join('\n');
}

/** The README with the text between the settings markers replaced by the table generated from SETTINGS. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(SETTINGS_TABLE_START);
  const end = readme.indexOf(SETTINGS_TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`README.md has no ${SETTINGS_TABLE_START} … ${SETTINGS_TABLE_END} section`);
  return `${readme.slice(0, start + SETTINGS_TABLE_START.length)}\n<!-- Generated from src/core/settings.ts by \`node scripts/gen-readme-settings.mjs\` (after \`npm run build\`); test/docs/readme-settings.test.ts fails when it differs. -->\n${renderSettingsTable()}\n${readme.slice(end)}`;
}
