import { existsSync, readFileSync } from 'node:fs';
import { COLLECTION_NAMES } from './collections.js';
import { StoreRefusal } from './refusal.js';
import type { State } from './state.js';

/**
 * The state files of the sandbox before SQLite (read once, to convert them): a JSON snapshot
 * at the path and two journals beside it, `<file>.wal.old` (set aside by a compaction that
 * may not have finished) and `<file>.wal`, one JSON line per commit holding the full new
 * value of each record written and the meta. Replaying both over the snapshot, in that order,
 * gives the state: each entry carries whole values, so an entry already folded into the
 * snapshot replays to the same result.
 */
export interface LegacyEntry {
  records: [collection: string, id: number, record: unknown][];
  meta: unknown;
}

export const legacyJournals = (file: string): string[] => [`${file}.wal.old`, `${file}.wal`];

const utf8 = new TextDecoder('utf-8', { fatal: true });
const KNOWN = new Set<string>(COLLECTION_NAMES);

function isEntry(value: unknown): value is LegacyEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { records, meta } = value as Partial<LegacyEntry>;
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta) || !Array.isArray(records)) return false;
  return records.every(
    (row) =>
      Array.isArray(row) &&
      row.length === 3 &&
      KNOWN.has(row[0]) &&
      Number.isSafeInteger(row[1]) &&
      (row[2] === null || (typeof row[2] === 'object' && !Array.isArray(row[2]))),
  );
}

export interface JournalReading {
  entries: LegacyEntry[];
  /** Lines kept, and the line numbers given up on (only when reading leniently). */
  skipped: number[];
  /** A torn last line (a write cut by a crash, never acknowledged) was dropped. */
  tornTail: boolean;
}

/**
 * Reads a journal line by line. A last line without its newline that does not parse is a
 * write a crash cut short: it was never answered, and is dropped. Any other line that is
 * not a complete entry means the journal is damaged: strictly, that refuses (naming the file
 * and line: the entries after it were answered writes); leniently (`db repair`), the line is
 * skipped and counted.
 */
export function readLegacyJournal(path: string, lenient = false): JournalReading {
  const reading: JournalReading = { entries: [], skipped: [], tornTail: false };
  if (!existsSync(path)) return reading;
  const bytes = readFileSync(path);
  let start = 0;
  for (let line = 1; start < bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    const last = end === -1;
    const chunk = bytes.subarray(start, last ? bytes.length : end);
    start = last ? bytes.length : end + 1;
    let entry: unknown;
    let problem: string | null = null;
    try {
      entry = JSON.parse(utf8.decode(chunk));
      if (!isEntry(entry)) problem = 'not a journal entry ({records, meta})';
    } catch (error) {
      problem = (error as Error).message;
    }
    if (problem === null) {
      reading.entries.push(entry as LegacyEntry);
      continue;
    }
    if (last) {
      reading.tornTail = true;
      break;
    }
    if (lenient) {
      reading.skipped.push(line);
      continue;
    }
    throw new StoreRefusal(
      path,
      `line ${line} is damaged (${problem}); the entries after it are answered writes, so nothing was converted. ` +
        `Repair the line, or copy everything readable with: gateway-sandbox db repair --db-file <file> --out <new file>`,
    );
  }
  return reading;
}

/** The snapshot, parsed strictly (invalid UTF-8 refuses rather than turning into U+FFFD). */
export function readLegacySnapshot(file: string): unknown {
  try {
    return JSON.parse(utf8.decode(readFileSync(file)));
  } catch (error) {
    throw new StoreRefusal(file, `is not valid JSON (${(error as Error).message})`);
  }
}

export function applyLegacyEntry(state: State, entry: LegacyEntry): void {
  const collections = state as unknown as Record<string, Record<string, unknown>>;
  for (const [name, id, record] of entry.records) {
    collections[name] ??= {};
    if (record === null) delete collections[name][id];
    else collections[name][id] = record;
  }
  state.meta = entry.meta as State['meta'];
}

export interface LegacyState {
  state: State;
  /** Journal files that held entries, and how many were replayed. */
  journals: string[];
  entries: number;
  skipped: { file: string; lines: number[] }[];
  tornTail: boolean;
}

/** Snapshot + `.wal.old` + `.wal`, as the server of before SQLite would have started from them. */
export function readLegacyState(file: string, lenient = false): LegacyState {
  const snapshot = readLegacySnapshot(file);
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot))
    throw new StoreRefusal(file, 'is JSON but not a sandbox state (not an object)');
  const state = snapshot as State;
  const result: LegacyState = { state, journals: [], entries: 0, skipped: [], tornTail: false };
  for (const journal of legacyJournals(file)) {
    if (!existsSync(journal)) continue;
    const reading = readLegacyJournal(journal, lenient);
    result.journals.push(journal);
    for (const entry of reading.entries) applyLegacyEntry(state, entry);
    result.entries += reading.entries.length;
    if (reading.skipped.length) result.skipped.push({ file: journal, lines: reading.skipped });
    result.tornTail ||= reading.tornTail;
  }
  return result;
}
