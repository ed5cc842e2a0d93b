import type { SaleRecord } from '../generated/schema-types.js';
import { GroupIndex, type CollectionIndex } from '../store/collection.js';
import type { Store } from '../store/store.js';

function isPendingPix(sale: SaleRecord): boolean {
  return sale.status === 'PENDENTE' && sale.paymentMethod === 'PIX' && sale.pix !== null;
}

/**
 * The expiry instants of the PENDENTE PIX sales, as a min-heap: the earliest is read in
 * O(1), each change costs O(log n). Entries that no longer match `pending` (the sale was
 * paid, cancelled, or its expiry changed) are dropped lazily when they reach the top.
 */
export class PixExpiryIndex implements CollectionIndex<SaleRecord> {
  private heap: [number, number][] = [];
  private readonly pending = new Map<number, number>();

  clear(): void {
    this.heap = [];
    this.pending.clear();
  }

  add(sale: SaleRecord): void {
    if (!isPendingPix(sale)) return;
    const at = Date.parse(sale.pix!.expiresAt);
    if (this.pending.get(sale.id) === at) return;
    this.pending.set(sale.id, at);
    this.push([at, sale.id]);
  }

  change(_before: SaleRecord, after: SaleRecord): void {
    if (isPendingPix(after)) this.add(after);
    else this.pending.delete(after.id);
  }

  /** The earliest pending expiry: [instant ms, sale id], or null. */
  peek(): [number, number] | null {
    while (this.heap.length) {
      const [at, id] = this.heap[0];
      if (this.pending.get(id) === at) return this.heap[0];
      this.pop();
    }
    return null;
  }

  get size(): number {
    return this.pending.size;
  }

  private push(entry: [number, number]): void {
    const heap = this.heap;
    heap.push(entry);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop()!;
    if (!heap.length) return;
    heap[0] = last;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && less(heap[left], heap[smallest])) smallest = left;
      if (right < heap.length && less(heap[right], heap[smallest])) smallest = right;
      if (smallest === i) return;
      [heap[i], heap[smallest]] = [heap[smallest], heap[i]];
      i = smallest;
    }
  }
}

function less(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

export interface SalesIndexes {
  /** seller id → sale ids, oldest first. */
  bySeller: GroupIndex<SaleRecord, number>;
  pixExpiry: PixExpiryIndex;
}

const INDEXES = new WeakMap<Store, SalesIndexes>();

/**
 * The indexes of the sales collection of a store, attached the first time they are asked
 * for (built from the records then, and kept up to date by the collection on every write
 * and every state swap).
 */
export function salesIndexes(store: Store): SalesIndexes {
  let indexes = INDEXES.get(store);
  if (!indexes) {
    const sales = store.collections.sales;
    indexes = {
      bySeller: sales.addIndex(new GroupIndex<SaleRecord, number>((sale) => sale.sellerId)),
      pixExpiry: sales.addIndex(new PixExpiryIndex()),
    };
    INDEXES.set(store, indexes);
  }
  return indexes;
}
