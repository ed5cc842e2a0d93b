import { searchText } from '../../../core/lib/search-text.js';
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

/** Adds the index keys of the starts of a word or value (from `from`: a part of it) to `keys`. */
function addStarts(keys: Set<string>, text: string, from = 0): void {
  for (const length of PREFIX_LENGTHS) {
    if (text.length - from < length) return;
    keys.add(`^${text.slice(from, from + length)}`);
  }
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
    if (isBreak(text.charCodeAt(i)) && !isBreak(text.charCodeAt(i + 1))) tails.push(text.slice(i + 1));
  return tails;
}

/** Whether a character code is one of PART_BREAK's: ASCII without a regular expression (the first search asks it of
 * every character of every indexed value). */
function isBreak(code: number): boolean {
  if (code < 128)
    return code === 45 || code === 95 || code === 46 || code === 64 || code === 47 || code === 58 || code <= 32;
  return PART_BREAK.test(String.fromCharCode(code));
}

/**
 * Adds the index keys of one value to `keys`: `=` whole values and words, `^` the first letters of what is matched
 * by its start. Written into one set, with no array per value: the first search builds the keys of every record.
 */
function addKeysOfValue(keys: Set<string>, mode: MatchMode, value: string): void {
  switch (mode) {
    case 'exact':
      keys.add(`=${fold(value).trim()}`);
      return;
    case 'document': {
      const digits = value.replace(/\D/g, '');
      if (!digits) return;
      keys.add(`=${digits}`);
      addStarts(keys, digits);
      return;
    }
    case 'prefix': {
      const text = fold(value).trim();
      keys.add(`=${text}`);
      addStarts(keys, text);
      return;
    }
    case 'parts': {
      // The starts of the value and of each tail that starts after a break, as tailsOf finds them.
      const text = fold(value).trim();
      keys.add(`=${text}`);
      addStarts(keys, text);
      for (let i = 0; i < text.length - 1; i++)
        if (isBreak(text.charCodeAt(i)) && !isBreak(text.charCodeAt(i + 1))) addStarts(keys, text, i + 1);
      return;
    }
    case 'words':
      for (const word of wordsOf(value)) {
        keys.add(`=${word}`);
        addStarts(keys, word);
      }
  }
}

/** The index keys of one value (addKeysOfValue's, as a list). */
export function keysOfValue(mode: MatchMode, value: string): string[] {
  const keys = new Set<string>();
  addKeysOfValue(keys, mode, value);
  return [...keys];
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
export function keysOfRecord<T>(fields: readonly SearchField<T>[], record: T): Set<string> {
  const keys = new Set<string>();
  for (const field of fields) {
    for (const raw of field.values(record)) {
      if (raw === null || raw === undefined || raw === '') continue;
      addKeysOfValue(keys, field.mode, String(raw));
    }
  }
  return keys;
}
