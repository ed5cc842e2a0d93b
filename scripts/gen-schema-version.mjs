// Writes CURRENT_SCHEMA_VERSION (src/core/store/migrations/index.ts: 1 + the number of migrations)
// into schemas/store/meta.schema.json as the const of `schemaVersion`, so the list of
// migrations is the one source of the version: the stored state's schema, its generated type
// and validator, and the OpenAPI document follow it. `--check` exits 1 when the schema is
// stale; scripts/gen-types.mjs runs this one first, before it reads the schemas.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './import-src.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'schemas/store/meta.schema.json');

export async function main(argv) {
  const { CURRENT_SCHEMA_VERSION } = await importSource(
    "export { CURRENT_SCHEMA_VERSION } from './src/core/store/migrations/index.ts';",
  );
  const text = readFileSync(target, 'utf8');
  const schema = JSON.parse(text);
  schema.properties.schemaVersion.const = CURRENT_SCHEMA_VERSION;
  const output = `${JSON.stringify(schema, null, 2)}\n`;
  if (output === text) return 0;
  if (argv.includes('--check')) {
    console.error(
      `schemas/store/meta.schema.json is stale (schemaVersion must be ${CURRENT_SCHEMA_VERSION}): run npm run gen:types`,
    );
    return 1;
  }
  writeFileSync(target, output);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv);
