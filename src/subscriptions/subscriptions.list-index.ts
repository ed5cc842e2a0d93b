import type { SubscriptionRecord, SubscriptionStatus } from '../generated/schema-types.js';
import { searchKey } from '../lib/search-text.js';
import type { CollectionIndex } from '../store/collection.js';
import { SUBSCRIPTION_STATUSES } from './subscriptions.machine.js';

/** A subscription as the list sees it: its sort key, its status and its precomputed search key. */
export interface ListEntry {
  id: number;
  createdAtMs: number;
  status: SubscriptionStatus;
  /** Customer e-mail and name, accent-free and lower-case, one per line. */
  key: string;
}

/** (createdAt, id) ascending; lists read the arrays backwards for the API's newest-first order. */
const before = (a: ListEntry, b: ListEntry) => a.createdAtMs < b.createdAtMs || (a.createdAtMs === b.createdAtMs && a.id < b.id);

/** The position of the first entry not before `entry`. */
function lowerBound(entries: readonly ListEntry[], entry: ListEntry): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (before(entries[mid], entry)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The position of the first entry created at or after `ms`. */
export function firstAtOrAfter(entries: readonly ListEntry[], ms: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (entries[mid].createdAtMs < ms) low = mid + 1;
    else high = mid;
  }
  return low;
}

function insertSorted(entries: ListEntry[], entry: ListEntry): void {
  entries.splice(lowerBound(entries, entry), 0, entry);
}

function removeSorted(entries: ListEntry[], entry: ListEntry): void {
  const at = lowerBound(entries, entry);
  if (entries[at]?.id === entry.id) entries.splice(at, 1);
}

/** The distinct three-character pieces of a text. */
export function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

interface SellerLists {
  all: ListEntry[];
  byStatus: Map<SubscriptionStatus, ListEntry[]>;
  byId: Map<number, ListEntry>;
  /** trigram → the subscriptions whose key holds it, in (createdAt, id) order. */
  postings: Map<string, ListEntry[]>;
}

export interface ListFilter {
  status: SubscriptionStatus | null;
  /** Accent-free lower-case text; null for none. */
  search: string | null;
  fromMs: number | null;
  untilMs: number | null;
}

/**
 * Per seller, the subscriptions sorted by (createdAt, id), in full and per status, plus a
 * trigram index of the search keys: a list without search is two binary searches on the
 * right array; a search starts from the shortest posting list of the query's trigrams and
 * checks only those candidates.
 */
export class SubscriptionListIndex implements CollectionIndex<SubscriptionRecord> {
  private readonly sellers = new Map<number, SellerLists>();

  clear(): void {
    this.sellers.clear();
  }

  add(record: SubscriptionRecord): void {
    const lists = this.listsOf(record.sellerId);
    const entry: ListEntry = { id: record.id, createdAtMs: Date.parse(record.createdAt), status: record.status, key: searchKey(record.customer.email, record.customer.name) };
    insertSorted(lists.all, entry);
    insertSorted(lists.byStatus.get(record.status)!, entry);
    lists.byId.set(record.id, entry);
    for (const gram of trigramsOf(entry.key)) {
      const posting = lists.postings.get(gram);
      if (!posting) lists.postings.set(gram, [entry]);
      // Usually the newest: appended; an older creation date is placed by binary search.
      else if (before(posting[posting.length - 1], entry)) posting.push(entry);
      else insertSorted(posting, entry);
    }
  }

  change(previous: SubscriptionRecord, next: SubscriptionRecord): void {
    if (previous.status === next.status && previous.sellerId === next.sellerId && previous.createdAt === next.createdAt && previous.customer === next.customer) return;
    const lists = this.listsOf(previous.sellerId);
    const old = lists.byId.get(previous.id)!;
    if (previous.sellerId === next.sellerId && previous.createdAt === next.createdAt && previous.customer === next.customer) {
      // Only the status moved: the entry changes array, the search index stays as it is.
      removeSorted(lists.byStatus.get(previous.status)!, old);
      old.status = next.status;
      insertSorted(lists.byStatus.get(next.status)!, old);
      return;
    }
    this.remove(previous);
    this.add(next);
  }

  remove(record: SubscriptionRecord): void {
    const lists = this.sellers.get(record.sellerId);
    const old = lists?.byId.get(record.id);
    if (!lists || !old) return;
    removeSorted(lists.all, old);
    removeSorted(lists.byStatus.get(old.status)!, old);
    lists.byId.delete(record.id);
    for (const gram of trigramsOf(old.key)) removeSorted(lists.postings.get(gram)!, old);
  }

  /** The ids of the seller's subscriptions that pass the filter, oldest first. */
  filter(sellerId: number, filter: ListFilter): { total: number; idAt: (position: number) => number } {
    const lists = this.sellers.get(sellerId);
    if (!lists) return { total: 0, idAt: () => 0 };
    const { search, status, fromMs, untilMs } = filter;
    if (search === null) {
      const entries = status ? lists.byStatus.get(status)! : lists.all;
      const low = fromMs === null ? 0 : firstAtOrAfter(entries, fromMs);
      const high = Math.max(low, untilMs === null ? entries.length : firstAtOrAfter(entries, untilMs));
      return { total: high - low, idAt: (position) => entries[low + position].id };
    }
    const matches = this.candidates(lists, search, status).filter(
      (entry) => (status === null || entry.status === status) && (fromMs === null || entry.createdAtMs >= fromMs) && (untilMs === null || entry.createdAtMs < untilMs) && entry.key.includes(search),
    );
    return { total: matches.length, idAt: (position) => matches[position].id };
  }

  /** The entries that may contain `search`, in order: one posting list, or a whole array for a query under three characters. */
  private candidates(lists: SellerLists, search: string, status: SubscriptionStatus | null): ListEntry[] {
    const scan = status ? lists.byStatus.get(status)! : lists.all;
    if (search.length < 3) return scan;
    let shortest = scan;
    for (const gram of trigramsOf(search)) {
      const posting = lists.postings.get(gram);
      if (!posting) return [];
      if (posting.length < shortest.length) shortest = posting;
    }
    return shortest;
  }

  private listsOf(sellerId: number): SellerLists {
    let lists = this.sellers.get(sellerId);
    if (!lists) {
      lists = { all: [], byStatus: new Map(SUBSCRIPTION_STATUSES.map((status) => [status, []])), byId: new Map(), postings: new Map() };
      this.sellers.set(sellerId, lists);
    }
    return lists;
  }
}
