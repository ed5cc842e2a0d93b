import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';

/** The files SQLite keeps beside a database, and ours (the pid of the server holding it). */
export function sideFiles(file: string) {
  return { wal: `${file}-wal`, shm: `${file}-shm`, journal: `${file}-journal`, pid: `${file}.pid` };
}

export type FileKind = 'absent' | 'empty' | 'sqlite' | 'json' | 'unknown';

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/** What a state file is, from its first bytes. */
export function fileKind(file: string): FileKind {
  if (!existsSync(file)) return 'absent';
  if (!statSync(file).isFile()) return 'unknown';
  const head = Buffer.alloc(64);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (read === 0) return 'empty';
  if (read >= SQLITE_MAGIC.length && head.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) return 'sqlite';
  const text = head.subarray(0, read).toString('latin1').trimStart();
  if (text.startsWith('{')) return 'json';
  return 'unknown';
}

/** The application_id of a SQLite file's header (bytes 68–71, big-endian), read without SQLite; 0 when too short. */
export function headerApplicationId(file: string): number {
  const bytes = Buffer.alloc(4);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, bytes, 0, 4, 68) === 4 ? bytes.readInt32BE(0) : 0;
  } finally {
    closeSync(fd);
  }
}

export function fileBytes(path: string): number {
  return existsSync(path) ? statSync(path).size : 0;
}

/** Size, change time and inode of the database and its WAL: equal before and after means nobody wrote in between. */
export function fingerprint(file: string): string {
  return [file, sideFiles(file).wal]
    .map((path) => {
      const stat = existsSync(path) ? statSync(path) : null;
      // SQLite creates an empty WAL on opening: empty and absent hold the same, nothing.
      if (!stat || stat.size === 0) return '-';
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

/** Creates an empty file that only its owner may read (the state holds webhook secrets). */
export function createPrivateFile(path: string): void {
  closeSync(openSync(path, 'wx', 0o600));
}

/** Journals that hold writes of a database that is not there: starting afresh would drop them. */
export function orphanJournals(file: string): string[] {
  const side = sideFiles(file);
  return [side.wal, side.journal, `${file}.wal`, `${file}.wal.old`].filter((path) => fileBytes(path) > 0);
}

interface HolderRecord {
  pid: number;
  hostname: string;
  since: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Who holds the database, from the pid file its server wrote: "process 1234 on host (since …)".
 * SQLite's lock is what keeps a second server out; this file only names the holder, so a
 * stale one (its process gone) names nobody.
 */
export function holderOf(file: string): string | null {
  try {
    const record = JSON.parse(readFileSync(sideFiles(file).pid, 'utf8')) as HolderRecord;
    if (!Number.isSafeInteger(record.pid)) return null;
    const here = record.hostname === hostname();
    if (here && !alive(record.pid)) return null;
    return `process ${record.pid}${here ? '' : ` on ${record.hostname}`} (since ${record.since})`;
  } catch {
    return null;
  }
}

export function writeHolder(file: string): void {
  const path = sideFiles(file).pid;
  const record: HolderRecord = { pid: process.pid, hostname: hostname(), since: new Date().toISOString() };
  rmSync(path, { force: true });
  writeFileSync(path, JSON.stringify(record) + '\n', { mode: 0o600, flag: 'wx' });
}

/** Removes the pid file if it is still ours. */
export function clearHolder(file: string): void {
  const path = sideFiles(file).pid;
  try {
    if ((JSON.parse(readFileSync(path, 'utf8')) as HolderRecord).pid === process.pid) rmSync(path, { force: true });
  } catch {
    // Gone already, or not ours to remove.
  }
}

export function busyReason(file: string): string {
  const holder = holderOf(file);
  return `is in use by ${holder ?? 'another process (no live holder recorded in ' + sideFiles(file).pid + ')'}: one server per database. Stop it first, or give this one another --db-file`;
}

const READ_ONLY_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);

function unwritable(path: string): string | null {
  try {
    accessSync(path, constants.W_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return READ_ONLY_CODES.has(code) ? code : null;
  }
}

/**
 * Why the server could not write the database where it is, or null: the server writes the
 * file, its `-wal` and its `.pid` beside it, so the directory must be writable too. A
 * read-only file system (EROFS) is found even by root, whom permissions do not stop.
 */
export function readOnlyReason(file: string): string | null {
  const folder = dirname(resolve(file));
  const folderCode = existsSync(folder) ? unwritable(folder) : null;
  if (folderCode)
    return `the directory ${folder} is read-only (${folderCode === 'EROFS' ? 'a read-only file system' : 'no write permission'}): the server writes the database, its -wal and its .pid there. Make it writable, or give --db-file a path in a writable directory. Nothing was changed (the database is not damaged)`;
  const fileCode = existsSync(file) ? unwritable(file) : null;
  if (fileCode)
    return `the file ${file} is read-only (${fileCode === 'EROFS' ? 'a read-only file system' : 'no write permission'}): the server writes to it. Make it writable (chmod u+w), or start on a copy. Nothing was changed (the database is not damaged)`;
  return null;
}

/** Whether an error (Node's or SQLite's) says that a file could not be written because of where it is. */
export function isReadOnlyError(error: unknown): boolean {
  const raw = (error as { code?: unknown }).code;
  const code = typeof raw === 'string' ? raw : '';
  return READ_ONLY_CODES.has(code) || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN');
}
