import { get } from 'node:http';
import { CLUSTER_NOTICES, type ClusterNotices } from './notices.js';

/**
 * A shard that is alive but answers nothing (stopped, stuck in a loop) would hold its tenants'
 * requests until the proxy's server timeout. The proxy cannot tell it from a busy shard without
 * checks on the ring (docs/cluster.md says why there are none), so the supervisor does: it asks
 * each shard's GET /health every PERIOD, and a shard that has not answered FAILURES times in a
 * row is killed, which the supervisor's restart then handles like any other death.
 */
export const HEALTH_PERIOD_MS = 1000;
export const HEALTH_TIMEOUT_MS = 1500;
export const HEALTH_FAILURES = 3;

/** Whether GET /health at host:port answers 200 within the timeout. */
export function healthy(host: string, port: number, timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const req = get({ host, port, path: '/health', timeout: timeoutMs, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
      res.on('error', () => resolve(false));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

export interface Watched {
  /** The shard's pid and port now, or null while it is down (a restart is on its way). */
  current(): { pid: number; port: number } | null;
  /** Kills the shard that stopped answering; its restart follows. */
  kill(pid: number): void;
}

/** Watches one shard until `stopped()` says the cluster stops; returns the loop's end. */
export async function watchHealth(
  shard: Watched,
  name: string,
  stopped: () => boolean,
  log: (text: string) => void,
  notices: ClusterNotices = CLUSTER_NOTICES,
): Promise<void> {
  let failures = 0;
  let watchedPid: number | null = null;
  while (!stopped()) {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_PERIOD_MS).unref());
    const now = shard.current();
    if (!now || stopped()) continue;
    // A new process starts with a clean count.
    if (now.pid !== watchedPid) {
      watchedPid = now.pid;
      failures = 0;
    }
    if (await healthy('127.0.0.1', now.port)) {
      failures = 0;
      continue;
    }
    failures += 1;
    if (failures < HEALTH_FAILURES || stopped() || shard.current()?.pid !== now.pid) continue;
    log(
      `gateway-sandbox cluster: ${notices.unresponsive(name, now.pid, now.port, failures, HEALTH_PERIOD_MS, HEALTH_TIMEOUT_MS)}\n`,
    );
    shard.kill(now.pid);
    failures = 0;
  }
}
