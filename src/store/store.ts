import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { Low, Memory } from 'lowdb';
import type { DataFile } from 'lowdb/node';
import type { StateMeta } from '../generated/schema-types.js';
import { Collection } from './collection.js';
import { COLLECTION_NAMES, type CollectionName, type CollectionRecords } from './collections.js';
import { Journal, type JournalEntry } from './journal.js';
import type { State } from './state.js';

export type Collections = { [K in CollectionName]: Collection<CollectionRecords[K]> };

/** One record a commit wrote: its new value, or null when it was deleted. */
export interface StoreChange {
  collection: CollectionName;
  id: number;
  record: unknown;
}

export type CommitListener = (changes: StoreChange[]) => void;

export interface StoreOptions {
  file: string | null;
  /** Builds the first state when there is no file (always, in memory). */
  initial: () => Promise<State> | State;
  /** Throws when a loaded state is not acceptable. */
  check?: (state: unknown) => void;
  /** fdatasync every commit: survives power loss, not only a killed process. */
  fsync?: boolean;
  /** Snapshot the state and empty the journal once it grows past this many bytes. */
  compactAfterBytes?: number;
}

const DEFAULT_COMPACT_AFTER_BYTES = 32 * 1024 * 1024;

/**
 * The snapshot as compact JSON. lowdb's JSONFile indents with two spaces: a quarter more
 * bytes to write at each compaction, and a state of 200,000 sales and 200,000
 * subscriptions then passes V8's largest string (~512 MB) and cannot be written at all.
 */
async function snapshotFile(file: string): Promise<DataFile<State>> {
  // lowdb's file adapters are loaded in file mode only: memory mode starts without them.
  const { DataFile } = await import('lowdb/node');
  return new DataFile<State>(file, { parse: JSON.parse, stringify: (data) => JSON.stringify(data) });
}

/**
 * The store. lowdb holds the state: in memory, or in a JSON snapshot file written
 * atomically (temp file, then rename). In file mode every commit also appends the records
 * it changed to a journal (`<file>.wal`) before the writer is answered, so an answered
 * write survives a crash at any instant, and a commit costs what it changed rather than
 * the size of the whole state. The journal is folded into the snapshot at start-up and
 * whenever it grows large.
 */
export class Store {
  readonly collections: Collections;
  private readonly dirty = new Map<string, Set<number>>();
  private journal: Journal | null = null;
  private compacting: Promise<void> | null = null;
  /** The meta as last journaled, so a commit with nothing new writes nothing. */
  private lastMeta = '';
  private readonly listeners = new Set<CommitListener>();

  private constructor(
    private readonly db: Low<State>,
    readonly file: string | null,
    private readonly options: StoreOptions,
  ) {
    const collections = {} as Record<string, Collection<never>>;
    for (const name of COLLECTION_NAMES) {
      const written = new Set<number>();
      this.dirty.set(name, written);
      collections[name] = new Collection(
        name,
        () => (this.db.data as unknown as Record<string, Record<string, never>>)[name],
        (id) => written.add(id),
      );
    }
    this.collections = collections as unknown as Collections;
  }

  static async open(options: StoreOptions): Promise<Store> {
    if (!options.file) return new Store(new Low<State>(new Memory<State>(), await options.initial()), null, options);
    const file = options.file;
    const exists = existsSync(file);
    const db = new Low<State>(await snapshotFile(file), exists ? ({} as State) : await options.initial());
    if (exists) {
      await db.read();
      for (const entry of [...Journal.read(`${file}.wal.old`), ...Journal.read(`${file}.wal`)]) applyEntry(db.data, entry);
      options.check?.(db.data);
    } else {
      rmSync(`${file}.wal.old`, { force: true });
      rmSync(`${file}.wal`, { force: true });
    }
    const store = new Store(db, file, options);
    // With no journal to fold, the snapshot on disk already is the state: rewriting it
    // would cost seconds at every start of a large one (400 MB: ~3.5 s).
    if (exists && fileBytes(`${file}.wal`) === 0 && !existsSync(`${file}.wal.old`)) store.journal = new Journal(`${file}.wal`, options.fsync ?? false);
    else await store.compact();
    return store;
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

  /**
   * Persists what changed since the last commit (a no-op in memory). Callers await it
   * before answering a write. The journal append is synchronous: once this resolves, the
   * change is in the file.
   */
  async commit(): Promise<void> {
    const records: JournalEntry['records'] = [];
    for (const [name, ids] of this.dirty) {
      if (!ids.size) continue;
      const collection = (this.db.data as unknown as Record<string, Record<string, unknown>>)[name];
      for (const id of ids) records.push([name, id, Object.hasOwn(collection, id) ? collection[id] : null]);
      ids.clear();
    }
    if (records.length && this.listeners.size) this.notify(records);
    if (!this.journal) return;
    const meta = JSON.stringify(this.db.data.meta);
    if (records.length === 0 && meta === this.lastMeta) return;
    this.lastMeta = meta;
    this.journal.append({ records, meta: this.db.data.meta });
    if (this.journal.size > (this.options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES) && !this.compacting) {
      this.compacting = this.compact().finally(() => (this.compacting = null));
    }
    await this.compacting;
  }

  /**
   * Folds the journal into the snapshot: the current journal is set aside, a new one
   * started, the snapshot written atomically, and only then the old journal removed.
   * A crash at any point leaves snapshot + journals that replay to the same state.
   */
  private async compact(): Promise<void> {
    const file = this.file!;
    this.journal?.close();
    if (existsSync(`${file}.wal`)) {
      if (existsSync(`${file}.wal.old`)) throw new Error(`${file}.wal.old exists: an earlier compaction did not finish`);
      renameSync(`${file}.wal`, `${file}.wal.old`);
    }
    this.journal = new Journal(`${file}.wal`, this.options.fsync ?? false);
    for (const ids of this.dirty.values()) ids.clear();
    await this.db.write();
    rmSync(`${file}.wal.old`, { force: true });
  }

  /**
   * Calls `listener` after each commit with the records it wrote (live views, event streams).
   * Returns the unsubscriber. A throwing listener is isolated from the commit and the others.
   */
  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(records: JournalEntry['records']): void {
    const changes = records.map(([collection, id, record]) => ({ collection: collection as CollectionName, id, record }));
    for (const listener of this.listeners) {
      try {
        listener(changes);
      } catch {
        // A view's failure must never fail the write that was already applied.
      }
    }
  }

  /** Swaps in a whole new state (reset, restore) and rebuilds every index. */
  async replace(state: State): Promise<void> {
    this.db.data = state;
    for (const ids of this.dirty.values()) ids.clear();
    for (const name of COLLECTION_NAMES) this.collections[name].reindex();
    if (this.file) {
      await this.compacting;
      await this.compact();
    }
  }

  /** A deep copy of the state, safe to hand out or keep as a snapshot. */
  snapshot(): State {
    return structuredClone(this.db.data);
  }

  /** Closes the journal (the file stays valid without it). */
  close(): void {
    this.journal?.close();
    this.journal = null;
  }
}

function fileBytes(path: string): number {
  return existsSync(path) ? statSync(path).size : 0;
}

function applyEntry(state: State, entry: JournalEntry): void {
  const collections = state as unknown as Record<string, Record<string, unknown>>;
  for (const [name, id, record] of entry.records) {
    collections[name] ??= {};
    if (record === null) delete collections[name][id];
    else collections[name][id] = record;
  }
  state.meta = entry.meta as StateMeta;
}
