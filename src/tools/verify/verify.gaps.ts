import type { Language } from '../cli/messages/language.js';
import { languageNow } from '../cli/messages/say.js';

/**
 * What `verify` holds a target to where the spec says "not shown": the sandbox's own choices.
 * Against this sandbox they are part of the contract (a change is drift); against another
 * target a deviation is a warning, since the real gateway may have chosen otherwise. The
 * "verify" section of docs/spec-gaps.md is checked against this table.
 */
export const GAPS = {
  'closed-schemas': {
    check: "A body field the sandbox's schemas do not list",
    why: 'The schemas are closed (`additionalProperties: false`) so the sandbox cannot grow fields unnoticed; the spec does not say the real bodies have no other fields',
    pt: 'Os schemas são fechados (`additionalProperties: false`) para que o sandbox não ganhe campos sem ninguém notar; a spec não diz que os corpos reais não têm outros campos',
  },
  'sandbox-fields': {
    check:
      "Fields the sandbox adds to the spec's objects: sale `tracking` and `metadata`; subscription detail `pausedAt`, `resumedAt`, `cancellationReason`, `cancelAtPeriodEnd`, `cancelAt`",
    why: 'Sandbox additions (Sales and Subscriptions rows above); a gateway without them breaks no client written against the spec',
    pt: 'Acréscimos do sandbox (as linhas de vendas e de assinaturas de docs/spec-gaps.md); um gateway sem eles não quebra nenhum cliente escrito contra a spec',
  },
  'method-only-fields': {
    check:
      'Sale object fields the spec gives "only for" one method (`pixKey`, `cardLastFour`, `cardBrand`, `boletoCode`, `installments`) and `shipping`, present as null on the other methods',
    why: 'The spec does not say whether they are null or absent there',
    pt: 'A spec não diz se ficam null ou ausentes ali',
  },
  'legal-representative': {
    check: 'The fields of `legalRepresentative`',
    why: 'Its fields: not shown',
    pt: 'Os campos dele: não mostrados',
  },
  'transfer-settings': {
    check: 'The contents of `defaultRecipient.transferSettings`',
    why: 'Its contents: not shown',
    pt: 'O conteúdo: não mostrado',
  },
  'billing-cycles': {
    check: '`billingCycle` values besides MONTHLY',
    why: 'Other values: not shown',
    pt: 'Outros valores: não mostrados',
  },
  'search-parameter': {
    check: 'The subscriptions search as `search=`',
    why: 'The parameter name: not shown',
    pt: 'O nome do parâmetro: não mostrado',
  },
  'filter-error-code': {
    check:
      "Code `VALIDATION_ERROR` for a bad subscriptions filter (the 400 and the envelope are checked as the spec's)",
    why: 'The subscriptions error table has no code for a bad filter',
    pt: 'A tabela de erros das assinaturas não tem código para um filtro inválido',
  },
  'subscription-id-format': {
    check: '400 `INVALID_ID` for a subscription id that is not a number (as transactions answer)',
    why: 'The subscriptions error table has no invalid-id code',
    pt: 'A tabela de erros das assinaturas não tem código de id inválido',
  },
  'sales-list': {
    check: '`GET /api/sales` and the sale found through it',
    why: 'A sales path is named without its shape',
    pt: 'Um caminho de vendas é citado sem o seu formato',
  },
  'balance-path': {
    check: "`GET /api/public/balance` and its agreement with the seller's balance",
    why: 'A balance path is named without its shape',
    pt: 'Um caminho de saldo é citado sem o seu formato',
  },
  'cashout-read': {
    check: '`GET /api/public/cashout/{id}` reading back the created cashout',
    why: 'An endpoint to read a cashout: not shown',
    pt: 'Um endpoint para ler um saque: não mostrado',
  },
  'cashout-status': {
    check: '201 for `POST /api/public/cashout` (a 200 is a warning)',
    why: "Success status codes other than the sale creation's 201: not shown",
    pt: 'Códigos de sucesso além do 201 da criação de venda: não mostrados',
  },
  'minimum-sale': {
    check: 'A PIX sale of `--sale-amount-cents` (default 100) accepted, one cent less refused with 422',
    why: 'Minimum sale amount: not shown',
    pt: 'Valor mínimo de venda: não mostrado',
  },
  'sale-error-identifiers': {
    check: '`error` `AMOUNT_BELOW_MINIMUM` in the 422 of a sale below the minimum',
    why: 'Body identifiers of the 422s: not shown',
    pt: 'Identificadores no corpo dos 422: não mostrados',
  },
  'sale-pix-key': {
    check: "The sale object's `pixKey` equal to the creation's `sale.payment.pix.key`",
    why: 'The spec does not say what `pixKey` holds',
    pt: 'A spec não diz o que `pixKey` traz',
  },
  'metrics-formulas': {
    check: 'Metrics `arr` = 12 × `mrr` and `churnRate` = cancelled ÷ total × 100, to the cent',
    why: 'The formulas and their rounding: not shown',
    pt: 'As fórmulas e o arredondamento delas: não mostrados',
  },
  'live-data': {
    check:
      'Counts that must agree between calls: metrics against the list totals, the per-status totals against the whole list',
    why: "Not a spec gap: a live gateway's data may change between two calls",
    pt: 'Não é uma lacuna da spec: os dados de um gateway ao vivo podem mudar entre duas chamadas',
  },
} as const satisfies Record<string, { check: string; why: string; pt: string }>;

