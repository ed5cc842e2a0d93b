import { brasiliaDayEndMs, brasiliaDayStartMs } from '../core/lib/brasilia.js';
import { AppError } from '../core/lib/errors.js';
import { parseId } from './params.js';

/**
 * The query conventions every list of the API shares (GET /api/sales, GET /api/subscriptions):
 * an empty parameter counts as absent, a repeated one is refused, page defaults to 1, limit
 * to 20 and is clamped to 100, dates are YYYY-MM-DD Brasília days, both ends inclusive.
 * Unknown parameters are ignored. Anything malformed is 400 VALIDATION_ERROR naming it.
 */
export type Query = Record<string, unknown>;

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
const POSITIVE_INTEGER = /^[1-9]\d*$/;

export function invalidField(name: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { fields: [name], message });
}

/** A single query value; a repeated parameter is refused, an empty one counts as absent. */
export function single(query: Query, name: string): string | null {
  const value = query[name];
  if (value === undefined) return null;
  if (typeof value !== 'string') throw invalidField(name, `Parâmetro ${name} informado mais de uma vez`);
  return value === '' ? null : value;
}

/** One of a fixed set of values, or null when absent. */
export function oneOf<T extends string>(query: Query, name: string, values: readonly T[]): T | null {
  const value = single(query, name);
  if (value !== null && !values.includes(value as T))
    throw invalidField(name, `${name} deve ser um de ${values.join(', ')}`);
  return value as T | null;
}

function day(query: Query, name: string, bound: (text: string) => number | null): number | null {
  const text = single(query, name);
  if (text === null) return null;
  const ms = bound(text);
  if (ms === null) throw invalidField(name, `${name} deve ser uma data válida no formato AAAA-MM-DD`);
  return ms;
}

/** startDate/endDate as instants: createdAt ≥ fromMs and < untilMs. */
export function dateRange(query: Query): { fromMs: number | null; untilMs: number | null } {
  const fromMs = day(query, 'startDate', brasiliaDayStartMs);
  const untilMs = day(query, 'endDate', brasiliaDayEndMs);
  if (fromMs !== null && untilMs !== null && fromMs >= untilMs)
    throw invalidField('endDate', 'endDate não pode ser anterior a startDate');
  return { fromMs, untilMs };
}

export function paging(query: Query): { page: number; limit: number } {
  const rawPage = single(query, 'page');
  if (rawPage !== null && !(POSITIVE_INTEGER.test(rawPage) && Number.isSafeInteger(Number(rawPage))))
    throw invalidField('page', 'page deve ser um inteiro maior que zero');
  const rawLimit = single(query, 'limit');
  if (rawLimit !== null && !POSITIVE_INTEGER.test(rawLimit))
    throw invalidField('limit', 'limit deve ser um inteiro maior que zero');
  return {
    page: rawPage === null ? 1 : Number(rawPage),
    limit: rawLimit === null ? DEFAULT_LIMIT : Math.min(Number(rawLimit), MAX_LIMIT),
  };
}

/** The pagination block of a list answer. */
export function pagination(total: number, page: number, limit: number) {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** The most an admin list answers at once; a larger limit is clamped to it. */
export const ADMIN_MAX_LIMIT = 1000;

/** The admin lists' common parameters: an optional seller filter and a limit (clamped to ADMIN_MAX_LIMIT). */
export function adminListQuery(query: Query, defaultLimit: number): { sellerId: number | undefined; limit: number } {
  const sellerId = single(query, 'sellerId');
  const limit = single(query, 'limit');
  return {
    sellerId: sellerId === null ? undefined : parseId(sellerId, 'VALIDATION_ERROR'),
    limit: limit === null ? defaultLimit : Math.min(parseId(limit, 'VALIDATION_ERROR'), ADMIN_MAX_LIMIT),
  };
}

/** The document of an admin list's `limit` (adminListQuery): what it is, its default, the clamp. */
export function adminLimitParam(description: string, defaultLimit?: number) {
  return {
    name: 'limit',
    schema: { type: 'integer', minimum: 1, ...(defaultLimit === undefined ? {} : { default: defaultLimit }) },
    description: `${description}; above ${ADMIN_MAX_LIMIT} it is clamped to ${ADMIN_MAX_LIMIT}`,
  };
}
