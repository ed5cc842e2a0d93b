import { spawnSync } from 'node:child_process';

/**
 * The Linux scheduling policy the cluster's processes (haproxy and every shard) run under. With `normal` (the kernel's
 * default, SCHED_OTHER) a process woken by a socket preempts the one that woke it: on a core shared by haproxy and a
 * shard, every request switches between them four times, and haproxy's forwarding cost 25 µs a GET against the
 * shard's 41 (docs/performance.md, "Cluster"). With `batch` (SCHED_BATCH) a woken process waits for the running one to
 * block, so each handles every request that is ready before the other runs: on one core the cluster answered a GET by
 * id through the proxy as fast as the shard direct. Nothing else changes: same priority, same share of the CPU, and
 * a process blocked on I/O runs as soon as the core is free.
 */
export const CPU_POLICIES = ['batch', 'normal'] as const;
export type CpuPolicy = (typeof CPU_POLICIES)[number];
export const DEFAULT_CPU_POLICY: CpuPolicy = 'batch';

export const isCpuPolicy = (text: string): text is CpuPolicy => (CPU_POLICIES as readonly string[]).includes(text);

/**
 * How to start `command args` under `policy`: batch through util-linux's `chrt`, which sets the policy and execs the
 * command in its place (same pid, same descriptors: a shard's IPC channel included); as it is under `normal`, or when
 * there is no chrt (another system than Linux: the policy is then the system's own).
 */
export function underCpuPolicy(
  policy: CpuPolicy,
  chrt: string | null,
  command: string,
  args: string[],
): { command: string; args: string[] } {
  if (policy === 'normal' || chrt === null) return { command, args };
  return { command: chrt, args: ['--batch', '0', command, ...args] };
}

/**
 * The chrt at `path` when it can set SCHED_BATCH here (a container's seccomp profile may refuse sched_setscheduler):
 * tried once on `true`, so a refusal means the cluster's processes start as they are rather than not at all.
 */
export function usableChrt(path: string | null): string | null {
  if (path === null) return null;
  return spawnSync(path, ['--batch', '0', 'true'], { stdio: 'ignore' }).status === 0 ? path : null;
}
