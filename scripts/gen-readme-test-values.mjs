// Writes the test-value tables of docs/api-guide.md (between <!-- test-values:start --> and
// <!-- test-values:end -->) from src/features/test-values/test-values.ts, through the compiled dist/:
// run `npm run build` first. test/test-values/readme.test.ts fails when they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { withTestValuesTables } = await import(join(root, 'dist/features/test-values/test-values.doc.js'));
const page = join(root, 'docs/api-guide.md');
writeFileSync(page, withTestValuesTables(readFileSync(page, 'utf8')));
