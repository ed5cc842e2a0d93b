import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { closedPort } from '../cli/cli-helpers.js';
import { ROOT } from './child.js';

/** One JSON line `gateway-sandbox cluster` printed: a shard's or the proxy's. */
export type ClusterLine =
  | { shard: number; pid: number; port: number; restarted?: true }
  | { proxy: { pid: number; port: number }; restarted?: true };

export interface RunningClusterChild {
  child: ChildProcess;
  /** The proxy's address. */
  url: string;
  port: number;
  lines: ClusterLine[];
  shard(i: number): { pid: number; port: number };
  proxy(): { pid: number; port: number };
  /** Resolves with the first line (already printed or to come) that satisfies `test`. */
  waitForLine(test: (line: ClusterLine) => boolean, timeoutMs?: number): Promise<ClusterLine>;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the shipped CLI's `cluster` verb (dist/bundle/cli.mjs, built by `npm test`'s pretest) as
 * a real child process, with the proxy on a free port; resolves once the proxy line is printed.
 */
export async function startClusterChild(
  args: string[],
  env: Record<string, string> = {},
): Promise<RunningClusterChild> {
  const port = await closedPort();
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'dist/bundle/cli.mjs'),
      'cluster',
      '--port',
      String(port),
      ...(process.env.SANDBOX_HAPROXY ? ['--haproxy', process.env.SANDBOX_HAPROXY] : []),
      ...args,
    ],
    {
      env: { ...process.env, SANDBOX_LOG_LEVEL: 'silent', SANDBOX_CLOCK_START: 'anchor', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: ClusterLine[] = [];
  let output = '';
  let pending = '';
  let waiters: { test: (line: ClusterLine) => boolean; resolve: (line: ClusterLine) => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    pending += chunk.toString();
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = JSON.parse(pending.slice(0, end)) as ClusterLine;
      pending = pending.slice(end + 1);
      lines.push(line);
      waiters = waiters.filter((waiter) => (waiter.test(line) ? (waiter.resolve(line), false) : true));
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForLine = (test: (line: ClusterLine) => boolean, timeoutMs = 30_000) =>
    new Promise<ClusterLine>((resolve, reject) => {
      const found = lines.find(test);
      if (found) return resolve(found);
      const timer = setTimeout(
        () => reject(new Error(`no such line within ${timeoutMs} ms; output:\n${output}`)),
        timeoutMs,
      );
      waiters.push({ test, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      void exited.then(() => (clearTimeout(timer), reject(new Error(`the cluster exited; output:\n${output}`))));
    });
  await waitForLine((line) => 'proxy' in line);
  const latest = <T>(pick: (line: ClusterLine) => T | undefined): T =>
    lines
      .map(pick)
      .filter((value) => value !== undefined)
      .at(-1)!;
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    port,
    lines,
    shard: (i) =>
      latest((line) => ('shard' in line && line.shard === i ? { pid: line.pid, port: line.port } : undefined)),
    proxy: () => latest((line) => ('proxy' in line ? line.proxy : undefined)),
    waitForLine,
    output: () => output,
    exited,
  };
}

/** Every process below `pid`, from one reading of the process table. */
export function descendants(pid: number): number[] {
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

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls until `test` holds (every 50 ms); fails after `timeoutMs` with `what`. */
export async function until(test: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether a TCP connection to 127.0.0.1:port is refused (nothing listens there). */
export function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => (socket.destroy(), resolve(true)));
  });
}

/** SIGKILL to every process given that is still there (the test's own clean-up). */
export function killAll(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
