import { TEST_VALUE_DESCRIPTIONS } from './test-value-descriptions';
/**
 * The values the filters offer, taken from where they are defined: statuses from the state
 * machines, the other enums from the JSON Schemas. Nothing here is retyped.
 *
 * And the Portuguese label shown beside each of those values: the value itself is still shown
 * as the API sends it (a QA person searches the docs and logs for it), with its meaning beside.
 * One table per enum, typed `Record<Enum, string>`, so a new schema value breaks the build
 * here until it has its label.
 */
import common from '../../schemas/common.schema.json';
import delivery from '../../schemas/store/delivery.schema.json';
import subscription from '../../schemas/store/subscription.schema.json';
import { CASHOUT_STATUSES, RETURNS_AMOUNT } from '../../src/features/cashouts/cashouts.machine';
import { effectsOf, SALE_STATUSES, type SaleEffect } from '../../src/features/sales/sales.machine';
import type {
  BillingCycle,
  CashoutStatus,
  DeliveryKind,
  DeliveryStatus,
  InboxMode,
  PixKeyType,
  SaleStatus,
  SellerPermissions,
  SubscriptionCardOutcome,
  SubscriptionStatus,
} from '../../src/generated/schema-types';
import { SUBSCRIPTION_STATUSES } from '../../src/features/subscriptions/subscriptions.machine';
import { brl } from './format';

export const PAYMENT_METHODS: readonly string[] = common.$defs.PaymentMethod.enum;
export const DELIVERY_STATUSES: readonly string[] = delivery.$defs.DeliveryStatus.enum;
export const DELIVERY_KINDS: readonly string[] = delivery.$defs.DeliveryKind.enum;
export const CARD_OUTCOMES: readonly string[] = subscription.$defs.SubscriptionCardOutcome.enum;
export { CASHOUT_STATUSES, SALE_STATUSES, SUBSCRIPTION_STATUSES };

const SALE_STATUS: Record<SaleStatus, string> = {
  PENDENTE: 'aguardando pagamento',
  PAGO: 'pago',
  CANCELADO: 'cancelado',
  RECUSADO: 'recusado',
  ESTORNADO: 'estornado',
  FALHA: 'falhou',
  EM_PROCESSAMENTO: 'em processamento',
  CHARGEBACK: 'contestado pelo comprador',
  MED: 'em disputa (MED do PIX)',
};
const CASHOUT_STATUS: Record<CashoutStatus, string> = {
  PENDING: 'pendente',
  PROCESSING: 'em processamento',
  COMPLETED: 'concluído',
  CANCELLED: 'cancelado',
  REJECTED: 'rejeitado',
};
const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, string> = {
  PENDING: 'aguardando o primeiro pagamento',
  ACTIVE: 'ativa',
  TRIALING: 'em período de teste',
  PAUSED: 'pausada',
  CANCELLED: 'cancelada',
  PAST_DUE: 'em atraso',
  EXPIRED: 'expirada',
};
const DELIVERY_STATUS: Record<DeliveryStatus, string> = {
  PENDING: 'pendente',
  DELIVERED: 'entregue',
  FAILED: 'falhou',
};
const INBOX_MODE: Record<InboxMode, string> = { accept: 'aceita', fail: 'responde erro', hang: 'não responde' };
const CARD_OUTCOME: Record<SubscriptionCardOutcome, string> = {
  PAGO: 'aprovada',
  RECUSADO: 'recusada',
  FALHA: 'falha',
};

/**
 * Every status-like value the console shows in a badge, with its label. Values shared by two enums (PENDING, CANCELLED)
 * mean the same in both.
 */
export const STATUS_LABELS: Record<string, string> = {
  ...DELIVERY_STATUS,
  ...SUBSCRIPTION_STATUS,
  ...CASHOUT_STATUS,
  ...SALE_STATUS,
  ...INBOX_MODE,
};

/** Each method's label: its presentation module's (src/features/sales/methods/), written out by gen:types. */
export { PAYMENT_METHOD_LABELS } from '../../src/generated/method-labels';
export const DELIVERY_KIND_LABELS: Record<DeliveryKind, string> = {
  'sale.postback': 'postback da venda',
  'cashout.postback': 'postback do saque',
  'cashout.webhook': 'webhook de saques do vendedor',
};
export const BILLING_CYCLE_LABELS: Record<BillingCycle, string> = {
  WEEKLY: 'semanal',
  BIWEEKLY: 'quinzenal',
  MONTHLY: 'mensal',
  BIMONTHLY: 'bimestral',
  QUARTERLY: 'trimestral',
  SEMIANNUALLY: 'semestral',
  YEARLY: 'anual',
};
export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'e-mail',
  PHONE: 'telefone',
  RANDOM: 'chave aleatória',
};
// One table with the CSV export's (src/features/ledger/ledger.labels.ts).
export { LEDGER_KIND_LABELS } from '../../src/features/ledger/ledger.labels.js';
/**
 * What a fault does (schemas/admin/fault.request.schema.json `$defs.FaultKind`, from the wire-faults
 * work): keyed by string until that enum is in this branch's generated types, then Record<FaultKind, string>.
 */
