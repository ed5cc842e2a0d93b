import type { Response } from 'express';
import type { Store } from '../../core/store/store.js';
import { nextTurn, REDACTED_SECRET, SLICE_MS } from './state.service.js';

/** A chunk is written once it reaches this size (or its slice of time runs out). */
const CHUNK_BYTES = 128 * 1024;

interface Section {
  name: string;
  /** The section's JSON when it is written whole (meta); otherwise its records, one by one. */
  json?: string;
  records?: { id: number }[];
}

/** Stands in for what a user record must never show. */
const redactUser = (user: unknown) => ({ ...(user as object), webhookSecret: REDACTED_SECRET });

/**
 * The state at this instant, without copying it: the meta serialized now (it changes in
 * place), each collection's record references taken now (records are immutable values: a
 * later write replaces the reference in the collection, never the record we hold). Each
 * record is filed under its own id, so the ids come from the records: Object.values keeps
 * the key order JSON.stringify uses, and costs a fraction of Object.keys on 100,000 records.
 */
function sectionsOf(deps: { store: Store }): Section[] {
  const state = deps.store.state as unknown as Record<string, unknown>;
  const sections: Section[] = [];
  for (const name of Object.keys(state)) {
    const value = state[name];
    if (value === undefined) continue;
    if (name === 'meta' || typeof value !== 'object' || value === null || Array.isArray(value)) {
      sections.push({ name, json: JSON.stringify(value) });
      continue;
    }
    sections.push({ name, records: Object.values(value) as { id: number }[] });
  }
  return sections;
}

/**
 * GET /__admin/state: the whole state as JSON, webhook secrets redacted (unless `withSecrets`), byte for byte what
 * JSON.stringify of it gives, written in chunks with a turn of the event loop between
 * slices of SLICE_MS, so other requests are answered while a state of 100,000 sales goes out.
 * Honours backpressure (a full socket is waited for, then the loop still turns once), and
 * stops when the client goes away.
 */
export async function streamState(deps: { store: Store }, res: Response, withSecrets = false): Promise<void> {
  const sections = sectionsOf(deps);
  let gone = false;
  res.once('close', () => (gone = true));
  res.status(200).type('application/json; charset=utf-8');
  let chunk = '{';
  let sliceStart = performance.now();
  const flush = async (force: boolean) => {
    if (!force && chunk.length < CHUNK_BYTES && performance.now() - sliceStart < SLICE_MS) return;
    const drained = res.write(chunk);
    chunk = '';
    if (!drained && !gone)
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    // After a drain too: a socket that flushed at once emits 'drain' on the next tick, before
    // the loop reaches I/O, so waiting for it alone never lets another request in (issue 20).
    await nextTurn();
    sliceStart = performance.now();
  };
  for (const [index, section] of sections.entries()) {
    chunk += `${index ? ',' : ''}${JSON.stringify(section.name)}:`;
    if (section.json !== undefined) {
      chunk += section.json;
      continue;
    }
    const redact = section.name === 'users' && !withSecrets ? redactUser : null;
    chunk += '{';
    const records = section.records!;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      chunk += `${i ? ',' : ''}"${record.id}":${JSON.stringify(redact ? redact(record) : record)}`;
      if (i % 16 === 15) {
        await flush(false);
        if (gone) return;
      }
    }
    chunk += '}';
  }
  chunk += '}';
  await flush(true);
  res.end();
}
