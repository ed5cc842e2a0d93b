/**
 * Redaction for what the sandbox shows back to people (the request journal, captured
 * webhook requests): keys, secrets, tokens, card numbers and CVVs never leave it, and a
 * preview is bounded in size whatever the value's. One table of rules, read by every view.
 */

export const REDACTED = '[redacted]';

/** Object keys whose values are secret wherever they appear. */
const SECRET_KEYS = /^(?:privateKey|webhookSecret|secret|password|token|adminToken|cvv|cvc|securityCode|cardNumber)$|(?:Secret|Token|Password|PrivateKey)$/i;

/** Values that are secrets whatever their key: private API keys and webhook secrets. */
const SECRET_VALUES = /^(?:sk_|whsec_)/;

/** Request headers that carry credentials. */
const SECRET_HEADERS = new Set(['x-api-private-key', 'x-api-public-key', 'x-admin-token', 'authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

const MAX_HEADER_CHARS = 256;

/** "[redacted …4305]": the last four digits say which test card it was, nothing more. */
function cardNumberMask(value: unknown): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return digits.length >= 12 ? `[redacted …${digits.slice(-4)}]` : REDACTED;
}

/** The value to show for `value` under `key` of an object whose own key is `parentKey`. */
function redactedLeaf(key: string, parentKey: string | null, value: unknown): unknown {
  if (parentKey !== null && /card/i.test(parentKey) && key === 'number') return cardNumberMask(value);
  if (SECRET_KEYS.test(key)) return value === null ? null : REDACTED;
  if (typeof value === 'string' && SECRET_VALUES.test(value)) return REDACTED;
  return undefined;
}

class BudgetExceeded extends Error {}

/**
 * JSON text of `value` with secrets replaced, at most `maxChars` long (cut short with an
 * ellipsis and `truncated: true`). It walks only as far as the budget, so a preview of a
 * huge body (a whole state) costs what the preview costs.
 */
export function redactedPreview(value: unknown, maxChars: number): { text: string; truncated: boolean } {
  const parts: string[] = [];
  let length = 0;
  const emit = (text: string) => {
    parts.push(text);
    length += text.length;
    if (length > maxChars) throw new BudgetExceeded();
  };
  const walk = (node: unknown, key: string | null, parentKey: string | null, depth: number): void => {
    if (key !== null) {
      const leaf = redactedLeaf(key, parentKey, node);
      if (leaf !== undefined) return emit(JSON.stringify(leaf));
    } else if (typeof node === 'string' && SECRET_VALUES.test(node)) {
      return emit(JSON.stringify(REDACTED));
    }
    if (node === null || typeof node !== 'object') return emit(JSON.stringify(node) ?? 'null');
    if (depth > 32) return emit('"[too deep]"');
    if (Array.isArray(node)) {
      emit('[');
      node.forEach((item, index) => {
        if (index) emit(',');
        // Items keep the array's key: the items of `tokens` are tokens, those of `cards` cards.
        walk(item, key, parentKey, depth + 1);
      });
      return emit(']');
    }
    emit('{');
    let first = true;
    for (const [childKey, child] of Object.entries(node)) {
      if (child === undefined || typeof child === 'function') continue;
      if (!first) emit(',');
      first = false;
      emit(`${JSON.stringify(childKey)}:`);
      walk(child, childKey, key, depth + 1);
    }
    emit('}');
  };
  try {
    walk(value, null, null, 0);
    return { text: parts.join(''), truncated: false };
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) throw error;
    return { text: `${parts.join('').slice(0, maxChars)}…`, truncated: true };
  }
}

/** Request or response headers with credentials replaced and long values cut. */
export function redactedHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const lower = name.toLowerCase();
    const value = Array.isArray(raw) ? raw.join(', ') : String(raw);
    out[lower] = SECRET_HEADERS.has(lower) ? REDACTED : value.length > MAX_HEADER_CHARS ? `${value.slice(0, MAX_HEADER_CHARS)}…` : value;
  }
  return out;
}

/** A query string with the values of secret-looking parameters replaced. */
export function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decodeURIComponentSafe(at >= 0 ? pair.slice(0, at) : pair);
      const value = at >= 0 ? decodeURIComponentSafe(pair.slice(at + 1)) : '';
      return SECRET_KEYS.test(name) || SECRET_VALUES.test(value) ? `${pair.slice(0, at >= 0 ? at : pair.length)}=${encodeURIComponent(REDACTED)}` : pair;
    })
    .join('&');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
