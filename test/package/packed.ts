import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../helpers/child.js';

const PREFIX = 'gateway-sandbox-pack-';

/**
 * The checkout as `npm pack --ignore-scripts` packs it, packed once per jest process (3 to 4 s of CPU a pack): the
 * test files that install it (lean-install, consumers) share the tarball when they run in one process, as CI runs
 * them. Keyed by the process (its pid and start) and the build (dist/bundle is made anew by every `npm run build`),
 * so no other run and no later build reads it; the folders of processes that are gone are removed. The tests copy or
 * install from it, never change it.
 */
export function packedTarball(): string {
  const build = Math.round(statSync(join(ROOT, 'dist/bundle')).mtimeMs);
  const dir = join(tmpdir(), `${PREFIX}${process.pid}-${Math.round(performance.timeOrigin)}-${build}`);
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith(PREFIX) && name !== dir.slice(tmpdir().length + 1) && !inUse(name))
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
  const record = join(dir, 'packed.json');
  if (!existsSync(record)) {
    mkdirSync(dir, { recursive: true });
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      }),
    ) as { filename: string }[];
    writeFileSync(record, JSON.stringify(packed[0].filename));
  }
  return join(dir, JSON.parse(readFileSync(record, 'utf8')) as string);
}

/** Whether another running process made a pack folder (it may still read it); this process's other ones are stale. */
function inUse(name: string): boolean {
  const pid = Number(name.slice(PREFIX.length).split('-')[0]);
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
