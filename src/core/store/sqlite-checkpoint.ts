import type { Database } from './sqlite-driver.js';

/**
 * How long after a write the `-wal` is folded into the database file. Until then the write
 * is in the `-wal` only: a copy of the database file alone, or a `-wal` lost or cut short,
 * loses at most the writes of this window (docs/database.md, "Copying the database").
 */
export const CHECKPOINT_DELAY_MS = 1000;

/**
 * A TRUNCATE checkpoint: every transaction of the `-wal` is copied into the database file
 * (fsynced), and the `-wal` is cut to 0 bytes. The server holds the database alone (exclusive
 * locking), so no reader can stop it half-way. A failure (a full disk) leaves the writes in
 * the `-wal`, where SQLite still finds them; the next write schedules another try.
 */
export function checkpoint(db: Database): boolean {
  if (!db.open) return false;
  try {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    return result?.busy === 0;
  } catch {
    return false;
  }
}

/**
 * The checkpoint schedule of one database, held by its writer: after a commit, the `-wal` is checkpointed at most
 * CHECKPOINT_DELAY_MS later, outside any request.
 */
export function checkpointSchedule(db: Database, delayMs = CHECKPOINT_DELAY_MS): () => void {
  let timer: NodeJS.Timeout | null = null;
  return () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      // Closed meanwhile: closeDatabase ran the last checkpoint already (checkpoint() does nothing on a closed db).
      checkpoint(db);
    }, delayMs);
    // A pending checkpoint never keeps the process alive: closeDatabase runs it at a clean stop.
    timer.unref();
  };
}

/** At a clean stop: the last checkpoint (the database file alone then holds everything), then close. */
export function closeDatabase(db: Database): void {
  checkpoint(db);
  db.close();
}
