/**
 * Redaction for what the sandbox shows back to people (the request journal, captured webhook
 * requests): keys, secrets, tokens, card numbers and CVVs never leave it, and a body is cut to
 * a bounded size before it is looked at. One table of rules, read by every view. It works on
 * JSON text with a few native regular-expression passes, so it costs microseconds (the request
 * journal runs it when an entry is read, not on every request), and it also covers a body cut
 * in the middle of a value.
 */

export const REDACTED = '[redacted]';

/** A JSON string token, possibly cut short by the size cap (no closing quote at the very end). */
const STRING = String.raw`"(?:[^"\\]|\\.)*(?:"|$)`;
/** A JSON number, boolean or null token. */
const SCALAR = String.raw`-?\d[\d.eE+-]*|true|false|null`;

/** Object keys whose values are secret wherever they appear. */
const SECRET_KEY = String.raw`privateKey|webhookSecret|secret|password|token|adminToken|cvv|cvc|securityCode|cardNumber|[A-Za-z0-9_]*(?:Secret|Token|Password|PrivateKey)`;
const SECRET_PAIR = new RegExp(String.raw`("(?:${SECRET_KEY})"\s*:\s*)(?:${STRING}|${SCALAR})`, 'gi');
/** A card's number (any `number` of 12 to 19 digits, spaces or dashes allowed): only the last four stay. */
const CARD_NUMBER = /("number"\s*:\s*)"([\d -]{12,23})"/g;
/** Values that are secrets whatever their key: private API keys and webhook secrets. */
const SECRET_VALUE = new RegExp(String.raw`"(?:sk|whsec)_(?:[^"\\]|\\.)*(?:"|$)`, 'g');
const SECRET_NAME = new RegExp(String.raw`^(?:${SECRET_KEY})$`, 'i');
/** One quick scan: text with none of these has nothing to redact (most answers), and skips the passes. */
const MAY_HOLD_SECRETS = /secret|token|password|privatekey|cvv|cvc|securitycode|cardnumber|"number"|sk_|whsec_/i;

/** Request headers that carry credentials. */
const SECRET_HEADERS = new Set(['x-api-private-key', 'x-api-public-key', 'x-admin-token', 'authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
const MAX_HEADER_CHARS = 256;

function maskCard(_match: string, prefix: string, digits: string): string {
  const only = digits.replace(/\D/g, '');
  return only.length >= 12 ? `${prefix}"[redacted …${only.slice(-4)}]"` : `${prefix}"${digits}"`;
}

/** A copy that holds no reference to a larger string it was cut from (V8 keeps slices tied to their parent). */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/**
 * What a log keeps of a text it will redact later, when it is read: the text itself, or for
 * a longer one its first `maxChars + 1` characters (detached), which is all that
 * `redactJsonText(…, maxChars)` looks at and still tells that it was cut. Costs nothing for
 * a text within the cap.
 */
export function keptForRedaction(text: string, maxChars: number): string {
  return text.length > maxChars + 1 ? detached(text.slice(0, maxChars + 1)) : text;
}

/**
 * JSON text with its secrets replaced, cut to at most `maxChars` first (then ended with an
 * ellipsis and `truncated: true`). Not-quite-JSON is treated the same way.
 */
export function redactJsonText(text: string, maxChars: number): { text: string; truncated: boolean } {
  const truncated = text.length > maxChars;
  const head = truncated ? detached(text.slice(0, maxChars)) : text;
  if (!MAY_HOLD_SECRETS.test(head)) return { text: truncated ? `${head}…` : head, truncated };
  const redacted = head
    .replace(SECRET_PAIR, `$1"${REDACTED}"`)
    .replace(CARD_NUMBER, maskCard)
    .replace(SECRET_VALUE, `"${REDACTED}"`);
  return { text: truncated ? `${redacted}…` : redacted, truncated };
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
      return SECRET_NAME.test(name) || /^(?:sk|whsec)_/.test(value) ? `${pair.slice(0, at >= 0 ? at : pair.length)}=${encodeURIComponent(REDACTED)}` : pair;
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
