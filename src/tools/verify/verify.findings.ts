import { t } from '../cli/messages/say.js';
import type { GapId } from './verify.gaps.js';

/**
 * One thing a check found wrong. `path` is where: a JSON path into the body (`$.data.mrr`),
 * `status`, or `headers.content-type`; for a rule across calls, `step` names the call whose
 * body the path points into. A finding with a `gap` rests on a choice the sandbox made where
 * the spec is silent: against another target it is a warning, not drift.
 */
export interface Finding {
  path: string;
  message: string;
  step?: string;
  expected?: string;
  observed?: string;
  gap?: GapId;
}

type Json = unknown;

/** The value at a dotted path ("data.pagination.total", "items.0.title"), or undefined. */
export function at(value: Json, path: string): Json {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, Json>)[key];
  }
  return current;
}

/** "data.subscriptions.0.status" → "$.data.subscriptions[0].status" */
export function jsonPath(dotted: string): string {
  if (!dotted) return '$';
  return dotted.split('.').reduce((path, key) => (/^\d+$/.test(key) ? `${path}[${key}]` : `${path}.${key}`), '$');
}

export function show(value: Json): string {
  if (value === undefined) return t('verify.absent');
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** A finding when `observed` (at a dotted path) is not `expected` (compared as JSON). */
export function expectValue(
  path: string,
  observed: Json,
  expected: Json,
  options: { step?: string; gap?: GapId; what?: string } = {},
): Finding[] {
  if (JSON.stringify(observed) === JSON.stringify(expected)) return [];
  return [
    {
      path: jsonPath(path),
      message: options.what ?? t('verify.isExpected', show(observed), show(expected)),
      expected: show(expected),
      observed: show(observed),
      ...(options.step ? { step: options.step } : {}),
      ...(options.gap ? { gap: options.gap } : {}),
    },
  ];
}

export function isObject(value: Json): value is Record<string, Json> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The array at a dotted path, or an empty one when there is none. */
export function listAt(value: Json, path: string): Json[] {
  const list = at(value, path);
  return Array.isArray(list) ? list : [];
}

export function numberAt(value: Json, path: string): number | undefined {
  const found = at(value, path);
  return typeof found === 'number' ? found : undefined;
}
