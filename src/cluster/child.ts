import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/** A process the supervisor keeps running: a shard or the proxy. */
export interface ChildSpec {
  /** For the messages: "shard 1", "haproxy". */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Resolves once the process serves; rejects (with its output) when it does not within the start timeout. */
  ready(child: ChildProcess, output: () => string): Promise<void>;
}

/** How long a shard or the proxy may take to serve after it was started (a 2-core host under load included). */
export const START_TIMEOUT_MS = 20_000;

export interface Started {
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
}

/**
 * Starts the process and waits until it is ready. Its output is kept (the last 8 KB, for the
 * error when it does not start) and passed on to `forward`.
 */
export async function startChild(spec: ChildSpec, forward: (text: string) => void): Promise<Started> {
  const child = spawn(spec.command, spec.args, { env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-8192);
    forward(text);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const spawnFailed = new Promise<never>((_, reject) =>
    child.once('error', (error) => reject(new Error(`${spec.name}: cannot run ${spec.command}: ${error.message}`))),
  );
  const died = exited.then(() => {
    throw new Error(`${spec.name} exited (${child.exitCode ?? child.signalCode}) before it served:\n${output}`);
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${spec.name} did not serve within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([spec.ready(child, () => output), spawnFailed, died, late]);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  } finally {
    clearTimeout(timer);
    died.catch(() => undefined);
    spawnFailed.catch(() => undefined);
  }
  return { child, exited, output: () => output };
}

/**
 * Ready when the output says the sandbox listens (src/server.ts prints "listening on http://HOST:PORT"); resolves with
 * the port.
 */
export function listeningPort(child: ChildProcess, output: () => string): Promise<number> {
  return new Promise((resolve) => {
    const look = () => {
      const match = /listening on http:\/\/[^\s]*:(\d+)/.exec(output());
      if (!match) return;
      child.stdout!.off('data', look);
      resolve(Number(match[1]));
    };
    child.stdout!.on('data', look);
    look();
  });
}

/** Resolves once a TCP connection to host:port is accepted (polled every 50 ms). */
export function accepting(host: string, port: number): Promise<void> {
  return new Promise((resolve) => {
    const attempt = () => {
      const socket = connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Sends SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopChild(started: Started, graceMs = 5000): Promise<void> {
  const { child } = started;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await started.exited;
  clearTimeout(timer);
}
