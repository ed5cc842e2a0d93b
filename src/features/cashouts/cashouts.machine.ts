import type { CashoutStatus } from '../../generated/schema-types.js';
import {
  allowedFrom,
  finalStates,
  movesTable,
  statesReachedWith,
  type TargetMachine,
} from '../../core/lib/state-machine.js';

/**
 * What a cashout move does besides changing the status (cashouts.service.ts applies them):
 * RETURN_AMOUNT gives the requested amount back to the available balance (ledger
 * CASHOUT_RETURNED); NOTIFY queues the permanent webhook and the per-transaction postback.
 * Reaching a final status also sets processedAt.
 */
export type CashoutEffect = 'RETURN_AMOUNT' | 'NOTIFY';

const move = (to: CashoutStatus, ...effects: CashoutEffect[]) => ({ to, effects: [...effects, 'NOTIFY'] as const });

/**
 * The cashout state machine, in the one form of src/core/lib/state-machine.ts. A cashout is created
 * PENDING; the banking provider's postbacks move it. docs/cashout-state-machine.md shows it (a
 * test keeps the two equal); the OpenAPI text of the postback operation and `allowedTransitions`
 * of the admin view are read from it.
 */
export const CASHOUT_MACHINE: TargetMachine<CashoutStatus, CashoutEffect> = {
  resource: 'cashout',
  keyedBy: 'target',
  // Lifecycle order (the docs' order); a test holds it to the schema's values.
  states: ['PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED', 'CANCELLED'],
  moves: {
    PENDING: { PROCESSING: move('PROCESSING'), CANCELLED: move('CANCELLED', 'RETURN_AMOUNT') },
    PROCESSING: {
      COMPLETED: move('COMPLETED'),
      REJECTED: move('REJECTED', 'RETURN_AMOUNT'),
      CANCELLED: move('CANCELLED', 'RETURN_AMOUNT'),
    },
    COMPLETED: {},
    REJECTED: {},
    CANCELLED: {},
  },
  refusal: { code: 'INVALID_TRANSITION', namesAllowed: true },
};

/** State → the moves from it (a view of the machine, for the docs check and the tests). */
export const CASHOUT_TRANSITIONS: Readonly<Record<CashoutStatus, readonly CashoutStatus[]>> =
  movesTable(CASHOUT_MACHINE);

export const CASHOUT_STATUSES: readonly CashoutStatus[] = CASHOUT_MACHINE.states;

/** Statuses with no way out: processedAt is set when a cashout reaches one. */
export const FINAL_STATUSES: ReadonlySet<CashoutStatus> = new Set(finalStates(CASHOUT_MACHINE));

/** Reaching these gives the requested amount back to the available balance (ledger CASHOUT_RETURNED). */
export const RETURNS_AMOUNT: ReadonlySet<CashoutStatus> = statesReachedWith(CASHOUT_MACHINE, 'RETURN_AMOUNT');

/** Statuses the permanent webhook and the per-transaction postback announce (every status a move can reach). */
export const NOTIFIED_STATUSES: ReadonlySet<CashoutStatus> = statesReachedWith(CASHOUT_MACHINE, 'NOTIFY');

export function allowedMoves(from: CashoutStatus): CashoutStatus[] {
  return allowedFrom(CASHOUT_MACHINE, from);
}
