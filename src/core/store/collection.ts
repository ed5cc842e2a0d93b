/**
 * One collection of records keyed by id, with secondary indexes kept up to date on
 * every write. Reads by id are a property lookup; reads by index are a Map lookup.
 */
export interface Identified {
  id: number;
}

/** A secondary index or projection over a collection, maintained incrementally. */
export interface CollectionIndex<T> {
  clear(): void;
  add(record: T): void;
  /** Called after a record was replaced; `before` is the previous version. */
  change?(before: T, after: T): void;
  /** Called after a record was taken out (a rolled-back insert). Without it the collection is reindexed. */
  remove?(record: T): void;
}

/**
 * What the store is told of each write: the record's id and its value before the write (undefined: it did not exist).
 */
export type WriteListener<T> = (id: number, before: T | undefined) => void;

/**
 * Records are immutable values: change one with `replace`/`update`, never in place, so
 * the indexes and the store's journal see every write.
 */
export class Collection<T extends Identified> {
  private readonly indexes: CollectionIndex<T>[] = [];
  private count: number | null = null;

  constructor(
    readonly name: string,
    private records: () => Record<string, T>,
    private readonly written: WriteListener<T> = () => {},
  ) {}

  get(id: number): T | undefined {
    return Object.hasOwn(this.records(), id) ? this.records()[id] : undefined;
  }

  insert(record: T): T {
    const records = this.records();
    if (Object.hasOwn(records, record.id)) throw new Error(`${this.name} ${record.id} already exists`);
    records[record.id] = record;
    if (this.count !== null) this.count++;
    for (const index of this.indexes) index.add(record);
    this.written(record.id, undefined);
    return record;
  }

  /** Replaces a record by a new version (records are treated as immutable values). */
  replace(next: T): T {
    const records = this.records();
    const before = records[next.id];
    if (!before) throw new Error(`${this.name} ${next.id} does not exist`);
    records[next.id] = next;
    for (const index of this.indexes) {
      if (index.change) index.change(before, next);
      else if (before !== next) throw new Error(`index on ${this.name} cannot follow changes`);
    }
    this.written(next.id, before);
    return next;
  }

  /** Removes records (used to bound journals); indexes are rebuilt, so keep it for batches. */
  deleteMany(ids: number[]): void {
    const records = this.records();
    for (const id of ids) {
      if (!Object.hasOwn(records, id)) continue;
      const before = records[id];
      delete records[id];
      if (this.count !== null) this.count--;
      this.written(id, before);
    }
    this.reindex();
  }

  update(id: number, patch: Partial<T>): T {
    const before = this.get(id);
    if (!before) throw new Error(`${this.name} ${id} does not exist`);
    return this.replace({ ...before, ...patch, id });
  }

  values(): T[] {
    return Object.values(this.records());
  }

  get size(): number {
    this.count ??= Object.keys(this.records()).length;
    return this.count;
  }

  addIndex<I extends CollectionIndex<T>>(index: I): I {
    this.indexes.push(index);
    for (const record of Object.values(this.records())) index.add(record);
    return index;
  }

  /**
   * Puts records back to the values they had (undefined: absent) without reporting writes:
   * the store's rollback. Indexes follow through change/remove; a record that comes back after
   * a delete, or an index that cannot follow, rebuilds the collection's indexes instead.
   */
  restore(previous: ReadonlyMap<number, T | undefined>): void {
    const records = this.records();
    let rebuild = false;
    for (const [id, before] of previous) {
      const current = Object.hasOwn(records, id) ? records[id] : undefined;
      if (current === before) continue;
      if (before === undefined) {
        delete records[id];
        if (this.count !== null) this.count--;
        for (const index of this.indexes) {
          if (index.remove) index.remove(current!);
          else rebuild = true;
        }
      } else if (current === undefined) {
        records[id] = before;
        rebuild = true;
      } else {
        records[id] = before;
        for (const index of this.indexes) {
          if (index.change) index.change(current, before);
          else rebuild = true;
        }
      }
    }
    if (rebuild) this.reindex();
  }

  /** Rebuilds every index after the records were swapped wholesale (load, reset, restore). */
  reindex(): void {
    this.count = null;
    for (const index of this.indexes) {
      index.clear();
      for (const record of Object.values(this.records())) index.add(record);
    }
  }
}

/** key → id, for unique keys such as a public API key. */
export class UniqueIndex<T extends Identified, K> implements CollectionIndex<T> {
  private readonly map = new Map<K, number>();
  constructor(private readonly keyOf: (record: T) => K) {}
  clear(): void {
    this.map.clear();
  }
  add(record: T): void {
    this.map.set(this.keyOf(record), record.id);
  }
  change(before: T, after: T): void {
    this.remove(before);
    this.add(after);
  }
  remove(record: T): void {
    const key = this.keyOf(record);
    if (this.map.get(key) === record.id) this.map.delete(key);
  }
  lookup(key: K): number | undefined {
    return this.map.get(key);
  }
}

/** key → ids in ascending order, for "the records of this seller". */
export class GroupIndex<T extends Identified, K> implements CollectionIndex<T> {
  private readonly map = new Map<K, number[]>();
  constructor(private readonly keyOf: (record: T) => K) {}
  clear(): void {
    this.map.clear();
  }
  /** Ids stay in ascending order (the order of a rebuild), so a rolled-back move puts an id back where it was. */
  add(record: T): void {
    const key = this.keyOf(record);
    const ids = this.map.get(key);
    if (!ids) this.map.set(key, [record.id]);
    else if (!ids.length || ids[ids.length - 1] < record.id) ids.push(record.id);
    else {
      let low = 0;
      let high = ids.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (ids[middle] < record.id) low = middle + 1;
        else high = middle;
      }
      if (ids[low] !== record.id) ids.splice(low, 0, record.id);
    }
  }
  change(before: T, after: T): void {
    const oldKey = this.keyOf(before);
    const newKey = this.keyOf(after);
    if (oldKey === newKey) return;
    this.remove(before);
    this.add(after);
  }
  remove(record: T): void {
    const ids = this.map.get(this.keyOf(record));
    // From the end: a rolled-back insert is usually the newest.
    const at = ids ? ids.lastIndexOf(record.id) : -1;
    if (at >= 0) ids!.splice(at, 1);
  }
  ids(key: K): readonly number[] {
    return this.map.get(key) ?? [];
  }
}
