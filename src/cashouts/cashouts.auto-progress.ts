import type { DueJob } from '../clock/due-jobs.js';
import type { CashoutRecord, CashoutStatus } from '../generated/schema-types.js';
import { cashoutIndexes } from './cashouts.indexes.js';
import { transitionCashout } from './cashouts.service.js';

/** The happy path auto-progress walks: PENDING → PROCESSING → COMPLETED. */
const NEXT_STEP: Partial<Record<CashoutStatus, CashoutStatus>> = { PENDING: 'PROCESSING', PROCESSING: 'COMPLETED' };

/** A provider-like end-to-end id (E + 8-digit ISPB + yyyyMMddHHmm + 11 characters), derived from the cashout so it is reproducible. */
export function sandboxEndToEndId(cashout: CashoutRecord, atIso: string): string {
  const stamp = atIso.slice(0, 16).replace(/\D/g, '');
  return `E00000000${stamp}SBX${String(cashout.id).padStart(8, '0')}`;
}

/**
 * SANDBOX_CASHOUT_AUTO_PROGRESS_MS: each cashout created while it is set carries the instant
 * of its next automatic step (`autoProgressAt`), and this job takes the steps as sandbox
 * time reaches them, through the same transition as a provider postback.
 */
export const cashoutAutoProgressJob: DueJob = {
  name: 'cashout.autoProgress',
  nextDue: (deps) => cashoutIndexes(deps.store).autoProgress.peek()?.at ?? null,
  run: (deps, atMs) => {
    const due = cashoutIndexes(deps.store).autoProgress;
    let handled = 0;
    for (let top = due.peek(); top && top.at <= atMs; top = due.peek()) {
      const cashout = deps.store.collections.cashouts.get(top.id)!;
      const next = NEXT_STEP[cashout.status];
      if (!next) {
        // Only a state swapped in by hand can hold a final cashout with a step ahead: drop the step.
        deps.store.collections.cashouts.replace({ ...cashout, autoProgressAt: null });
      } else {
        transitionCashout(deps, cashout.id, next, next === 'PROCESSING' && cashout.externalId === null ? { externalId: sandboxEndToEndId(cashout, deps.clock.iso()) } : {});
      }
      handled++;
    }
    return handled;
  },
};
