import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { unreachableUrl } from '../helpers/live-sandbox.js';
import { expectSchema } from '../helpers/schema.js';

/**
 * Issue 20, finding 11: SIGTERM (or SIGINT) to the process of `npm start` or `npx gateway-sandbox`
 * left the server listening (npm exited 143, node kept the port), so the next start failed with
 * EADDRINUSE. Each case here runs the real command on a free port, signals the process a user
 * or a CI job would (npm's own, or the bin's), and waits for the port to be free.
 */
const BIN = join(ROOT, 'dist/bundle/cli.mjs');
/** A port refused within this long after the signal counts as freed: generous on a loaded machine. */
const FREED_WITHIN_MS = 8000;

let dir: string;
const cleanup: (() => void)[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'process-life-'));
});
afterEach(() => {
  for (const step of cleanup.splice(0)) step();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every process below `pid`, from one reading of the process table. */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of rows) {
      if (ppid !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Runs `command` until the sandbox under it says it listens; whatever it started is killed after the test. */
async function start(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<Started> {
  port ??= Number(new URL(await unreachableUrl()).port);
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, PORT: String(port), SANDBOX_LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} did not start:\n${output}`)), 20_000);
    const look = () => {
      if (!/listening on http/.test(output)) return;
      clearTimeout(timer);
      child.stdout.off('data', look);
      resolve();
    };
    child.stdout.on('data', look);
    void exited.then(() => (clearTimeout(timer), reject(new Error(`${command} exited before listening:\n${output}`))));
  });
  const below = descendants(child.pid!);
  cleanup.push(() => {
    for (const pid of [child.pid!, ...below]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
  return { child, port, output: () => output, exited };
}

/** Whether something accepts connections on the port of 127.0.0.1. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once the port refuses connections; fails after FREED_WITHIN_MS. */
async function portFreed(port: number): Promise<void> {
  const deadline = performance.now() + FREED_WITHIN_MS;
  while (await accepts(port)) {
    if (performance.now() > deadline)
      throw new Error(`port ${port} still accepts connections ${FREED_WITHIN_MS} ms after the signal`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once `test` holds; fails after FREED_WITHIN_MS. */
async function until(test: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + FREED_WITHIN_MS;
  while (!test()) {
    if (performance.now() > deadline) throw new Error(`${what} ${FREED_WITHIN_MS} ms after the signal`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function call(
  port: number,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * A project that depends on gateway-sandbox (this checkout), as `npm install` would leave it: `npx gateway-sandbox`
 * runs its bin.
 */
function consumerProject(): string {
  const project = join(dir, `consumer-${cleanup.length}-${performance.now().toFixed(0)}`);
  mkdirSync(join(project, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
  symlinkSync(ROOT, join(project, 'node_modules', 'gateway-sandbox'));
  symlinkSync('../gateway-sandbox/dist/bundle/cli.mjs', join(project, 'node_modules', '.bin', 'gateway-sandbox'));
  return project;
}

describe('stopping the sandbox by signalling the process that started it', () => {
  it('npm start, SIGTERM to npm: the port is free again, and the state file was closed (no WAL, no holder left; a new start on the same port and file sees the seller made before)', async () => {
    const file = join(dir, 'npm-start.db');
    const first = await start('npm', ['start'], ROOT, { SANDBOX_DB_FILE: file });
    const created = await call(first.port, 'POST', '/__admin/sellers', {
      name: 'Loja Sinal',
      availableBalance: 12_345,
    });
    expect(created.status).toBe(201);
    expectSchema(created.body, 'admin/seller-created.response.schema.json');
    const sellerId = (created.body as { seller: { id: number } }).seller.id;
    first.child.kill('SIGTERM');
    await portFreed(first.port);
    // Closed, not dropped: SQLite folded its WAL into the file and the holder's pid file is gone.
    await until(() => !existsSync(`${file}.pid`), `${file}.pid still there`);
    expect(existsSync(`${file}-wal`)).toBe(false);

    const again = await start(process.execPath, [BIN], ROOT, { SANDBOX_DB_FILE: file }, first.port);
    expect(again.output()).toContain(`listening on http://127.0.0.1:${first.port}`);
    const seller = await call(first.port, 'GET', `/__admin/sellers/${sellerId}`);
    expect(seller.status).toBe(200);
    expectSchema(seller.body, 'admin/seller-view.response.schema.json');
    expect(seller.body).toMatchObject({ seller: { id: sellerId, user: { name: 'Loja Sinal' } } });
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('npm start, SIGINT to npm: the port is free again', async () => {
    const started = await start('npm', ['start'], ROOT);
    started.child.kill('SIGINT');
    await portFreed(started.port);
    expect(started.output()).toContain('Stopping (SIGINT)');
  }, 60_000);

  it('npm start, npm killed outright (SIGKILL, nothing forwarded): the server sees its parent gone and frees the port', async () => {
    const started = await start('npm', ['start'], ROOT);
    started.child.kill('SIGKILL');
    await portFreed(started.port);
  }, 60_000);

  it('npx gateway-sandbox in a project that depends on it, SIGTERM to npx: the port is free again', async () => {
    const started = await start('npx', ['gateway-sandbox'], consumerProject());
    expect((await call(started.port, 'GET', '/health')).status).toBe(200);
    started.child.kill('SIGTERM');
    await portFreed(started.port);
  }, 60_000);

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'the bin itself (dist/bundle/cli.mjs), %s: stops gracefully, says so, exits 0, and the port is free',
    async (signal) => {
      const started = await start(process.execPath, [BIN], ROOT);
      started.child.kill(signal);
      expect(await started.exited).toEqual({ code: 0, signal: null });
      expect(started.output()).toContain(`Stopping (${signal})`);
      expect(await accepts(started.port)).toBe(false);
    },
    60_000,
  );
});
