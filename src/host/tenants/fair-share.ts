import type { ServerResponse } from 'node:http';

/** Requests of one tenant being served at once, at most (those that wait on something: a commit, a delay). */
export const TENANT_IN_FLIGHT = 8;

interface Waiting {
  res: ServerResponse;
  start: () => void;
}

/** One tenant's part of the scheduler: what it is serving, what waits, whether it started one this turn. */
export class FairShare {
  running = 0;
  readonly waiting: Waiting[] = [];
  startedThisTurn = false;

  constructor(readonly limit = TENANT_IN_FLIGHT) {}

  get counts(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/**
 * Fair shares of the process between tenants (issue 27). Node reads every request that has arrived in one go and,
 * left alone, serves them in that order: a tenant's burst of 300 requests read before another tenant's one would
 * all be served first. Here each tenant starts at most one request per turn of the event loop: the first at once,
 * the rest of its burst in its own queue, one per turn, taking turns with every other tenant that has some waiting
 * (round robin); and at most `limit` of its requests are served at once. A tenant alone pays one turn of the loop
 * per request of a burst; another tenant's request, read meanwhile, starts at once or at the next turn.
 */
export class FairScheduler {
  private readonly queued = new Set<FairShare>();
  private used: FairShare[] = [];
  private scheduled = false;

  run(share: FairShare, res: ServerResponse, start: () => void): void {
    if (!share.startedThisTurn && share.waiting.length === 0 && share.running < share.limit) {
      this.begin(share, res, start);
      return;
    }
    share.waiting.push({ res, start });
    this.queued.add(share);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.turn());
  }

  /** A new turn: every tenant may start one again; each with some waiting starts its next one (if under its limit). */
  private turn(): void {
    this.scheduled = false;
    for (const share of this.used) share.startedThisTurn = false;
    this.used = [];
    for (const share of [...this.queued]) {
      if (share.running >= share.limit) continue;
      const next = share.waiting.shift();
      if (share.waiting.length === 0) this.queued.delete(share);
      if (!next) continue;
      // A client that left while it waited is never served.
      if (next.res.destroyed || next.res.writableEnded) {
        if (share.waiting.length) this.queued.add(share);
        continue;
      }
      this.begin(share, next.res, next.start);
    }
    // Another turn while some tenant can start one; a tenant at its limit is woken by its next release instead (no
    // turns spent while every waiting tenant waits on its own requests in flight).
    if (this.used.length || [...this.queued].some((share) => share.running < share.limit)) this.schedule();
  }

  /** Serves the request now; its slot is held until the answer is sent or the client leaves. */
  private begin(share: FairShare, res: ServerResponse, start: () => void): void {
    share.running++;
    share.startedThisTurn = true;
    this.used.push(share);
    this.schedule();
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      share.running--;
      if (share.waiting.length) this.schedule();
    };
    res.once('finish', release);
    res.once('close', release);
    start();
  }
}
