import { AppError, type ErrorCode } from '../core/lib/errors.js';
import { shown } from './refusal-reason.js';

const ID_PATTERN = /^[1-9]\d{0,15}$/;

/** A path id: a positive safe integer written in plain digits, or the given error. */
export function parseId(raw: unknown, code: ErrorCode = 'INVALID_ID'): number {
  const id = typeof raw === 'string' && ID_PATTERN.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id))
    throw new AppError(code, {
      reason: `id: a positive integer in plain digits (got ${shown(raw)})`,
      reasonPt: `id: um inteiro positivo, so digitos (recebido ${shown(raw)})`,
    });
  return id;
}

/** What a file system miss looks like when the static server passes it on. */
const FILE_MISSES = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG']);

/**
 * Errors the router and the static file server raise about a path, onto catalogue codes: a
 * parameter or file path with a malformed percent-escape (`%`, `%ZZ`, `%ff`) is a 400; a file
 * that is not there, or that the static server will not serve (dotfiles, `..`), is an
 * unknown route. Anything else is not a path problem (null).
 */
export function pathError(error: unknown): AppError | null {
  if (error instanceof URIError) return new AppError('MALFORMED_PATH');
  const { status, expose, code } = (error ?? {}) as { status?: unknown; expose?: unknown; code?: unknown };
  // The static server passes a file system miss on as it is (ENOENT, not exposed): still no such file.
  if (status === 404 && typeof code === 'string' && FILE_MISSES.has(code)) return new AppError('ROUTE_NOT_FOUND');
  if (expose !== true) return null;
  if (status === 400) return new AppError('MALFORMED_PATH');
  if (status === 403 || status === 404) return new AppError('ROUTE_NOT_FOUND');
  return null;
}
