import { statSync } from 'node:fs';
import { Low, Memory } from 'lowdb';
import type { StateMeta } from '../../generated/schema-types.js';
import { clearHolder } from './db-files.js';
import { closeDatabase } from './sqlite-checkpoint.js';
import { Collection } from './collection.js';
import { COLLECTION_NAMES, type CollectionName, type CollectionRecords } from './collections.js';
import { sqliteDriver, type Database } from './sqlite-driver.js';
import type { Migration } from './migrations/index.js';
import { RecordLimitReached } from './record-limit.js';
import type { RecordWrite, StateWriter } from './sqlite-state.js';
import type { State } from './state.js';
import { jsonCopy, jsonEqual } from './json-value.js';

export type Collections = { [K in CollectionName]: Collection<CollectionRecords[K]> };

/** One record a commit wrote: its new value, or null when it was deleted. */
export interface StoreChange {
  collection: CollectionName;
  id: number;
  record: unknown;
}

export type CommitListener = (changes: StoreChange[]) => void;

/**
 * One write as it happens (every insert, replace or delete, before any commit): the record before and after it (null:
 * absent).
 */
export interface StoreWrite {
  collection: CollectionName;
  id: number;
  before: unknown;
  after: unknown;
}

/** Told of every write as it happens, and when the uncommitted ones are thrown away (a rollback, a whole new state). */
export interface WriteListener {
  write(write: StoreWrite): void;
  discard(): void;
}

export interface StoreOptions {
  file: string | null;
  /** Builds the first state when there is no file (always, in memory). */
  initial: () => Promise<State> | State;
  /** Throws when a loaded state is not acceptable. */
  check?: (state: unknown) => void;
  /** SQLite synchronous=FULL (fsync at every commit: survives power loss) instead of NORMAL. */
  fsync?: boolean;
  /** The steps a file of an earlier schema version goes through (MIGRATIONS unless told). */
  migrations?: readonly Migration[];
  /**
   * A store no request or background work shares (the fixture builder's): writes need no
   * unit of work. Never with a file.
   */
  scratch?: boolean;
  /**
   * Most records the state may hold after a commit that grows it (null: no cap): such a commit is
   * rolled back and throws RecordLimitReached, whatever wrote.
   */
  recordLimit?: number | null;
  /**
   * The error a write meets when the database file was deleted or replaced while the store ran (its writes would go
   * to an unlinked file and be lost at the next start): a plain Error unless told.
   */
  fileGone?: (file: string) => Error;
}

/**
 * What a unit of work may return: anything but a promise (or another thenable). A function
 * that awaits cannot be one: `store.transaction(async () => …)` does not compile.
 */
export type NotPromise =
  string | number | boolean | bigint | symbol | null | undefined | void | (object & { then?: never });

/** The replaced state a unit of work goes back to when it rolls back a reset or restore. */
interface Replaced {
  data: State;
  committedMeta: StateMeta;
  /** Its records, all collections together: a swap that grows past the record cap is refused. */
  recordCount: number;
}

interface Persistence {
  db: Database;
  writer: StateWriter;
  /** The database file's device and inode at open: a commit checks the path still names that file. */
  inode: string;
  fileGone: (file: string) => Error;
}

