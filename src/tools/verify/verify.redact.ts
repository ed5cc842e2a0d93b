import type { Exchange } from './verify.exchange.js';

/**
 * What a recording must never hold. Each kind is replaced by a pseudonym numbered in order of
 * first appearance ("redacted-email-1@example.invalid"): the same value gets the same pseudonym
 * everywhere in a run, so "the sale read back has the PIX key the creation answered" can still
 * be judged offline, and two recordings of the same data diff cleanly. Names and addresses are
 * kept: the search and date checks need them, and they are not credentials.
 */
type Kind = 'email' | 'document' | 'phone' | 'pix' | 'card' | 'secret';

/** A field of this name holds this kind, wherever it sits. */
const FIELD_KINDS: Record<string, Kind> = {
  email: 'email',
  customerEmail: 'email',
  customerDocument: 'document',
  beneficiaryDocument: 'document',
  document: 'document',
  phone: 'phone',
  customerPhone: 'phone',
  pixKey: 'pix',
  secret: 'secret',
  webhookSecret: 'secret',
  privateKey: 'secret',
  publicKey: 'secret',
};

/** A field of this name inside an object of that name holds this kind. */
const NESTED_KINDS: Record<string, Record<string, Kind>> = {
  document: { number: 'document' },
  pix: { key: 'pix' },
  card: { number: 'card', holderName: 'card', expirationMonth: 'card', expirationYear: 'card', cvv: 'card' },
};

/** The QR image encodes the PIX code: replaced by a fixed, well-formed data URI. */
const IMAGE_FIELDS = new Set(['qrCodeBase64']);
const REDACTED_IMAGE = 'data:image/png;base64,UkVEQUNURUQ=';

const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const KEY_IN_TEXT = /\b(pk|sk|whsec)_[A-Za-z0-9_]+/g;
const PSEUDONYM = /^redacted-/;

export class Redactor {
  private readonly pseudonyms = new Map<string, string>();
  private readonly counts = new Map<Kind, number>();

  /** `literals` (the keys, the cashout PIX key) are also removed from any text they appear in. */
  constructor(private readonly literals: string[] = []) {}

  private pseudonym(kind: Kind, value: string): string {
    if (PSEUDONYM.test(value)) return value;
    const key = `${kind}\n${value}`;
    let name = this.pseudonyms.get(key);
    if (!name) {
      const n = (this.counts.get(kind) ?? 0) + 1;
      this.counts.set(kind, n);
      name = kind === 'email' ? `redacted-email-${n}@example.invalid` : `redacted-${kind}-${n}`;
      this.pseudonyms.set(key, name);
    }
    return name;
  }

  /** Free text: key-shaped strings lose their body, e-mails and the literals become pseudonyms. */
  text(value: string): string {
    let text = value;
    for (const literal of this.literals) if (literal) text = text.split(literal).join('redacted-literal');
    text = text.replace(KEY_IN_TEXT, (_match, prefix: string) => `${prefix}_***`);
    return text.replace(EMAIL_IN_TEXT, (email) => (PSEUDONYM.test(email) ? email : this.pseudonym('email', email)));
  }

  private field(kind: Kind, value: unknown): unknown {
    if (typeof value !== 'string' || value === '') return this.value(value);
    if (kind === 'secret') return /^(pk|sk|whsec)_/.test(value) ? `${value.split('_')[0]}_***` : 'redacted-secret';
    return this.pseudonym(kind, value);
  }

  value(value: unknown, parent?: string): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((item) => this.value(item));
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const kind = (parent ? NESTED_KINDS[parent]?.[key] : undefined) ?? FIELD_KINDS[key];
      if (IMAGE_FIELDS.has(key) && typeof child === 'string') out[key] = REDACTED_IMAGE;
      else if (kind && (typeof child === 'string' || child === null)) out[key] = this.field(kind, child);
      else out[key] = this.value(child, key);
    }
    return out;
  }

  /** The exchange as it may be judged, recorded and shown: no keys travel in it (auth is a mode, not headers). */
  exchange(exchange: Exchange): Exchange {
    return {
      ...exchange,
      request: {
        ...exchange.request,
        path: this.text(exchange.request.path),
        ...(exchange.request.body === undefined ? {} : { body: this.value(exchange.request.body) }),
      },
      ...(exchange.response ? { response: { ...exchange.response, body: this.value(exchange.response.body) } } : {}),
      ...(exchange.failure ? { failure: { ...exchange.failure, message: this.text(exchange.failure.message) } } : {}),
    };
  }
}
