// Writes src/generated/method-labels.ts from the payment methods' presentation modules
// (src/features/sales/methods/<method>.present.ts, `label`): the QA console (ui/) is a bundle
// without server code, so it reads each method's label from this file, which imports nothing
// but a type, rather than from the modules (which draw QR images). A new method's label is then
// written once, in its presentation module. Run by scripts/gen-types.mjs; run it again once a new
// method's modules exist. `--check` exits 1 when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './import-src.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'src/generated/method-labels.ts');

export async function generate() {
  const { METHOD_PRESENTATIONS } = await importSource(
    "export { METHOD_PRESENTATIONS } from './src/features/sales/methods/registry.present.ts';",
  );
  const rows = Object.entries(METHOD_PRESENTATIONS).map(
    ([method, presentation]) => `  ${method}: ${JSON.stringify(presentation.label)},`,
  );
  return [
    '/* eslint-disable */',
    "// Generated from each payment method's presentation module (`label`, src/features/sales/methods/*.present.ts) by",
    '// scripts/gen-method-labels.mjs. Do not edit: change the modules and run `npm run gen:types`.',
    "import type { PaymentMethod } from './schema-types.js';",
    '',
    "/** Each payment method's label, shown beside its value in the QA console (ui/lib/vocabulary.ts). */",
    'export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

export async function main(argv) {
  const output = await generate();
  let current = null;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // No file yet: it is stale.
  }
  if (current === output) return 0;
  if (argv.includes('--check')) {
    console.error('src/generated/method-labels.ts is stale: run npm run gen:types');
    return 1;
  }
  writeFileSync(target, output);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv);
