import type { StateMeta } from '../../generated/schema-types.js';
import { COLLECTION_NAMES, type CollectionName, type CollectionRecords } from './collections.js';
import { CURRENT_SCHEMA_VERSION } from './migrations/index.js';

/** The whole persisted state: records keyed by their id, so a lookup never scans. */
export type State = { meta: StateMeta } & { [K in CollectionName]: Record<string, CollectionRecords[K]> };

export function emptyState(seed: number, anchor = new Date(0).toISOString()): State {
  const state = {
    meta: {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      seed,
      anchor,
      sequences: {},
      clock: { offsetMs: 0, frozenAtMs: null },
    },
  } as unknown as State;
  for (const name of COLLECTION_NAMES) (state as Record<string, unknown>)[name] = {};
  return state;
}
