import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { delimiter, join } from 'node:path';
import { EXIT_WITH_PARENT_ENV } from '../../core/process-life.js';
import { accepting, readyMessage, startChild, stopChild, type ChildSpec, type Started } from './child.js';
import { DEFAULT_CPU_POLICY, underCpuPolicy, usableChrt, type CpuPolicy } from './cpu-policy.js';
import { haproxyConfig, type Address } from './haproxy-config.js';
import { CLUSTER_NOTICES, type ClusterNotices } from './notices.js';
import { READY_MESSAGE_ENV } from './shard-ready.js';
import { SHARD_SOCKET_ENV, shardSocketPath } from './shard-socket.js';
import { startTenantListServer } from './tenant-list.js';
import { watchHealth } from './watchdog.js';
import { makeWorkDir, sweepStaleWorkDirs } from './work-dir.js';

/** A loopback port free now (the proxy's own health check listens there). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ClusterOptions {
  shards: number;
  /** Where the proxy listens. */
  bind: Address;
  /** Each shard keeps its state in DIR/shard-<i>.db (tenants beside it); in memory when null. */
  dbDir: string | null;
  /** The haproxy executable: a path, or a name looked up in PATH. */
  haproxy: string;
  /** How to run the sandbox's own `serve`: [node, ...its flags, the CLI script]. */
  sandboxCommand: string[];
  /** The shards' environment (every SANDBOX_* setting reaches every shard). */
  env: NodeJS.ProcessEnv;
  /** One JSON line per event the operator reads (the start lines, a restart). */
  announce: (line: object) => void;
  /** The children's output and the supervisor's notes. */
  log: (text: string) => void;
  /** The words of those notes (default: English). */
  notices?: ClusterNotices;
  /** The scheduling policy of haproxy and the shards (src/host/cluster/cpu-policy.ts; default batch). */
  cpuPolicy?: CpuPolicy;
}

/** The first wait before a process that died is started again; doubled while it keeps dying at start, at most MAX. */
export const RESTART_DELAY_MS = 200;
export const MAX_RESTART_DELAY_MS = 3000;

/** A missing haproxy, said with the package that provides it. */
export class HaproxyMissing extends Error {
  constructor(haproxy: string, notices: ClusterNotices = CLUSTER_NOTICES) {
    super(notices.haproxyMissing(haproxy));
    this.name = 'HaproxyMissing';
  }
}

/**
 * The executable `name` names: itself when it has a slash, else the first match in PATH (or the sbin folders); null
 * when there is none.
 */
export function findExecutable(name: string, path = process.env.PATH ?? ''): string | null {
  const candidates = name.includes('/')
    ? [name]
    : [...path.split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'].map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** One supervised process: started again when it dies, until the cluster stops. */
class Supervised {
  current: Started | null = null;
  private delayMs = RESTART_DELAY_MS;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly spec: () => ChildSpec,
    private readonly cluster: { stopping: boolean; log: (text: string) => void; notices: ClusterNotices },
    private readonly onStart: (started: Started, restart: boolean) => void,
  ) {}

  async start(restart = false): Promise<void> {
    const spec = this.spec();
    const started = await startChild(spec, this.cluster.log, this.cluster.notices);
    this.current = started;
    this.onStart(started, restart);
    const startedAt = Date.now();
    void started.exited.then(() => {
      if (this.cluster.stopping || this.current !== started) return;
      this.current = null;
      // A process that served a while before it died is started again at once; one that dies at start waits longer each
      // time.
      if (Date.now() - startedAt > 10_000) this.delayMs = RESTART_DELAY_MS;
      this.cluster.log(
        `gateway-sandbox cluster: ${this.cluster.notices.restarting(spec.name, started.child.pid!, String(started.child.exitCode ?? started.child.signalCode), this.delayMs)}\n`,
      );
      this.schedule();
    });
  }

  private schedule(): void {
    const delay = this.delayMs;
    this.delayMs = Math.min(this.delayMs * 2, MAX_RESTART_DELAY_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.cluster.stopping) return;
      this.start(true).catch((error: Error) => {
        this.cluster.log(`gateway-sandbox cluster: ${error.message}\n`);
        if (!this.cluster.stopping) this.schedule();
      });
    }, delay);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.current) await stopChild(this.current);
  }
}

export interface RunningCluster {
  shards: { pid: number; port: number }[];
  proxy: { pid: number; port: number };
  /** The haproxy configuration in use (also in a private temp file while the cluster runs). */
  config: string;
  stop(): Promise<void>;
}

