import { CLOCK_MAX_MS, type Clock } from '../lib/clock.js';
import type { Log } from '../logger.js';
import type { Settings } from '../settings.js';
import type { Store } from '../store/store.js';

/**
 * Work a job started that finishes later (an HTTP delivery): an advance waits for it briefly (WaitBudget), never for
 * long.
 */
export interface StartedWork {
  handled: number;
  done: Promise<void>;
}

/**
 * Work that falls due as sandbox time passes (a PIX expiring, a subscription billing, a
 * webhook retry). `nextDue` is the earliest instant something of this job is due, or null;
 * `run` does at most `limit` of the items due at or before `atMs` (the runner slices long
 * runs so other requests get through). The clock runs the jobs in time order.
 *
 * The clock knows jobs only by this contract: each resource defines its own, and the list the
 * server runs is DUE_JOBS in src/sandbox/jobs.ts, handed to createDeps as `dueJobs`. `C` is what a job
 * is handed to do its work: the server's jobs are `DueJob<Deps>`, the outbox's needs only the outbox.
 */
export interface DueJob<C> {
  name: string;
  nextDue(context: C): number | null;
  /** Returns how many items it handled (and, for work that ends later, when it is done). */
  run(context: C, atMs: number, limit: number): number | StartedWork;
  /** Runs as time flows even when SANDBOX_DUE_WORK_INTERVAL_MS is 0 (a delivery's first attempt is due at once). */
  always?: boolean;
}

/**
 * When `job` has work due next, as the runners see it: work held at the clock's end (an instant
 * computed past it, stored as the end) never falls due, since the clock cannot move on from
 * there and a job that recurs would be due again at once, forever.
 */
export function nextDueOf<C>(job: DueJob<C>, context: C): number | null {
  const at = job.nextDue(context);
  return at === null || at >= CLOCK_MAX_MS ? null : at;
}

/**
 * What the runners of due work (runDueWork, DueScheduler) use of the sandbox they run in; `Deps`
 * is one, and each job is handed the whole of it (`C`). Typed by this rather than by `Deps`, the
 * runners sit below the wiring that builds them (src/sandbox/deps.ts), not in an import circle with it.
 */
export interface DueWorkHost<C> {
  store: Store;
  clock: Clock;
  settings: Pick<Settings, 'dueWorkIntervalMs'>;
  logger: Log;
  dueJobs: readonly DueJob<C>[];
}
