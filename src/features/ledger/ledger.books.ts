import type { CashoutRecord, LedgerEntry, SaleRecord } from '../../generated/schema-types.js';
import type { CollectionIndex } from '../../core/store/collection.js';
import type { Store } from '../../core/store/store.js';
import { EXPLAINED_FIELDS, explainEntry, type ExplainSources, type ExplainedRecord } from './ledger.explain.js';

declare module '../../http/sandbox-context.js' {
  interface SandboxIndexes {
    ledger: LedgerBooks;
  }
}

/**
 * One seller's entries in order, with running sums after each: what moved the available balance, the card reserve and
 * the dispute hold. A page of the extrato reads its rows and the balance from here, and explains only its own entries.
 */
interface Book {
  ids: number[];
  available: number[];
  reserve: number[];
  hold: number[];
  /** A record an entry is explained by changed after the entry was summed: the sums are redone on the next read. */
  stale: boolean;
}

/** What a page needs of a position of the book (oldest first, 0-based). */
export interface BookRow {
  id: number;
  availableAfterCents: number;
  totalAfterCents: number;
}

/** The running sums of a book as a whole: what the balance is made of now. */
export interface BookTotals {
  availableCents: number;
  reserveCents: number;
  holdCents: number;
}

type RefType = keyof typeof EXPLAINED_FIELDS;

/** Where the books read the entries and the records that explain them. */
export interface BookSources extends ExplainSources {
  entry(id: number): LedgerEntry | undefined;
}

/**
 * Every seller's book, kept as the ledger collection is written (an index of it, so a reset, a restore, a rolled-back
 * unit of work and a load rebuild it as they rebuild the others). An entry's reserve and hold are read from its sale
 * when it is appended; the sale and cashout collections tell it (`watch`) when a record an entry was explained by
 * changes what it explains, so the sums never go stale silently. The machine never changes a sale's fees once it has an
 * entry, so in practice a read never redoes a book.
 */
export class LedgerBooks implements CollectionIndex<LedgerEntry> {
  private readonly books = new Map<number, Book>();
  /** How many entries refer to each sale and cashout: a change to an unreferenced record redoes nothing. */
  private readonly refs: Record<RefType, Map<number, number>> = { sale: new Map(), cashout: new Map() };
  /** Records entries referred to but that did not exist when the entry was summed (ref → seller). */
  private readonly missing: Record<RefType, Map<number, number>> = { sale: new Map(), cashout: new Map() };

  constructor(private readonly sources: BookSources) {}

  clear(): void {
    this.books.clear();
    for (const type of REF_TYPES) {
      this.refs[type].clear();
      this.missing[type].clear();
    }
  }

  add(entry: LedgerEntry): void {
    let book = this.books.get(entry.sellerId);
    if (!book) this.books.set(entry.sellerId, (book = { ids: [], available: [], reserve: [], hold: [], stale: false }));
    this.count(entry, 1);
    const last = book.ids.length - 1;
    if (last >= 0 && book.ids[last] > entry.id) {
      // An entry put back before newer ones (a restored delete): its place, and the sums from there, on the next read.
      book.ids.splice(sortedIndex(book.ids, entry.id), 0, entry.id);
      book.stale = true;
      return;
    }
    book.ids.push(entry.id);
    if (!book.stale) this.sum(book, entry);
  }

  change(before: LedgerEntry, after: LedgerEntry): void {
    this.remove(before);
    this.add(after);
  }

  remove(entry: LedgerEntry): void {
    const book = this.books.get(entry.sellerId);
    const at = book ? book.ids.lastIndexOf(entry.id) : -1;
    if (!book || at < 0) return;
    this.count(entry, -1);
    book.ids.splice(at, 1);
    // A rolled-back append is the newest: its sums go with it. Any other leaves the sums after it to be redone.
    if (at === book.ids.length && !book.stale) for (const sums of [book.available, book.reserve, book.hold]) sums.pop();
    else book.stale = true;
  }

