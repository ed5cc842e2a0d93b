import type { SubscriptionStatus } from '../generated/schema-types.js';
import { AppError } from '../http/errors.js';
import { brasiliaDayEndMs, brasiliaDayStartMs } from '../lib/brasilia.js';
import { searchText } from '../lib/search-text.js';
import { SUBSCRIPTION_STATUSES } from './subscriptions.machine.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

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

const POSITIVE_INTEGER = /^[1-9]\d*$/;

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { fields: [field], message });
}

/** A single query value; a repeated parameter is refused, an empty one counts as absent. */
function single(query: Record<string, unknown>, name: string): string | null {
  const value = query[name];
  if (value === undefined) return null;
  if (typeof value !== 'string') throw invalid(name, `Parâmetro ${name} informado mais de uma vez`);
  return value === '' ? null : value;
}

function day(query: Record<string, unknown>, name: string, bound: (text: string) => number | null): number | null {
  const text = single(query, name);
  if (text === null) return null;
  const ms = bound(text);
  if (ms === null) throw invalid(name, `${name} deve ser uma data válida no formato AAAA-MM-DD`);
  return ms;
}

/**
 * Checks the query of GET /api/subscriptions. A limit above 100 is clamped to 100 (the
 * answer's pagination.limit says so); anything malformed is 400 VALIDATION_ERROR.
 */
export function parseListQuery(query: Record<string, unknown>): SubscriptionListQuery {
  const status = single(query, 'status');
  if (status !== null && !SUBSCRIPTION_STATUSES.includes(status as SubscriptionStatus)) {
    throw invalid('status', `status deve ser um de ${SUBSCRIPTION_STATUSES.join(', ')}`);
  }
  const rawSearch = single(query, 'search') ?? single(query, 'q');
  // Keys are joined with control characters; a query has no use for them.
  const search = rawSearch === null ? '' : searchText(rawSearch.trim()).replace(/[\u0000-\u001f]/g, '');

  const fromMs = day(query, 'startDate', brasiliaDayStartMs);
  const untilMs = day(query, 'endDate', brasiliaDayEndMs);
  if (fromMs !== null && untilMs !== null && fromMs >= untilMs) throw invalid('endDate', 'endDate não pode ser anterior a startDate');

  const rawPage = single(query, 'page');
  if (rawPage !== null && !(POSITIVE_INTEGER.test(rawPage) && Number.isSafeInteger(Number(rawPage)))) throw invalid('page', 'page deve ser um inteiro maior que zero');
  const rawLimit = single(query, 'limit');
  if (rawLimit !== null && !POSITIVE_INTEGER.test(rawLimit)) throw invalid('limit', 'limit deve ser um inteiro maior que zero');

  return {
    status: status as SubscriptionStatus | null,
    search: search === '' ? null : search,
    fromMs,
    untilMs,
    page: rawPage === null ? 1 : Number(rawPage),
    limit: rawLimit === null ? DEFAULT_LIMIT : Math.min(Number(rawLimit), MAX_LIMIT),
  };
}
