/**
 * Redaction for what the sandbox shows back to people (the request journal, captured webhook
 * requests): keys, secrets, tokens, card numbers and CVVs never leave it, and a body is cut to
 * a bounded size before it is looked at. One table of rules, read by every view. It works on
 * JSON text with a few native regular-expression passes, so it costs microseconds (the request
 * journal runs it when an entry is read, not on every request), and it also covers a body cut
 * in the middle of a value.
 */

import { passesLuhn } from './luhn.js';

export const REDACTED = '[redacted]';

/** A JSON string token, possibly cut short by the size cap (no closing quote at the very end). */
const STRING = String.raw`"(?:[^"\\]|\\.)*(?:"|$)`;
/** A JSON number, boolean or null token. */
const SCALAR = String.raw`-?\d[\d.eE+-]*|true|false|null`;

/**
 * Object keys and query parameter names whose values are secret wherever they appear: header
 * spellings too (`x-admin-token`, `X-Api-Private-Key`), so a header's secret sent as a field or
 * a query parameter is hidden as the header is.
 */
const SECRET_KEY = String.raw`privateKey|webhookSecret|secret|password|token|adminToken|cvv|cvc|securityCode|cardNumber|[A-Za-z0-9_-]*(?:Secret|Token|Password|Private[-_]?Key)`;
const SECRET_PAIR = new RegExp(String.raw`("(?:${SECRET_KEY})"\s*:\s*)(?:${STRING}|${SCALAR})`, 'gi');
/** A card's number (any `number` of 12 to 19 digits, spaces or dashes allowed): only the last four stay. */
const CARD_NUMBER = /("number"\s*:\s*)"([\d -]{12,23})"/g;
/** Values that are secrets whatever their key: private API keys and webhook secrets. */
const SECRET_VALUE = new RegExp(String.raw`"(?:sk|whsec)_(?:[^"\\]|\\.)*(?:"|$)`, 'g');
/**
 * The user and password of a URL anywhere in a string (`http://alice:pw@host`, or `http:\/\/…` as
 * some encoders write it): the part between `//` and `@` cannot hold `"`, `/`, `?`, `#` or a
 * space, so a match never leaves its string. In JSON text one cut off by the cap before its `@`
 * (at the very end of the text) is hidden too.
 */
const userinfo = (end: string) =>
  new RegExp(String.raw`([a-z][a-z0-9+.-]*:(?:\/\/|\\\/\\\/))((?:[^"\\/?#@\s]|\\[^/])+)(${end})`, 'gi');
const URL_USERINFO = userinfo('@|$');
const URL_USERINFO_WHOLE = userinfo('@');
/**
 * As the delivery journal shows a URL (redactUrl, src/features/webhooks/url-policy.ts): `***:***@` with a password,
 * `***@` without.
 */
const hideUserinfo = (_match: string, scheme: string, userinfo: string, at: string) =>
  `${scheme}${userinfo.includes(':') ? '***:***' : '***'}${at}`;
const SECRET_NAME = new RegExp(String.raw`^(?:${SECRET_KEY})$`, 'i');
/** One quick scan: text with none of these has nothing to redact (most answers), and skips the passes. */
const MAY_HOLD_SECRETS =
  /secret|token|password|private|cvv|cvc|securitycode|cardnumber|"number"|sk_|whsec_|:\/\/|:\\\//i;

/** The passes over JSON text, in order: what each finds and what it leaves in its place. */
const JSON_PASSES: [RegExp, (match: string, ...groups: string[]) => string][] = [
  [SECRET_PAIR, (_match, key) => `${key}"${REDACTED}"`],
  [CARD_NUMBER, maskCard],
  [SECRET_VALUE, () => `"${REDACTED}"`],
  [URL_USERINFO, hideUserinfo],
];

/** A card number among other text (a query value): 14 to 19 digits, spaces or dashes between, that pass Luhn. */
const CARD_IN_TEXT = /\d(?:[ -]?\d){13,18}/g;

/**
 * What a query parameter's value is turned into whatever its name, in order (its name is
 * judged by SECRET_KEY and the secret headers first): keys and webhook secrets whole, card
 * numbers but their last four, URL credentials.
 */
const QUERY_VALUE_PASSES: ((value: string) => string)[] = [
  (value) => (/^(?:sk|whsec)_/.test(value) ? REDACTED : value),
  (value) =>
    value.replace(CARD_IN_TEXT, (digits) =>
      passesLuhn(digits.replace(/\D/g, '')) ? `[redacted …${digits.replace(/\D/g, '').slice(-4)}]` : digits,
    ),
  (value) => value.replace(URL_USERINFO_WHOLE, hideUserinfo),
];

/** Request headers that carry credentials. */
const SECRET_HEADERS = new Set([
  'x-api-private-key',
  'x-api-public-key',
  'x-admin-token',
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
]);
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
  let redacted = head;
  for (const [pattern, replace] of JSON_PASSES) redacted = redacted.replace(pattern, replace);
  return { text: truncated ? `${redacted}…` : redacted, truncated };
}

/** Request or response headers with credentials replaced and long values cut. */
export function redactedHeaders(
  headers: Record<string, string | string[] | number | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const lower = name.toLowerCase();
    const value = Array.isArray(raw) ? raw.join(', ') : String(raw);
    out[lower] = SECRET_HEADERS.has(lower)
      ? REDACTED
      : value.length > MAX_HEADER_CHARS
        ? `${value.slice(0, MAX_HEADER_CHARS)}…`
        : value;
  }
  return out;
}

/**
 * A query string with the values of secret-looking parameters replaced (by name, as a body key
 * or a credential header, any case), and card numbers, keys and URL credentials hidden in any value.
 */
export function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const rawName = at >= 0 ? pair.slice(0, at) : pair;
      const name = decodeURIComponentSafe(rawName);
      if (SECRET_NAME.test(name) || SECRET_HEADERS.has(name.toLowerCase()))
        return `${rawName}=${encodeURIComponent(REDACTED)}`;
      if (at < 0) return pair;
      const value = decodeURIComponentSafe(pair.slice(at + 1));
      const shown = QUERY_VALUE_PASSES.reduce((text, pass) => pass(text), value);
      return shown === value ? pair : `${rawName}=${encodeURIComponent(shown)}`;
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
