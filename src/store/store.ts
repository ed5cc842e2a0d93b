import { existsSync } from 'node:fs';
import { Low, Memory } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import type { StateMeta } from '../generated/schema-types.js';
import { Collection } from './collection.js';
import { COLLECTION_NAMES, type CollectionName, type CollectionRecords } from './collections.js';
import type { State } from './state.js';

export type Collections = { [K in CollectionName]: Collection<CollectionRecords[K]> };

/**
 * The store: lowdb holds the state (in memory, or in a JSON file that lowdb writes
 * atomically: temp file, then rename), and each collection keeps its own indexes.
 * Mutations are synchronous on the in-memory state; `commit()` persists them.
 */
export class Store {
  readonly collections: Collections;

  private constructor(private readonly db: Low<State>, readonly file: string | null) {
    const collections = {} as Record<string, Collection<never>>;
    for (const name of COLLECTION_NAMES) {
      collections[name] = new Collection(name, () => (this.db.data as unknown as Record<string, Record<string, never>>)[name]);
    }
    this.collections = collections as unknown as Collections;
  }

  /** Opens the store; `initial` builds the first state when the file is absent (or always, in memory). */
  static async open(options: { file: string | null; initial: () => Promise<State> | State; check?: (state: unknown) => void }): Promise<Store> {
    if (!options.file) return new Store(new Low<State>(new Memory<State>(), await options.initial()), null);
    const exists = existsSync(options.file);
    const db = new Low<State>(new JSONFile<State>(options.file), exists ? ({} as State) : await options.initial());
    if (exists) {
      await db.read();
      options.check?.(db.data);
    } else {
      await db.write();
    }
    return new Store(db, options.file);
  }

  get state(): State {
    return this.db.data;
  }

  get meta(): StateMeta {
    return this.db.data.meta;
  }

  /** The next id of a sequence ("sales", "cashouts"...), starting after `start`. */
  nextId(sequence: string, start = 0): number {
    const sequences = this.db.data.meta.sequences;
    const next = Math.max(sequences[sequence] ?? 0, start) + 1;
    sequences[sequence] = next;
    return next;
  }

  /** Persists the state (a no-op in memory). Callers await it before answering a write. */
  async commit(): Promise<void> {
    if (this.file) await this.db.write();
  }

  /** Swaps in a whole new state (reset, restore) and rebuilds every index. */
  async replace(state: State): Promise<void> {
    this.db.data = state;
    for (const name of COLLECTION_NAMES) this.collections[name].reindex();
    await this.commit();
  }

  /** A deep copy of the state, safe to hand out or keep as a snapshot. */
  snapshot(): State {
    return structuredClone(this.db.data);
  }
}
