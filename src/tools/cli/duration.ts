import type { ClockAdvanceInput } from '../../generated/schema-types.js';
import { t } from './messages/say.js';
import { UsageError } from './usage-error.js';

/** The units of `clock advance`: the field of the admin API's advance body each adds to, and how many of it one is. */
const UNITS: Record<string, [field: keyof ClockAdvanceInput, factor: number]> = {
  mo: ['months', 1],
  w: ['days', 7],
  d: ['days', 1],
  h: ['hours', 1],
  m: ['minutes', 1],
  s: ['seconds', 1],
};

const PART = /(\d+)(mo|w|d|h|m|s)/y;

/**
 * "90m", "12h", "30d", "1mo", "1d12h", "1mo15d" → the body of POST /__admin/clock/advance.
 * `mo` is a calendar month on the sandbox clock (31 Jan + 1mo is 28 Feb, as monthly billing
 * counts), applied first by the server; the other units are fixed lengths. Each unit at most once.
 */
export function parseDuration(text: string): ClockAdvanceInput {
  const body: Record<string, number> = {};
  const seen = new Set<string>();
  PART.lastIndex = 0;
  let match: RegExpExecArray | null;
  while (PART.lastIndex < text.length && (match = PART.exec(text))) {
    const [, count, unit] = match;
    if (seen.has(unit)) throw new UsageError(t('duration.repeats', text, unit));
    seen.add(unit);
    const [field, factor] = UNITS[unit];
    body[field] = (body[field] ?? 0) + factor * Number(count);
  }
  if (!seen.size || PART.lastIndex !== text.length) {
    throw new UsageError(t('duration.bad', text));
  }
  for (const [key, value] of Object.entries(body))
    if (!Number.isSafeInteger(value)) throw new UsageError(t('duration.tooLarge', text, key));
  return body;
}
