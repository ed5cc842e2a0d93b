// Prism 5's static mock (@stoplight/prism-cli 5.14.2, the last release that runs on Node 20) on the sandbox's own
// OpenAPI document, pinned to core 0 like the other servers of the benchmark. Prism is not a dependency of the
// sandbox: bench/prism/ is a package of its own (its package-lock.json pins the whole tree), installed only by
// `npm run bench:prism` (`npm ci --prefix bench/prism`), so neither `npm ci` at the top nor CI ever pays for it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PINNING, ROOT, SANDBOX, freePort, getStatus, startServer } from './processes.mjs';

// BENCH_PRISM_DIR points elsewhere (test/bench/prism.test.ts: a folder without Prism, to see the rows skipped).
export const PRISM_DIR = process.env.BENCH_PRISM_DIR ?? join(ROOT, 'bench', 'prism');
const PRISM_PACKAGE = join(PRISM_DIR, 'node_modules', '@stoplight', 'prism-cli', 'package.json');

/** The installed Prism's version, or null when bench/prism has not been installed. */
export function prismVersion() {
  if (!existsSync(PRISM_PACKAGE)) return null;
  return JSON.parse(readFileSync(PRISM_PACKAGE, 'utf8')).version;
}

/** Why a Prism row cannot run here, or null when it can. */
export function prismMissing() {
  return prismVersion()
    ? null
    : 'Prism is not installed (`npm run bench:prism` installs it: npm ci --prefix bench/prism)';
}

/** Prism is not installed: `npm run bench` shows its rows as skipped with this reason, never as failed. */
export class PrismMissing extends Error {}

/** Installs bench/prism from its lockfile when it is not there yet (progress on stderr). */
export function installPrism() {
  if (prismVersion()) return;
  process.stderr.write('bench: installing Prism into bench/prism (npm ci --prefix bench/prism)\n');
  const npm = spawnSync('npm', ['ci', '--prefix', PRISM_DIR, '--no-audit', '--no-fund'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (npm.status !== 0 || !prismVersion()) throw new Error(`npm ci --prefix bench/prism failed (exit ${npm.status})`);
}

/** The document the sandbox serves at GET /openapi.json, written to `file` (what Prism mocks). */
export async function writeOpenApi(sandboxUrl, file) {
  const response = await fetch(`${sandboxUrl}/openapi.json`);
  if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`);
  writeFileSync(file, await response.text());
  return file;
}

/** Any answer at all on `path` (Prism answers 404 or 401 once it listens): true once it listens. */
const answers = async (port, path) => (await getStatus(port, path)) !== 0;

/**
 * `prism mock <document>` as a user starts it (static examples: no -d), on a free port of 127.0.0.1, pinned to core
 * 0. `quiet` adds `-v silent`: by default Prism logs six lines a request to its stdout (drained here), which the
 * sandbox, run with `--log-level silent`, does not. `cpuProfDir` runs it under --cpu-prof. Resolves once it answers,
 * with { url, pid, startMs, stop }.
 */
export async function startPrism(document, { quiet = false, cpuProfDir = null, timeoutMs = 180_000 } = {}) {
  const cli = join(PRISM_DIR, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
  const port = await freePort();
  // Prism ends on SIGINT without node's exit path, where --cpu-prof writes its profile: exit there instead.
  const profile = cpuProfDir
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${cpuProfDir}`,
        '--import',
        'data:text/javascript,process.once("SIGINT",()=>process.exit(0))',
      ]
    : [];
  const mock = [cli, 'mock', '-h', '127.0.0.1', '-p', String(port), ...(quiet ? ['-v', 'silent'] : []), document];
  const argv = [...profile, ...mock];
  const child = spawn(PINNING ? 'taskset' : process.execPath, PINNING ? ['-c', '0', process.execPath, ...argv] : argv, {
    cwd: PRISM_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGINT');
    });
  // Prism reads and dereferences the whole document before it listens: seconds, more on a busy core.
  const started = performance.now();
  while (!(await answers(port, '/health'))) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}:\n${output.slice(-1500)}`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`prism did not answer within ${timeoutMs} ms:\n${output.slice(-1500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // From here its output is drained unread, as the bench does with the sandbox's (processes.mjs).
  for (const stream of [child.stdout, child.stderr]) {
    stream.off('data', keep);
    stream.resume();
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, startMs: Math.round(performance.now() - started), stop };
}

/**
 * The reference of `npm run bench`'s optional Prism row: Prism (-v silent, as quiet as the sandbox there) on the
 * document a sandbox in memory serves, written into `work`. Throws PrismMissing when bench/prism is not installed.
 */
export async function startPrismMock(work) {
  const missing = prismMissing();
  if (missing) throw new PrismMissing(missing);
  const sandbox = await startServer(SANDBOX, { env: { SANDBOX_DB_FILE: '' } });
  let document;
  try {
    document = await writeOpenApi(sandbox.url, join(work, 'openapi.json'));
  } finally {
    await sandbox.stop();
  }
  return startPrism(document, { quiet: true });
}
