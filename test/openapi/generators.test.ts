import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import request from 'supertest';
import { componentName } from '../../src/features/openapi/document.js';
import { loadSchemaFiles } from '../../src/http/schemas.js';
import { buildTestApp } from '../helpers/app.js';
import { ROOT } from '../helpers/child.js';
import { expectSchema } from '../helpers/schema.js';

const run = promisify(execFile);
type Json = Record<string, unknown>;

/**
 * The served document through three client generators integrators use (devDependencies, each a
 * version that runs on Node 20): every type is a component of its own, reached by a plain ref,
 * so each generator names and types it. Before, refs into a component's `$defs` crashed
 * @hey-api/openapi-ts ("Symbol finalName has not been resolved yet") and left 236 fields `any`
 * in swagger-typescript-api's output. About 10 s, most of it the generators starting.
 */
let dir: string;
let document: { components: { schemas: Record<string, Json> } } & Json;
beforeAll(async () => {
  const t = await buildTestApp();
  try {
    document = (await request(t.app).get('/openapi.json').expect(200)).body;
  } finally {
    t.close();
  }
  expectSchema(document, 'openapi.response.schema.json');
  dir = mkdtempSync(join(tmpdir(), 'openapi-generators-'));
  writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'generated-clients', private: true, type: 'module' }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BIN = (name: string) => join(ROOT, 'node_modules/.bin', name);
const generate = (file: string, args: string[], nodeArgs: string[] = []) =>
  run(process.execPath, [...nodeArgs, file, ...args], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', CI: 'true' },
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });

/** The code without its comments: the words of a description are not types. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
const anyLines = (text: string) =>
  code(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\bany\b/.test(line));

function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refs(item, out);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refs(value, out);
    }
  }
  return out;
}

describe('the OpenAPI document for client generators', () => {
  it('has no $defs: each entry of a schema file’s $defs is the component "<file’s component>.<name>"', () => {
    expect(JSON.stringify(document.components)).not.toContain('"$defs"');
    const withDefs = [...loadSchemaFiles()].filter(([, schema]) => schema.$defs);
    expect(withDefs.length).toBeGreaterThanOrEqual(17);
    const expected = withDefs.flatMap(([file, schema]) =>
      Object.keys(schema.$defs as Json).map((def) => `${componentName(file)}.${def}`),
    );
    expect(expected.filter((name) => !(name in document.components.schemas))).toEqual([]);
    expect(document.components.schemas['admin.overview.response.StatusCounts']).toMatchObject({ type: 'object' });
  });

  it('refers to whole components only, each of which exists', () => {
    const all = refs(document);
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((ref) => !/^#\/components\/schemas\/[^/]+$/.test(ref))).toEqual([]);
    expect([...new Set(all)].filter((ref) => !(ref.split('/').pop()! in document.components.schemas))).toEqual([]);
  });

  // @hey-api/openapi-ts drives the TypeScript compiler API, which TypeScript 7 (this project's) no
  // longer has: a resolve hook gives it TypeScript 6 (the devDependency typescript-6) instead.
  it('@hey-api/openapi-ts 0.95 generates a client whose types hold no any', async () => {
    const hook = pathToFileURL(join(ROOT, 'test/helpers/typescript-6-hooks.mjs')).href;
    const register = `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(hook)})`;
    await generate(
      join(ROOT, 'node_modules/@hey-api/openapi-ts/dist/run.mjs'),
      ['-i', 'openapi.json', '-o', 'hey-api'],
      [`--import=${register}`],
    );
    const types = readFileSync(join(dir, 'hey-api/types.gen.ts'), 'utf8');
    expect(types).toMatch(/export type AdminOverviewResponseStatusCounts = \{/);
    expect(anyLines(types)).toEqual([]);
  }, 60_000);

  // Its one any is the snapshot of GET /__admin/state: typed collections beside an open map of
  // further collections, which a TypeScript index signature cannot state.
  it('swagger-typescript-api 13 types every field: an any only as the index signature of an open map', async () => {
    await generate(BIN('swagger-typescript-api'), [
      'generate',
      '-p',
      'openapi.json',
      '-o',
      'sta',
      '-n',
      'api.ts',
      '--no-client',
    ]);
    const types = readFileSync(join(dir, 'sta/api.ts'), 'utf8');
    expect(types).toMatch(/export interface AdminOverviewResponseStatusCounts \{/);
    expect(anyLines(types).filter((line) => line !== '[key: string]: any;')).toEqual([]);
  }, 60_000);

  it('orval 7 generates a fetch client with no any', async () => {
    await generate(BIN('orval'), ['--input', 'openapi.json', '--output', 'orval/api.ts', '--client', 'fetch']);
    const client = readFileSync(join(dir, 'orval/api.ts'), 'utf8');
    expect(client).toMatch(/export (type|interface) AdminOverviewResponseStatusCounts\b/);
    expect(anyLines(client)).toEqual([]);
  }, 60_000);

  // orval's output is not compiled: it renders that open map as `[key: string]: {...}` beside the
  // typed collections, which tsc refuses (TS2411), as the schema says more than TypeScript can.
  it('the code of @hey-api/openapi-ts and swagger-typescript-api compiles under tsc --strict', async () => {
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['hey-api', 'sta']));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['ES2022', 'DOM'],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['hey-api/**/*.ts', 'sta/**/*.ts'],
      }),
    );
    const result = await run(BIN('tsc'), ['-p', 'tsconfig.json'], { cwd: dir, timeout: 60_000 }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? 'tsc failed' }),
    );
    expect(result.stdout).toBe('');
  }, 60_000);
});
