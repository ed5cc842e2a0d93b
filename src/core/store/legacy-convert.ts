import {
  chmodSync,
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { createPrivateFile, fileBytes, sideFiles } from './db-files.js';
import { legacyJournals, type LegacyState } from './legacy-json.js';
import { StoreRefusal } from './refusal.js';
import { sqliteDriver } from './sqlite-driver.js';
import { initializeDatabase } from './sqlite-state.js';

/** `<file>.json-backup`, or `<file>.json-backup-2`... when an earlier conversion left one. */
function freeBackupName(file: string): string {
  for (let n = 1; ; n++) {
    const name = `${file}.json-backup${n === 1 ? '' : `-${n}`}`;
    if (!existsSync(name) && !existsSync(`${name}.wal`) && !existsSync(`${name}.wal.old`)) return name;
  }
}

/** A second name for the same bytes (instant); a copy where the file system has no hard links. */
function keep(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to, constants.COPYFILE_EXCL);
  }
  chmodSync(to, 0o600);
}

function syncDirectory(path: string): void {
  const fd = openSync(dirname(path), 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Converts a JSON state (snapshot + journals, already read and checked) into a SQLite
 * database at the same path, once. The database is built beside it (`<file>.converting`),
 * the JSON files get their backup names (`<file>.json-backup`, `.wal`, `.wal.old`), and one
 * rename puts the database in place: a crash before it leaves the JSON state as it was (the
 * next start converts again), a crash after it leaves the database.
 */
export async function convertLegacyFile(file: string, legacy: LegacyState): Promise<string> {
  const Driver = await sqliteDriver();
  const temp = `${file}.converting`;
  const tempSide = sideFiles(temp);
  const clean = () => {
    for (const path of [temp, tempSide.wal, tempSide.shm, tempSide.journal]) rmSync(path, { force: true });
  };
  clean();
  try {
    createPrivateFile(temp);
    const db = new Driver(temp, { fileMustExist: true });
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      initializeDatabase(db, legacy.state);
    } finally {
      // The last connection's close checkpoints the WAL into the file and removes it.
      db.close();
    }
    if (fileBytes(tempSide.wal) > 0) throw new Error(`${tempSide.wal} was not checkpointed`);
    rmSync(tempSide.shm, { force: true });
  } catch (error) {
    clean();
    throw new StoreRefusal(
      file,
      `could not be converted into SQLite (${(error as Error).message}); nothing was changed`,
    );
  }
  const backup = freeBackupName(file);
  const kept: string[] = [];
  for (const source of [file, ...legacyJournals(file)]) {
    if (!existsSync(source)) continue;
    const target = backup + source.slice(file.length);
    keep(source, target);
    kept.push(target);
  }
  renameSync(temp, file);
  syncDirectory(file);
  for (const journal of legacyJournals(file)) rmSync(journal, { force: true });
  const torn = legacy.tornTail ? '; a torn last journal line (a write cut by a crash, never answered) was dropped' : '';
  return `converted the JSON state ${file} (snapshot + ${legacy.entries} journal entries) into a SQLite database at the same path${torn}; the JSON files are kept as ${kept.join(', ')}`;
}
