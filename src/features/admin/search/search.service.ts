import type { Deps } from '../../../http/sandbox-context.js';
import type { SearchHit, SearchHitType, SearchResult } from '../../../generated/schema-types.js';
import { SEARCHABLE, type SearchField } from './search.fields.js';
import { keysOfQuery, matchRecord, queryOf, type Matched, type Query } from './search.match.js';

export interface SearchOptions {
  types: readonly SearchHitType[];
  page: number;
  limit: number;
}

const RANK: Record<Matched['how'], number> = { id: 0, exact: 1, prefix: 2 };

type Searchable<T> = {
  fields: readonly SearchField<T>[];
  label(record: T): string;
  sellerId(record: T): number;
  createdAt(record: T): string;
};

/** A record the query matched; its hit (the label) is made only if it makes the list. */
interface Found {
  type: SearchHitType;
  id: number;
  record: unknown;
  matched: Matched[];
  rank: number;
  createdAt: string;
}

function found<T>(type: SearchHitType, id: number, record: T, query: Query): Found | null {
  const searchable = SEARCHABLE[type] as unknown as Searchable<T>;
  const matched = matchRecord(searchable.fields, record, query);
  if (query.id === id) matched.unshift({ field: 'id', value: String(id), how: 'id' });
  if (!matched.length) return null;
  let rank = RANK.prefix;
  for (const match of matched) rank = Math.min(rank, RANK[match.how]);
  return { type, id, record, matched, rank, createdAt: searchable.createdAt(record) };
}

function hitOf(entry: Found): SearchHit {
  const searchable = SEARCHABLE[entry.type] as unknown as Searchable<unknown>;
  return {
    type: entry.type,
    id: entry.id,
    label: searchable.label(entry.record),
    sellerId: searchable.sellerId(entry.record),
    createdAt: entry.createdAt,
    matched: entry.matched as SearchHit['matched'],
  };
}

/**
 * The sales, cashouts, subscriptions and sellers a text finds. Sales, cashouts and
 * subscriptions are looked up in their key indexes (the query's few keys, then only the
 * records those name are checked), plus the one with the query as its id; sellers, few, are
 * checked one by one. Best first (id, exact, prefix), newest first within each.
 */
export function search(deps: Pick<Deps, 'store' | 'indexes'>, raw: string, options: SearchOptions): SearchResult {
  const query = queryOf(raw);
  const hits: Found[] = [];
  if (query.text !== '') {
    const keys = keysOfQuery(query);
    const indexes = deps.indexes.search;
    const collections = {
      sale: deps.store.collections.sales,
      cashout: deps.store.collections.cashouts,
      subscription: deps.store.collections.subscriptions,
    } as const;
    for (const type of ['sale', 'cashout', 'subscription'] as const) {
      if (!options.types.includes(type)) continue;
      const ids = indexes[type].lookup(keys);
      if (query.id !== null && collections[type].get(query.id)) ids.add(query.id);
      for (const id of ids) {
        const hit = found(type, id, collections[type].get(id)!, query);
        if (hit) hits.push(hit);
      }
    }
    if (options.types.includes('seller')) {
      for (const seller of deps.store.collections.sellers.values()) {
        const hit = found('seller', seller.id, { seller, user: deps.store.collections.users.get(seller.id) }, query);
        if (hit) hits.push(hit);
      }
    }
  }
  hits.sort(
    (a, b) => a.rank - b.rank || (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id),
  );
  const start = (options.page - 1) * options.limit;
  return {
    query: raw,
    total: hits.length,
    page: options.page,
    limit: options.limit,
    hits: hits.slice(start, start + options.limit).map(hitOf),
  };
}

/**
 * search, once the search indexes hold every record: the first search of a sandbox starts their build in slices
 * (other requests and tenants are answered meanwhile) and waits for it; later ones find it settled.
 */
export async function searchIndexed(
  deps: Pick<Deps, 'store' | 'indexes'>,
  raw: string,
  options: SearchOptions,
): Promise<SearchResult> {
  await deps.indexes.search.ready;
  return search(deps, raw, options);
}
