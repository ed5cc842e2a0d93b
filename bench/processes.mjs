// Server processes of the benchmark: the sandbox (compiled dist/cli.js) and the bare
// Express baseline, each pinned to core 0 with taskset where available, while the
// benchmark itself (the load generator) is pinned to core 1.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The compiled CLI, as package.json's bin names it (what `npx gateway-sandbox` runs). */
const BIN = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).bin['gateway-sandbox'];
export const SANDBOX = [join(ROOT, BIN), '--log-level', 'silent'];
export const BASELINE = [join(ROOT, 'bench', 'baseline.mjs')];
export const HELLO = [join(ROOT, 'bench', 'baseline.mjs'), '--hello'];
export const RAW = [join(ROOT, 'bench', 'raw-http.mjs')];

function hasTaskset() {
  if (process.platform !== 'linux' || cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const PINNING = hasTaskset();

/** Moves this process (the load generator) to core 1; the servers get core 0. */
export function pinSelf() {
  if (!PINNING) return false;
  execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  return true;
}

/**
 * `npm start` with the sandbox's quiet flag, as a user starts it: npm's own start-up included (the bin alone is SANDBOX).
 */
export const NPM_START = ['npm', 'start', '--', '--log-level', 'silent'];

function spawnNode(args, env, nodeOptions = []) {
  // npm runs in a process group of its own, so stopping it stops the node it started (src/cli.ts's exec).
  const npm = args[0] === 'npm';
  const program = npm ? 'npm' : process.execPath;
  const rest = npm ? args.slice(1) : [...nodeOptions, ...args];
  const command = PINNING ? 'taskset' : program;
  const argv = [...(PINNING ? ['-c', '0', program] : []), ...rest];
  return spawn(command, argv, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: npm,
  });
}

/**
 * Starts a server (SANDBOX, BASELINE or HELLO plus extra arguments) on an ephemeral port and
 * resolves once it prints "listening on http://...". `cpuProfDir` runs it under --cpu-prof.
 */
export function startServer(args, { env = {}, cpuProfDir = null, timeoutMs = 120_000 } = {}) {
  const child = spawnNode(
    args,
    { PORT: '0', ...env },
    cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.slice(-2000)}`));
    };
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({ url: match[1], pid: child.pid, stop: () => stop(child), output: () => output });
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', onExit);
  });
}

/** SIGINT lets node write a --cpu-prof profile; SIGKILL after 10 s if it does not go. */
function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    // A detached child (npm) leads its own process group: the signal goes to the whole group.
    const signal = (name) => (child.spawnargs.includes('npm') ? process.kill(-child.pid, name) : child.kill(name));
    const timer = setTimeout(() => signal('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signal('SIGINT');
  });
}

/** Resident set size of a process in MB (Linux), or null where /proc is not there. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return null;
  }
}

/** A port free on loopback now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The status of a GET of `path` on loopback `port`; 0 when nothing answers. */
export function getStatus(port, path) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * Milliseconds from spawning the process to its first 2xx on `path`, polling every 2 ms (as
 * a CI's wait-for-port step would), then stops it.
 */
export async function startupMs(args, path, env = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawnNode(args, { ...env, PORT: String(port) }, []);
  let exited = false;
  child.once('exit', () => (exited = true));
  child.stdout.resume();
  child.stderr.resume();
  try {
    for (;;) {
      if (exited) throw new Error(`${args.join(' ')} exited before answering`);
      const status = await getStatus(port, path);
      if (status >= 200 && status < 300) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error(`${args.join(' ')}: no 2xx within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    await stop(child);
  }
}
