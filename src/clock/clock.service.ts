import { performance } from 'node:perf_hooks';
import type { Deps } from '../deps.js';
import type { ClockAdvanced, DueRun } from '../generated/schema-types.js';
import { AppError } from '../http/errors.js';
import { clockLimitMs, isoAt } from '../lib/clock.js';
import { nextDueOf, type DueJob } from './due-jobs.js';
import { WaitBudget } from './wait-budget.js';

export interface DueWorkOptions {
  /** Sets the clock to each item's instant before it runs (an advance), so what it creates carries that date. */
  moveClock: boolean;
  /**
   * Waits for work that finishes later (a delivery) before the clock moves on, within this budget: an advance does;
   * work run as time flows does not (null).
   */
  awaitStarted: WaitBudget | null;
  /** Which jobs run: all of the server's (`deps.dueJobs`) unless given. */
  jobs?: readonly DueJob[];
  /** Checked between slices: true stops the run (the state was swapped under it). */
  cancelled?: () => boolean;
}

/** A bound on steps per run, so a job that never stops being due cannot hang the server. */
const MAX_STEPS = 1_000_000;
/** Items a job takes per call; the runner checks the time between calls. */
const BATCH = 64;
/** Work between two yields to the event loop: other requests wait at most about this long. */
const SLICE_MS = 8;
/**
 * What an advance waits, at most, for webhook attempts (each wait, and all of them together):
 * enough for a receiver on the same machine or network to answer, so its retry falls at the
 * sandbox instant its answer gives; never the receiver's timeout. See WaitBudget.
 */
export const ADVANCE_WAITS_FOR_DELIVERIES_MS = { each: 250, total: 1_000 };
/** Entries of an advance's answer: ten years of billing at distinct instants would be megabytes of JSON. */
const LISTED_RUNS = 1_000;

function moveClockTo(deps: Deps, ms: number): void {
  deps.store.meta.clock.offsetMs += ms - deps.clock.nowMs();
}

function earliestDue(deps: Deps, untilMs: number, jobs: readonly DueJob[]): { job: DueJob; at: number } | null {
  let best: { job: DueJob; at: number } | null = null;
  for (const job of jobs) {
    const at = nextDueOf(job, deps);
    if (at !== null && at <= untilMs && (best === null || at < best.at)) best = { job, at };
  }
  return best;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs every job item due up to `untilMs`, earliest first, one instant at a time. Each batch
 * of items is one unit of work (the clock moved to its instant and what the job did then),
 * committed as one; the work is cut into slices of a few milliseconds, between which the
 * event loop takes other requests.
 */
export async function runDueWork(deps: Deps, untilMs: number, options: DueWorkOptions): Promise<DueRun[]> {
  const jobs = options.jobs ?? deps.dueJobs;
  const runs: DueRun[] = [];
  let sliceStart = performance.now();
  for (let step = 0; step < MAX_STEPS; step++) {
    // With the clock running, what this run itself made due "now" (a step's postback) is part of it too.
    const due = earliestDue(deps, Math.max(untilMs, deps.clock.nowMs()), jobs);
    if (!due) break;
    // One unit of work per item batch: the clock at its instant and what the job did then.
    const result = deps.store.transaction(() => {
      if (options.moveClock && due.at > deps.clock.nowMs()) moveClockTo(deps, due.at);
      return due.job.run(deps, due.at, BATCH);
    });
    const handled = typeof result === 'number' ? result : result.handled;
    if (handled === 0) throw new Error(`due job ${due.job.name} reported work due at ${isoAt(due.at)} but handled none`);
    const at = deps.clock.iso();
    const last = runs[runs.length - 1];
    if (last && last.job === due.job.name && last.at === at) last.handled += handled;
    else runs.push({ job: due.job.name, at, handled });
    const started = typeof result === 'number' ? null : result.done;
    const waited = started !== null && options.awaitStarted !== null;
    if (started && options.awaitStarted) await options.awaitStarted.for(started);
    if (waited || performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      if (options.cancelled?.()) break;
      sliceStart = performance.now();
    }
  }
  return runs;
}

/**
 * Moves the sandbox clock forward (never back), running the work that falls due on the way
 * in time order; when it answers, every state change on the way is done. Webhook attempts due
 * on the way are sent at their instant, side by side, and waited for only briefly
 * (ADVANCE_WAITS_FOR_DELIVERIES_MS): an answer that comes later is recorded at the sandbox
 * instant it arrives, and its retry scheduled from there. One advance at a time; other
 * requests are served between slices.
 */
export async function advanceClock(deps: Deps, ms: number, fields: string[] = ['(body)']): Promise<ClockAdvanced> {
  if (!Number.isSafeInteger(ms) || ms < 0) throw new AppError('VALIDATION_ERROR', { message: 'O relógio só avança' });
  return deps.dueWork.exclusive(async (cancelled) => {
    const deliveries = new WaitBudget(ADVANCE_WAITS_FOR_DELIVERIES_MS.total, ADVANCE_WAITS_FOR_DELIVERIES_MS.each);
    // An attempt already out decides its retry's instant when it answers: give it a moment first.
    await deliveries.for(deps.outbox.idle());
    const target = deps.clock.nowMs() + ms;
    // Checked here, after the advances queued before it: nothing has run yet.
    const limit = clockLimitMs(deps.store.meta.clock);
    if (target > limit) throw new AppError('VALIDATION_ERROR', { fields, message: `O relógio não passa de ${isoAt(limit)}: nada foi alterado` });
    const ran = await runDueWork(deps, target, { moveClock: true, awaitStarted: deliveries, cancelled });
    // With the clock running, the work on the way may already have carried it past the target.
    if (!cancelled() && target > deps.clock.nowMs()) deps.store.transaction(() => moveClockTo(deps, target));
    const totals: Record<string, number> = {};
    for (const run of ran) totals[run.job] = (totals[run.job] ?? 0) + run.handled;
    const answer = { now: deps.clock.iso(), ran: ran.slice(0, LISTED_RUNS), omitted: Math.max(0, ran.length - LISTED_RUNS), totals };
    deps.events.publish('clock.advanced', { ...answer, advancedMs: ms });
    return answer;
  });
}
