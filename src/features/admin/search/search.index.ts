import type { CashoutRecord, SaleRecord, SubscriptionRecord } from '../../../generated/schema-types.js';
import type { CollectionIndex, Identified } from '../../../core/store/collection.js';
import type { Store } from '../../../core/store/store.js';
import { SEARCHABLE, type SearchField } from './search.fields.js';
import { keysOfRecord } from './search.match.js';

/**
 * key → the ids of the records of one collection that hold it (`=` a whole value or word,
 * `^` the first three letters of a word or an e-mail): a search looks up the query's few keys
 * and checks only the records they name, never the whole collection. Kept up to date on
 * every write; a write that leaves the searched fields alone (a status move) costs one
 * comparison of the keys.
 */
export class SearchKeyIndex<T extends Identified> implements CollectionIndex<T> {
  /**
   * key → its ids. Most keys name one record (a whole e-mail, an order id, the longer starts): those hold the id
   * itself, not an array of one, which halves the index's memory and the garbage of its first build.
   */
  private readonly postings = new Map<string, number | number[]>();

  constructor(private readonly fields: readonly SearchField<T>[]) {}

  clear(): void {
    this.postings.clear();
  }

  add(record: T): void {
    const id = record.id;
    for (const key of keysOfRecord(this.fields, record)) {
      const ids = this.postings.get(key);
      if (ids === undefined) this.postings.set(key, id);
      else if (typeof ids === 'number') this.postings.set(key, [ids, id]);
      else ids.push(id);
    }
  }

  change(before: T, after: T): void {
    const old = keysOfRecord(this.fields, before);
    const next = keysOfRecord(this.fields, after);
    if (old.size === next.size && [...old].every((key) => next.has(key))) return;
    this.remove(before);
    this.add(after);
  }

  remove(record: T): void {
    const id = record.id;
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
}

/**
 * Attaches the search indexes to a store, kept up to date by the collections from then on. The sandbox does it the
 * first time a search asks (deps.indexes.search: a sandbox nobody searches pays neither the memory nor the start-up).
 * Sellers are few and are checked one by one.
 */
export function attachSearchIndexes(store: Store): SearchIndexes {
  return {
    sale: store.collections.sales.addIndex(new SearchKeyIndex(SEARCHABLE.sale.fields)),
    cashout: store.collections.cashouts.addIndex(new SearchKeyIndex(SEARCHABLE.cashout.fields)),
    subscription: store.collections.subscriptions.addIndex(new SearchKeyIndex(SEARCHABLE.subscription.fields)),
  };
}
