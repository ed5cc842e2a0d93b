import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';
import { packedTarball } from './packed.js';

/**
 * The package as an integrator gets it: `npm pack`, the tarball unpacked into a fresh
 * project's node_modules, used from a fresh ES module project and a fresh CommonJS project
 * (node, jest with and without --experimental-vm-modules, node --test) and type-checked by
 * tsc. Its runtime dependencies are linked from this checkout's node_modules instead of
 * installed (an install compiles better-sqlite3, about a minute here); nothing else is
 * linked, so a dev dependency the bundles forgot would fail here.
 */
const README = readFileSync(join(ROOT, 'docs/testing.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const snippet = (marker: string) => {
  const found = new RegExp(`<!-- ${marker} -->\\n+\`\`\`js\\n([\\s\\S]*?)\`\`\``).exec(README)?.[1];
  if (!found) throw new Error(`docs/testing.md has no ${marker} snippet`);
  return found;
};

let dir: string;
let server: ChildServer;
const JEST = join(ROOT, 'node_modules/jest/bin/jest.js');
const TSC = join(ROOT, 'node_modules/.bin/tsc');

function write(path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}

function link(name: string, target: string): void {
  mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true });
  symlinkSync(target, join(dir, 'node_modules', name));
}

const ok = (run: SpawnSyncReturns<string>) => ({
  status: run.status,
  output: run.status === 0 ? '' : `${run.stdout}\n${run.stderr}`,
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'consumers-'));
  mkdirSync(join(dir, 'node_modules/gateway-sandbox'), { recursive: true });
  execFileSync('tar', [
    '-xzf',
    packedTarball(),
    '-C',
    join(dir, 'node_modules/gateway-sandbox'),
    '--strip-components=1',
  ]);
  for (const name of Object.keys(pkg.dependencies)) link(name, join(ROOT, 'node_modules', name));
  link('@types/node', join(ROOT, 'node_modules/@types/node'));
  write('esm/package.json', JSON.stringify({ name: 'consumer-esm', private: true, type: 'module' }));
  write('cjs/package.json', JSON.stringify({ name: 'consumer-cjs', private: true, type: 'commonjs' }));
  // The first start of an installed package builds the fixtures once (no cache is shipped).
  execFileSync(process.execPath, ['-e', "require('gateway-sandbox/testing').startSandbox().then((s) => s.close())"], {
    cwd: join(dir, 'cjs'),
    timeout: 60_000,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the packed package, from fresh projects', () => {
  const ENTRIES = "['gateway-sandbox', 'gateway-sandbox/testing', 'gateway-sandbox/client', 'gateway-sandbox/types']";
  const CHECK = `
    const [root, testing, client] = loaded;
    const expected = [root.validateResponse, root.startServer, testing.startSandbox, testing.startReceiver, testing.waitForDelivery, testing.expectMatchesSchema, testing.createAdminClient, testing.SandboxRefusal, client.createGatewayClient, client.verifySignature];
    if (!expected.every((value) => typeof value === 'function')) throw new Error('missing exports');
    if (Object.keys(loaded[3]).length !== 0) throw new Error('types has values');
  `;

  it('imports every entry from an ES module project', () => {
    write(
      'esm/entries.mjs',
      `const loaded = await Promise.all(${ENTRIES}.map((name) => import(name)));\n${CHECK}\nconst schema = await import('gateway-sandbox/schemas/seller/seller.response.schema.json', { with: { type: 'json' } });\nif (!schema.default.$id) throw new Error('no schema');`,
    );
    expect(
      ok(spawnSync(process.execPath, ['entries.mjs'], { cwd: join(dir, 'esm'), encoding: 'utf8', timeout: 30_000 })),
    ).toEqual({ status: 0, output: '' });
  });

  it('requires every entry from a CommonJS project', () => {
    write(
      'cjs/entries.js',
      `const loaded = ${ENTRIES}.map((name) => require(name));\n${CHECK}\nif (!require('gateway-sandbox/schemas/seller/seller.response.schema.json').$id) throw new Error('no schema');\nif (!require('gateway-sandbox/testing').startSandbox.toString().includes('startServer')) throw new Error('not the testing build');`,
    );
    expect(
      ok(spawnSync(process.execPath, ['entries.js'], { cwd: join(dir, 'cjs'), encoding: 'utf8', timeout: 30_000 })),
    ).toEqual({ status: 0, output: '' });
  });

  it('runs the README’s jest recipe for ES modules (--experimental-vm-modules)', () => {
    write('esm/sandbox.test.js', snippet('recipe: jest-esm'));
    const run = spawnSync(
      process.execPath,
      [
        JEST,
        '--rootDir',
        join(dir, 'esm'),
        '--config',
        JSON.stringify({ testEnvironment: 'node', transform: {} }),
        '--cacheDirectory',
        join(dir, 'jest-cache'),
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
        timeout: 60_000,
      },
    );
    expect(ok(run)).toEqual({ status: 0, output: '' });
    expect(run.stderr).toMatch(/Tests:\s+1 passed, 1 total/);
  });

  it('runs the README’s jest recipe for CommonJS (no flag: the CommonJS build)', () => {
    write('cjs/sandbox.test.js', snippet('recipe: jest-cjs'));
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const run = spawnSync(
      process.execPath,
      [
        JEST,
        '--rootDir',
        join(dir, 'cjs'),
        '--config',
        JSON.stringify({ testEnvironment: 'node' }),
        '--cacheDirectory',
        join(dir, 'jest-cache'),
      ],
      { encoding: 'utf8', env, timeout: 60_000 },
    );
    expect(ok(run)).toEqual({ status: 0, output: '' });
    expect(run.stderr).toMatch(/Tests:\s+1 passed, 1 total/);
  });

  it('runs the README’s node --test recipe', () => {
    write('esm/sandbox.node-test.mjs', snippet('recipe: node-test'));
    const run = spawnSync(process.execPath, ['--test', 'sandbox.node-test.mjs'], {
      cwd: join(dir, 'esm'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(ok(run)).toEqual({ status: 0, output: '' });
    expect(run.stdout).toMatch(/# pass 1\n# fail 0/);
  });

  it('runs the README’s typed-client example against a live sandbox', async () => {
    server = await startChild();
    write('esm/typed-client.mjs', snippet('snippet: typed-client'));
    const run = spawnSync(process.execPath, ['typed-client.mjs'], {
      cwd: join(dir, 'esm'),
      encoding: 'utf8',
      env: { ...process.env, GATEWAY_URL: server.url },
      timeout: 30_000,
    });
    expect(ok(run)).toEqual({ status: 0, output: '' });
    expect(run.stdout).toMatch(
      /^sale \d+ PENDENTE, PIX code 000201\S*\.\.\.\npostback: sale \d+ is PAGO\n404 NOT_FOUND\n$/,
    );
  });

  // skipLibCheck off: the declarations of ./testing, ./client and ./types need nothing the consumer lacks.
  // (The root entry's need @types/express: createApp and startServer expose Express types.)
  it('type-checks an ES module and a CommonJS TypeScript consumer with tsc', () => {
    write('ts/package.json', JSON.stringify({ name: 'consumer-ts', private: true, type: 'module' }));
    write(
      'ts/tsconfig.json',
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['node'],
        },
        include: ['*.ts', '*.cts'],
      }),
    );
    write(
      'ts/consumer.ts',
      `import { expectMatchesSchema, schemaProblems, startReceiver, startSandbox, SandboxRefusal, type Sandbox } from 'gateway-sandbox/testing';
import { createGatewayClient, verifySignature, type ApiResult } from 'gateway-sandbox/client';
import type { CashoutError, Sale, SaleCreateInput, paths } from 'gateway-sandbox/types';

const sandbox: Sandbox = await startSandbox({ clock: 'running', settings: { webhookRetryDelaysMs: [50] } });
const client = createGatewayClient({ baseUrl: sandbox.url, ...sandbox.keys.acme });
const input: SaleCreateInput = { amount: 1000, paymentMethod: 'TRANSFER', customer: { name: 'A', email: 'a@example.com' }, items: [{ title: 'x', unitPrice: 1000, quantity: 1, tangible: false }] };
const created = await client.sales.create(input);
if (!created.error) {
  const sale: Sale = (await sandbox.admin.sales.move(created.data.sale.id, 'PAGO'));
  expectMatchesSchema(sale, 'sale');
}
const cashout = await client.cashouts.create({ amount: 150, pixKey: '52998224725' });
const refusal: CashoutError | undefined = cashout.error;
const result: ApiResult<unknown, unknown> = cashout;
type SellerPath = paths['/api/seller']['get'];
const ok: boolean = await verifySignature('{}', 'ab', 'secret');
const problems: string[] = schemaProblems({}, 'seller');
const receiver = await startReceiver({ secret: sandbox.keys.acme.webhookSecret, status: (got) => (got.signatureValid === false ? 401 : 200) });
// @ts-expect-error sale statuses are the spec's, in capitals
await sandbox.admin.sales.move(1, 'paid');
// @ts-expect-error amounts of sales are integer cents
await client.sales.create({ ...input, amount: '10.00' });
void [refusal, result, ok, problems, SandboxRefusal, {} as SellerPath];
await receiver.close();
await sandbox.close();
`,
    );
    write(
      'ts/legacy.cts',
      `import { startSandbox } from 'gateway-sandbox/testing';
import { createGatewayClient } from 'gateway-sandbox/client';
export async function main(): Promise<number> {
  const sandbox = await startSandbox();
  const seller = await createGatewayClient({ baseUrl: sandbox.url, ...sandbox.keys.bravo }).seller.get();
  await sandbox.close();
  return seller.data?.id ?? 0;
}
`,
    );
    expect(ok(spawnSync(TSC, ['-p', join(dir, 'ts/tsconfig.json')], { encoding: 'utf8', timeout: 60_000 }))).toEqual({
      status: 0,
      output: '',
    });
  });
});
