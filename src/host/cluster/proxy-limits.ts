import { readFileSync } from 'node:fs';
import { totalmem } from 'node:os';

/**
 * How many connections the proxy holds at once, sized to the machine (issue 27: a fixed `maxconn 4096` was filled by
 * 4,200 half-sent requests). Each proxied connection holds two descriptors (the client's and the shard's) and about two
 * 16 KB buffers; the smaller of what the descriptors and an eighth of the memory allow, never below a floor that a
 * small container still serves.
 */
export const BYTES_PER_CONNECTION = 64 * 1024;
/** Descriptors kept for HAProxy itself (listeners, logs, the shards' idle pool). */
export const RESERVED_DESCRIPTORS = 200;
export const MIN_MAXCONN = 512;

/** The soft limit of open files of this process (HAProxy, its child, inherits it), or null when unknown. */
export function openFilesLimit(limits = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(limits, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line ? Number(line.slice('Max open files'.length).trim().split(/\s+/)[0]) : NaN;
    return Number.isSafeInteger(soft) ? soft : null;
  } catch {
    return null;
  }
}

export function machineMaxconn(files = openFilesLimit(), memory = totalmem()): number {
  const byMemory = Math.floor(memory / 8 / BYTES_PER_CONNECTION);
  const byFiles = files === null ? byMemory : Math.floor((files - RESERVED_DESCRIPTORS) / 2);
  return Math.max(MIN_MAXCONN, Math.min(byMemory, byFiles));
}

/**
 * Connections one client address may hold open at once: a slow client (half a request, sent again and again) fills
 * its own share and no more. Generous for one CI runner or a load test (wrk's 50–400 connections), never more than a
 * quarter of the whole.
 */
export function perClientConnections(maxconn: number): number {
  return Math.max(16, Math.min(500, Math.floor(maxconn / 4)));
}
