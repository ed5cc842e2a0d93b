import { CASHOUT_ERROR_TYPE_VALUES } from '../generated/schema-enums.js';
import { ERROR_CATALOGUE, type AppErrorOptions, type ErrorCode } from '../core/lib/errors.js';
import type { ErrorGroup } from './groups.js';

interface ErrorView {
  code: ErrorCode;
  status: number;
  message: string;
  detail: string | undefined;
  options: AppErrorOptions;
}

/** The identifiers the spec's cashout table names; they travel in `errorType`. */
const CASHOUT_IDENTIFIERS = new Set<ErrorCode>(CASHOUT_ERROR_TYPE_VALUES);

/** Bodies without a slot for field paths name them in the message. */
const withFields = (e: ErrorView) =>
  e.options.fields?.length ? `${e.message} (${e.options.fields.join(', ')})` : e.message;

const envelope = (e: ErrorView) => ({ success: false, error: { code: e.code, message: withFields(e) } });

/** The body shape of each endpoint group, from the spec's Errors section. */
const BODY_FORMATS: Record<ErrorGroup, (e: ErrorView) => object> = {
  seller: (e) => ({ error: e.code, message: e.message }),
  subscriptions: envelope,
  envelope,
  cashout: (e) =>
    CASHOUT_IDENTIFIERS.has(e.code) ? { message: e.message, errorType: e.code } : { message: e.message, error: e.code },
  salesCreate: (e) => {
    if (e.status === 401) return { message: e.message, details: e.detail ?? e.message };
    if (e.status === 400)
      return { message: e.message, error: e.code, details: { missingFields: e.options.fields ?? [] } };
    return { message: e.message, error: e.code };
  },
  transactions: (e) => ({ message: withFields(e), error: e.code }),
  admin: (e) => ({
    error: e.code,
    message: e.message,
    ...(e.options.allowed ? { allowed: e.options.allowed } : {}),
    ...(e.options.fields ? { details: e.options.fields } : {}),
  }),
};

/** Status and body of an error condition as the given group answers it. */
export function errorResponse(
  group: ErrorGroup,
  code: ErrorCode,
  options: AppErrorOptions = {},
): { status: number; body: object } {
  const entry = ERROR_CATALOGUE[code] as {
    status: number;
    message: string;
    detail?: string;
    messageByGroup?: Partial<Record<ErrorGroup, string>>;
  };
  const message = options.message ?? entry.messageByGroup?.[group] ?? entry.message;
  const status = options.status ?? entry.status;
  return { status, body: BODY_FORMATS[group]({ code, status, message, detail: entry.detail, options }) };
}
