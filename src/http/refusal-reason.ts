import type { ErrorObject } from 'ajv/dist/2020.js';
import { REASON_BY_CODE } from '../core/lib/error-reasons.js';
import type { AppError } from '../core/lib/errors.js';

/** Why a request was refused, as `X-Sandbox-Reason` (English) and `X-Sandbox-Reason-Pt` say it. */
export interface RefusalReason {
  en: string;
  pt: string;
}

/** A header value is latin1; these are kept to printable ASCII, so no client or proxy mangles them. */
const MAX_REASON_CHARS = 1000;

/**
 * `text` as a header can carry it: accents dropped (ç → c, ã → a), any other character outside
 * printable ASCII written as `\uXXXX`, capped.
 */
export function headerSafe(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return folded.length > MAX_REASON_CHARS ? `${folded.slice(0, MAX_REASON_CHARS - 3)}...` : folded;
}

/** What a client sent, short: `89.9`, `"maria@example.com"`. */
export function shown(value: unknown): string {
  const text = value === undefined ? 'nothing' : (JSON.stringify(value) ?? typeof value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** The reason of a thrown refusal: the throw site's own, else its code's default naming the fields. */
export function reasonOf(error: AppError): RefusalReason {
  const { reason, reasonPt, fields } = error.options;
  const named = fields?.length ? ` (${fields.slice(0, 20).join(', ')}${fields.length > 20 ? ', ...' : ''})` : '';
  return {
    en: headerSafe(reason ?? `${REASON_BY_CODE[error.code]}${named}`),
    pt: headerSafe(reasonPt ?? `${error.message}${named}`),
  };
}

type Words = (
  field: string,
  params: Record<string, unknown>,
  got: string,
  schema: Record<string, unknown>,
) => [string, string];

const isCents = (schema: Record<string, unknown>) =>
  schema.title === 'Cents' || (typeof schema.description === 'string' && /\bcents\b/i.test(schema.description));

/** The rule each ajv keyword checks, in English and Portuguese. */
const KEYWORD_WORDS: Record<string, Words> = {
  required: (field) => [`${field}: required (missing)`, `${field}: obrigatorio (ausente)`],
  additionalProperties: (field) => [
    `${field}: not a field of this request`,
    `${field}: campo desconhecido nesta requisicao`,
  ],
  type: (field, params, got, schema) =>
    params.type === 'integer' && isCents(schema)
      ? [`${field}: integer cents (got ${got})`, `${field}: centavos inteiros (recebido ${got})`]
      : [
          `${field}: must be ${String(params.type)} (got ${got})`,
          `${field}: deve ser ${String(params.type)} (recebido ${got})`,
        ],
  enum: (field, params, got) => {
    const allowed = (params.allowedValues as unknown[]).map((value) => String(value)).join(', ');
    return [`${field}: one of ${allowed} (got ${got})`, `${field}: um de ${allowed} (recebido ${got})`];
  },
  const: (field, params, got) => [
    `${field}: must be ${shown(params.allowedValue)} (got ${got})`,
    `${field}: deve ser ${shown(params.allowedValue)} (recebido ${got})`,
  ],
  minimum: (field, params, got, schema) => bound(field, 'at least', 'no minimo', params, got, schema),
  exclusiveMinimum: (field, params, got, schema) => bound(field, 'more than', 'maior que', params, got, schema),
  maximum: (field, params, got, schema) => bound(field, 'at most', 'no maximo', params, got, schema),
  exclusiveMaximum: (field, params, got, schema) => bound(field, 'less than', 'menor que', params, got, schema),
  minLength: (field, params, got) => [
    `${field}: at least ${String(params.limit)} characters (got ${got})`,
    `${field}: no minimo ${String(params.limit)} caracteres (recebido ${got})`,
  ],
  maxLength: (field, params, got) => [
    `${field}: at most ${String(params.limit)} characters (got ${got})`,
    `${field}: no maximo ${String(params.limit)} caracteres (recebido ${got})`,
  ],
  minItems: (field, params) => [
    `${field}: at least ${String(params.limit)} items`,
    `${field}: no minimo ${String(params.limit)} itens`,
  ],
  maxItems: (field, params) => [
    `${field}: at most ${String(params.limit)} items`,
    `${field}: no maximo ${String(params.limit)} itens`,
  ],
  pattern: (field, params, got) => [
    `${field}: must match ${String(params.pattern)} (got ${got})`,
    `${field}: deve seguir ${String(params.pattern)} (recebido ${got})`,
  ],
  format: (field, params, got) => [
    `${field}: must be a valid ${String(params.format)} (got ${got})`,
    `${field}: deve ser ${String(params.format)} valido (recebido ${got})`,
  ],
};

function bound(
  field: string,
  en: string,
  pt: string,
  params: Record<string, unknown>,
  got: string,
  schema: Record<string, unknown>,
): [string, string] {
  const unit = isCents(schema) ? ' cents' : '';
  const unitPt = isCents(schema) ? ' centavos' : '';
  return [
    `${field}: ${en} ${String(params.limit)}${unit} (got ${got})`,
    `${field}: ${pt} ${String(params.limit)}${unitPt} (recebido ${got})`,
  ];
}

/**
 * The reason of a schema refusal: each failing field with its rule and the value sent
 * (`amount: integer cents (got 89.9)`), from ajv's errors (compiled `verbose`, so each carries
 * its value and schema). `toField` turns an instance path into the field path the body names.
 */
export function schemaReason(errors: ErrorObject[], toField: (error: ErrorObject) => string): RefusalReason {
  const specific = errors.filter((error) => !['oneOf', 'anyOf', 'if', 'not'].includes(error.keyword));
  const en = new Set<string>();
  const pt = new Set<string>();
  for (const error of specific.length ? specific : errors) {
    const field = toField(error);
    const words = KEYWORD_WORDS[error.keyword];
    const schema = (error.parentSchema ?? {}) as Record<string, unknown>;
    const [inEnglish, inPortuguese] = words
      ? words(field, error.params as Record<string, unknown>, shown(error.data), schema)
      : [
          `${field}: ${error.message ?? error.keyword} (got ${shown(error.data)})`,
          `${field}: invalido (recebido ${shown(error.data)})`,
        ];
    en.add(inEnglish);
    pt.add(inPortuguese);
  }
  return { en: headerSafe([...en].join('; ')), pt: headerSafe([...pt].join('; ')) };
}
