import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ROOT } from '../helpers/child.js';

// Issue 31's "past the anchors": Prism 5's static mock is a package of its own (bench/prism), never a dependency
// of the sandbox, and `npm run bench` shows its row as skipped, with the reason, where it is not installed.

const empty = mkdtempSync(join(tmpdir(), 'bench-no-prism-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'bench', 'run.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout: code === 0 ? stdout : `${stdout}\n${stderr}` })),
  );
}

describe('Prism 5 in the benchmark', () => {
  it('pins @stoplight/prism-cli 5.14.2 in bench/prism, and the sandbox’s own lockfile does not install it', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'bench', 'prism', 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    expect(lock.packages['node_modules/@stoplight/prism-cli'].version).toBe('5.14.2');
    const top = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    expect(Object.keys(top.packages).filter((path) => path.includes('@stoplight/prism'))).toEqual([]);
  });

  it('shows the Prism row of `npm run bench` as skipped, with how to install it, when Prism is not installed', async () => {
    const { code, stdout } = await run(['--quick', '--only', 'get-transaction-vs-prism', '--no-docs'], {
      BENCH_PRISM_DIR: empty,
    });
    expect(stdout).toContain(
      '| GET /api/transactions/:id against Prism 5’s static mock | – | – | – | – | – | ≥ 3 × prism-get-transaction | skipped: Prism is not installed (`npm run bench:prism` installs it: npm ci --prefix bench/prism) |',
    );
    expect(stdout).not.toContain('failed');
    expect(code).toBe(0);
  }, 120_000);
});
