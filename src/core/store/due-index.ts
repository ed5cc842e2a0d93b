import type { CollectionIndex, Identified } from './collection.js';

interface DueEntry {
  at: number;
  id: number;
}

const before = (a: DueEntry, b: DueEntry) => a.at < b.at || (a.at === b.at && a.id < b.id);

/**
 * The records of a collection that fall due at some instant, earliest first: a binary heap
 * over (instant, id), so a due job's `nextDue` is a peek rather than a scan. A record whose
 * instant changes gets a new entry; the old one is dropped lazily when it reaches the top.
 */
export class DueIndex<T extends Identified> implements CollectionIndex<T> {
  private readonly dueById = new Map<number, number>();
  private heap: DueEntry[] = [];

  /** `dueOf` gives the instant (ms) a record falls due, or null when it never will. */
  constructor(private readonly dueOf: (record: T) => number | null) {}

  clear(): void {
    this.dueById.clear();
    this.heap = [];
  }

  add(record: T): void {
    const at = this.dueOf(record);
    if (at === null) {
      this.dueById.delete(record.id);
      return;
    }
    if (this.dueById.get(record.id) === at) return;
    this.dueById.set(record.id, at);
    this.push({ at, id: record.id });
  }

  change(_before: T, after: T): void {
    this.add(after);
  }

  remove(record: T): void {
    // Its heap entry goes lazily, when it reaches the top.
    this.dueById.delete(record.id);
  }

  /** The earliest due record, or null. */
  peek(): DueEntry | null {
    while (this.heap.length) {
      const top = this.heap[0];
      if (this.dueById.get(top.id) === top.at) return top;
      this.pop();
    }
    return null;
  }

  get size(): number {
    return this.dueById.size;
  }

  private push(entry: DueEntry): void {
    const heap = this.heap;
    heap.push(entry);
    let index = heap.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!before(heap[index], heap[parent])) break;
      [heap[index], heap[parent]] = [heap[parent], heap[index]];
      index = parent;
    }
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop()!;
    if (!heap.length) return;
    heap[0] = last;
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let smallest = index;
      if (left < heap.length && before(heap[left], heap[smallest])) smallest = left;
      if (right < heap.length && before(heap[right], heap[smallest])) smallest = right;
      if (smallest === index) return;
      [heap[index], heap[smallest]] = [heap[smallest], heap[index]];
      index = smallest;
    }
  }
}
