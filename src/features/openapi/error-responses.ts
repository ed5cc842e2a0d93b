import { errorResponse } from '../../http/error-bodies.js';
import { ERROR_CATALOGUE, type ErrorCode } from '../../core/lib/errors.js';
import type { ErrorGroup } from '../../http/groups.js';

type Json = Record<string, unknown>;

/** The error body schema of each endpoint group (the spec's Errors section). */
export const ERROR_SCHEMA_OF_GROUP: Record<ErrorGroup, string> = {
  seller: 'errors/seller.error.schema.json',
  subscriptions: 'errors/envelope.error.schema.json',
  envelope: 'errors/envelope.error.schema.json',
  cashout: 'errors/cashout.error.schema.json',
  salesCreate: 'errors/sales-create.error.schema.json',
  transactions: 'errors/transactions.error.schema.json',
  admin: 'errors/admin.error.schema.json',
};

/**
 * Groups whose body shape depends on the status, not only on the code: the `$defs` entry of
 * the group's schema for a status (error-bodies.ts builds these shapes; a test renders every
 * code at every status and checks it against the schema chosen here).
 */
const SHAPE_BY_STATUS: Partial<Record<ErrorGroup, (status: number) => string>> = {
  salesCreate: (status) =>
    status === 400
      ? 'SalesCreateValidationError'
      : status === 401
        ? 'SalesCreateUnauthorizedError'
        : 'SalesCreateOtherError',
};

/** The two key checks answer 401 in different places: the API's keys, the admin API's token. */
function reaches(group: ErrorGroup, code: ErrorCode): boolean {
  if (code === 'ADMIN_UNAUTHORIZED') return group === 'admin';
  if (code === 'UNAUTHORIZED') return group !== 'admin';
  return true;
}

/**
 * The catalogue codes a group answers with at a status (an armed fault aside, which may pair any code with any status).
 */
export function codesAt(group: ErrorGroup, status: number): ErrorCode[] {
  return (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter(
    (code) => ERROR_CATALOGUE[code].status === status && reaches(group, code),
  );
}

/**
 * The property path holding `code` in a body, e.g. ["error", "code"] in the envelope; null when the body names no code.
 */
function pathOf(body: unknown, code: string): string[] | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const [key, value] of Object.entries(body)) {
    if (value === code) return [key];
    const inner = pathOf(value, code);
    if (inner) return [key, ...inner];
  }
  return null;
}

/** A schema requiring the property at `path` to be one of `codes`. */
function codeAt(path: string[], codes: string[]): Json {
  const [head, ...rest] = path;
  return { required: [head], properties: { [head]: rest.length ? codeAt(rest, codes) : { enum: codes } } };
}

/**
 * The schema of a group's error body at one status: the group's shape for that status, with
 * the code restricted to the catalogue codes of that status, found where the group's body
 * puts it (`error`, `error.code`, `errorType`...) by rendering each one. So a 401 body is told
 * from a 400 body by its schema, and a code added to the catalogue shows up here by itself.
 */
export function errorSchemaAt(group: ErrorGroup, status: number, ref: (file: string, pointer?: string) => Json): Json {
  const file = ERROR_SCHEMA_OF_GROUP[group];
  const shape = SHAPE_BY_STATUS[group];
  const codes = codesAt(group, status);
  const byPath = new Map<string, { path: string[]; codes: string[] }>();
  for (const code of codes) {
    const path = pathOf(errorResponse(group, code, { status }).body, code);
    if (!path) continue;
    const key = path.join('.');
    if (!byPath.has(key)) byPath.set(key, { path, codes: [] });
    byPath.get(key)!.codes.push(code);
  }
  const constraints = [...byPath.values()].map(({ path, codes: found }) => codeAt(path, found));
  const parts = [
    shape ? ref(file, `/$defs/${shape(status)}`) : ref(file),
    ...(constraints.length > 1 ? [{ anyOf: constraints }] : constraints),
  ];
  return {
    title: `${group[0].toUpperCase()}${group.slice(1)}Error${status}`,
    description: codes.length
      ? `The ${group} error body of a ${status}: ${codes.join(', ')}.`
      : `The ${group} error body of a ${status}.`,
    ...(parts.length === 1 ? parts[0] : { allOf: parts }),
  };
}

/** The component name of a group's error body at a status, e.g. "errors.seller.401". */
export const errorComponentName = (group: ErrorGroup, status: number) => `errors.${group}.${status}`;
