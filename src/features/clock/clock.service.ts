import type { Deps } from '../../http/sandbox-context.js';
import type { ClockAdvanced } from '../../generated/schema-types.js';
import { AppError, ERROR_CATALOGUE } from '../../core/lib/errors.js';
import { clockLimitMs, isoAt } from '../../core/lib/clock.js';
import { RecordLimitReached } from '../../core/store/record-limit.js';
import type { DueWorkHost } from '../../core/clock/due-jobs.js';
import { moveClockTo, runDueWork } from '../../core/clock/due-run.js';
import { WaitBudget } from '../../core/clock/wait-budget.js';

/**
 * What an advance waits, at most, for webhook attempts (each wait, and all of them together):
 * enough for a receiver on the same machine or network to answer, so its retry falls at the
 * sandbox instant its answer gives; never the receiver's timeout. See WaitBudget.
 */
export const ADVANCE_WAITS_FOR_DELIVERIES_MS = { each: 250, total: 1_000 };
/** Entries of an advance's answer: ten years of billing at distinct instants would be megabytes of JSON. */
const LISTED_RUNS = 1_000;

/**
 * Moves the sandbox clock forward (never back), running the work that falls due on the way
 * in time order; when it answers, every state change on the way is done. Webhook attempts due
 * on the way are sent at their instant, side by side, and waited for only briefly
 * (ADVANCE_WAITS_FOR_DELIVERIES_MS): an answer that comes later is recorded at the sandbox
 * instant it arrives, and its retry scheduled from there. One advance at a time; other
 * requests are served between slices. A step that would pass the tenant's record cap
 * (SANDBOX_TENANT_MAX_RECORDS) is not run: the advance stops at the instant before it, and says
 * so (`stoppedBy`), with everything before committed (docs/reliability.md, "Round four").
 */
export async function advanceClock<C extends DueWorkHost<C>>(
  deps: C & Pick<Deps, 'dueWork' | 'outbox' | 'events'>,
  ms: number,
  fields: string[] = ['(body)'],
): Promise<ClockAdvanced> {
  if (!Number.isSafeInteger(ms) || ms < 0) throw new AppError('VALIDATION_ERROR', { message: 'O relógio só avança' });
  return deps.dueWork.exclusive(async (cancelled) => {
    const deliveries = new WaitBudget(ADVANCE_WAITS_FOR_DELIVERIES_MS.total, ADVANCE_WAITS_FOR_DELIVERIES_MS.each);
    // An attempt already out decides its retry's instant when it answers: give it a moment first.
    await deliveries.for(deps.outbox.idle());
    const target = deps.clock.nowMs() + ms;
    // Checked here, after the advances queued before it: nothing has run yet.
    const limit = clockLimitMs(deps.store.meta.clock);
    if (target > limit)
      throw new AppError('VALIDATION_ERROR', {
        fields,
        message: `O relógio não passa de ${isoAt(limit)}: nada foi alterado`,
      });
    let stop = null as RecordLimitReached | null;
    const ran = await runDueWork(deps, target, {
      moveClock: true,
      awaitStarted: deliveries,
      cancelled,
      stopsAt: (error) => (error instanceof RecordLimitReached ? ((stop = error), true) : false),
    });
    // With the clock running, the work on the way may already have carried it past the target.
    if (!stop && !cancelled() && target > deps.clock.nowMs()) deps.store.transaction(() => moveClockTo(deps, target));
    const totals: Record<string, number> = {};
    for (const run of ran) totals[run.job] = (totals[run.job] ?? 0) + run.handled;
    const answer: ClockAdvanced = {
      now: deps.clock.iso(),
      ran: ran.slice(0, LISTED_RUNS),
      omitted: Math.max(0, ran.length - LISTED_RUNS),
      totals,
      ...(stop && { stoppedBy: stoppedBy(stop, deps.clock.iso()) }),
    };
    deps.events.publish('clock.advanced', { ...answer, advancedMs: ms });
    return answer;
  });
}

/** What an advance stopped at the record cap says of it. */
function stoppedBy(stop: RecordLimitReached, now: string): NonNullable<ClockAdvanced['stoppedBy']> {
  return {
    error: 'RECORD_LIMIT',
    message: `${ERROR_CATALOGUE.RECORD_LIMIT.message}: ${stop.limit} (SANDBOX_TENANT_MAX_RECORDS); o relógio parou em ${now}, antes do passo que o ultrapassaria`,
    limit: stop.limit,
  };
}
