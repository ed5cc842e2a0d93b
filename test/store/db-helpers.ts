import { spawn, type SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ROOT } from '../helpers/child.js';
import { waitUntil } from '../helpers/wait.js';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the shipped CLI (dist/bundle/cli.mjs) to its end: a refused start, or `db check`/`db repair` (`as`: another
 * user's uid/gid).
 */
export function runCli(
  args: string[],
  env: Record<string, string> = {},
  as: Pick<SpawnOptions, 'uid' | 'gid'> = {},
): Promise<CliRun> {
  const child = spawn(process.execPath, [join(ROOT, 'dist/bundle/cli.mjs'), ...args], {
    env: { ...process.env, PORT: '0', SANDBOX_LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Every file of a folder: name → mode, size and content hash. Equal snapshots: nothing was touched. */
export function folderSnapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    const stat = statSync(path);
    files[name] =
      `${(stat.mode & 0o777).toString(8)} ${stat.size} ${createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16)}`;
  }
  return files;
}

export function modeOf(path: string): string {
  return (statSync(path).mode & 0o777).toString(8);
}

/** Inverts `length` bytes at `offset`. */
export function flipBytes(path: string, offset: number, length: number): void {
  const fd = openSync(path, 'r+');
  try {
    const bytes = Buffer.alloc(length);
    readSync(fd, bytes, 0, length, offset);
    for (let i = 0; i < length; i++) bytes[i] ^= 0xff;
    writeSync(fd, bytes, 0, length, offset);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a closed database (read-only, through better-sqlite3 itself), removing the -shm and empty -wal SQLite creates
 * for it.
 */
export function readDatabase<T>(file: string, read: (db: Database.Database) => T): T {
  const made = [`${file}-shm`, `${file}-wal`].filter((path) => !existsSync(path));
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
    for (const path of made) if (existsSync(path) && (path.endsWith('-shm') || statSync(path).size === 0)) rmSync(path);
  }
}

/**
 * A leaf page in the middle of a table, and the ids its cells hold: the leaves in b-tree
 * order (dbstat's path) hold the rows in id order, so the page's ids are a slice of them.
 */
export function middleLeafPage(file: string, table: string): { offset: number; pageSize: number; ids: number[] } {
  return readDatabase(file, (db) => {
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const leaves = db
      .prepare("SELECT pageno, ncell FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY path")
      .all(table) as { pageno: number; ncell: number }[];
    const ids = db.prepare(`SELECT id FROM "${table}" ORDER BY id`).pluck().all() as number[];
    const middle = Math.floor(leaves.length / 2);
    const first = leaves.slice(0, middle).reduce((sum, leaf) => sum + leaf.ncell, 0);
    return {
      offset: (leaves[middle].pageno - 1) * pageSize,
      pageSize,
      ids: ids.slice(first, first + leaves[middle].ncell),
    };
  });
}

/**
 * A running server's writes checkpointed into its database file: the -wal back to 0 bytes. Waited for, with no bound
 * of its own (the promise is "within ~1 s of the last write"; how soon is the bench's to measure, and a loaded machine
 * outlasts any fixed wait).
 */
export function untilCheckpointed(file: string): Promise<void> {
  return waitUntil(
    () => existsSync(`${file}-wal`) && statSync(`${file}-wal`).size === 0,
    `${file}-wal emptied by a checkpoint`,
  );
}
