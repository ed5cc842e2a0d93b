import type { Deps } from '../deps.js';
import { AppError } from '../http/errors.js';
import { DUE_JOBS, type DueJob } from './due-jobs.js';

export interface DueRun {
  job: string;
  at: string;
  handled: number;
}

/** A bound on steps per advance, so a job that never stops being due cannot hang the server. */
const MAX_STEPS = 1_000_000;

function moveClockTo(deps: Deps, ms: number): void {
  deps.store.meta.clock.offsetMs += ms - deps.clock.nowMs();
}

function earliestDue(deps: Deps, untilMs: number, jobs: DueJob[]): { job: DueJob; at: number } | null {
  let best: { job: DueJob; at: number } | null = null;
  for (const job of jobs) {
    const at = job.nextDue(deps);
    if (at !== null && at <= untilMs && (best === null || at < best.at)) best = { job, at };
  }
  return best;
}

/**
 * Runs every job item due up to `untilMs`, earliest first. With `moveClock` the clock is set
 * to each item's instant before it runs, so what it creates carries that date.
 */
export function runDueWork(deps: Deps, untilMs: number, moveClock: boolean, jobs: DueJob[] = DUE_JOBS): DueRun[] {
  const runs: DueRun[] = [];
  for (let step = 0; step < MAX_STEPS; step++) {
    const due = earliestDue(deps, untilMs, jobs);
    if (!due) break;
    if (moveClock && due.at > deps.clock.nowMs()) moveClockTo(deps, due.at);
    const handled = due.job.run(deps, Math.max(due.at, Math.min(deps.clock.nowMs(), untilMs)));
    const last = runs[runs.length - 1];
    if (last && last.job === due.job.name && last.at === deps.clock.iso()) last.handled += handled;
    else runs.push({ job: due.job.name, at: deps.clock.iso(), handled });
    if (handled === 0) throw new Error(`due job ${due.job.name} reported work due at ${due.at} but handled none`);
  }
  return runs;
}

/** Moves the sandbox clock forward (never back), running the work that falls due on the way. */
export async function advanceClock(deps: Deps, ms: number): Promise<{ now: string; ran: DueRun[] }> {
  if (!Number.isSafeInteger(ms) || ms < 0) throw new AppError('VALIDATION_ERROR', { message: 'O relógio só avança' });
  const target = deps.clock.nowMs() + ms;
  const ran = runDueWork(deps, target, true);
  moveClockTo(deps, target);
  await deps.store.commit();
  return { now: deps.clock.iso(), ran };
}

/** Runs due work as real time flows, every `intervalMs`; returns the stopper. */
export function startDueWorkTicker(deps: Deps, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => {};
  const timer = setInterval(() => {
    // A failure undoes the whole tick (the commit itself rolls back when the database
    // refuses): memory never holds work the database does not. Caught and logged: an
    // unhandled rejection would end the process.
    try {
      if (runDueWork(deps, deps.clock.nowMs(), false).length) {
        void deps.store.commit().catch((error: unknown) => {
          deps.store.rollback();
          deps.logger.error({ err: error }, 'due work not persisted, rolled back');
        });
      }
    } catch (error) {
      deps.store.rollback();
      deps.logger.error({ err: error }, 'due work failed, rolled back');
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
