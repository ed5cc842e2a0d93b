import type { EventLoopUtilization, Performance as NodePerformance } from 'node:perf_hooks';

/**
 * How many delivery attempts begin their synchronous part (headers, signature, the request handed to the pool) in one
 * turn of the event loop. A burst of due deliveries (a thousand status changes in a second) would otherwise start them
 * all in one stretch, and every API request that arrived meanwhile would wait behind it (docs/performance.md,
 * "Webhooks"). Between two turns the loop reads the sockets, so requests are answered between two small batches.
 */
export const STARTS_PER_TURN = 8;

/**
 * Above this share of busy time (the event loop's utilization over the last few milliseconds), the loop is taken by
 * other work (API requests, the answers of attempts already out): attempts then start one at a time, each after a short
 * pause instead of at the next turn. Deliveries take what the API leaves, not a share of its core, so a burst of them
 * does not queue the API's requests behind it (docs/performance.md, "Webhook burst, sixth pass").
 */
export const BUSY_ABOVE = 0.7;

/** The pause between two single starts while the loop is busy: the loop may block for I/O meanwhile. */
export const BUSY_PAUSE_MS = 2;

/**
 * The longest an attempt is held back for a busy loop: once the oldest waiting one has waited this long, batches of
 * STARTS_PER_TURN go again, busy or not. Giving way smooths a burst; it must not let a loop that stays busy (a loaded
 * machine, an API under constant load) starve the deliveries.
 */
export const BUSY_HOLD_MAX_MS = 1_000;

/** The stretch of time the loop's utilization is measured over. */
const WINDOW_MS = 10;

/**
 * The global `performance`, node:perf_hooks' own: read when first needed, since even reading the global loads that
 * module and its internal ones (start-up time, test/startup/lazy-start.test.ts).
 */
const loop = () => performance as unknown as NodePerformance;

/**
 * Whether the event loop has been mostly busy lately (its utilization over the last window above BUSY_ABOVE). The first
 * look is at the first attempt, not at start-up.
 */
export function loopBusy(): () => boolean {
  let mark: EventLoopUtilization | null = null;
  let markedAt = 0;
  let busy = false;
  return () => {
    const now = performance.now();
    if (mark === null) {
      mark = loop().eventLoopUtilization();
      markedAt = now;
    } else if (now - markedAt >= WINDOW_MS) {
      const latest = loop().eventLoopUtilization();
      busy = loop().eventLoopUtilization(latest, mark).utilization > BUSY_ABOVE;
      mark = latest;
      markedAt = now;
    }
    return busy;
  };
}

/**
 * Lets attempts start a few at a time, in the order they asked: a batch per turn of the event loop (setImmediate: after
 * the I/O of the turn, so waiting requests go first) while the loop has time to spare, a single start every
 * BUSY_PAUSE_MS while it is busy, unless the oldest has waited BUSY_HOLD_MAX_MS already. Waiting here is not the
 * receiver's time: nothing is sent yet, and no timeout runs.
 */
export class StartGate {
  private readonly waiting: (() => void)[] = [];
  /** When each waiting attempt asked (`now()`), index for index with `waiting`. */
  private readonly askedAt: number[] = [];
  private head = 0;
  private scheduled = false;

  constructor(
    private readonly perTurn = STARTS_PER_TURN,
    private readonly busy: () => boolean = loopBusy(),
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Resolves when this attempt may start (at the earliest in the next turn of the event loop). */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.askedAt.push(this.now());
      this.schedule(false);
    });
  }

  /** Attempts still waiting for their turn. */
  get size(): number {
    return this.waiting.length - this.head;
  }

  private schedule(paused: boolean): void {
    if (this.scheduled) return;
    this.scheduled = true;
    if (paused) setTimeout(() => this.release(), BUSY_PAUSE_MS);
    else setImmediate(() => this.release());
  }

  private release(): void {
    this.scheduled = false;
    const held = this.busy() && this.now() - this.askedAt[this.head] < BUSY_HOLD_MAX_MS;
    const end = Math.min(this.waiting.length, this.head + (held ? 1 : this.perTurn));
    for (; this.head < end; this.head++) this.waiting[this.head]();
    if (this.head === this.waiting.length) {
      this.waiting.length = 0;
      this.askedAt.length = 0;
      this.head = 0;
    } else this.schedule(held);
  }
}
