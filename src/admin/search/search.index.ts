import type { CashoutRecord, SaleRecord, SubscriptionRecord } from '../../generated/schema-types.js';
import type { CollectionIndex, Identified } from '../../store/collection.js';
import type { Store } from '../../store/store.js';
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
  private readonly postings = new Map<string, number[]>();

  constructor(private readonly fields: readonly SearchField<T>[]) {}

  clear(): void {
    this.postings.clear();
  }

  add(record: T): void {
    for (const key of keysOfRecord(this.fields, record)) {
      const ids = this.postings.get(key);
      if (ids) ids.push(record.id);
      else this.postings.set(key, [record.id]);
    }
  }

  change(before: T, after: T): void {
    const old = keysOfRecord(this.fields, before);
    const next = keysOfRecord(this.fields, after);
    if (old.length === next.length && old.every((key, i) => key === next[i])) return;
    this.remove(before);
    this.add(after);
  }

  remove(record: T): void {
    for (const key of keysOfRecord(this.fields, record)) {
      const ids = this.postings.get(key);
      const at = ids ? ids.lastIndexOf(record.id) : -1;
      if (at < 0) continue;
      ids!.splice(at, 1);
      if (!ids!.length) this.postings.delete(key);
    }
  }

  /** The ids under any of the keys, each once. */
  lookup(keys: readonly string[]): Set<number> {
    const ids = new Set<number>();
    for (const key of keys) for (const id of this.postings.get(key) ?? []) ids.add(id);
    return ids;
  }
}

declare module '../../http/sandbox-context.js' {
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
