// First writes the stored state's schemaVersion into schemas/store/meta.schema.json from the
// migrations (scripts/gen-schema-version.mjs). Then generates, from schemas/,
// src/generated/schema-types.ts (the TypeScript types) and src/generated/schema-enums.ts
// (every named enum as a value: SALE_STATUS_VALUES...), so neither is written by hand.
// `node scripts/gen-types.mjs --check` exits 1 when any of them is stale.
// It then runs scripts/gen-openapi-paths.mjs (src/generated/openapi-paths.ts, the typed
// clients' `paths`), which reads these types, and scripts/gen-store-validators.mjs
// (src/generated/store-validators.ts, the store schemas compiled ahead) and scripts/gen-operations.mjs
// (src/generated/operations.ts, every operationId's method and path), the same way.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileFromFile } from 'json-schema-to-typescript';
import { main as generateOpenApiPaths } from './gen-openapi-paths.mjs';
import { main as generateStoreValidators } from './gen-store-validators.mjs';
import { main as generateOperations } from './gen-operations.mjs';
import { main as generateMethodLabels } from './gen-method-labels.mjs';
import { main as generateFeeRows } from './gen-fee-rows.mjs';
import { main as generateSchemaVersion } from './gen-schema-version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = join(root, 'schemas');
const target = join(root, 'src/generated/schema-types.ts');
const enumsTarget = join(root, 'src/generated/schema-enums.ts');
const mapTarget = join(root, 'src/generated/schema-map.ts');
const BANNER =
  '/* eslint-disable */\n// Generated from schemas/ by scripts/gen-types.mjs. Do not edit: change the schema and run `npm run gen:types`.\n';

function schemaFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? schemaFiles(join(dir, entry.name))
        : entry.name.endsWith('.schema.json')
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}

/** Each schema file's root type, by the name routes give the schema (its path under schemas/). */
const rootTypes = new Map();

export async function generate() {
  const parts = [BANNER];
  const seen = new Set();
  rootTypes.clear();
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
    // The root's type is named after the schema's title (json-schema-to-typescript strips what is not an identifier).
    const title = JSON.parse(readFileSync(file, 'utf8')).title;
    const names = blocks.map((block) => /export (?:interface|type) (\w+)/.exec(block)?.[1]).filter(Boolean);
    const safeTitle = typeof title === 'string' ? title.replace(/[^A-Za-z0-9_$]/g, '') : '';
    const rootName = names.find((name) => name.toLowerCase() === safeTitle.toLowerCase());
    if (rootName) rootTypes.set(relative(schemasDir, file).split('\\').join('/'), rootName);
    for (const block of blocks) {
      const name = /export (?:interface|type) (\w+)/.exec(block)?.[1];
      if (name && seen.has(name)) continue;
      if (name) seen.add(name);
      parts.push(block.trimEnd() + '\n');
    }
  }
  return parts.join('\n');
}

/** "SaleStatus" → "SALE_STATUS_VALUES" */
const constantName = (name) => `${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_VALUES`;
const IDENTIFIER = /^[A-Z][A-Za-z0-9]*$/;

/**
 * Every enum of the schemas that has a name (its `title`, or else its key under `$defs`), in
 * file order. An unnamed enum (an inline property) is not a shared fact and is left out. The
 * same name twice must mean the same values.
 */
export function schemaEnums() {
  const found = new Map();
  for (const file of schemaFiles(schemasDir)) {
    const source = relative(root, file);
    const walk = (node, pointer, defsKey) => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${pointer}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const name = typeof node.title === 'string' && IDENTIFIER.test(node.title) ? node.title : defsKey;
      if (Array.isArray(node.enum) && name) {
        const previous = found.get(name);
        if (previous && JSON.stringify(previous.values) !== JSON.stringify(node.enum))
          throw new Error(`enum ${name} has different values in ${previous.where} and ${source}#${pointer}`);
        if (!previous) found.set(name, { name, values: node.enum, where: `${source}#${pointer}` });
      }
      for (const [key, value] of Object.entries(node))
        walk(value, `${pointer}/${key}`, pointer.endsWith('/$defs') && IDENTIFIER.test(key) ? key : undefined);
    };
    walk(JSON.parse(readFileSync(file, 'utf8')), '');
  }
  return [...found.values()];
}

/** src/generated/schema-enums.ts: each named enum as a readonly tuple, typed by the generated type of the same name. */
export function generateEnums(types) {
  const enums = schemaEnums();
  const declared = (name) => new RegExp(`^export type ${name} =`, 'm').test(types);
  const imported = enums.filter((e) => declared(e.name)).map((e) => e.name);
  const parts = [
    BANNER +
      '// Every named enum of the schemas as a value, for lists and tables over it (a `Record<Type, ...>` over one\n// breaks the build when the schema gains a value and the table lacks its row).\n',
    `import type { ${imported.join(', ')} } from './schema-types.js';\n\nexport type { ${imported.join(', ')} };\n`,
  ];
  for (const { name, values, where } of enums) {
    const list = values.map((value) => JSON.stringify(value).replace(/^"(.*)"$/, "'$1'")).join(', ');
    const typed = declared(name) ? ` satisfies readonly ${name}[]` : '';
    parts.push(`/** ${where} */\nexport const ${constantName(name)} = [${list}] as const${typed};\n`);
    if (!declared(name)) parts.push(`export type ${name} = (typeof ${constantName(name)})[number];\n`);
  }
  return parts.join('\n');
}

/**
 * src/generated/schema-map.ts: every schema's name (as a route row's `request.schema` spells
 * it) to its TypeScript type, so the pipeline hands a handler its checked body typed, without
 * a cast (src/http/route.ts `route()`). Call after generate().
 */
export function generateSchemaMap() {
  const names = [...new Set(rootTypes.values())].sort();
  const rows = [...rootTypes].map(([file, name]) => `  '${file}': ${name};`);
  return [
    BANNER,
    `import type {\n${names.map((name) => `  ${name},`).join('\n')}\n} from './schema-types.js';\n`,
    '/** Each schema, by its path under schemas/, to the type of what it accepts. */',
    `export interface SchemaTypes {\n${rows.join('\n')}\n}\n`,
    'export type SchemaName = keyof SchemaTypes;\n',
    'export type SchemaBody<S extends SchemaName> = SchemaTypes[S];\n',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if ((await generateSchemaVersion(process.argv)) !== 0) process.exit(1);
  if ((await generateFeeRows(process.argv)) !== 0) process.exit(1);
  const output = await generate();
  const enums = generateEnums(output);
  const schemaMap = generateSchemaMap();
  if (process.argv.includes('--check')) {
    const stale = [
      [target, output],
      [enumsTarget, enums],
      [mapTarget, schemaMap],
    ].filter(([file, text]) => {
      try {
        return readFileSync(file, 'utf8') !== text;
      } catch {
        return true;
      }
    });
    for (const [file] of stale) console.error(`${relative(root, file)} is stale: run npm run gen:types`);
    if (stale.length) process.exit(1);
  } else {
    writeFileSync(target, output);
    writeFileSync(enumsTarget, enums);
    writeFileSync(mapTarget, schemaMap);
  }
  if ((await generateOpenApiPaths(process.argv)) !== 0) process.exit(1);
  if ((await generateStoreValidators(process.argv)) !== 0) process.exit(1);
  if ((await generateOperations(process.argv)) !== 0) process.exit(1);
  if ((await generateMethodLabels(process.argv)) !== 0) process.exit(1);
}
