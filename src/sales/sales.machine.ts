import type { SaleStatus } from '../generated/schema-types.js';

/**
 * What a move does besides changing the status. Each is applied in the order listed;
 * the ledger is the only place money moves (see sales.effects.ts).
 */
export type SaleEffect = 'COMPLETE' | 'CREDIT' | 'REFUND' | 'CHARGEBACK' | 'HOLD' | 'RELEASE' | 'REFUND_HELD' | 'WAIVE_FEES';

export const SALE_EFFECT_DESCRIPTIONS: Record<SaleEffect, string> = {
  COMPLETE: '`completedAt` set to now (kept if already set)',
  CREDIT: 'ledger `SALE_PAID` +netAmount to the available balance; revenue counts the gross amount (total and per method)',
  REFUND: 'ledger `SALE_REFUNDED` −netAmount; revenue `refundAmount` += amount, `refundCount` += 1',
  CHARGEBACK: 'ledger `SALE_CHARGEBACK` −netAmount; revenue `chargebackAmount` += amount, `chargebackCount` += 1',
  HOLD: 'ledger `SALE_HELD` −netAmount: the amount is held while the MED dispute is open',
  RELEASE: 'ledger `SALE_RELEASED` +netAmount: the dispute ends in the seller\'s favour, the hold is returned',
  REFUND_HELD: 'ledger `SALE_REFUNDED` of 0 (the held amount goes back to the payer); revenue `refundAmount` += amount, `refundCount` += 1',
  WAIVE_FEES: '`systemFee`, `reserveAmount` and `netAmount` become 0: a sale that never settled is not charged and credits nothing (docs/spec-gaps.md)',
};

/**
 * The sale state machine: current status → status it may move to → effects. Any move
 * not in this table is refused (409 INVALID_TRANSITION with the allowed moves).
 * docs/sales-state-machine.md is generated from it and checked by a test.
 */
export const SALE_TRANSITIONS: Record<SaleStatus, Partial<Record<SaleStatus, SaleEffect[]>>> = {
  PENDENTE: { PAGO: ['COMPLETE', 'CREDIT'], CANCELADO: ['WAIVE_FEES'], RECUSADO: ['WAIVE_FEES'], FALHA: ['WAIVE_FEES'], EM_PROCESSAMENTO: [] },
  EM_PROCESSAMENTO: { PAGO: ['COMPLETE', 'CREDIT'], RECUSADO: ['WAIVE_FEES'], FALHA: ['WAIVE_FEES'] },
  PAGO: { ESTORNADO: ['REFUND'], CHARGEBACK: ['CHARGEBACK'], MED: ['HOLD'] },
  MED: { ESTORNADO: ['REFUND_HELD'], PAGO: ['RELEASE'] },
  CANCELADO: {},
  RECUSADO: {},
  ESTORNADO: {},
  FALHA: {},
  CHARGEBACK: {},
};

export const SALE_STATUSES = Object.keys(SALE_TRANSITIONS) as SaleStatus[];

/** The moves the table allows from a status. */
export function allowedMoves(from: SaleStatus): SaleStatus[] {
  return Object.keys(SALE_TRANSITIONS[from]) as SaleStatus[];
}

/** The effects of a move, or null when the table refuses it. */
export function effectsOf(from: SaleStatus, to: SaleStatus): SaleEffect[] | null {
  return Object.hasOwn(SALE_TRANSITIONS[from], to) ? SALE_TRANSITIONS[from][to]! : null;
}