  /** Indexes on the sale and cashout collections that keep the books honest when those records change. */
  watch<T extends ExplainedRecord>(type: RefType): CollectionIndex<T> {
    const fields: readonly string[] = EXPLAINED_FIELDS[type];
    const differ = (before: T, after: T) =>
      fields.some((field) => (before as Record<string, unknown>)[field] !== (after as Record<string, unknown>)[field]);
    return {
      clear: () => {},
      add: (record) => this.arrived(type, record.id),
      change: (before, after) => {
        if (differ(before, after)) this.changed(type, before);
      },
      remove: (record) => this.changed(type, record),
    };
  }

  /** The ids of the seller's entries, oldest first (ids grow with time); no copy, so not to be changed. */
  ids(sellerId: number): readonly number[] {
    return this.books.get(sellerId)?.ids ?? NO_IDS;
  }

  /** How many entries the seller has (no scan). */
  size(sellerId: number): number {
    return this.books.get(sellerId)?.ids.length ?? 0;
  }

  /** The entry at a position of the seller's book (oldest first), with the balances right after it. */
  row(sellerId: number, position: number): BookRow {
    const book = this.fresh(sellerId)!;
    const available = book.available[position];
    return {
      id: book.ids[position],
      availableAfterCents: available,
      totalAfterCents: available + book.reserve[position] + book.hold[position],
    };
  }

  totals(sellerId: number): BookTotals {
    const book = this.fresh(sellerId);
    const last = book ? book.ids.length - 1 : -1;
    if (!book || last < 0) return { availableCents: 0, reserveCents: 0, holdCents: 0 };
    return { availableCents: book.available[last], reserveCents: book.reserve[last], holdCents: book.hold[last] };
  }

  private fresh(sellerId: number): Book | undefined {
    const book = this.books.get(sellerId);
    if (book?.stale) {
      book.available = [];
      book.reserve = [];
      book.hold = [];
      book.stale = false;
      for (const id of book.ids) this.sum(book, this.sources.entry(id)!);
    }
    return book;
  }

  private sum(book: Book, entry: LedgerEntry): void {
    const parts = explainEntry(entry, this.sources);
    const at = book.available.length - 1;
    book.available.push((at < 0 ? 0 : book.available[at]) + entry.amountCents);
    book.reserve.push((at < 0 ? 0 : book.reserve[at]) + parts.reserveCents);
    book.hold.push((at < 0 ? 0 : book.hold[at]) + parts.holdCents);
    const type = refTypeOf(entry);
    if (type && !this.sources[type](entry.ref!.id)) this.missing[type].set(entry.ref!.id, entry.sellerId);
  }

  private count(entry: LedgerEntry, by: 1 | -1): void {
    const type = refTypeOf(entry);
    if (!type) return;
    const counts = this.refs[type];
    const next = (counts.get(entry.ref!.id) ?? 0) + by;
    if (next > 0) counts.set(entry.ref!.id, next);
    else counts.delete(entry.ref!.id);
  }

  private arrived(type: RefType, id: number): void {
    const sellerId = this.missing[type].get(id);
    if (sellerId === undefined) return;
    this.missing[type].delete(id);
    this.markStale(sellerId);
  }

  private changed(type: RefType, record: ExplainedRecord): void {
    if (this.refs[type].has(record.id)) this.markStale(record.sellerId);
  }

  private markStale(sellerId: number): void {
    const book = this.books.get(sellerId);
    if (book) book.stale = true;
  }
}

const NO_IDS: readonly number[] = Object.freeze([]);

const REF_TYPES = Object.keys(EXPLAINED_FIELDS) as RefType[];

function refTypeOf(entry: LedgerEntry): RefType | null {
  const type = entry.ref?.type;
  return type && Object.hasOwn(EXPLAINED_FIELDS, type) ? (type as RefType) : null;
}

function sortedIndex(ids: readonly number[], id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ids[middle] < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Attaches the books to a store (the sandbox does it once, deps.indexes.ledger). */
export function attachLedgerBooks(store: Store): LedgerBooks {
  const { ledger, sales, cashouts } = store.collections;
  const books = ledger.addIndex(
    new LedgerBooks({
      sale: (id) => sales.get(id),
      cashout: (id) => cashouts.get(id),
      entry: (id) => ledger.get(id),
    }),
  );
  sales.addIndex(books.watch<SaleRecord>('sale'));
  cashouts.addIndex(books.watch<CashoutRecord>('cashout'));
  return books;
}
