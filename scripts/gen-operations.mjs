// Generates src/generated/operations.ts from the route table's rows (through the OpenAPI
// document they write): every operationId → its method, its path template, and where the
// path is rooted. The admin client, the CLI, the console and the tenant move call an
// operation by its id through one typed `call` (src/tools/client/call.ts), so a new route row is
// a new operation of every tool, and no tool writes an admin path of its own.
// The file imports nothing but types, so the console's bundle can import it (no server code).
// `node scripts/gen-operations.mjs --check` exits 1 when the file is stale; scripts/gen-types.mjs runs it.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './gen-openapi-paths.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'src/generated/operations.ts');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const ADMIN = '/__admin';
const OPERATOR = '/__admin/tenants';

/**
 * Where an operation's path is rooted. `sandbox`: one sandbox's admin routes, under its base
 * (/__admin, or /__admin/tenants/{name} for a tenant), so the template is what follows it;
 * `operator`: the operator's routes of tenants; `root`: the public API and the rest, as is.
 */
function placeOf(path) {
  if (path === OPERATOR || path.startsWith(`${OPERATOR}/`)) return { base: 'operator', template: path };
  if (path.startsWith(`${ADMIN}/`)) return { base: 'sandbox', template: path.slice(ADMIN.length) };
  return { base: 'root', template: path };
}

/** The module's text; `routes`: the rows to read (default: the server's documented ones). */
export async function generate(routes) {
  const document = await openApiDocument(routes);
  const lines = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const { base, template } = placeOf(path);
      lines.push(`  /** ${method.toUpperCase()} ${path}: ${operation.summary.replace(/\*\//g, '* /')} */`);
      lines.push(`  ${operation.operationId}: { method: '${method}', base: '${base}', path: '${template}' },`);
    }
  }
  return [
    '/* eslint-disable */',
    '// Generated from the route table (operationId of each row, through src/features/openapi/document.ts) by',
    '// scripts/gen-operations.mjs. Do not edit: change the route rows and run `npm run gen:types`.',
    '',
    "/** Where the `sandbox` and `operator` paths are rooted: the default sandbox's admin base, and the operator's. */",
    `export const BASES = { sandbox: '${ADMIN}', operator: '${OPERATOR}' } as const;`,
    '',
    '/**',
    ' * Every operation of the sandbox by its operationId: its method, where its path is rooted',
    " * (`sandbox`: after the sandbox's admin base, BASES.sandbox or BASES.operator/{name}; `operator`:",
    ' * the routes of tenants; `root`: as is), and its path template ({id} style). Typed calls read',
    ' * bodies and answers off `operations` of src/generated/openapi-paths.ts by the same id.',
    ' */',
    'export const OPERATIONS = {',
    ...lines,
    '} as const;',
    '',
    'export type OperationId = keyof typeof OPERATIONS;',
    '',
  ].join('\n');
}

export async function main(argv) {
  const output = await generate();
  if (argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== output) {
      console.error('src/generated/operations.ts is stale: run npm run gen:types');
      return 1;
    }
    return 0;
  }
  writeFileSync(target, output);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv);
