// Generates src/generated/schema-types.ts from schemas/: the TypeScript types are never
// written by hand. `node scripts/gen-types.mjs --check` exits 1 when the file is stale.
// It then runs scripts/gen-openapi-paths.mjs (src/generated/openapi-paths.ts, the typed
// clients' `paths`), which reads these types, the same way.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFromFile } from 'json-schema-to-typescript';
import { main as generateOpenApiPaths } from './gen-openapi-paths.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = join(root, 'schemas');
const target = join(root, 'src/generated/schema-types.ts');

function schemaFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? schemaFiles(join(dir, entry.name)) : entry.name.endsWith('.schema.json') ? [join(dir, entry.name)] : []))
    .sort();
}

export async function generate() {
  const parts = ['/* eslint-disable */\n// Generated from schemas/ by scripts/gen-types.mjs. Do not edit: change the schema and run `npm run gen:types`.\n'];
  const seen = new Set();
  for (const file of schemaFiles(schemasDir)) {
    const ts = await compileFromFile(file, {
      cwd: dirname(file),
      bannerComment: `// ${relative(root, file)}`,
      declareExternallyReferenced: true,
      unreachableDefinitions: true,
      additionalProperties: false,
      strictIndexSignatures: false,
      format: true,
    });
    // Each file declares the types it references; keep the first declaration of each name.
    const blocks = ts.split(/\n(?=(?:\/\*\*[\s\S]*?\*\/\n)?export )/);
    for (const block of blocks) {
      const name = /export (?:interface|type) (\w+)/.exec(block)?.[1];
      if (name && seen.has(name)) continue;
      if (name) seen.add(name);
      parts.push(block.trimEnd() + '\n');
    }
  }
  return parts.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const output = await generate();
  if (process.argv.includes('--check')) {
    const current = readFileSync(target, 'utf8');
    if (current !== output) {
      console.error('src/generated/schema-types.ts is stale: run npm run gen:types');
      process.exit(1);
    }
  } else {
    writeFileSync(target, output);
  }
  if ((await generateOpenApiPaths(process.argv)) !== 0) process.exit(1);
}
