import { AppError, type ErrorCode } from './errors.js';

const ID_PATTERN = /^[1-9]\d{0,15}$/;

/** A path id: a positive safe integer written in plain digits, or the given error. */
export function parseId(raw: unknown, code: ErrorCode = 'INVALID_ID'): number {
  if (typeof raw !== 'string' || !ID_PATTERN.test(raw)) throw new AppError(code);
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) throw new AppError(code);
  return id;
}
