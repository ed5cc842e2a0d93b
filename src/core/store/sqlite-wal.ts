import { closeSync, openSync, readSync } from 'node:fs';

/**
 * What a `-wal` file holds, read by us before SQLite sees it: SQLite silently ignores a WAL
 * whose header (magic, version, page size, salts, checksum) is bad, and deletes the WAL of an
 * empty database, so both would start from less than was answered. Format:
 * https://www.sqlite.org/fileformat2.html#walformat
 */
export type WalReport = ValidWal | { ok: false; bytes: number; problem: string };

export interface ValidWal {
  ok: true;
  bytes: number;
  pageSize: number;
  /**
   * The header's checkpoint sequence: 0 until SQLite first restarts the -wal after a checkpoint (the -wal then holds
   * the database's whole history).
   */
  checkpointSequence: number;
  /** Valid frames, from the start, up to the last one that ends a transaction: what SQLite replays. */
  frames: number;
  transactions: number;
  /**
   * Bytes after the last valid commit frame, which SQLite ignores (a write cut short, a torn tail, frames of before a
   * WAL reset).
   */
  ignoredBytes: number;
}

const HEADER = 32;
const FRAME_HEADER = 24;
const MAGIC_LITTLE = 0x377f0682;
const MAGIC_BIG = 0x377f0683;
const VERSION = 3007000;

/** SQLite's WAL checksum: pairs of 32-bit words in the byte order the magic names, chained from `seed`. */
function checksum(bytes: Buffer, bigEndian: boolean, seed: [number, number]): [number, number] {
  let [s0, s1] = seed;
  for (let i = 0; i + 8 <= bytes.length; i += 8) {
    const x0 = bigEndian ? bytes.readUInt32BE(i) : bytes.readUInt32LE(i);
    const x1 = bigEndian ? bytes.readUInt32BE(i + 4) : bytes.readUInt32LE(i + 4);
    s0 = (s0 + x0 + s1) >>> 0;
    s1 = (s1 + x1 + s0) >>> 0;
  }
  return [s0, s1];
}

function readAt(fd: number, length: number, position: number): Buffer {
  const bytes = Buffer.alloc(length);
  const read = readSync(fd, bytes, 0, length, position);
  return read === length ? bytes : bytes.subarray(0, read);
}

/** Checks the header and walks the frames' checksum chain, as SQLite's recovery does, reading the file once. */
export function inspectWal(path: string, bytes: number): WalReport {
  const fd = openSync(path, 'r');
  try {
    const header = readAt(fd, HEADER, 0);
    if (header.length < HEADER)
      return {
        ok: false,
        bytes,
        problem: `it is ${bytes} bytes, shorter than the 32-byte WAL header`,
      };
    const magic = header.readUInt32BE(0);
    if (magic !== MAGIC_LITTLE && magic !== MAGIC_BIG)
      return {
        ok: false,
        bytes,
        problem: `its header does not start with SQLite's WAL magic number (0x${magic.toString(16).padStart(8, '0')})`,
      };
    const bigEndian = magic === MAGIC_BIG;
    const version = header.readUInt32BE(4);
    if (version !== VERSION)
      return {
        ok: false,
        bytes,
        problem: `its header names WAL format ${version}, not ${VERSION}`,
      };
    const pageSize = header.readUInt32BE(8);
    if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) !== 0)
      return {
        ok: false,
        bytes,
        problem: `its header names a page size of ${pageSize}`,
      };
    const sum = checksum(header.subarray(0, 24), bigEndian, [0, 0]);
    if (sum[0] !== header.readUInt32BE(24) || sum[1] !== header.readUInt32BE(28))
      return {
        ok: false,
        bytes,
        problem: 'its header checksum does not match its contents',
      };
    const salt = header.subarray(16, 24);
    let chain = sum;
    let frames = 0;
    let committedFrames = 0;
    let transactions = 0;
    let committedEnd = HEADER;
    const frameSize = FRAME_HEADER + pageSize;
    for (let at = HEADER; at + frameSize <= bytes; at += frameSize) {
      const frame = readAt(fd, frameSize, at);
      if (frame.length < frameSize || !frame.subarray(8, 16).equals(salt)) break;
      const next = checksum(frame.subarray(FRAME_HEADER), bigEndian, checksum(frame.subarray(0, 8), bigEndian, chain));
      if (next[0] !== frame.readUInt32BE(16) || next[1] !== frame.readUInt32BE(20)) break;
      chain = next;
      frames++;
      if (frame.readUInt32BE(4) !== 0) {
        transactions++;
        committedFrames = frames;
        committedEnd = at + frameSize;
      }
    }
    return {
      ok: true,
      bytes,
      checkpointSequence: header.readUInt32BE(12),
      pageSize,
      frames: committedFrames,
      transactions,
      ignoredBytes: bytes - committedEnd,
    };
  } finally {
    closeSync(fd);
  }
}
