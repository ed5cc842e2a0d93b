// The global `performance` (not node:perf_hooks, whose import loads its eight internal modules at start-up).
import type { DueRun } from '../../generated/schema-types.js';
import { isoAt } from '../lib/clock.js';
import { nextDueOf, type DueJob, type DueWorkHost } from './due-jobs.js';
import type { WaitBudget } from './wait-budget.js';

export interface DueWorkOptions<C> {
  /** Sets the clock to each item's instant before it runs (an advance), so what it creates carries that date. */
  moveClock: boolean;
  /**
   * Waits for work that finishes later (a delivery) before the clock moves on, within this budget: an advance does;
   * work run as time flows does not (null).
   */
  awaitStarted: WaitBudget | null;
  /** Which jobs run: all of the server's (`deps.dueJobs`) unless given. */
  jobs?: readonly DueJob<C>[];
  /** Checked between slices: true stops the run (the state was swapped under it). */
  cancelled?: () => boolean;
  /**
   * A unit of work's failure this says is an end, not a fault (an advance at the record cap): the
   * run stops there, that unit rolled back, and returns what ran before it.
   */
  stopsAt?: (error: unknown) => boolean;
}

/** A bound on steps per run, so a job that never stops being due cannot hang the server. */
const MAX_STEPS = 1_000_000;
/** Items a job takes per call; the runner checks the time between calls. */
const BATCH = 64;
/** Work between two yields to the event loop: other requests wait at most about this long. */
const SLICE_MS = 8;

/** Sets the sandbox clock to `ms` (inside the caller's unit of work). */
export function moveClockTo<C>(deps: DueWorkHost<C>, ms: number): void {
  deps.store.meta.clock.offsetMs += ms - deps.clock.nowMs();
}

function earliestDue<C>(deps: C, untilMs: number, jobs: readonly DueJob<C>[]): { job: DueJob<C>; at: number } | null {
  let best: { job: DueJob<C>; at: number } | null = null;
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
export async function runDueWork<C extends DueWorkHost<C>>(
  deps: C,
  untilMs: number,
  options: DueWorkOptions<C>,
): Promise<DueRun[]> {
  const jobs = options.jobs ?? deps.dueJobs;
  const runs: DueRun[] = [];
  let sliceStart = performance.now();
  for (let step = 0; step < MAX_STEPS; step++) {
    // With the clock running, what this run itself made due "now" (a step's postback) is part of it too.
    const due = earliestDue(deps, Math.max(untilMs, deps.clock.nowMs()), jobs);
    if (!due) break;
    // One unit of work per item batch: the clock at its instant and what the job did then.
    let result: ReturnType<DueJob<C>['run']>;
    try {
      result = deps.store.transaction(() => {
        if (options.moveClock && due.at > deps.clock.nowMs()) moveClockTo(deps, due.at);
        return due.job.run(deps, due.at, BATCH);
      });
    } catch (error) {
      if (options.stopsAt?.(error)) break;
      throw error;
    }
    const handled = typeof result === 'number' ? result : result.handled;
    if (handled === 0)
      throw new Error(`due job ${due.job.name} reported work due at ${isoAt(due.at)} but handled none`);
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
