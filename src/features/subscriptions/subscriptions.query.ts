import { SUBSCRIPTION_STATUS_VALUES } from '../../generated/schema-enums.js';
import type { SubscriptionStatus } from '../../generated/schema-types.js';
import { dateRange, oneOf, paging, single, type Query } from '../../http/list-query.js';
import { searchText } from '../../core/lib/search-text.js';

/** The filters of GET /api/subscriptions, checked and normalized. */
export interface SubscriptionListQuery {
  status: SubscriptionStatus | null;
  /** Accent-free lower-case text to find in the customer's e-mail or name; null for none. */
  search: string | null;
  /** createdAt ≥ fromMs and < untilMs (Brasília days, whole days inclusive). */
  fromMs: number | null;
  untilMs: number | null;
  page: number;
  limit: number;
}

/**
 * Checks the query of GET /api/subscriptions. A limit above 100 is clamped to 100 (the
 * answer's pagination.limit says so); anything malformed is 400 VALIDATION_ERROR.
 */
export function parseListQuery(query: Query): SubscriptionListQuery {
  const status = oneOf(query, 'status', SUBSCRIPTION_STATUS_VALUES);
  const rawSearch = single(query, 'search') ?? single(query, 'q');
  // Keys are joined with control characters; a query has no use for them.
  const search = rawSearch === null ? '' : searchText(rawSearch.trim()).replace(/[\u0000-\u001f]/g, '');

  return { status, search: search === '' ? null : search, ...dateRange(query), ...paging(query) };
}
