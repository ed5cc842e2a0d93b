import type { CashoutRecord, SaleRecord, SubscriptionRecord } from '../../../generated/schema-types.js';
import type { CollectionIndex, Identified } from '../../../core/store/collection.js';
import type { Store } from '../../../core/store/store.js';
import { SEARCHABLE, type SearchField } from './search.fields.js';
import { keysOfRecord } from './search.match.js';

/** Work between two yields to the event loop while the first build runs (the clock advance's slice). */
const SLICE_MS = 8;
/** Records indexed between two looks at the time. */
const RECORDS_PER_LOOK = 128;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * key → the ids of the records of one collection that hold it (`=` a whole value or word,
 * `^` the first three letters of a word or an e-mail): a search looks up the query's few keys
 * and checks only the records they name, never the whole collection. Kept up to date on
 * every write; a write that leaves the searched fields alone (a status move) costs one
 * comparison of the keys.
 *
 * The records already in the collection are indexed in slices (`build`), not as the collection attaches the index:
 * the first search over 100,000 sales took 2 to 4 s, during which the process answered nobody (issue 32). Meanwhile
 * writes are indexed as they come and their ids remembered, so the build skips a record a write already indexed.
 */
export class SearchKeyIndex<T extends Identified> implements CollectionIndex<T> {
  /**
   * key → its ids. Most keys name one record (a whole e-mail, an order id, the longer starts): those hold the id
   * itself, not an array of one, which halves the index's memory and the garbage of its first build.
   */
  private readonly postings = new Map<string, number | number[]>();
  /** 'attaching': the collection hands over its records, kept for the build; 'building': the build runs. */
  private phase: 'attaching' | 'building' | 'built' = 'attaching';
  /** The records the build still has to index. */
  private pending: T[] = [];
  /** Ids a write indexed during the build: the build's copy of them is stale. */
  private readonly written = new Set<number>();

  constructor(private readonly fields: readonly SearchField<T>[]) {}

  clear(): void {
    this.postings.clear();
    // A reindex: the collection adds every record again, right after, in one go.
    this.phase = 'built';
    this.pending = [];
    this.written.clear();
  }

  add(record: T): void {
    if (this.phase === 'attaching') {
      this.pending.push(record);
      return;
    }
    if (this.phase === 'building') this.written.add(record.id);
    this.addKeys(record);
  }

  change(before: T, after: T): void {
    if (this.phase === 'building') {
      // `before` may not be indexed yet: take out what is there, index `after`, and let the build skip it.
      this.written.add(after.id);
      this.remove(before);
      this.addKeys(after);
      return;
    }
    const old = keysOfRecord(this.fields, before);
    const next = keysOfRecord(this.fields, after);
    if (old.size === next.size && [...old].every((key) => next.has(key))) return;
    this.remove(before);
    this.add(after);
  }

  remove(record: T): void {
    const id = record.id;
    if (this.phase === 'building') this.written.add(id);
    for (const key of keysOfRecord(this.fields, record)) {
      const ids = this.postings.get(key);
      if (ids === undefined) continue;
      if (typeof ids === 'number') {
        if (ids === id) this.postings.delete(key);
        continue;
      }
      const at = ids.lastIndexOf(id);
      if (at < 0) continue;
      ids.splice(at, 1);
      if (ids.length === 1) this.postings.set(key, ids[0]);
    }
  }

  /**
   * Indexes the records the collection held when it attached this index, a slice of about SLICE_MS at a time with a
   * turn of the event loop between slices (other requests, other tenants). Each slice runs between two requests'
   * units of work, so it sees committed records only.
   */
  async build(): Promise<void> {
    if (this.phase !== 'attaching') return;
    this.phase = 'building';
    let at = 0;
    let sliceStart = performance.now();
    while (this.phase === 'building' && at < this.pending.length) {
      const end = Math.min(at + RECORDS_PER_LOOK, this.pending.length);
      for (; at < end; at++) {
        const record = this.pending[at];
        if (!this.written.has(record.id)) this.addKeys(record);
      }
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    if (this.phase === 'building') this.phase = 'built';
    this.pending = [];
    this.written.clear();
  }

  /** The ids under any of the keys, each once. */
  lookup(keys: readonly string[]): Set<number> {
    const found = new Set<number>();
    for (const key of keys) {
      const ids = this.postings.get(key);
      if (typeof ids === 'number') found.add(ids);
      else if (ids) for (const id of ids) found.add(id);
    }
    return found;
  }

  private addKeys(record: T): void {
    const id = record.id;
    for (const key of keysOfRecord(this.fields, record)) {
      const ids = this.postings.get(key);
      if (ids === undefined) this.postings.set(key, id);
      else if (typeof ids === 'number') this.postings.set(key, [ids, id]);
      else ids.push(id);
    }
  }
}

declare module '../../../http/sandbox-context.js' {
  interface SandboxIndexes {
    /** Built the first time a search asks. */
    readonly search: SearchIndexes;
  }
}

export interface SearchIndexes {
  sale: SearchKeyIndex<SaleRecord>;
  cashout: SearchKeyIndex<CashoutRecord>;
  subscription: SearchKeyIndex<SubscriptionRecord>;
  /** Settles when the three hold every record: a search awaits it (the first one waits for the build). */
  ready: Promise<void>;
}

/**
 * Attaches the search indexes to a store, kept up to date by the collections from then on, and starts their build
 * in slices (`ready`). The sandbox does it the
 * first time a search asks (deps.indexes.search: a sandbox nobody searches pays neither the memory nor the start-up).
 * Sellers are few and are checked one by one.
 */
export function attachSearchIndexes(store: Store): SearchIndexes {
  const sale = store.collections.sales.addIndex(new SearchKeyIndex(SEARCHABLE.sale.fields));
  const cashout = store.collections.cashouts.addIndex(new SearchKeyIndex(SEARCHABLE.cashout.fields));
  const subscription = store.collections.subscriptions.addIndex(new SearchKeyIndex(SEARCHABLE.subscription.fields));
  const ready = (async () => {
    await subscription.build();
    await cashout.build();
    await sale.build();
  })();
  return { sale, cashout, subscription, ready };
}