export type GapId = keyof typeof GAPS;

/** Why a gap is one, in the run's language: `why` (English, the docs' table) or `pt`. */
export const gapWhy = (gap: GapId): string => GAPS[gap][WHY[languageNow()]];
const WHY = { en: 'why', pt: 'pt' } as const satisfies Record<Language, 'why' | 'pt'>;

interface SchemaGap {
  /** Schema file the rule applies to, or '*' for every schema. */
  schema: string;
  /** Against the finding's JSON path. */
  path: RegExp;
  keywords?: string[];
  gap: GapId;
}

const SALE = 'sales/sale.response.schema.json';
const SUBSCRIPTION_DETAIL = 'subscriptions/detail.response.schema.json';

/** Schema findings that rest on a sandbox choice. First match wins. */
export const SCHEMA_GAPS: SchemaGap[] = [
  { schema: '*', path: /./, keywords: ['additionalProperties', 'unevaluatedProperties'], gap: 'closed-schemas' },
  {
    schema: 'seller/seller.response.schema.json',
    path: /^\$\.legalRepresentative([.[]|$)/,
    gap: 'legal-representative',
  },
  {
    schema: 'seller/seller.response.schema.json',
    path: /^\$\.defaultRecipient\.transferSettings([.[]|$)/,
    gap: 'transfer-settings',
  },
  { schema: SALE, path: /^\$\.(tracking|metadata)$/, keywords: ['required'], gap: 'sandbox-fields' },
  {
    schema: 'sales/sale-list.response.schema.json',
    path: /^\$\.data\.sales\[\d+\]\.(tracking|metadata)$/,
    keywords: ['required'],
    gap: 'sandbox-fields',
  },
  {
    schema: SALE,
    path: /^\$\.(pixKey|cardLastFour|cardBrand|boletoCode|installments|shipping)$/,
    keywords: ['required'],
    gap: 'method-only-fields',
  },
  {
    schema: SUBSCRIPTION_DETAIL,
    path: /^\$\.data\.(pausedAt|resumedAt|cancellationReason|cancelAtPeriodEnd|cancelAt)$/,
    keywords: ['required'],
    gap: 'sandbox-fields',
  },
  { schema: '*', path: /\.billingCycle$/, keywords: ['enum'], gap: 'billing-cycles' },
];

export function schemaGap(schema: string, path: string, keyword: string): GapId | undefined {
  return SCHEMA_GAPS.find(
    (rule) =>
      (rule.schema === '*' || rule.schema === schema) &&
      rule.path.test(path) &&
      (!rule.keywords || rule.keywords.includes(keyword)),
  )?.gap;
}
