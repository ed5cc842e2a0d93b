import { COLLECTION_NAMES, type CollectionName } from '../../core/store/collections.js';
import type { Store } from '../../core/store/store.js';

/** Records per collection whose JSON is measured to know the collection's average record size. */
const SAMPLE = 32;

interface Measure {
  /** The collection's record count when it was measured. */
  count: number;
  /** Bytes of JSON per record, its key in the collection's object included. */
  bytesPerRecord: number;
}

function measure(records: Record<string, unknown>, count: number): Measure {
  let sampled = 0;
  let bytes = 0;
  for (const key in records) {
    // `"key":` and the comma before the next record, then the record itself.
    bytes += key.length + 4 + Buffer.byteLength(JSON.stringify(records[key]));
    if (++sampled === SAMPLE) break;
  }
  return { count, bytesPerRecord: sampled ? bytes / sampled : 0 };
}

/**
 * About how many bytes the state takes as JSON (GET /__admin/tenants' `approxBytes`), never by
 * serializing it: what JSON.stringify of a large tenant's state cost (2 to 3 s, the process
 * waiting, issue 27) is now, per collection, its record count (kept by the collection) times an
 * average record size measured on a sample of SAMPLE records. The sample is taken once per
 * collection and again only when its count has doubled or halved since, so the figure follows
 * the records as they change at a cost that does not grow with them.
 */
export class StateSizeEstimate {
  /** The state measured (a restore or reset swaps the object, and with it the measures), per collection. */
  private state: object | null = null;
  private known = new Map<CollectionName, Measure>();

  constructor(private readonly store: Store) {}

  approxBytes(): number {
    const { store } = this;
    const state = store.state as unknown as Record<string, Record<string, unknown>>;
    if (state !== this.state) {
      this.state = state;
      this.known = new Map();
    }
    const known = this.known;
    let total = Buffer.byteLength(JSON.stringify(store.meta)) + 2;
    for (const name of COLLECTION_NAMES) {
      const count = store.collections[name].size;
      let measured = known.get(name);
      if (
        !measured ||
        (count > 0 && measured.bytesPerRecord === 0) ||
        count > 2 * measured.count ||
        2 * count < measured.count
      ) {
        measured = measure(state[name], count);
        known.set(name, measured);
      }
      total += name.length + 5 + Math.round(count * measured.bytesPerRecord);
    }
    return total;
  }
}
