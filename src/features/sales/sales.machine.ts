import type { SaleStatus } from '../../generated/schema-types.js';
import { allowedFrom, moveOf, type TargetMachine } from '../../core/lib/state-machine.js';

/**
 * What a move does besides changing the status. Each is applied in the order listed;
 * the ledger is the only place money moves (see sales.effects.ts).
 */
export type SaleEffect =
  'COMPLETE' | 'CREDIT' | 'REFUND' | 'CHARGEBACK' | 'HOLD' | 'RELEASE' | 'REFUND_HELD' | 'WAIVE_FEES';

export const SALE_EFFECT_DESCRIPTIONS: Record<SaleEffect, string> = {
  COMPLETE: '`completedAt` set to now (kept if already set)',
  CREDIT:
    'ledger `SALE_PAID` +netAmount to the available balance; revenue counts the gross amount (total and per method)',
  REFUND: 'ledger `SALE_REFUNDED` −netAmount; revenue `refundAmount` += amount, `refundCount` += 1',
  CHARGEBACK: 'ledger `SALE_CHARGEBACK` −netAmount; revenue `chargebackAmount` += amount, `chargebackCount` += 1',
  HOLD: 'ledger `SALE_HELD` −netAmount: the amount is held while the MED dispute is open',
  RELEASE: "ledger `SALE_RELEASED` +netAmount: the dispute ends in the seller's favour, the hold is returned",
  REFUND_HELD:
    'ledger `SALE_REFUNDED` of 0 (the held amount goes back to the payer); revenue `refundAmount` += amount, `refundCount` += 1',
  WAIVE_FEES:
    '`systemFee`, `reserveAmount` and `netAmount` become 0: a sale that never settled is not charged and credits nothing (docs/spec-gaps.md)',
};

const pay = { to: 'PAGO', effects: ['COMPLETE', 'CREDIT'] } as const;
const waive = <S extends SaleStatus>(to: S) => ({ to, effects: ['WAIVE_FEES'] }) as const;

/**
 * The sale state machine (the one form of src/core/lib/state-machine.ts): current status → status it
 * may move to → effects. Any move not in this table is refused (409 INVALID_TRANSITION with the
 * allowed moves). docs/sales-state-machine.md, the OpenAPI text of POST /__admin/sales/{id}/status
 * and `allowedTransitions` of the admin view are generated from it.
 */
export const SALE_MACHINE: TargetMachine<SaleStatus, SaleEffect> = {
  resource: 'sale',
  keyedBy: 'target',
  // Lifecycle order (the order of the docs and of the messages listing the statuses); a test holds it to the schema's
  // values.
  states: ['PENDENTE', 'EM_PROCESSAMENTO', 'PAGO', 'MED', 'CANCELADO', 'RECUSADO', 'ESTORNADO', 'FALHA', 'CHARGEBACK'],
  moves: {
    PENDENTE: {
      PAGO: pay,
      CANCELADO: waive('CANCELADO'),
      RECUSADO: waive('RECUSADO'),
      FALHA: waive('FALHA'),
      EM_PROCESSAMENTO: { to: 'EM_PROCESSAMENTO' },
    },
    EM_PROCESSAMENTO: { PAGO: pay, RECUSADO: waive('RECUSADO'), FALHA: waive('FALHA') },
    PAGO: {
      ESTORNADO: { to: 'ESTORNADO', effects: ['REFUND'] },
      CHARGEBACK: { to: 'CHARGEBACK', effects: ['CHARGEBACK'] },
      MED: { to: 'MED', effects: ['HOLD'] },
    },
    MED: { ESTORNADO: { to: 'ESTORNADO', effects: ['REFUND_HELD'] }, PAGO: { to: 'PAGO', effects: ['RELEASE'] } },
    CANCELADO: {},
    RECUSADO: {},
    ESTORNADO: {},
    FALHA: {},
    CHARGEBACK: {},
  },
  refusal: { code: 'INVALID_TRANSITION', namesAllowed: true },
};

export const SALE_STATUSES: readonly SaleStatus[] = SALE_MACHINE.states;

/** The moves the table allows from a status. */
export function allowedMoves(from: SaleStatus): SaleStatus[] {
  return allowedFrom(SALE_MACHINE, from);
}

/** The effects of a move, or null when the table refuses it. */
export function effectsOf(from: SaleStatus, to: SaleStatus): readonly SaleEffect[] | null {
  const move = moveOf(SALE_MACHINE, from, to);
  return move ? (move.effects ?? []) : null;
}
