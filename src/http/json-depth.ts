/**
 * How deeply a parsed JSON value nests. V8 parses any depth (JSON.parse is iterative), but
 * JSON.stringify, structuredClone and ajv recurse, and overflow the stack somewhere between
 * ~1,900 and ~10,000 levels depending on how deep the caller already is. A value stored
 * while the writer's stack was shallow could then never be read back (issue 11). So depth
 * is checked here, without recursion, before anything else touches the value.
 */

interface Frame {
  value: object;
  /** Own keys of an object; null for an array (walked by index). */
  keys: string[] | null;
  /** The next child to visit. */
  index: number;
}

const isContainer = (value: unknown): value is object => value !== null && typeof value === 'object';

const frameOf = (value: object): Frame => ({ value, keys: Array.isArray(value) ? null : Object.keys(value), index: 0 });

/** "items[0].unitPrice" style, as the 400 bodies name fields (see fieldsOf in schemas.ts). */
export function fieldPath(parts: readonly (string | number)[], prefix = ''): string {
  return parts.reduce<string>(
    (path, part) => (typeof part === 'number' ? `${path}[${part}]` : path ? `${path}.${part}` : part),
    prefix,
  );
}

/**
 * Visits every value inside `value` in document order, without recursion. `visit` gets the
 * key, the child, the number of containers around the child, and its path (built only when
 * asked for); returning true stops the walk. Returns whether it was stopped.
 */
export function walkJson(
  value: unknown,
  visit: (key: string | number, child: unknown, depth: number, path: () => string) => boolean,
  prefix = '',
): boolean {
  if (!isContainer(value)) return false;
  const frames: Frame[] = [frameOf(value)];
  const path = () =>
    fieldPath(
      frames.map((frame) => (frame.keys ? frame.keys[frame.index - 1] : frame.index - 1)),
      prefix,
    );
  while (frames.length) {
    const top = frames[frames.length - 1];
    const size = top.keys ? top.keys.length : (top.value as unknown[]).length;
    if (top.index >= size) {
      frames.pop();
      continue;
    }
    const key = top.keys ? top.keys[top.index] : top.index;
    top.index++;
    const child = (top.value as Record<string | number, unknown>)[key];
    if (visit(key, child, frames.length, path)) return true;
    if (isContainer(child)) frames.push(frameOf(child));
  }
  return false;
}

/**
 * The path of the first value, in document order, that would sit inside more than
 * `maxDepth` nested objects or arrays (the outermost counts as one), or null when none does.
 * `{"a": {"b": 1}}` has depth 2: with maxDepth 1 the answer is "a".
 */
export function firstTooDeep(value: unknown, maxDepth: number, prefix = ''): string | null {
  if (!isContainer(value)) return null;
  if (maxDepth < 1) return prefix || '(body)';
  // Every request body and metadata is checked, and nearly all are fine: a plain walk says so without the path
  // bookkeeping (the frames and their key lists were ~1 % of a card sale); a value too deep is walked for its path.
  if (maxDepth <= SHALLOW_CHECK_MAX && !nestsDeeper(value, maxDepth)) return null;
  let found: string | null = null;
  walkJson(
    value,
    (_key, child, depth, path) => {
      if (isContainer(child) && depth >= maxDepth) found = path();
      return found !== null;
    },
    prefix,
  );
  return found;
}

/** Past this depth the plain check's recursion is not used (the walk above needs no stack). */
const SHALLOW_CHECK_MAX = 64;

/**
 * Whether a container inside `value` (itself a container, counted as one) sits inside `left` or more containers, as
 * firstTooDeep counts. Recursive, but never more than `left` calls deep: it stops at the first container too deep.
 */
function nestsDeeper(value: object, left: number): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      if (isContainer(child) && (left <= 1 || nestsDeeper(child, left - 1))) return true;
    }
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    if (isContainer(child) && (left <= 1 || nestsDeeper(child, left - 1))) return true;
  }
  return false;
}
