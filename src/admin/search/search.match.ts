import { searchText } from '../../lib/search-text.js';
import type { MatchMode, SearchField } from './search.fields.js';

/** A query as every field compares it. */
export interface Query {
  /** Trimmed, lower-cased, accents removed, inner spaces collapsed. */
  text: string;
  words: string[];
  /** Its digits, when it is digits and document punctuation only (529.982.247-25); else null. */
  digits: string | null;
  /** The query as an id, when it is digits only. */
  id: number | null;
}

/** Shortest word or prefix looked up by its start: shorter ones would match most of the store. */
export const MIN_PREFIX = 3;
/**
 * The lengths of the starts a value is indexed under: a longer query looks up the longest
 * start it covers, so "ana.almeida502" checks the few e-mails starting "ana.alme", not every "ana".
 */
const PREFIX_LENGTHS = [3, 5, 8] as const;

/** The index keys of the starts of a word or value. */
function startKeys(text: string): string[] {
  return PREFIX_LENGTHS.filter((length) => text.length >= length).map((length) => `^${text.slice(0, length)}`);
}

/** The longest indexed start a query word covers. */
function startKey(text: string): string | null {
  const length = [...PREFIX_LENGTHS].reverse().find((candidate) => text.length >= candidate);
  return length === undefined ? null : `^${text.slice(0, length)}`;
}

/** searchText, without the Unicode normalization for plain ASCII (most e-mails, ids and documents). */
function fold(value: string): string {
  return /^[\x00-\x7f]*$/.test(value) ? value.toLowerCase() : searchText(value);
}

export function queryOf(raw: string): Query {
  const text = searchText(raw).trim().replace(/\s+/g, ' ');
  const digits = /^[\d.\-/\s]+$/.test(text) && /\d/.test(text) ? text.replace(/\D/g, '') : null;
  const id = /^\d{1,15}$/.test(text) ? Number(text) : null;
  return { text, words: text.split(' ').filter(Boolean), digits, id };
}

const wordsOf = (value: string) => fold(value).split(/\s+/).filter(Boolean);

/** Where a `parts` value may be entered: after any of these. */
const PART_BREAK = /[-_.@/:\s]/;

/** The value and each of its tails that starts after a break ("qa-pix-pago-1", "pix-pago-1", "pago-1", "1"). */
function tailsOf(text: string): string[] {
  const tails = [text];
  for (let i = 0; i < text.length - 1; i++)
    if (PART_BREAK.test(text[i]) && !PART_BREAK.test(text[i + 1])) tails.push(text.slice(i + 1));
  return tails;
}

/** The index keys of one value: `=` whole values and words, `^` the first letters of what is matched by its start. */
export function keysOfValue(mode: MatchMode, value: string): string[] {
  switch (mode) {
    case 'exact':
      return [`=${fold(value).trim()}`];
    case 'document': {
      const digits = value.replace(/\D/g, '');
      return digits ? [`=${digits}`, ...startKeys(digits)] : [];
    }
    case 'prefix': {
      const text = fold(value).trim();
      return [`=${text}`, ...startKeys(text)];
    }
    case 'parts': {
      const text = fold(value).trim();
      return [`=${text}`, ...tailsOf(text).flatMap(startKeys)];
    }
    case 'words':
      return wordsOf(value).flatMap((word) => [`=${word}`, ...startKeys(word)]);
  }
}

/** The keys a query looks up: its whole text, its digits, and the start of its longest word and of the whole text. */
export function keysOfQuery(query: Query): string[] {
  const keys = new Set<string>([`=${query.text}`]);
  if (query.digits) keys.add(`=${query.digits}`);
  const digitsStart = query.digits ? startKey(query.digits) : null;
  if (digitsStart) keys.add(digitsStart);
  const longest = query.words.reduce((best, word) => (word.length > best.length ? word : best), '');
  for (const key of [startKey(longest), startKey(query.text)]) if (key) keys.add(key);
  return [...keys];
}

export type How = 'exact' | 'prefix';

/** Whether one value matches the query, and how. */
export function matchValue(mode: MatchMode, value: string, query: Query): How | null {
  switch (mode) {
    case 'exact':
      return fold(value).trim() === query.text ? 'exact' : null;
    case 'document': {
      if (query.digits === null || query.digits.length < MIN_PREFIX) return null;
      const digits = value.replace(/\D/g, '');
      return digits === query.digits ? 'exact' : digits.startsWith(query.digits) ? 'prefix' : null;
    }
    case 'prefix': {
      const text = fold(value).trim();
      if (text === query.text) return 'exact';
      return query.text.length >= MIN_PREFIX && text.startsWith(query.text) ? 'prefix' : null;
    }
    case 'parts': {
      const text = fold(value).trim();
      if (text === query.text) return 'exact';
      return query.text.length >= MIN_PREFIX && tailsOf(text).some((tail) => tail.startsWith(query.text))
        ? 'prefix'
        : null;
    }
    case 'words': {
      const words = wordsOf(value);
      if (words.join(' ') === query.text) return 'exact';
      if (!query.words.some((word) => word.length >= MIN_PREFIX)) return null;
      return query.words.every((wanted) => words.some((word) => word.startsWith(wanted))) ? 'prefix' : null;
    }
  }
}

export interface Matched {
  field: string;
  value: string;
  how: 'id' | How;
}

/** Every field of a record the query matches, with its value. */
export function matchRecord<T>(fields: readonly SearchField<T>[], record: T, query: Query): Matched[] {
  const matched: Matched[] = [];
  for (const field of fields) {
    for (const raw of field.values(record)) {
      if (raw === null || raw === undefined || raw === '') continue;
      const value = String(raw);
      const how = matchValue(field.mode, value, query);
      if (how && !matched.some((seen) => seen.field === field.field && seen.value === value))
        matched.push({ field: field.field, value, how });
    }
  }
  return matched;
}

/** Every index key of a record. */
export function keysOfRecord<T>(fields: readonly SearchField<T>[], record: T): string[] {
  const keys = new Set<string>();
  for (const field of fields) {
    for (const raw of field.values(record)) {
      if (raw === null || raw === undefined || raw === '') continue;
      for (const key of keysOfValue(field.mode, String(raw))) keys.add(key);
    }
  }
  return [...keys];
}
