import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import request from 'supertest';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { buildTestApp } from '../helpers/app.js';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';
import { schemaNames, validateResponse } from '../../src/index.js';

/** docs/openapi.md's "use the schemas in your own contract tests" snippet, run as an integrator would. */
const README = readFileSync(join(ROOT, 'docs/openapi.md'), 'utf8');
const SNIPPET = /<!-- snippet: contract-test -->\n+```js\n([\s\S]*?)```/.exec(README)?.[1] ?? '';

let server: ChildServer;
let dir: string;
beforeAll(async () => {
  server = await startChild();
  dir = mkdtempSync(join(tmpdir(), 'contract-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The snippet with the package name resolved to this checkout's build (dist/index.js, compiled from src/index.ts). */
function runSnippet(env: Record<string, string>) {
  const file = join(dir, 'contract.mjs');
  writeFileSync(file, SNIPPET.replaceAll("'gateway-sandbox'", `'${pathToFileURL(join(ROOT, 'dist/index.js')).href}'`));
  return spawnSync(process.execPath, [file], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 20_000 });
}

describe('the contract-test snippet of the README', () => {
  it('imports the package by its name', () => {
    expect(SNIPPET).toContain("from 'gateway-sandbox'");
  });

  it('passes against a live sandbox', () => {
    const run = runSnippet({ GATEWAY_URL: server.url });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('fails when the answers break the contract (keys of a user without a seller account: 404)', () => {
    const run = runSnippet({
      GATEWAY_URL: server.url,
      API_PUBLIC_KEY: ACCOUNTS.orphan.publicKey,
      API_PRIVATE_KEY: ACCOUNTS.orphan.privateKey,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/AssertionError/);
  });
});

describe('the package entry (src/index.ts)', () => {
  it('validates real answers and names what is wrong in broken ones', async () => {
    const t = await buildTestApp();
    try {
      const seller = (await request(t.app).get('/api/seller').set(keys('acme')).expect(200)).body;
      expect(validateResponse('seller/seller.response.schema.json', seller)).toEqual([]);
      const { id: _id, ...withoutId } = seller;
      expect(validateResponse('seller/seller.response.schema.json', { ...withoutId, blocked: 'no' })).toEqual(
        expect.arrayContaining(["(root) must have required property 'id'", '/blocked must be boolean']),
      );
      const notFound = (await request(t.app).get('/api/transactions/99999999').set(keys('acme')).expect(404)).body;
      expect(validateResponse('errors/transactions.error.schema.json', notFound)).toEqual([]);
    } finally {
      t.close();
    }
  });

  it('lists every schema the README names', () => {
    for (const name of README.matchAll(/'((?:[a-z-]+\/)*[a-z.-]+\.schema\.json)'/g))
      expect(schemaNames()).toContain(name[1]);
    expect(schemaNames().filter((name) => name.startsWith('errors/')).length).toBeGreaterThanOrEqual(6);
  });
});