/**
 * `gateway-sandbox cluster`: N shards (the sandbox's own serve, on loopback ports, each with its
 * database in the db dir), the supervisor's tenant-list server, and haproxy in front with the
 * generated configuration. A shard or the proxy that dies is started again (a shard on its
 * port, with its database). `stop()` ends every process it started and frees every port.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const haproxy = findExecutable(options.haproxy, options.env.PATH);
  const notices = options.notices ?? CLUSTER_NOTICES;
  if (!haproxy) throw new HaproxyMissing(options.haproxy, notices);
  if (!Number.isSafeInteger(options.shards) || options.shards < 1)
    throw new Error('--shards must be a positive integer');
  if (options.dbDir) mkdirSync(options.dbDir, { recursive: true, mode: 0o700 });
  const cluster = { stopping: false, log: options.log, notices };
  const [node, ...script] = options.sandboxCommand;
  const cpuPolicy = options.cpuPolicy ?? DEFAULT_CPU_POLICY;
  const chrt = cpuPolicy === 'batch' ? usableChrt(findExecutable('chrt', options.env.PATH)) : null;
  const ports: number[] = [];
  const shards: Supervised[] = [];
  let listServer: Server | null = null;
  let proxy: Supervised | null = null;
  for (const stale of sweepStaleWorkDirs()) options.log(`gateway-sandbox cluster: ${notices.staleRemoved(stale)}\n`);
  const work = makeWorkDir();
  const sockets = Array.from({ length: options.shards }, (_, i) => shardSocketPath(work, i));
  // A supervisor that ends without stop() (an uncaught error) still removes its folder; only SIGKILL leaves it, for
  // the next start's sweep.
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  process.once('exit', removeWork);

  const stop = async () => {
    cluster.stopping = true;
    await proxy?.stop();
    await Promise.all(shards.map((shard) => shard.stop()));
    if (listServer) {
      listServer.closeAllConnections();
      await new Promise((resolve) => listServer!.close(resolve));
    }
    removeWork();
    process.off('exit', removeWork);
  };

  try {
    for (let i = 0; i < options.shards; i += 1) {
      const shard = new Supervised(
        () => ({
          name: `shard ${i}`,
          ...underCpuPolicy(cpuPolicy, chrt, node, [...script, 'serve']),
          env: {
            ...options.env,
            // The first start takes any free port; a restart takes the shard's own back (the proxy's configuration
            // names it).
            PORT: String(ports[i] ?? 0),
            HOST: '127.0.0.1',
            ...(options.dbDir ? { SANDBOX_DB_FILE: join(options.dbDir, `shard-${i}.db`) } : {}),
            [EXIT_WITH_PARENT_ENV]: '1',
            [READY_MESSAGE_ENV]: '1',
            // The proxy's way in (src/host/cluster/shard-socket.ts), in the private folder: gone when the cluster
            // stops. None (TCP alone) when the path is too long for a socket; an inherited one is not passed on.
            [SHARD_SOCKET_ENV]: sockets[i] ?? undefined,
          },
          // The shard says over the channel that it serves, and on which port (its banner is for humans).
          ipc: true,
          ready: async (child) => {
            ports[i] = (await readyMessage(child)).port;
          },
        }),
        cluster,
        // The first start is announced below, in shard order; a restart when it happens.
        (started, restart) =>
          restart && options.announce({ shard: i, pid: started.child.pid, port: ports[i], restarted: true }),
      );
      shards.push(shard);
    }
    await Promise.all(shards.map((shard) => shard.start()));
    shards.forEach((shard, i) => options.announce({ shard: i, pid: shard.current!.child.pid, port: ports[i] }));
    shards.forEach((shard, i) => {
      const watched = {
        current: () => (shard.current ? { pid: shard.current.child.pid!, port: ports[i] } : null),
        kill: (pid: number) => shard.current?.child.pid === pid && shard.current.child.kill('SIGKILL'),
      };
      void watchHealth(watched, `shard ${i}`, () => cluster.stopping, options.log, notices);
    });
    const list = await startTenantListServer(() => ports.map((port) => ({ host: '127.0.0.1', port })));
    listServer = list.server;
    const checkPort = await freePort();
    const config = haproxyConfig({
      shards: ports.map((port, i) => ({ host: '127.0.0.1', port, socket: sockets[i] })),
      bind: options.bind,
      supervisor: list.address,
      check: { host: '127.0.0.1', port: checkPort },
    });
    const configFile = join(work, 'haproxy.cfg');
    writeFileSync(configFile, config, { mode: 0o600 });
    // -db: in the foreground, so it is our child; -dR: no SO_REUSEPORT, so a port in use is an error, not shared.
    const proxyArgs = ['-db', '-dR', '-f', configFile];
    const setpriv = findExecutable('setpriv', options.env.PATH);
    proxy = new Supervised(
      () => ({
        name: 'haproxy',
        // Through setpriv (util-linux), which execs haproxy in its place with the kernel's parent-death signal set:
        // haproxy cannot watch its parent, and must not outlive a supervisor that was killed.
        ...underCpuPolicy(
          cpuPolicy,
          chrt,
          setpriv ?? haproxy,
          setpriv ? ['--pdeathsig', 'SIGTERM', '--', haproxy, ...proxyArgs] : proxyArgs,
        ),
        env: options.env,
        ready: () => accepting(options.bind.host, options.bind.port),
      }),
      cluster,
      (started, restart) =>
        options.announce({
          proxy: { pid: started.child.pid, port: options.bind.port },
          ...(restart ? { restarted: true } : {}),
        }),
    );
    await proxy.start();
    // The proxy is watched as a shard is (a stopped or stuck haproxy is killed, and started again), on its own health
    // frontend: through the main one, a down shard 0 would look like a down proxy.
    const watchedProxy = proxy;
    void watchHealth(
      {
        current: () => (watchedProxy.current ? { pid: watchedProxy.current.child.pid!, port: checkPort } : null),
        kill: (pid: number) => watchedProxy.current?.child.pid === pid && watchedProxy.current.child.kill('SIGKILL'),
      },
      'haproxy',
      () => cluster.stopping,
      options.log,
      notices,
    );
    return {
      shards: shards.map((shard, i) => ({ pid: shard.current!.child.pid!, port: ports[i] })),
      proxy: { pid: proxy.current!.child.pid!, port: options.bind.port },
      config,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
