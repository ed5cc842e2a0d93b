// Generates src/generated/openapi-paths.ts from the OpenAPI document (src/features/openapi/document.ts
// over every operation): the `paths` and `operations` interfaces in openapi-typescript's
// shape, which openapi-fetch types its calls from. Bodies are not retyped: each schema
// component is the type scripts/gen-types.mjs made from its file (named by its `title`).
// openapi-typescript itself cannot be installed here (it peers on TypeScript 5).
// `node scripts/gen-openapi-paths.mjs --check` exits 1 when the file is stale;
// scripts/gen-types.mjs runs this one too.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './import-src.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'src/generated/openapi-paths.ts');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The document as the server builds it, from the TypeScript sources (no build needed); `routes`: other rows (a test's next release). */
export async function openApiDocument(routes) {
  const { buildOpenApiDocument, ROUTES, loadSchemaFiles } = await importSource(
    "export { buildOpenApiDocument } from './src/features/openapi/document.ts'; export { DOCUMENTED_ROUTES as ROUTES } from './src/sandbox/modules.ts'; export { loadSchemaFiles } from './src/http/schemas.ts';",
  );
  return buildOpenApiDocument({
    version: '0',
    schemaFiles: loadSchemaFiles(join(root, 'schemas')),
    operations: routes ?? ROUTES,
  });
}

const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A query or path parameter's schema (integer, string, enum) as a TypeScript type. */
function parameterType(schema) {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'boolean';
  return 'string';
}

/** The title of the schema a `$ref` names (every ref of the document names a whole component). */
function titleOf(document, ref) {
  const [, name] = /^#\/components\/schemas\/([^/]+)$/.exec(ref ?? '') ?? [];
  const target = name && document.components.schemas[name];
  if (!target) return undefined;
  // A group's error body at one status (errors.<group>.<status>) narrows the group's schema: its type is that schema's.
  if (/Error\d{3}$/.test(target.title ?? '')) return titleOf(document, target.$ref ?? target.allOf?.[0]?.$ref);
  return target.title;
}

function contentType(document, media, schema) {
  if (media !== 'application/json') return 'string';
  const title = titleOf(document, schema.$ref);
  if (!title) throw new Error(`no title for ${schema.$ref}`);
  return `S.${title.replace(/[^A-Za-z0-9_]/g, '')}`;
}

function parameters(operation) {
  const groups = { query: [], path: [] };
  for (const parameter of operation.parameters ?? []) {
    // The document types path parameters as strings; every one of ours is an id, so a number is welcome too.
    const type = parameter.in === 'path' ? 'string | number' : parameterType(parameter.schema);
    groups[parameter.in]?.push(`${quote(parameter.name)}${parameter.required ? '' : '?'}: ${type};`);
  }
  const group = (name, entries) => {
    if (!entries.length) return `${name}?: never;`;
    const required = operation.parameters.some((parameter) => parameter.in === name && parameter.required);
    return `${name}${required ? '' : '?'}: { ${entries.join(' ')} };`;
  };
  return `{ ${group('query', groups.query)} header?: never; ${group('path', groups.path)} cookie?: never }`;
}

function operationType(document, operation) {
  const lines = [`    parameters: ${parameters(operation)};`];
  const body = operation.requestBody;
  if (body) {
    const [media, { schema }] = Object.entries(body.content)[0];
    lines.push(
      `    requestBody${body.required ? '' : '?'}: { content: { ${quote(media)}: ${contentType(document, media, schema)} } };`,
    );
  } else {
    lines.push('    requestBody?: never;');
  }
  lines.push('    responses: {');
  for (const [status, response] of Object.entries(operation.responses)) {
    const content = Object.entries(response.content ?? {}).map(
      ([media, { schema }]) => `${quote(media)}: ${contentType(document, media, schema)}`,
    );
    lines.push(`      /** ${response.description.replace(/\*\//g, '* /')} */`);
    lines.push(`      ${status}: { headers: { [name: string]: unknown }; content: { ${content.join('; ')} } };`);
  }
  lines.push('    };');
  return lines.join('\n');
}

export async function generate() {
  const document = await openApiDocument();
  const pathLines = [];
  const operationLines = [];
  for (const [path, item] of Object.entries(document.paths)) {
    pathLines.push(`  ${quote(path)}: {`);
    pathLines.push('    parameters: { query?: never; header?: never; path?: never; cookie?: never };');
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) {
        pathLines.push(`    ${method}?: never;`);
        continue;
      }
      pathLines.push(`    /** ${operation.summary.replace(/\*\//g, '* /')} */`);
      pathLines.push(`    ${method}: operations[${quote(operation.operationId)}];`);
      operationLines.push(`  ${operation.operationId}: {`, operationType(document, operation), '  };');
    }
    pathLines.push('  };');
  }
  return [
    '/* eslint-disable */',
    '// Generated from the OpenAPI document (src/features/openapi/document.ts) by scripts/gen-openapi-paths.mjs.',
    '// Do not edit: change the operations or the schemas and run `npm run gen:types`.',
    "import type * as S from './schema-types.js';",
    '',
    '/** Every operation of the sandbox by path and method, in the shape openapi-typescript writes (openapi-fetch reads it). */',
    'export interface paths {',
    ...pathLines,
    '}',
    '',
    'export interface operations {',
    ...operationLines,
    '}',
    '',
  ].join('\n');
}

export async function main(argv) {
  const output = await generate();
  if (argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== output) {
      console.error('src/generated/openapi-paths.ts is stale: run npm run gen:types');
      return 1;
    }
    return 0;
  }
  writeFileSync(target, output);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv);