export const FAULT_KIND_LABELS: Record<string, string> = {
  status: 'responde um erro HTTP',
  delay: 'só atrasa',
  'connection-reset': 'derruba a conexão, TCP RST',
  'empty-response': 'fecha sem responder',
  garbage: 'responde bytes que não são HTTP',
  'slow-body': 'envia o corpo devagar',
};
export const INBOX_MODE_LABELS = INBOX_MODE;
export const CARD_OUTCOME_LABELS = CARD_OUTCOME;

type Switch = {
  [K in keyof SellerPermissions]: SellerPermissions[K] extends boolean ? K : never;
}[keyof SellerPermissions];
/** The seller's on/off switches: the permissions the schema lists, and the two account flags. */
export const SWITCH_LABELS: Record<Switch | 'apiCashoutEnabled' | 'blocked', string> = {
  isCreditCardAvailable: 'Aceita cartão de crédito',
  isBoletoAvailable: 'Aceita boleto',
  isPixAvailable: 'Aceita PIX',
  transferEnabled: 'Saques (transferências) habilitados',
  anticipationEnabled: 'Antecipação habilitada',
  apiCashoutEnabled: 'Saque pela API habilitado',
  blocked: 'Conta bloqueada (a API responde 403)',
};

export { JOB_LABELS } from './job-labels';

/**
 * How a label follows its value: "(cancelado)", or "· valor retido (MED)" when the label has parentheses of its own
 * (issue 32: "CHARGEBACK (contestado (chargeback))" read as a slip).
 */
export function labelAfterValue(label: string): string {
  return label.includes('(') ? `· ${label}` : `(${label})`;
}

/**
 * "CANCELLED (cancelado)", or the value alone when it already reads as its label (PAGO): for option texts and running
 * text.
 */
export function withLabel(value: string, labels: Record<string, string>): string {
  const label = labels[value];
  return label && label.toLowerCase() !== value.toLowerCase().replace(/_/g, ' ')
    ? `${value} ${labelAfterValue(label)}`
    : value;
}

/** The Portuguese label of a status-like value, or null when the value needs none (or is unknown). */
export function statusLabel(value: string): string | null {
  return STATUS_LABELS[value] ?? null;
}

/** What each effect of a sale move does to money, in Portuguese, with the sale's own amounts. */
const EFFECT_TEXT: Record<SaleEffect, (net: string, gross: string) => string> = {
  COMPLETE: () => 'marca a data de conclusão',
  CREDIT: (net) => `credita ${net} (o líquido) no saldo disponível`,
  REFUND: (net, gross) => `debita ${net} do saldo e devolve ${gross} ao cliente`,
  CHARGEBACK: (net) => `debita ${net} do saldo (contestação)`,
  HOLD: (net) => `retém ${net} do saldo enquanto a disputa MED está aberta`,
  RELEASE: (net) => `devolve ao saldo os ${net} retidos (disputa a favor do vendedor)`,
  REFUND_HELD: (_net, gross) => `o valor retido volta ao cliente (${gross}); o saldo não muda`,
  WAIVE_FEES: () => 'zera taxa, reserva e líquido: a venda não liquidou e não credita nada',
};

/** What a sale move does to money, from the state table's effects, for a button's hint. */
export function saleMoveHint(from: string, to: string, amounts: { net: number; gross: number }): string {
  const effects = effectsOf(from as SaleStatus, to as SaleStatus) ?? [];
  return effects.length
    ? effects.map((effect) => EFFECT_TEXT[effect](brl(amounts.net), brl(amounts.gross))).join('; ')
    : 'sem efeito no saldo';
}

/** Whether reaching a cashout status gives the amount back to the balance. */
export const returnsAmount = (status: string): boolean => RETURNS_AMOUNT.has(status as never);

export { TEST_VALUE_DESCRIPTIONS };
export const testValueDescription = (english: string) => TEST_VALUE_DESCRIPTIONS[english] ?? english;

/**
 * Why the sandbox moved a sale by itself (a status change's `reason`: the clock job's name), as a word beside the
 * status and as a sentence in the timeline.
 */
export const MOVE_REASONS: Record<string, { word: string; sentence: string }> = {
  'sales.expiry': { word: 'expirado', sentence: 'expirado: o prazo do PIX venceu sem pagamento (tarefa sales.expiry)' },
};