const inodeOf = (file: string): string | null => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.dev}:${stat.ino}` : null;
};

/**
 * The store. lowdb holds the state in memory; in file mode a SQLite database
 * (better-sqlite3, loaded only then) holds it on disk: each commit writes the records it
 * changed and the meta in one transaction, synchronously, before the writer is answered.
 *
 * Every change since the last commit is undoable: the store keeps, per record, its value
 * at the last commit (records are immutable values, so the reference is enough) and the
 * meta as it was committed. `rollback()` puts them back, indexes included; a unit of work
 * calls it when it fails, and the commit itself when the database refuses a write, so memory
 * never shows what the database does not hold.
 *
 * Every change goes through one unit of work, `transaction(fn)`: `fn` runs synchronously,
 * so no other request or background task can run inside it, and its changes are committed
 * (or, if it throws, rolled back) as one. A record written outside a unit of work throws
 * (docs/architecture.md, "The commit rule").
 */
export class Store {
  readonly collections: Collections;
  /** Per collection: id → its value at the last commit (undefined: it did not exist). The dirty records. */
  private readonly dirty = new Map<CollectionName, Map<number, unknown>>();
  /** A copy of the meta as last committed, to find whether it changed and to roll it back. */
  private committedMeta: StateMeta;
  private readonly listeners = new Set<CommitListener>();
  /** Depth of the open unit of work (0: none; nested calls join the outer one). */
  private depth = 0;
  /** Set while a unit of work has swapped the whole state: what its rollback puts back. */
  private replaced: Replaced | null = null;
  private readonly writeListeners = new Set<WriteListener>();
  /** The record cap every commit is held to (StoreOptions.recordLimit). */
  recordLimit: number | null = null;

  private constructor(
    private readonly db: Low<State>,
    readonly file: string | null,
    private persistence: Persistence | null,
    /** What opening the file did that the operator should know (a JSON state converted, a migration), or null. */
    readonly notice: string | null = null,
    private readonly scratch = false,
  ) {
    const collections = {} as Record<string, Collection<never>>;
    for (const name of COLLECTION_NAMES) {
      const changed = new Map<number, unknown>();
      this.dirty.set(name, changed);
      collections[name] = new Collection(
        name,
        () => (this.db.data as unknown as Record<string, Record<string, never>>)[name],
        (id, before) => {
          if (!changed.has(id)) changed.set(id, before);
          if (this.depth === 0 && !this.scratch) this.refuseLooseWrite(name, id);
          if (this.writeListeners.size) this.wrote(name, id, before);
        },
      );
    }
    this.collections = collections as unknown as Collections;
    this.committedMeta = jsonCopy(db.data.meta);
  }

  static async open(options: StoreOptions): Promise<Store> {
    const store = await Store.openUnlimited(options);
    store.recordLimit = options.recordLimit ?? null;
    return store;
  }

  private static async openUnlimited(options: StoreOptions): Promise<Store> {
    if (!options.file)
      return new Store(
        new Low<State>(new Memory<State>(), await options.initial()),
        null,
        null,
        null,
        options.scratch ?? false,
      );
    // The SQLite side is loaded in file mode only: memory mode starts without better-sqlite3, and
    // file mode without it is refused (SqliteUnavailable) before any file is touched.
    const [{ openStateDatabase }] = await Promise.all([import('./sqlite-open.js'), sqliteDriver()]);
    const opened = await openStateDatabase({
      file: options.file,
      fsync: options.fsync ?? false,
      initial: options.initial,
      check: options.check,
      migrations: options.migrations,
    });
    return new Store(
      new Low<State>(new Memory<State>(), opened.state),
      options.file,
      {
        db: opened.db,
        writer: opened.writer,
        inode: inodeOf(options.file)!,
        fileGone:
          options.fileGone ??
          ((file) => new Error(`${file}: the database file was deleted or replaced while the server ran`)),
      },
      opened.notice,
    );
  }

  get state(): State {
    return this.db.data;
  }

  get meta(): StateMeta {
    return this.db.data.meta;
  }

  /** The open SQLite database in file mode (null in memory): for diagnostics and tests, never for writes. */
  get database(): Database | null {
    return this.persistence?.db ?? null;
  }

  /** The next id of a sequence ("sales", "cashouts"...), starting after `start`. */
  nextId(sequence: string, start = 0): number {
    if (this.depth === 0 && !this.scratch) throw new Error(`id of ${sequence} taken outside store.transaction()`);
    const sequences = this.db.data.meta.sequences;
    const next = Math.max(sequences[sequence] ?? 0, start) + 1;
    sequences[sequence] = next;
    return next;
  }

  /**
   * The unit of work: runs `work` synchronously and commits what it changed as one (in file
   * mode, one SQLite transaction), or rolls it all back if it throws (the commit's own
   * failure included) and rethrows. Nothing else can run inside it, so its changes are
   * exactly its own. A call inside an open unit of work joins it. Returns what `work` returns.
   */
  transaction<R extends NotPromise>(work: () => R): R {
    if (this.depth > 0) {
      this.depth++;
      try {
        return work();
      } finally {
        this.depth--;
      }
    }
    this.depth = 1;
    try {
      const result = work();
      // The type refuses a promise; this refuses one smuggled past it (a cast, plain JavaScript).
      if (typeof (result as { then?: unknown } | null)?.then === 'function') {
        // Its later failure (a write refused after its await) belongs to this refusal, already thrown: never an
        // unhandled rejection.
        (result as unknown as PromiseLike<unknown>).then(undefined, () => {});
        throw new Error(
          'a unit of work cannot await: store.transaction() was given a function that returned a promise',
        );
      }
      this.commitNow();
      return result;
    } catch (error) {
      this.rollback();
      throw error;
    } finally {
      this.depth = 0;
    }
  }

  /** Whether a unit of work is open (a write is allowed now). */
  get inTransaction(): boolean {
    return this.depth > 0 || this.scratch;
  }

  /** A write with no unit of work open: undone at once (it must not wait for someone else's commit) and refused. */
  private refuseLooseWrite(name: CollectionName, id: number): never {
    const changed = this.dirty.get(name)!;
    const before = changed.get(id);
    changed.delete(id);
    this.collections[name].restore(new Map([[id, before as never]]));
    throw new Error(`${name} ${id} written outside store.transaction()`);
  }

  /** How many records the state holds, all collections together. */
  get recordCount(): number {
    let count = 0;
    for (const name of COLLECTION_NAMES) count += this.collections[name].size;
    return count;
  }

  /** Records added minus records deleted since the last commit. */
  get pendingGrowth(): number {
    let growth = 0;
    for (const [name, changed] of this.dirty) {
      if (!changed.size) continue;
      const collection = (this.db.data as unknown as Record<string, Record<string, unknown>>)[name];
      for (const [id, before] of changed)
        growth += (Object.hasOwn(collection, id) ? 1 : 0) - (before === undefined ? 0 : 1);
    }
    return growth;
  }

  /** Whether anything changed since the last commit (records or meta). */
  get uncommitted(): boolean {
    for (const changed of this.dirty.values()) if (changed.size) return true;
    return !jsonEqual(this.db.data.meta, this.committedMeta);
  }

  /**
   * The commit step of a unit of work (`transaction` and the answer pipeline call it; outside a
   * unit of work nothing is uncommitted, so it does nothing there).
   * Makes what changed since the last commit durable: in file mode one SQLite transaction
   * with the changed records and the meta, written synchronously (the whole body runs
   * before the returned promise exists: no other request can interleave). If the database
   * refuses the write, memory is rolled back to the last commit and the error is thrown.
   */
  commit(): Promise<void> {
    // The executor runs now, so the write happens before the promise exists; a refusal rejects it.
    return new Promise((resolve) => {
      this.commitNow();
      resolve();
    });
  }

  /** `commit()` for callers that cannot await: the answer pipeline commits with it before a body goes out. */
  commitNow(): void {
    if (this.replaced) return this.commitReplaced();
    const records: RecordWrite[] = [];
    for (const [name, changed] of this.dirty) {
      if (!changed.size) continue;
      const collection = (this.db.data as unknown as Record<string, Record<string, unknown>>)[name];
      for (const id of changed.keys()) records.push([name, id, Object.hasOwn(collection, id) ? collection[id] : null]);
    }
    const metaChanged = !jsonEqual(this.db.data.meta, this.committedMeta);
    if (records.length === 0 && !metaChanged) return;
    if (this.recordLimit !== null && this.pendingGrowth > 0) this.refuseOverLimit(this.recordLimit);
    if (this.persistence) {
      try {
        this.refuseIfFileGone(this.persistence);
        this.persistence.writer.commit(
          records,
          metaChanged ? (this.db.data.meta as unknown as Record<string, unknown>) : null,
        );
      } catch (error) {
        this.rollback();
        throw error;
      }
    }
    for (const changed of this.dirty.values()) changed.clear();
    if (metaChanged) this.committedMeta = jsonCopy(this.db.data.meta);
    if (records.length && this.listeners.size) this.notify(records);
  }

  /**
   * Undoes every change since the last commit: records back to their committed values (the
   * indexes follow), the meta (id sequences, clock) back to the committed one. Cheap when
   * nothing changed.
   */
  rollback(): void {
    this.discardWrites();
    if (this.replaced) {
      // A reset or restore of this unit of work: the state it replaced comes back whole.
      this.db.data = this.replaced.data;
      this.committedMeta = this.replaced.committedMeta;
      this.replaced = null;
      for (const changed of this.dirty.values()) changed.clear();
      for (const name of COLLECTION_NAMES) this.collections[name].reindex();
    }
    for (const [name, changed] of this.dirty) {
      if (!changed.size) continue;
      this.collections[name].restore(changed as Map<number, never>);
      changed.clear();
    }
    if (!jsonEqual(this.db.data.meta, this.committedMeta)) {
      // In place: the meta object is the one the clock and others read through the store. A copy, so that later
      // changes to the meta leave the committed one alone.
      const meta = this.db.data.meta as unknown as Record<string, unknown>;
      const committed = jsonCopy(this.committedMeta) as unknown as Record<string, unknown>;
      for (const key of Object.keys(meta)) if (!Object.hasOwn(committed, key)) delete meta[key];
      Object.assign(meta, committed);
    }
  }

  /**
   * Calls `listener` after each commit with the records it wrote (live views, event streams).
   * Returns the unsubscriber. A throwing listener is isolated from the commit and the others.
   */
  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Calls `listener` with every write as it happens (the event feed stamps each with the sandbox
   * instant it happened at, which a commit at the end of a clock advance no longer knows), and
   * when the uncommitted writes are thrown away. Returns the unsubscriber.
   */
  onWrite(listener: WriteListener): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  private wrote(collection: CollectionName, id: number, before: unknown): void {
    const records = (this.db.data as unknown as Record<string, Record<string, unknown>>)[collection];
    const write: StoreWrite = {
      collection,
      id,
      before: before ?? null,
      after: Object.hasOwn(records, id) ? records[id] : null,
    };
    for (const listener of this.writeListeners) {
      try {
        listener.write(write);
      } catch {
        // A view's failure must never fail the write.
      }
    }
  }

  private discardWrites(): void {
    for (const listener of this.writeListeners) {
      try {
        listener.discard();
      } catch {
        // As above.
      }
    }
  }

  private notify(records: RecordWrite[]): void {
    const changes = records.map(([collection, id, record]) => ({
      collection: collection as CollectionName,
      id,
      record,
    }));
    for (const listener of this.listeners) {
      try {
        listener(changes);
      } catch {
        // A view's failure must never fail the write that was already applied.
      }
    }
  }

  /**
   * Swaps in a whole new state (reset, restore) inside a unit of work and rebuilds every
   * index. Its commit rewrites the database in one SQLite transaction; its rollback (the unit
   * of work failed, or the database refused) puts the replaced state back, indexes included.
   */
  replace(state: State): void {
    if (!this.inTransaction) throw new Error('state replaced outside store.transaction()');
    if (!this.replaced) {
      // What this unit of work changed in the old state is undone now: a rollback brings it back as committed.
      this.rollback();
      this.replaced = { data: this.db.data, committedMeta: this.committedMeta, recordCount: this.recordCount };
    }
    this.discardWrites();
    this.db.data = state;
    for (const changed of this.dirty.values()) changed.clear();
    for (const name of COLLECTION_NAMES) this.collections[name].reindex();
  }

  /**
   * The record cap (SANDBOX_TENANT_MAX_RECORDS), at the commit so that every writer is held to it: a commit that grows
   * the state past it is rolled back whole and refused.
   */
  private refuseOverLimit(limit: number): void {
    const count = this.recordCount;
    if (count <= limit) return;
    this.rollback();
    throw new RecordLimitReached(limit, count);
  }

  /** The commit of a unit of work that replaced the state: the whole state, in one SQLite transaction. */
  private commitReplaced(): void {
    if (this.recordLimit !== null && this.recordCount > this.replaced!.recordCount)
      this.refuseOverLimit(this.recordLimit);
    if (this.persistence) {
      try {
        this.refuseIfFileGone(this.persistence);
        this.persistence.writer.replace(this.db.data);
      } catch (error) {
        this.rollback();
        throw error;
      }
    }
    this.replaced = null;
    for (const changed of this.dirty.values()) changed.clear();
    this.committedMeta = jsonCopy(this.db.data.meta);
  }

  /**
   * A commit to a database file deleted (or replaced) under the server would be written to an unlinked file: answered,
   * then lost at the next start. One stat per commit refuses it (rolled back, nothing claimed).
   */
  private refuseIfFileGone(persistence: Persistence): void {
    if (inodeOf(this.file!) !== persistence.inode) throw persistence.fileGone(this.file!);
  }

  /** A deep copy of the state, safe to hand out or keep as a snapshot. */
  snapshot(): State {
    return structuredClone(this.db.data);
  }

  /** Closes the database (SQLite folds its WAL into the file) and releases the lock. */
  close(): void {
    if (!this.persistence) return;
    closeDatabase(this.persistence.db);
    this.persistence = null;
    clearHolder(this.file!);
  }
}
