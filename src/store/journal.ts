import { closeSync, existsSync, fdatasyncSync, openSync, readFileSync, writeSync } from 'node:fs';

/** One committed change: the full new value of each record written (null: deleted), and the meta. */
export interface JournalEntry {
  records: [collection: string, id: number, record: unknown][];
  meta: unknown;
}

/**
 * The write-ahead journal beside the state file: one JSON line per commit, appended and
 * (in durable mode) fsynced before the writer is answered. Replaying it over the last
 * snapshot gives the state back after a crash; a torn last line was never acknowledged
 * and is dropped.
 */
export class Journal {
  private fd: number;
  private bytes: number;

  constructor(
    readonly path: string,
    private readonly fsync: boolean,
  ) {
    this.fd = openSync(path, 'a');
    this.bytes = existsSync(path) ? readFileSync(path).length : 0;
  }

  /** Every complete entry in the journal, in order. */
  static read(path: string): JournalEntry[] {
    if (!existsSync(path)) return [];
    const entries: JournalEntry[] = [];
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (!line) continue;
      try {
        entries.push(JSON.parse(line) as JournalEntry);
      } catch {
        break; // A torn write at the end: everything before it is intact.
      }
    }
    return entries;
  }

  /** Appends one entry synchronously: when this returns, the bytes are in the file. */
  append(entry: JournalEntry): void {
    const line = JSON.stringify(entry) + '\n';
    const buffer = Buffer.from(line, 'utf8');
    let offset = 0;
    while (offset < buffer.length) offset += writeSync(this.fd, buffer, offset);
    if (this.fsync) fdatasyncSync(this.fd);
    this.bytes += buffer.length;
  }

  get size(): number {
    return this.bytes;
  }


  close(): void {
    closeSync(this.fd);
  }
}
