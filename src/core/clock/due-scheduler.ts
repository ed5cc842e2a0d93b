import { nextDueOf, type DueJob, type DueWorkHost } from './due-jobs.js';
import { runDueWork } from './due-run.js';

/** setTimeout's largest delay (about 24.8 days); a later instant is re-armed when it fires. */
const MAX_TIMER_MS = 2_147_483_647;
/** After a run that failed, the first wait before the next try, so a broken job cannot spin. */
const RETRY_AFTER_ERROR_MS = 1_000;
/** The longest wait between tries: a tenant at its record cap retries once a minute, not every second. */
const RETRY_AFTER_ERROR_MAX_MS = 60_000;

/**
 * How long to wait after `failures` runs in a row failed: 1 s, doubling, at most a minute. A
 * failure that lasts (the record cap, a full disk) then costs a log line a minute, not one a second.
 */
export function retryAfterFailuresMs(failures: number): number {
  return Math.min(RETRY_AFTER_ERROR_MS * 2 ** Math.max(0, failures - 1), RETRY_AFTER_ERROR_MAX_MS);
}

/**
 * Runs due work as sandbox time flows, at the instant it falls due: one timer, armed for the
 * earliest due item of every job and re-armed after each commit (which is how new work
 * arrives), each run cut into slices. With a frozen clock only work due now runs (an advance
 * brings the rest). With SANDBOX_DUE_WORK_INTERVAL_MS=0 only the jobs marked `always`
 * (deliveries) run this way; otherwise the interval bounds how long the timer sleeps.
 * Advances go through `exclusive`, so the two never interleave.
 */
export class DueScheduler<C extends DueWorkHost<C>> {
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Number.POSITIVE_INFINITY;
  private running: Promise<void> | null = null;
  private advancing: Promise<unknown> = Promise.resolve();
  private advances = 0;
  private started = false;
  private generation = 0;
  private unsubscribe: (() => void) | null = null;
  private pausedUntil = 0;
  private failuresInARow = 0;

  constructor(private readonly deps: () => C) {}

  /** Starts following the clock (at start-up and after a state swap). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.unsubscribe = this.deps().store.onCommit(() => this.wake());
    this.wake();
  }

  /** Stops: no more background runs; a running advance ends at its next slice. */
  stop(): void {
    this.started = false;
    this.generation++;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.clearTimer();
  }

  private jobs(): readonly DueJob<C>[] {
    const { settings, dueJobs } = this.deps();
    return settings.dueWorkIntervalMs > 0 ? dueJobs : dueJobs.filter((job) => job.always);
  }

  /** Arms the timer for the earliest due item, if that is sooner than the one armed. Cheap: a peek per job. */
  wake(): void {
    if (!this.started || this.advances > 0 || this.running) return;
    const deps = this.deps();
    // Armed for now or earlier: it fires as soon as it can and takes whatever is due by then, so no job can be sooner
    // (a burst's every enqueue and commit lands here; the jobs are not asked again).
    if (this.timer && this.timerAt <= deps.clock.nowMs()) return;
    let next: number | null = null;
    for (const job of this.jobs()) {
      const at = nextDueOf(job, deps);
      if (at !== null && (next === null || at < next)) next = at;
    }
    if (next === null) return;
    const now = deps.clock.nowMs();
    // A frozen clock does not flow: what lies ahead waits for an advance.
    if (next > now && deps.store.meta.clock.frozenAtMs !== null) return;
    if (this.timer && this.timerAt <= next) return;
    this.clearTimer();
    const interval = deps.settings.dueWorkIntervalMs;
    const delay = Math.max(0, next - now, this.pausedUntil - deps.clock.wallMs());
    this.timerAt = next;
    this.timer = setTimeout(() => this.fire(), Math.min(delay, MAX_TIMER_MS, interval > 0 ? interval : MAX_TIMER_MS));
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Number.POSITIVE_INFINITY;
  }

  private fire(): void {
    this.timer = null;
    this.timerAt = Number.POSITIVE_INFINITY;
    if (!this.started || this.advances > 0 || this.running) return;
    const deps = this.deps();
    const generation = this.generation;
    this.running = runDueWork(deps, deps.clock.nowMs(), {
      moveClock: false,
      awaitStarted: null,
      jobs: this.jobs(),
      cancelled: () => generation !== this.generation,
    })
      .then(async (ran) => {
        if (ran.length) await deps.store.commit();
        this.failuresInARow = 0;
      })
      .catch((error: unknown) => {
        // Undone (the commit itself rolls back when the database refuses), so memory never holds
        // work the database does not; logged, never thrown: an unhandled rejection would end the process.
        deps.store.rollback();
        this.failuresInARow++;
        const retryInMs = retryAfterFailuresMs(this.failuresInARow);
        deps.logger.error(
          { err: error, failuresInARow: this.failuresInARow, retryInMs },
          'due work failed, rolled back',
        );
        this.pausedUntil = deps.clock.wallMs() + retryInMs;
      })
      .finally(() => {
        this.running = null;
        this.wake();
      });
  }

  /**
   * Runs `work` (a clock advance) alone: after any advance before it and any background run
   * in progress, with the timer off until it ends. `cancelled()` turns true if the state is
   * swapped meanwhile.
   */
  exclusive<T>(work: (cancelled: () => boolean) => Promise<T>): Promise<T> {
    this.advances++;
    this.clearTimer();
    const generation = this.generation;
    const turn = this.advancing.then(async () => {
      await this.running;
      return work(() => generation !== this.generation);
    });
    const settled = turn.finally(() => {
      this.advances--;
      this.wake();
    });
    this.advancing = settled.catch(() => undefined);
    return settled;
  }
}
