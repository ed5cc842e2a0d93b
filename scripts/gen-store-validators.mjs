// Generates src/generated/store-validators.ts: the validators of the store schemas
// (schemas/store/*.schema.json, what every record of the state is checked against when a
// database is opened) as ajv standalone code, compiled here with the registry's own ajv set-up
// (createAjv of src/http/schemas.ts). A start in file mode then checks every row without
// compiling a schema, which cost ~1 s (docs/performance.md). `--check` exits 1 when the file
// is stale; scripts/gen-types.mjs runs this one too.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './import-src.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'src/generated/store-validators.ts');
const require = createRequire(import.meta.url);

/** "store/ledger-entry.schema.json" → "storeLedgerEntry": an export name no ajv-made name can take. */
const exportName = (name) => name.replace(/\.schema\.json$/, '').replace(/[/-](\w)/g, (_, c) => c.toUpperCase());

export async function generate() {
  const { createAjv, loadSchemaFiles, SCHEMA_BASE_URI } = await importSource(
    "export { createAjv, loadSchemaFiles, SCHEMA_BASE_URI } from './src/http/schemas.ts';",
  );
  const files = loadSchemaFiles(join(root, 'schemas'));
  const names = [...files.keys()].filter((name) => name.startsWith('store/'));
  const ajv = createAjv(files.values(), { code: { source: true, esm: true, lines: true } });
  const standaloneCode = require('ajv/dist/standalone').default;
  const code = standaloneCode(ajv, Object.fromEntries(names.map((name) => [exportName(name), SCHEMA_BASE_URI + name])));
  return [
    '// @ts-nocheck',
    '/* eslint-disable */',
    '// Generated from schemas/store/ by scripts/gen-store-validators.mjs. Do not edit: change the schema and run `npm run gen:types`.',
    "import { createRequire } from 'node:module';",
    "import type { ValidateFunction } from 'ajv/dist/2020.js';",
    '',
    '// ajv standalone code loads its runtime helpers (formats, string length) with require.',
    'const require = createRequire(import.meta.url);',
    code.replace(/^"use strict";\n?/, '').trimEnd(),
    '',
    "/** Each store schema's validator, by its name under schemas/ (as SchemaRegistry names them). */",
    'export const STORE_VALIDATORS: Record<string, ValidateFunction> = {',
    ...names.map((name) => `  '${name}': ${exportName(name)},`),
    '};',
    '',
  ].join('\n');
}

export async function main(argv) {
  const output = await generate();
  if (argv.includes('--check')) {
    let current = null;
    try {
      current = readFileSync(target, 'utf8');
    } catch {}
    if (current !== output) {
      console.error('src/generated/store-validators.ts is stale: run npm run gen:types');
      return 1;
    }
    return 0;
  }
  writeFileSync(target, output);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv);
