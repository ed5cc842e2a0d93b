import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';

/**
 * The Shared sandbox CI examples (docs/shared-sandbox.md) (issue 29), run as a pipeline would: against a live
 * sandbox with an operator token and a creator token, the creator token alone in the pipeline's environment.
 */
const README = readFileSync(join(ROOT, 'docs/shared-sandbox.md'), 'utf8');
const snippet = (name: string) =>
  new RegExp(`<!-- snippet: ${name} -->\\n\`\`\`js\\n([\\s\\S]*?)\`\`\``).exec(README)?.[1] ?? '';
const OPERATOR = 'op-secret-readme-0123456789';
const CREATOR = 'ci-secret-readme-0123456789';

let server: ChildServer;
let dir: string;
beforeAll(async () => {
  server = await startChild({ SANDBOX_ADMIN_TOKEN: OPERATOR, SANDBOX_TENANT_CREATOR_TOKEN: `${CREATOR},qa-secret` });
  dir = mkdtempSync(join(tmpdir(), 'readme-ci-'));
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The snippet with the package's name resolved to this checkout's build (what `gateway-sandbox/testing` imports). */
function write(name: string, file: string): string {
  const code = snippet(name);
  expect(code).toContain("from 'gateway-sandbox/testing'");
  const path = join(dir, file);
  const kit = pathToFileURL(join(ROOT, 'dist/bundle/testing.mjs')).href;
  writeFileSync(path, code.replaceAll("'gateway-sandbox/testing'", `'${kit}'`));
  return path;
}

const env = () => ({
  ...process.env,
  SANDBOX_URL: server.url,
  SANDBOX_TENANT_CREATOR_TOKEN: CREATOR,
  NODE_OPTIONS: '',
});

const tenantsLeft = async () =>
  (
    (await (await fetch(`${server.url}/__admin/tenants`, { headers: { 'X-Admin-Token': OPERATOR } })).json()) as {
      tenants: unknown[];
    }
  ).tenants;

describe("the README's CI examples with createTenant", () => {
  it('node:test: passes, and leaves no tenant behind', async () => {
    const file = write('shared-ci-node-test', 'checkout.test.mjs');
    const run = spawnSync(process.execPath, ['--test', file], { encoding: 'utf8', env: env(), timeout: 60_000 });
    expect({ status: run.status, out: run.status === 0 ? '' : run.stdout + run.stderr }).toEqual({
      status: 0,
      out: '',
    });
    expect(run.stdout).toMatch(/# pass 1/);
    expect(await tenantsLeft()).toEqual([]);
  });

  it('jest: passes, and leaves no tenant behind', async () => {
    const file = write('shared-ci-jest', 'checkout.test.mjs');
    const jest = join(ROOT, 'node_modules/jest/bin/jest.js');
    const run = spawnSync(
      process.execPath,
      [jest, '--rootDir', dir, '--config', '{"transform":{}}', '--runTestsByPath', file],
      { encoding: 'utf8', env: { ...env(), NODE_OPTIONS: '--experimental-vm-modules' }, timeout: 60_000, cwd: dir },
    );
    expect({ status: run.status, out: run.status === 0 ? '' : run.stdout + run.stderr }).toEqual({
      status: 0,
      out: '',
    });
    expect(run.stderr).toMatch(/Tests:\s+1 passed/);
    expect(await tenantsLeft()).toEqual([]);
  });

  it('without the creator token the pipeline is refused, naming nothing it could use', () => {
    const file = write('shared-ci-node-test', 'refused.test.mjs');
    const run = spawnSync(process.execPath, ['--test', file], {
      encoding: 'utf8',
      env: { ...env(), SANDBOX_TENANT_CREATOR_TOKEN: 'wrong' },
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('401');
  });
});
