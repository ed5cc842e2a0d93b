/**
 * Equality and copy of plain JSON values (objects, arrays, strings, numbers, booleans, null), as JSON sees them:
 * a key whose value is undefined is no key. The store keeps the committed meta with these instead of its JSON text,
 * because the meta is compared at every commit: walking its few keys allocates nothing, where a JSON.stringify per
 * commit built a new string each time (docs/performance.md, round four).
 */
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null;

/** Whether `a` and `b` hold the same JSON (key order aside). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], other[i])) return false;
    return true;
  }
  let keys = 0;
  for (const key in a) {
    if (!Object.hasOwn(a, key) || a[key] === undefined) continue;
    keys++;
    if (!Object.hasOwn(b, key) || !jsonEqual(a[key], b[key])) return false;
  }
  for (const key in b) if (Object.hasOwn(b, key) && b[key] !== undefined) keys--;
  return keys === 0;
}

/**
 * A deep copy of a JSON value (what JSON.parse(JSON.stringify(value)) gives for the values the store keeps, and what
 * structuredClone gives for a parsed request body's, at a fraction of structuredClone's fixed cost per call).
 */
export function jsonCopy<T>(value: T): T {
  if (!isObject(value)) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => jsonCopy(item)) as T;
  const copy: JsonObject = {};
  for (const key in value) {
    if (!Object.hasOwn(value, key) || value[key] === undefined) continue;
    // JSON.parse makes "__proto__" an own key; an assignment would set the copy's prototype instead.
    if (key === '__proto__')
      Object.defineProperty(copy, key, {
        value: jsonCopy(value[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else copy[key] = jsonCopy(value[key]);
  }
  return copy as T;
}
