import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keys } from '../helpers/accounts.js';
import { startChild, type ChildServer } from '../helpers/child.js';
import { DEEP } from '../helpers/runs.js';
import { expectSchema } from '../helpers/schema.js';
import { EXIT } from '../../src/tools/cli/verb.js';
import { packedTarball } from './packed.js';

/**
 * What a consumer installs: the packed package, `npm install --omit=optional` in a fresh project
 * (what a CI that only needs memory mode runs), with npm's cache first (--prefer-offline).
 * No install script runs (neither ours nor a runtime dependency's), nothing phones home
 * (@scarf/scarf, swagger-ui-dist's telemetry, is not there: /docs serves the copy the build made),
 * better-sqlite3 is left out, memory mode serves, and file mode says what is missing and how to
 * get it. About 15 s, most of it npm.
 */
let dir: string;
let installLog: string;
let server: ChildServer | undefined;
const app = () => join(dir, 'app');
const cli = () => join(app(), 'node_modules/gateway-sandbox/dist/bundle/cli.mjs');

let tarball: string;

/** A fresh project in `project` that installs the packed package with `flags`; npm's output. */
function install(project: string, flags: string[], timeout: number): string {
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer-app', version: '1.0.0', private: true }),
  );
  const result = spawnSync(
    'npm',
    ['install', ...flags, '--prefer-offline', '--foreground-scripts', '--no-audit', '--no-fund', tarball],
    { cwd: project, encoding: 'utf8', timeout },
  );
  const log = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`npm install failed:\n${log}`);
  return log;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lean-install-'));
  tarball = packedTarball();
  installLog = install(app(), ['--omit=optional'], 180_000);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [cli(), ...args], {
    cwd: app(),
    encoding: 'utf8',
    env: { ...process.env, SANDBOX_LOG_LEVEL: 'silent', ...env },
    timeout: 30_000,
  });

describe('installing the packed package with --omit=optional', () => {
  it('runs no install script, ours or a runtime dependency’s, and installs neither @scarf/scarf nor swagger-ui-dist nor better-sqlite3', () => {
    // --foreground-scripts prints "> name@version script" for every lifecycle script it runs.
    expect(installLog.split('\n').filter((line) => line.startsWith('> '))).toEqual([]);
    const lock = JSON.parse(readFileSync(join(app(), 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const installed = Object.keys(lock.packages).filter((path) => path && existsSync(join(app(), path)));
    expect(installed).toContain('node_modules/gateway-sandbox');
    expect(installed.filter((path) => lock.packages[path].hasInstallScript)).toEqual([]);
    for (const name of ['@scarf/scarf', 'swagger-ui-dist', 'better-sqlite3'])
      expect(existsSync(join(app(), 'node_modules', name))).toBe(false);
  });

  it('starts in memory mode and answers the API and /docs from the installed copy', async () => {
    server = await startChild({}, [], cli());
    const seller = await fetch(`${server.url}/api/seller`, { headers: keys('acme') });
    expect(seller.status).toBe(200);
    expectSchema(await seller.json(), 'seller/seller.response.schema.json');
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    for (const asset of ['/docs/assets/swagger-ui-bundle.js', '/docs/assets/swagger-ui.css']) {
      const response = await fetch(`${server.url}${asset}`);
      expect([asset, response.status]).toEqual([asset, 200]);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  }, 30_000);

  // The sentence a user needs: the package, why it is missing, the command that fixes it.
  const CLEAR =
    /needs the package better-sqlite3, an optional dependency that is not installed \(npm ci --omit=optional leaves it out\): run `npm install better-sqlite3`/;

  it.each([
    ['--db-file', ['--port', '0', '--db-file', 'state.db'], {}],
    ['SANDBOX_DB_FILE', ['--port', '0'], { SANDBOX_DB_FILE: 'state.db' }],
    ['db check', ['db', 'check', '--db-file', 'state.db'], {}],
  ])(
    'file mode by %s: exits 1 naming better-sqlite3 and the fix, without a stack trace, and creates no file',
    (_how, args, env) => {
      const result = run(args, env);
      expect({ status: result.status, stdout: result.stdout }).toEqual({ status: EXIT.refused, stdout: '' });
      expect(result.stderr).toMatch(CLEAR);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(join(app(), 'state.db'))).toBe(false);
    },
  );
});

// A plain install keeps file mode: better-sqlite3 comes with it (here it compiles, a minute or
// more), so only in `npm run test:deep`; the default run does not define it (nothing pending).
if (DEEP) {
  describe('installing the packed package without flags', () => {
    it(
      'installs better-sqlite3 with it, and file mode keeps the state across a restart',
      async () => {
        const full = join(dir, 'full');
        install(full, [], 15 * 60_000);
        expect(existsSync(join(full, 'node_modules/better-sqlite3'))).toBe(true);
        const fullCli = join(full, 'node_modules/gateway-sandbox/dist/bundle/cli.mjs');
        const env = { SANDBOX_DB_FILE: join(full, 'state.db') };
        let running = await startChild(env, [], fullCli);
        const created = await fetch(`${running.url}/__admin/sellers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ legalName: 'Instalação Completa LTDA' }),
        });
        expect(created.status).toBe(201);
        const body = (await created.json()) as { seller: { id: number } };
        expectSchema(body, 'admin/seller-created.response.schema.json');
        await running.stop();
        running = await startChild(env, [], fullCli);
        try {
          const view = await fetch(`${running.url}/__admin/sellers/${body.seller.id}`);
          expect(view.status).toBe(200);
          const seller = await view.json();
          expectSchema(seller, 'admin/seller-view.response.schema.json');
          expect(seller).toMatchObject({ seller: { legalName: 'Instalação Completa LTDA' } });
        } finally {
          await running.stop();
        }
      },
      16 * 60_000,
    );
  });
}
