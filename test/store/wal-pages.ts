import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';

// The -wal format (https://www.sqlite.org/fileformat2.html#walformat): a 32-byte header
// (page size at byte 8), then frames of a 24-byte header (page number at 0, the database size in pages at 4 for a
// commit frame, 0 otherwise) and one page each. Read here without checking checksums: the tests feed it -wal files
// a server wrote, whose valid frames SQLite's own reading (db check) confirms.

export interface WalPage {
  page: number;
  /** The newest content of the page in the -wal, up to its last commit frame. */
  bytes: Buffer;
}

/** Every page the -wal's committed frames hold, newest version of each, by page number. */
export function walPages(wal: string): { pageSize: number; pages: WalPage[]; commits: number } {
  const bytes = readFileSync(wal);
  const pageSize = bytes.readUInt32BE(8);
  const salt = bytes.subarray(16, 24);
  const frameSize = 24 + pageSize;
  const pending = new Map<number, Buffer>();
  const committed = new Map<number, Buffer>();
  let commits = 0;
  for (let at = 32; at + frameSize <= bytes.length; at += frameSize) {
    if (!bytes.subarray(at + 8, at + 16).equals(salt)) break; // frames of before a reset
    pending.set(bytes.readUInt32BE(at), bytes.subarray(at + 24, at + frameSize));
    if (bytes.readUInt32BE(at + 4) !== 0) {
      for (const [page, content] of pending) committed.set(page, content);
      pending.clear();
      commits++;
    }
  }
  const pages = [...committed].map(([page, content]) => ({ page, bytes: content })).sort((a, b) => a.page - b.page);
  return { pageSize, pages, commits };
}

/**
 * What a checkpoint killed half-way leaves: the first half (in page order, the order SQLite copies them) of the
 * -wal's pages written into the database file at their offsets, the -wal left as it was.
 */
export function halfCheckpoint(file: string, wal: string): { copied: number[]; of: number } {
  const { pageSize, pages } = walPages(wal);
  const half = pages.slice(0, Math.ceil(pages.length / 2));
  const fd = openSync(file, 'r+');
  try {
    for (const { page, bytes } of half) writeSync(fd, bytes, 0, pageSize, (page - 1) * pageSize);
  } finally {
    closeSync(fd);
  }
  return { copied: half.map((entry) => entry.page), of: pages.length };
}
