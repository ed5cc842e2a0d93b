import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { DEEP } from '../helpers/runs.js';
import { systemBinary } from '../helpers/system-packages.js';

/**
 * `npm test`'s pretest (scripts/ensure-system-packages.mjs) provides the Debian packages of
 * scripts/system-packages.json, so `git clone && npm ci && npm test` passes on a fresh Debian
 * machine: it installs a missing one with apt-get when it may (root), and otherwise says in one
 * line which command does it; the suites that need it then fail with that line.
 */
const SCRIPT = join(ROOT, 'scripts/ensure-system-packages.mjs');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'system-packages-'));
  chmodSync(dir, 0o755);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A list of one package that is not installed here: Debian's `hello` (tiny). */
function helloList(): string {
  const file = join(dir, 'list.json');
  writeFileSync(file, JSON.stringify({ hello: { binary: '/usr/bin/hello', neededBy: 'the greeting tests' } }));
  chmodSync(file, 0o644);
  return file;
}

const run = (command: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command[0], command.slice(1), { encoding: 'utf8', env, timeout: 15 * 60_000 });

describe('npm test’s pretest', () => {
  it('runs the script before the build', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.pretest).toBe('node scripts/ensure-system-packages.mjs && npm run build');
  });

  it('lists chromium, for the browser tests', () => {
    const list = JSON.parse(readFileSync(join(ROOT, 'scripts/system-packages.json'), 'utf8')) as Record<
      string,
      { binary: string; env?: string; neededBy: string }
    >;
    expect(list.chromium).toEqual({
      binary: '/usr/bin/chromium',
      env: 'SANDBOX_CHROMIUM',
      neededBy: expect.stringContaining('test/console/'),
    });
  });

  it('without root, installs nothing and names the command in one line, then lets the tests run (exit 0)', () => {
    if (process.getuid?.() !== 0) throw new Error('this test drops to the user nobody: run it as root (as CI does)');
    const result = run(['runuser', '-u', 'nobody', '--', process.execPath, SCRIPT, helloList()], {
      PATH: process.env.PATH,
    });
    expect({ status: result.status, stdout: result.stdout }).toEqual({ status: 0, stdout: '' });
    expect(result.stderr).toBe(
      'hello is not installed (/usr/bin/hello); the greeting tests fail until it is. Run: sudo apt-get install -y hello\n',
    );
    expect(existsSync('/usr/bin/hello')).toBe(false);
  });

  it('does not run apt-get for a binary its variable points elsewhere, and names the variable', () => {
    const result = run([process.execPath, SCRIPT], { ...process.env, SANDBOX_CHROMIUM: join(dir, 'no-chromium') });
    expect({ status: result.status, stdout: result.stdout }).toEqual({ status: 0, stdout: '' });
    expect(result.stderr).toBe(
      `chromium: SANDBOX_CHROMIUM=${join(dir, 'no-chromium')} is not an executable; the browser tests (test/console/, test/client/browser.test.ts, test/verify/junit.test.ts) fail until it points at one (or unset it and run: apt-get install -y chromium).\n`,
    );
  });

  it('fails a browser suite with that line (the helper every browser suite launches through)', () => {
    expect(() => systemBinary('chromium', { SANDBOX_CHROMIUM: join(dir, 'no-chromium') })).toThrow(
      `chromium: SANDBOX_CHROMIUM=${join(dir, 'no-chromium')} is not an executable`,
    );
  });

  // Real apt-get against Debian's archive: about half a minute, and it changes the machine (then
  // undoes it), so only in `npm run test:deep`; the default run does not define it (nothing pending).
  if (DEEP) {
    it(
      'as root, installs a missing package with apt-get and then says nothing',
      () => {
        const result = run([process.execPath, SCRIPT, helloList()]);
        try {
          expect(result.status).toBe(0);
          expect(result.stderr).toContain('Installing hello for the tests: apt-get install -y hello');
          expect(result.stderr).not.toContain('hello is not installed');
          expect(run(['/usr/bin/hello']).stdout).toBe('Hello, world!\n');
        } finally {
          run(['apt-get', 'remove', '-y', 'hello'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
        }
      },
      15 * 60_000,
    );
  }
});
