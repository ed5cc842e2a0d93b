import type { DueJob } from '../../core/clock/due-jobs.js';
import type { Deps } from '../../http/sandbox-context.js';
import { AppError } from '../../core/lib/errors.js';
import { transitionSale } from './sales.service.js';

/**
 * Takes a sale's next automatic step: the step leaves the plan first, then the move runs
 * through transitionSale, exactly as an admin move (ledger, postback, history). A step the
 * sale has already reached (the admin API got there first) is skipped; a step the state
 * machine refuses from where the sale now is ends the plan.
 */
function takeStep(
  deps: Pick<Deps, 'settings' | 'store' | 'clock' | 'ledger' | 'outbox' | 'logger'>,
  saleId: number,
): void {
  const sales = deps.store.collections.sales;
  const sale = sales.get(saleId)!;
  const [step, ...rest] = sale.autoSteps!;
  sales.replace({ ...sale, autoSteps: rest });
  if (sale.status === step.status) return;
  try {
    transitionSale(deps, saleId, step.status);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'INVALID_TRANSITION') throw error;
    sales.update(saleId, { autoSteps: [] });
    deps.logger.info(
      { saleId, from: sale.status, to: step.status },
      'automatic sale step refused by the state machine: plan dropped',
    );
  }
}

/** The automatic steps of sales (test cards, e-mail tags, SANDBOX_AUTO_PAY, boleto cancellation), at their instants. */
export const saleAutoStepsJob: DueJob<Deps> = {
  name: 'sales.autoSteps',
  nextDue: (deps) => deps.indexes.sales.autoSteps.peek()?.at ?? null,
  run: (deps, atMs, limit) => {
    const index = deps.indexes.sales.autoSteps;
    let handled = 0;
    for (let top = index.peek(); top && top.at <= atMs && handled < limit; top = index.peek()) {
      takeStep(deps, top.id);
      handled++;
    }
    return handled;
  },
};
