import type { DueJob } from '../../core/clock/due-jobs.js';
import type { Deps } from '../../http/sandbox-context.js';
import type { CashoutRecord } from '../../generated/schema-types.js';
import { nextAutoStatus } from './cashouts.auto-plan.js';
import { transitionCashout } from './cashouts.service.js';

/**
 * A provider-like end-to-end id (E + 8-digit ISPB + yyyyMMddHHmm + 11 characters), derived from the cashout so it is
 * reproducible.
 */
export function sandboxEndToEndId(cashout: CashoutRecord, atIso: string): string {
  const stamp = atIso.slice(0, 16).replace(/\D/g, '');
  return `E00000000${stamp}SBX${String(cashout.id).padStart(8, '0')}`;
}

/**
 * Cashouts that move by themselves (a test PIX key, SANDBOX_CASHOUT_AUTO_PROGRESS_MS) carry
 * the instant of their next step (`autoProgressAt`); this job takes each step as sandbox
 * time reaches it, through the same transition as a provider postback (webhook, postback,
 * ledger).
 */
export const cashoutAutoProgressJob: DueJob<Deps> = {
  name: 'cashout.autoProgress',
  nextDue: (deps) => deps.indexes.cashouts.autoProgress.peek()?.at ?? null,
  run: (deps, atMs, limit) => {
    const due = deps.indexes.cashouts.autoProgress;
    let handled = 0;
    for (let top = due.peek(); top && top.at <= atMs && handled < limit; top = due.peek()) {
      const cashout = deps.store.collections.cashouts.get(top.id)!;
      const next = nextAutoStatus(deps.settings, cashout);
      if (!next) {
        // Only a state swapped in by hand can hold a cashout with a step ahead and nothing to do: drop the step.
        deps.store.collections.cashouts.replace({ ...cashout, autoProgressAt: null });
      } else {
        transitionCashout(
          deps,
          cashout.id,
          next,
          next === 'PROCESSING' && cashout.externalId === null
            ? { externalId: sandboxEndToEndId(cashout, deps.clock.iso()) }
            : {},
        );
      }
      handled++;
    }
    return handled;
  },
};
