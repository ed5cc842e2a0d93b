/**
 * What the supervisor tells the operator on the terminal, by kind, as functions of its facts: these English ones by
 * default (a supervisor started by code); `gateway-sandbox cluster` passes its own, said in the language of its run
 * (the CLI's message tables hold the same kinds, src/tools/cli/messages/cluster.*.ts). No sentence is written where a
 * notice is given.
 */
export const CLUSTER_NOTICES = {
  restarting: (name: string, pid: number, how: string, delayMs: number) =>
    `${name} (pid ${pid}) exited (${how}); starting it again in ${delayMs} ms`,
  unresponsive: (name: string, pid: number, port: number, failures: number, periodMs: number, timeoutMs: number) =>
    `${name} (pid ${pid}, port ${port}) has not answered GET /health ${failures} times in a row (every ${periodMs} ms, ${timeoutMs} ms each): killing it, so it starts again`,
  staleRemoved: (dir: string) => `removed ${dir} (its supervisor is gone)`,
  cannotRun: (name: string, command: string, why: string) => `${name}: cannot run ${command}: ${why}`,
  diedAtStart: (name: string, how: string, output: string) => `${name} exited (${how}) before it served:\n${output}`,
  lateAtStart: (name: string, ms: number, output: string) => `${name} did not serve within ${ms} ms:\n${output}`,
  haproxyMissing: (haproxy: string) =>
    `haproxy not found (${haproxy}): install Debian's haproxy package (apt-get install -y haproxy, HAProxy 2.6 or later) or pass --haproxy PATH`,
};

export type ClusterNotices = typeof CLUSTER_NOTICES;
