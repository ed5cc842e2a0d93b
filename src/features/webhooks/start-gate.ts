/**
 * How many delivery attempts begin their synchronous part (headers, signature, the request handed to the pool) in one
 * turn of the event loop. A burst of due deliveries (a thousand status changes in a second) would otherwise start them
 * all in one stretch, and every API request that arrived meanwhile would wait behind it (docs/performance.md,
 * "Webhooks"). Between two turns the loop reads the sockets, so requests are answered between two small batches.
 */
export const STARTS_PER_TURN = 8;

/**
 * Lets attempts start a few at a time, in the order they asked, one batch per turn of the event loop (setImmediate:
 * after the I/O of the turn, so waiting requests go first). Waiting here is not the receiver's time: nothing is sent
 * yet, and no timeout runs.
 */
export class StartGate {
  private readonly waiting: (() => void)[] = [];
  private head = 0;
  private scheduled = false;

  constructor(private readonly perTurn = STARTS_PER_TURN) {}

  /** Resolves when this attempt may start (at the earliest in the next turn of the event loop). */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  /** Attempts still waiting for their turn. */
  get size(): number {
    return this.waiting.length - this.head;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.release());
  }

  private release(): void {
    this.scheduled = false;
    const end = Math.min(this.waiting.length, this.head + this.perTurn);
    for (; this.head < end; this.head++) this.waiting[this.head]();
    if (this.head === this.waiting.length) {
      this.waiting.length = 0;
      this.head = 0;
    } else this.schedule();
  }
}
