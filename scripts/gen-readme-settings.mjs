// Writes the settings table of docs/settings.md (between <!-- settings:start --> and
// <!-- settings:end -->) from the SETTINGS table of src/core/settings.ts, through the compiled
// dist/: run `npm run build` first. test/docs/readme-settings.test.ts fails when they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { withSettingsTable } = await import(join(root, 'dist/core/settings-doc.js'));
const page = join(root, 'docs/settings.md');
writeFileSync(page, withSettingsTable(readFileSync(page, 'utf8')));
