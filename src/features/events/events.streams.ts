import { AppError } from '../../core/lib/errors.js';

/**
 * The sandbox's EventStreamSlots (createDeps of src/sandbox/deps.ts builds it), a member of `Deps` declared by its
 * owner.
 */
declare module '../../http/sandbox-context.js' {
  interface Deps {
    /** The event streams open on this sandbox (SANDBOX_MAX_EVENT_STREAMS). */
    eventStreams: EventStreamSlots;
  }
}

/**
 * The event streams open on one sandbox, for SANDBOX_MAX_EVENT_STREAMS: each holds a socket, a subscription and up to
 * a few MB of unread events.
 */
export class EventStreamSlots {
  private open = 0;

  /** Takes a slot, or refuses with 503 EVENT_STREAMS_FULL; returns its release (idempotent). */
  take(max: number): () => void {
    if (this.open >= max) throw new AppError('EVENT_STREAMS_FULL');
    this.open++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open--;
    };
  }
}
