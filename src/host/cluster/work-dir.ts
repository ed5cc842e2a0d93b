import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The supervisor's private folder (haproxy.cfg, the shards' Unix sockets), in the system's temp folder. It is removed
 * when the cluster stops; a supervisor that was killed (SIGKILL) cannot, so each folder holds its supervisor's pid and
 * the next start removes every folder whose supervisor is gone (issue 27).
 */
export const WORK_PREFIX = 'gateway-sandbox-cluster-';
const OWNER_FILE = 'supervisor.pid';

/** Whether a process with this pid runs (a pid another user's process holds counts as running). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the folders of supervisors that are gone; returns them. A folder without its pid file is left alone. */
export function sweepStaleWorkDirs(base = tmpdir()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(base)) {
    if (!name.startsWith(WORK_PREFIX)) continue;
    const dir = join(base, name);
    const owner = join(dir, OWNER_FILE);
    if (!existsSync(owner)) continue;
    const pid = Number(readFileSync(owner, 'utf8').trim());
    if (Number.isSafeInteger(pid) && pid > 0 && running(pid)) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/** A new folder, owned by this process. */
export function makeWorkDir(base = tmpdir()): string {
  const dir = mkdtempSync(join(base, WORK_PREFIX));
  writeFileSync(join(dir, OWNER_FILE), `${process.pid}\n`, { mode: 0o600 });
  return dir;
}
