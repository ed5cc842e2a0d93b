import type { LedgerKind } from '../../generated/schema-types.js';

/** What each kind of entry is called in an extrato (the console and the CSV export read this one table). */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  ADJUSTMENT: 'ajuste de saldo',
  SALE_PAID: 'crédito de venda paga',
  SALE_REFUNDED: 'estorno da venda',
  SALE_CHARGEBACK: 'chargeback da venda',
  SALE_HELD: 'valor retido (MED)',
  SALE_RELEASED: 'retenção liberada (MED)',
  CASHOUT: 'saque',
  CASHOUT_RETURNED: 'saque devolvido',
};

/** What a ledger entry belongs to, as a person names it ("venda 12"). */
export const LEDGER_REF_LABELS = { sale: 'venda', cashout: 'saque', subscription: 'assinatura' } as const;

/**
 * The notes the sandbox itself writes on adjustments (the admin API, the fixtures), as an extrato says them; any
 * other note is shown as written.
 */
export const LEDGER_NOTE_LABELS: Record<string, string> = {
  'balance set through the admin API': 'saldo definido pela API de admin',
  'fixtures: sales proceeds transferred out before the anchor': 'dados de exemplo: receita de vendas já transferida',
  'fixtures: the balance the cashout history paid out': 'dados de exemplo: saldo pago pelo histórico de saques',
  'fixtures: subscription proceeds transferred out before the anchor':
    'dados de exemplo: receita de assinaturas já transferida',
};

export const ledgerNote = (note: string | null | undefined) => (note ? (LEDGER_NOTE_LABELS[note] ?? note) : null);
