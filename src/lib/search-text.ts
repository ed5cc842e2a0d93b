/**
 * Text as searches compare it: accents removed (NFD, then the combining marks dropped) and
 * lower-cased, so "JOÃO" finds "joao". Records compute their key once, when written.
 */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** One key over several fields, joined by a separator no query can contain after trimming. */
export function searchKey(...parts: string[]): string {
  return parts.map(searchText).join('\n');
}
