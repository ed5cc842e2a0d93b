import type { CashoutStatus } from '../generated/schema-types.js';
import { assertMove } from '../lib/state-machine.js';

/**
 * The cashout state table, as data (docs/cashout-state-machine.md shows it; a test keeps
 * the two equal). A cashout is created PENDING; the banking provider's postbacks move it.
 */
export const CASHOUT_TRANSITIONS: Readonly<Record<CashoutStatus, readonly CashoutStatus[]>> = {
  PENDING: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['COMPLETED', 'REJECTED', 'CANCELLED'],
  COMPLETED: [],
  REJECTED: [],
  CANCELLED: [],
};

export const CASHOUT_STATUSES = Object.keys(CASHOUT_TRANSITIONS) as CashoutStatus[];

/** Statuses with no way out: processedAt is set when a cashout reaches one. */
export const FINAL_STATUSES: ReadonlySet<CashoutStatus> = new Set(CASHOUT_STATUSES.filter((status) => CASHOUT_TRANSITIONS[status].length === 0));

/** Reaching these gives the requested amount back to the available balance (ledger CASHOUT_RETURNED). */
export const RETURNS_AMOUNT: ReadonlySet<CashoutStatus> = new Set<CashoutStatus>(['REJECTED', 'CANCELLED']);

/** Statuses the permanent webhook and the per-transaction postback announce (every status a move can reach). */
export const NOTIFIED_STATUSES: ReadonlySet<CashoutStatus> = new Set<CashoutStatus>(['PROCESSING', 'COMPLETED', 'REJECTED', 'CANCELLED']);

export function allowedMoves(from: CashoutStatus): readonly CashoutStatus[] {
  return CASHOUT_TRANSITIONS[from];
}

/** Throws 409 INVALID_TRANSITION, naming the allowed moves, unless the table has from → to. */
export function assertTransition(from: CashoutStatus, to: CashoutStatus): void {
  assertMove(allowedMoves(from), from, to);
}
