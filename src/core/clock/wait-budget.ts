// The global `performance` (not node:perf_hooks, whose import loads its eight internal modules at start-up).

/**
 * How long a clock advance waits for work it started that finishes later (webhook attempts:
 * I/O, answered by receivers the sandbox does not control). A receiver answering at once is
 * waited for, so its retry falls at the sandbox instant its answer gives; one that is slow or
 * hangs is not: each wait is short and their sum is capped, so an advance answers in a time that
 * does not depend on receivers. Work not waited for goes on, and records its outcome when it
 * ends, at the sandbox clock's instant then.
 */
export class WaitBudget {
  private leftMs: number;

  constructor(
    totalMs: number,
    private readonly eachMs: number,
  ) {
    this.leftMs = totalMs;
  }

  /** Waits for `work` as long as the budget allows; true when it ended within that. */
  async for(work: Promise<unknown>): Promise<boolean> {
    const limit = Math.min(this.leftMs, this.eachMs);
    if (limit <= 0) return false;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const ended = await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(resolve, limit, false);
      }),
    ]);
    clearTimeout(timer);
    this.leftMs -= performance.now() - started;
    return ended;
  }
}
