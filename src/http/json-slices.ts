/**
 * JSON.parse of a large text without holding the event loop: the outer containers (a whole
 * state and its collections) are walked here, and each value inside them (a record) is handed
 * to JSON.parse alone, with a pause every `sliceMs`. One JSON.parse of a 62 MB state held the
 * process 7 to 9 s (issue 27); a record takes microseconds. The result is what JSON.parse would
 * give for the same text (last duplicate key wins, `__proto__` an own key); a text JSON.parse
 * refuses is refused with a SyntaxError.
 */

/**
 * Containers this deep and shallower are walked here; deeper ones go to JSON.parse whole unless larger than
 * WHOLE_CHARS.
 */
const WALKED_DEPTH = 2;
/** The largest container handed to JSON.parse in one call (a few ms); a larger one is walked (a wrapped state). */
const WHOLE_CHARS = 512 * 1024;
/** Deeper than this a large container goes to JSON.parse whole: walking it again at every level costs more. */
const LARGE_WALKED_DEPTH = 8;
/** Characters scanned between two pauses while finding where a container ends. */
const SCAN_CHARS = 256 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

class Cursor {
  constructor(
    readonly text: string,
    public at = 0,
  ) {}

  skipSpace(): void {
    while (this.at < this.text.length && WHITESPACE.has(this.text.charCodeAt(this.at))) this.at++;
  }

  peek(): string {
    this.skipSpace();
    return this.text[this.at] ?? '';
  }

  expect(char: string): void {
    if (this.peek() !== char) throw new SyntaxError(`Unexpected token in JSON at position ${this.at}`);
    this.at++;
  }

  /** The end (exclusive) of the string whose opening quote is at `from`. */
  stringEnd(from: number): number {
    let at = from + 1;
    for (;;) {
      const quote = this.text.indexOf('"', at);
      if (quote < 0) throw new SyntaxError('Unterminated string in JSON');
      let backslashes = 0;
      while (this.text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
      at = quote + 1;
    }
  }

  /** The end (exclusive) of the number, literal or string starting at `from`; JSON.parse judges it. */
  scalarEnd(from: number): number {
    const text = this.text;
    if (text.charCodeAt(from) === 0x22) return this.stringEnd(from);
    let at = from;
    while (at < text.length && !',}] \t\n\r'.includes(text[at])) at++;
    return at;
  }

  /** The end (exclusive) of the object or array starting at `from`, pausing every SCAN_CHARS characters. */
  *containerEnd(from: number): Generator<void, number> {
    const text = this.text;
    let depth = 0;
    let pauseAt = from + SCAN_CHARS;
    for (let at = from; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code === 0x22) at = this.stringEnd(at) - 1;
      else if (code === 0x7b || code === 0x5b) depth++;
      else if ((code === 0x7d || code === 0x5d) && --depth === 0) return at + 1;
      if (at >= pauseAt) {
        pauseAt = at + SCAN_CHARS;
        yield;
      }
    }
    throw new SyntaxError('Unexpected end of JSON input');
  }
}

/** Sets a parsed key as JSON.parse does: `__proto__` is an own property, never the prototype. */
function setKey(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/** One value at the cursor; yields after each value it hands to JSON.parse. */
function* value(cursor: Cursor, depth: number): Generator<void, unknown> {
  const start = (cursor.skipSpace(), cursor.at);
  const open = cursor.text[start];
  const container = open === '{' || open === '[';
  if (!container || depth > WALKED_DEPTH) {
    const end = container ? yield* cursor.containerEnd(start) : cursor.scalarEnd(start);
    if (!container || end - start <= WHOLE_CHARS || depth > LARGE_WALKED_DEPTH) {
      cursor.at = end;
      yield;
      return JSON.parse(cursor.text.slice(start, end)) as unknown;
    }
  }
  cursor.at++;
  const close = open === '{' ? '}' : ']';
  const result: unknown[] | Record<string, unknown> = open === '{' ? {} : [];
  if (cursor.peek() === close) {
    cursor.at++;
    return result;
  }
  for (;;) {
    if (Array.isArray(result)) result.push(yield* value(cursor, depth + 1));
    else {
      if (cursor.peek() !== '"') throw new SyntaxError(`Expected a property name in JSON at position ${cursor.at}`);
      const keyEnd = cursor.stringEnd(cursor.at);
      const key = JSON.parse(cursor.text.slice(cursor.at, keyEnd)) as string;
      cursor.at = keyEnd;
      cursor.expect(':');
      setKey(result, key, yield* value(cursor, depth + 1));
    }
    const next = cursor.peek();
    cursor.at++;
    if (next === close) return result;
    if (next !== ',') throw new SyntaxError(`Unexpected token in JSON at position ${cursor.at - 1}`);
  }
}

/** The JSON value of `text`, parsed in slices of about `sliceMs` each, with the event loop free between them. */
export async function parseJsonInSlices(text: string, sliceMs: number): Promise<unknown> {
  const cursor = new Cursor(text);
  const steps = value(cursor, 1);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) {
      if (cursor.peek() !== '') throw new SyntaxError(`Unexpected non-whitespace after JSON at position ${cursor.at}`);
      return step.value;
    }
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
