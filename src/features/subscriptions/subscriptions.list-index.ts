import type { SubscriptionRecord, SubscriptionStatus } from '../../generated/schema-types.js';
import { charMask, maskDecides, searchKey } from '../../core/lib/search-text.js';
import type { CollectionIndex } from '../../core/store/collection.js';
import { SUBSCRIPTION_STATUSES } from './subscriptions.machine.js';

/** A subscription as the list sees it: its sort key, its status and its precomputed search key. */
export interface ListEntry {
  id: number;
  createdAtMs: number;
  status: SubscriptionStatus;
  /** Customer e-mail and name, accent-free and lower-case, one per line. */
  key: string;
  /** The characters of `key` (`charMask`): most non-matches of a short query fail on it without a substring search. */
  mask: number;
}

/** (createdAt, id) ascending; lists read the arrays backwards for the API's newest-first order. */
const before = (a: ListEntry, b: ListEntry) =>
  a.createdAtMs < b.createdAtMs || (a.createdAtMs === b.createdAtMs && a.id < b.id);

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
    const key = searchKey(record.customer.email, record.customer.name);
    const entry: ListEntry = {
      id: record.id,
      createdAtMs: Date.parse(record.createdAt),
      status: record.status,
      key,
      mask: charMask(key),
    };
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
    if (
      previous.status === next.status &&
      previous.sellerId === next.sellerId &&
      previous.createdAt === next.createdAt &&
      previous.customer === next.customer
    )
      return;
    const lists = this.listsOf(previous.sellerId);
    const old = lists.byId.get(previous.id)!;
    if (
      previous.sellerId === next.sellerId &&
      previous.createdAt === next.createdAt &&
      previous.customer === next.customer
    ) {
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

  /**
   * One page of the seller's subscriptions that pass the filter, newest first (`skip` of them
   * passed over, then at most `limit`), and how many pass in all. Without a search this is two
   * binary searches on the status's array. With one, the entries to look at are the shortest of
   * the status's array and the posting lists of the query's trigrams, cut to the date range by
   * binary search; they are walked once from the newest, keeping only the page's ids and
   * counting the rest, mostly with one integer test each (`charMask`).
   */
  page(sellerId: number, filter: ListFilter, skip: number, limit: number): { total: number; ids: number[] } {
    const lists = this.sellers.get(sellerId);
    if (!lists) return { total: 0, ids: [] };
    const { search, status, fromMs, untilMs } = filter;
    const { entries, statusChecked, searchChecked } = this.candidates(lists, search, status);
    const low = fromMs === null ? 0 : firstAtOrAfter(entries, fromMs);
    const high = Math.max(low, untilMs === null ? entries.length : firstAtOrAfter(entries, untilMs));
    const ids: number[] = [];
    if (statusChecked && searchChecked) {
      for (let at = high - 1 - skip; at >= low && ids.length < limit; at--) ids.push(entries[at].id);
      return { total: high - low, ids };
    }
    const need = search === null ? 0 : charMask(search);
    const decided = search !== null && maskDecides(search);
    let total = 0;
    for (let at = high - 1; at >= low; at--) {
      const entry = entries[at];
      if (!statusChecked && entry.status !== status) continue;
      if (!searchChecked && ((entry.mask & need) !== need || (!decided && !entry.key.includes(search!)))) continue;
      if (total >= skip && ids.length < limit) ids.push(entry.id);
      total++;
    }
    return { total, ids };
  }

  /** Every subscription id of the seller, oldest first. */
  ids(sellerId: number): number[] {
    return (this.sellers.get(sellerId)?.all ?? []).map((entry) => entry.id);
  }

  /**
   * The entries that may pass, in (createdAt, id) order, and which conditions they meet by
   * construction: the status's array, or for a query of three characters or more the shortest
   * of it and the query's posting lists (a posting list of a three-character query is exactly its matches).
   */
  private candidates(
    lists: SellerLists,
    search: string | null,
    status: SubscriptionStatus | null,
  ): { entries: readonly ListEntry[]; statusChecked: boolean; searchChecked: boolean } {
    const scan = status ? lists.byStatus.get(status)! : lists.all;
    if (search === null) return { entries: scan, statusChecked: true, searchChecked: true };
    if (search.length < 3) return { entries: scan, statusChecked: true, searchChecked: false };
    let shortest = scan;
    for (const gram of trigramsOf(search)) {
      const posting = lists.postings.get(gram);
      if (!posting) return { entries: [], statusChecked: true, searchChecked: true };
      if (posting.length < shortest.length) shortest = posting;
    }
    return shortest === scan
      ? { entries: scan, statusChecked: true, searchChecked: false }
      : { entries: shortest, statusChecked: status === null, searchChecked: search.length === 3 };
  }

  private listsOf(sellerId: number): SellerLists {
    let lists = this.sellers.get(sellerId);
    if (!lists) {
      lists = {
        all: [],
        byStatus: new Map(SUBSCRIPTION_STATUSES.map((status) => [status, []])),
        byId: new Map(),
        postings: new Map(),
      };
      this.sellers.set(sellerId, lists);
    }
    return lists;
  }
}
