import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { UsageError } from './usage-error.js';
import { EXIT, type CliIo, type CliVerb } from './verb.js';
import { haproxyConfig, type Address } from '../../host/cluster/haproxy-config.js';
import { HaproxyMissing, startCluster } from '../../host/cluster/supervisor.js';

const USAGE = [
  'Runs the sandbox as a cluster: tenants sharded over N sandbox processes behind HAProxy (docs/cluster.md).',
  '',
  'Usage:',
  '  gateway-sandbox cluster --shards N [--port P] [--host H] [--db-dir DIR] [--haproxy PATH]',
  '      Starts N shards (gateway-sandbox serve on loopback ports) and haproxy on H:P in front.',
  '      Prints one JSON line per shard {"shard": i, "pid": …, "port": …} and one {"proxy": {"pid": …, "port": P}},',
  '      and one more line each time a shard (or the proxy) that died is started again ("restarted": true).',
  '      A tenant (its public key pk_tnt_<tenant>_…, or /__admin/tenants/<tenant>/…) always reaches the same shard;',
  '      the default tenant lives on shard 0; every answer carries X-Sandbox-Shard. SIGINT or SIGTERM stops all of it.',
  "      Every shard takes the settings of this environment (SANDBOX_*; PORT and HOST are the cluster's own).",
  '      --shards N      how many shards (1 or more; required)',
  '      --port P        where the proxy listens (env PORT, default 4010)',
  "      --host H        the proxy's interface (env HOST, default 127.0.0.1)",
  '      --db-dir DIR    each shard keeps its state in DIR/shard-<i>.db and comes back with it; in memory otherwise',
  '      --haproxy PATH  the haproxy executable (default: haproxy in PATH or /usr/sbin; Debian package haproxy)',
  '  gateway-sandbox cluster haproxy-config --shards HOST:PORT,… [--port P] [--host H] [--supervisor HOST:PORT]',
  '      Prints the HAProxy configuration alone, for shards you run yourself (shard i is the i-th address).',
  '      --supervisor: where GET /__admin/tenants is merged from every shard (without it, shard 0 answers it).',
  '  --help',
  '      Show this help',
  '',
].join('\n');

/** HOST:PORT (an IPv6 host in brackets). */
function addressArg(text: string, what: string): Address {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(text.trim());
  const port = match ? Number(match[2]) : NaN;
  if (!match || port < 1 || port > 65535) throw new UsageError(`${what}: expected HOST:PORT, got "${text}"`);
  return { host: match[1].replace(/^\[|\]$/g, ''), port };
}

function portArg(text: string | undefined, fallback: string | undefined): number {
  const raw = text ?? fallback ?? '4010';
  const port = Number(raw);
  if (!Number.isSafeInteger(port) || port < 1 || port > 65535)
    throw new UsageError(`--port must be a port number (1 to 65535), got "${raw}"`);
  return port;
}

/**
 * The proxy's port must be free: haproxy would otherwise fail, or worse, the start would mistake another server for it.
 */
async function assertPortFree(bind: Address): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new UsageError(
          `cannot listen on ${bind.host}:${bind.port} (${error.code ?? error.message}): choose another --port`,
        ),
      ),
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
  help: { type: 'boolean' },
} as const;

function printConfig(values: Record<string, string | boolean | undefined>, io: CliIo): number {
  if (typeof values.shards !== 'string')
    throw new UsageError('haproxy-config needs --shards HOST:PORT,… (shard i is the i-th)');
  const shards = values.shards.split(',').map((text, i) => addressArg(text, `--shards (shard ${i})`));
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
    throw new UsageError(`--shards must be a whole number from 1 to 64, got "${String(values.shards ?? '')}"`);
  const bind = {
    host: (values.host as string | undefined) ?? io.env.HOST ?? '127.0.0.1',
    port: portArg(values.port as string | undefined, io.env.PORT),
  };
  // Every shard takes this environment: one database file would be opened by all of them (and refused by all but one).
  if (io.env.SANDBOX_DB_FILE)
    throw new UsageError(
      `SANDBOX_DB_FILE names one database (${io.env.SANDBOX_DB_FILE}); each shard needs its own: use --db-dir DIR (shard i keeps DIR/shard-<i>.db)`,
    );
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
      // The running CLI again, with the flags node was given: `serve` of this very build.
      sandboxCommand: [process.execPath, ...process.execArgv, process.argv[1]],
      env: io.env,
      announce: (line) => io.stdout(`${JSON.stringify(line)}\n`),
      log: (text) => io.stderr(text),
    });
    const signal = await signalled;
    io.stderr(`gateway-sandbox cluster: stopping (${signal})\n`);
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
  summary: 'Run N sandbox shards behind HAProxy, tenants routed by key or path (or print the HAProxy configuration)',
  usage: USAGE,
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
        throw new UsageError((error as Error).message);
      }
      const values = parsed.values as Record<string, string | boolean | undefined>;
      if (values.help) {
        io.stdout(USAGE);
        return EXIT.ok;
      }
      if (!configOnly && values.supervisor !== undefined)
        throw new UsageError('--supervisor is an option of haproxy-config');
      return configOnly ? printConfig(values, io) : await runCluster(values, io);
    } catch (error) {
      if (error instanceof UsageError || error instanceof HaproxyMissing) {
        io.stderr(`gateway-sandbox cluster: ${error.message}\nRun gateway-sandbox help cluster for the usage.\n`);
        return EXIT.usage;
      }
      io.stderr(`gateway-sandbox cluster: ${(error as Error).message}\n`);
      return EXIT.refused;
    }
  },
};
