/**
 * Text as searches compare it: accents removed (NFD, then the combining marks dropped) and
 * lower-cased, so "JOÃO" finds "joao". Records compute their key once, when written.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** One key over several fields, joined by a separator no query can contain after trimming. */
export function searchKey(...parts: string[]): string {
  return parts.map(searchText).join('\n');
}

/**
 * The mask bit of one character of search text: a to z have one each; digits share five; anything else shares the last.
 */
function bitOf(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << (26 + ((code - 48) % 5));
  return 1 << 31;
}

/**
 * Which characters a search text holds, as 32 bits (`bitOf`): a record whose mask lacks a bit
 * of the query's mask cannot contain the query, which a list tells with one integer test
 * instead of a substring search. Separators (control characters, which no query holds) are left out.
 */
export function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 32) mask |= bitOf(code);
  }
  return mask;
}

/** Whether the mask test alone decides a match for this query: a single letter, whose bit is its own. */
export function maskDecides(query: string): boolean {
  if (query.length !== 1) return false;
  const code = query.charCodeAt(0);
  return code >= 97 && code <= 122;
}
