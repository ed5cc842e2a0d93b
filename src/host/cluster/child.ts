import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { CLUSTER_NOTICES, type ClusterNotices } from './notices.js';
import { isShardReady, type ShardReady } from './shard-ready.js';

/** A process the supervisor keeps running: a shard or the proxy. */
export interface ChildSpec {
  /** For the messages: "shard 1", "haproxy". */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Started with an IPC channel (a shard reports over it that it serves: src/host/cluster/shard-ready.ts). */
  ipc?: boolean;
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
export async function startChild(
  spec: ChildSpec,
  forward: (text: string) => void,
  notices: ClusterNotices = CLUSTER_NOTICES,
): Promise<Started> {
  const child = spawn(spec.command, spec.args, {
    env: spec.env,
    // fd 3 is the IPC channel when asked for (the 4-tuple leaves Node's types unsure of the pipes: they are there).
    stdio: ['ignore', 'pipe', 'pipe', spec.ipc ? 'ipc' : 'ignore'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-8192);
    forward(text);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const spawnFailed = new Promise<never>((_, reject) =>
    child.once('error', (error) => reject(new Error(notices.cannotRun(spec.name, spec.command, error.message)))),
  );
  const died = exited.then(() => {
    throw new Error(notices.diedAtStart(spec.name, String(child.exitCode ?? child.signalCode), output));
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(notices.lateAtStart(spec.name, START_TIMEOUT_MS, output))),
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
 * Ready when the shard says so over its IPC channel (src/host/cluster/shard-ready.ts): a structured message with its
 * port, sent once it listens. Its banner is for humans, and may say anything. Other messages are ignored.
 */
export function readyMessage(child: ChildProcess): Promise<ShardReady> {
  return new Promise((resolve) => {
    const look = (message: unknown) => {
      if (!isShardReady(message)) return;
      child.off('message', look);
      resolve(message);
    };
    child.on('message', look);
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
