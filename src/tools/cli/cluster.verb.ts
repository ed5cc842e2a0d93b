import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { argsError } from './args-error.js';
import { UsageError } from './usage-error.js';
import { EXIT, type CliIo, type CliVerb } from './verb.js';
import { DEFAULT_CPU_POLICY, isCpuPolicy } from '../../host/cluster/cpu-policy.js';
import { haproxyConfig, type Address } from '../../host/cluster/haproxy-config.js';
import type { ClusterNotices } from '../../host/cluster/notices.js';
import { HaproxyMissing, startCluster } from '../../host/cluster/supervisor.js';
import { speaker, t } from './messages/say.js';

/**
 * The supervisor's notices in the language of this run, bound now: they are said later, from timers and child
 * processes' events.
 */
function noticesInLanguage(): ClusterNotices {
  const say = speaker();
  return {
    restarting: (...args) => say('cluster.notice.restarting', ...args),
    unresponsive: (...args) => say('cluster.notice.unresponsive', ...args),
    staleRemoved: (...args) => say('cluster.notice.staleRemoved', ...args),
    cannotRun: (...args) => say('cluster.notice.cannotRun', ...args),
    diedAtStart: (...args) => say('cluster.notice.diedAtStart', ...args),
    lateAtStart: (...args) => say('cluster.notice.lateAtStart', ...args),
    haproxyMissing: (...args) => say('cluster.notice.haproxyMissing', ...args),
  };
}

/** HOST:PORT (an IPv6 host in brackets). */
function addressArg(text: string, what: string): Address {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(text.trim());
  const port = match ? Number(match[2]) : NaN;
  if (!match || port < 1 || port > 65535) throw new UsageError(t('cluster.address', what, text));
  return { host: match[1].replace(/^\[|\]$/g, ''), port };
}

function portArg(text: string | undefined, fallback: string | undefined): number {
  const raw = text ?? fallback ?? '4010';
  const port = Number(raw);
  if (!Number.isSafeInteger(port) || port < 1 || port > 65535) throw new UsageError(t('cluster.port', raw));
  return port;
}

/**
 * The proxy's port must be free: haproxy would otherwise fail, or worse, the start would mistake another server for it.
 */
async function assertPortFree(bind: Address): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new UsageError(t('cluster.portBusy', `${bind.host}:${bind.port}`, error.code ?? error.message))),
    );
    server.listen(bind.port, bind.host, () => resolve());
  });
  await new Promise((resolve) => server.close(resolve));
}

const OPTIONS = {
  shards: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  'db-dir': { type: 'string' },
  haproxy: { type: 'string' },
  supervisor: { type: 'string' },
  'cpu-policy': { type: 'string' },
  help: { type: 'boolean' },
} as const;

function printConfig(values: Record<string, string | boolean | undefined>, io: CliIo): number {
  if (typeof values.shards !== 'string') throw new UsageError(t('cluster.configShards'));
  const shards = values.shards.split(',').map((text, i) => addressArg(text, t('cluster.shardAddress', i)));
  const bind = {
    host: (values.host as string | undefined) ?? io.env.HOST ?? '127.0.0.1',
    port: portArg(values.port as string | undefined, io.env.PORT),
  };
  const supervisor = typeof values.supervisor === 'string' ? addressArg(values.supervisor, '--supervisor') : null;
  io.stdout(haproxyConfig({ shards, bind, supervisor }));
  return EXIT.ok;
}

async function runCluster(values: Record<string, string | boolean | undefined>, io: CliIo): Promise<number> {
  const shards = Number(values.shards);
  if (values.shards === undefined || !Number.isSafeInteger(shards) || shards < 1 || shards > 64)
    throw new UsageError(t('cluster.shards', String(values.shards ?? '')));
  const bind = {
    host: (values.host as string | undefined) ?? io.env.HOST ?? '127.0.0.1',
    port: portArg(values.port as string | undefined, io.env.PORT),
  };
  // Every shard takes this environment: one database file would be opened by all of them (and refused by all but one).
  if (io.env.SANDBOX_DB_FILE) throw new UsageError(t('cluster.dbFile', io.env.SANDBOX_DB_FILE));
  const cpuPolicy = (values['cpu-policy'] as string | undefined) ?? DEFAULT_CPU_POLICY;
  if (!isCpuPolicy(cpuPolicy)) throw new UsageError(t('cluster.cpuPolicy', cpuPolicy));
  await assertPortFree(bind);
  let stopSignal: (signal: NodeJS.Signals) => void = () => undefined;
  const signalled = new Promise<NodeJS.Signals>((resolve) => (stopSignal = resolve));
  const onSignal = (signal: NodeJS.Signals) => stopSignal(signal);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const cluster = await startCluster({
      shards,
      bind,
      dbDir: (values['db-dir'] as string | undefined) ?? null,
      haproxy: (values.haproxy as string | undefined) ?? 'haproxy',
      cpuPolicy,
      // The running CLI again, with the flags node was given: `serve` of this very build.
      sandboxCommand: [process.execPath, ...process.execArgv, process.argv[1]],
      env: io.env,
      announce: (line) => io.stdout(`${JSON.stringify(line)}\n`),
      log: (text) => io.stderr(text),
      notices: noticesInLanguage(),
    });
    const signal = await signalled;
    io.stderr(`gateway-sandbox cluster: ${t('cluster.stopping', signal)}\n`);
    await cluster.stop();
    return EXIT.ok;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** `gateway-sandbox cluster`: the supervisor (src/host/cluster/supervisor.ts), and `cluster haproxy-config`. */
export const clusterVerb: CliVerb = {
  name: 'cluster',
  get summary() {
    return t('cluster.summary');
  },
  get usage() {
    return t('cluster.usage');
  },
  async run(args, io) {
    const configOnly = args[0] === 'haproxy-config';
    try {
      let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: false }>>;
      try {
        parsed = parseArgs({
          args: configOnly ? args.slice(1) : args,
          options: OPTIONS,
          strict: true,
          allowPositionals: false,
        });
      } catch (error) {
        throw argsError(error, OPTIONS) ?? error;
      }
      const values = parsed.values as Record<string, string | boolean | undefined>;
      if (values.help) {
        io.stdout(t('cluster.usage'));
        return EXIT.ok;
      }
      if (!configOnly && values.supervisor !== undefined) throw new UsageError(t('cluster.supervisorOption'));
      return configOnly ? printConfig(values, io) : await runCluster(values, io);
    } catch (error) {
      if (error instanceof UsageError || error instanceof HaproxyMissing) {
        io.stderr(`gateway-sandbox cluster: ${error.message}\n${t('cluster.seeHelp')}\n`);
        return EXIT.usage;
      }
      io.stderr(`gateway-sandbox cluster: ${(error as Error).message}\n`);
      return EXIT.refused;
    }
  },
};
