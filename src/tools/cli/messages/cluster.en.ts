import { CLUSTER_NOTICES } from '../../../host/cluster/notices.js';

/**
 * What `cluster` says in English: its help, its usage errors, and the supervisor's notices (their English words are
 * the supervisor's own defaults, src/host/cluster/notices.ts). cluster.pt.ts mirrors it; the JSON lines it prints
 * ({"shard": …}, {"proxy": …}) are machine output, the same in every language.
 */
export const CLUSTER_EN = {
  'cluster.usage': [
    'Runs the sandbox as a cluster: tenants sharded over N sandbox processes behind HAProxy (docs/cluster.md).',
    '',
    'Usage:',
    '  gateway-sandbox cluster --shards N [--port P] [--host H] [--db-dir DIR] [--haproxy PATH] [--cpu-policy P]',
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
    '      --cpu-policy P  batch (default) or normal: the Linux scheduling policy of haproxy and the shards; batch',
    '                      lets each run what is ready before the other on a shared core (through chrt, util-linux)',
    '  gateway-sandbox cluster haproxy-config --shards HOST:PORT,… [--port P] [--host H] [--supervisor HOST:PORT]',
    '      Prints the HAProxy configuration alone, for shards you run yourself (shard i is the i-th address).',
    '      --supervisor: where GET /__admin/tenants is merged from every shard (without it, shard 0 answers it).',
    '  --help',
    '      Show this help',
    '',
  ].join('\n'),
  'cluster.seeHelp': 'Run gateway-sandbox help cluster for the usage.',
  'cluster.address': (what: string, text: string) => `${what}: expected HOST:PORT, got "${text}"`,
  'cluster.shardAddress': (index: number) => `--shards (shard ${index})`,
  'cluster.port': (raw: string) => `--port must be a port number (1 to 65535), got "${raw}"`,
  'cluster.portBusy': (address: string, why: string) => `cannot listen on ${address} (${why}): choose another --port`,
  'cluster.configShards': 'haproxy-config needs --shards HOST:PORT,… (shard i is the i-th)',
  'cluster.cpuPolicy': (value: string) => `--cpu-policy must be batch or normal, got "${value}"`,
  'cluster.shards': (value: string) => `--shards must be a whole number from 1 to 64, got "${value}"`,
  'cluster.dbFile': (file: string) =>
    `SANDBOX_DB_FILE names one database (${file}); each shard needs its own: use --db-dir DIR (shard i keeps DIR/shard-<i>.db)`,
  'cluster.supervisorOption': '--supervisor is an option of haproxy-config',
  'cluster.stopping': (signal: string) => `stopping (${signal})`,
  'cluster.notice.restarting': CLUSTER_NOTICES.restarting,
  'cluster.notice.unresponsive': CLUSTER_NOTICES.unresponsive,
  'cluster.notice.staleRemoved': CLUSTER_NOTICES.staleRemoved,
  'cluster.notice.cannotRun': CLUSTER_NOTICES.cannotRun,
  'cluster.notice.diedAtStart': CLUSTER_NOTICES.diedAtStart,
  'cluster.notice.lateAtStart': CLUSTER_NOTICES.lateAtStart,
  'cluster.notice.haproxyMissing': CLUSTER_NOTICES.haproxyMissing,
};
