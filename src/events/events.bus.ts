/**
 * The sandbox's event bus: one stream of what happens (records changed by a commit, requests,
 * clock moves, resets and restores, inbox captures), for live views. GET /__admin/events serves
 * it as Server-Sent Events; other consumers (a CLI follower, tests) subscribe here directly.
 * It keeps the most recent events in a ring, so a client that reconnects with Last-Event-ID
 * gets what it missed.
 */

import type { SandboxEventType } from '../generated/schema-types.js';

export type { SandboxEventType };

/**
 * Every event type (schemas/events/event.schema.json says what each one's data carries). A
 * Record over the schema's enum: a type added there breaks the build here until it is listed.
 */
const TYPES: Record<SandboxEventType, true> = {
  'sale.changed': true,
  'cashout.changed': true,
  'subscription.changed': true,
  'delivery.changed': true,
  'seller.changed': true,
  'balance.changed': true,
  'request.finished': true,
  'clock.advanced': true,
  'state.reset': true,
  'state.restored': true,
  'inbox.received': true,
};
export const EVENT_TYPES = Object.keys(TYPES) as SandboxEventType[];

export interface SandboxEvent {
  /** Increasing within one server process; the SSE `id:` field. */
  id: number;
  type: SandboxEventType;
  /** The sandbox clock when it was published. */
  at: string;
  data: Record<string, unknown>;
}

export type EventListener = (event: SandboxEvent) => void;

export const DEFAULT_EVENT_RING = 1000;

export class EventBus {
  private readonly ring: SandboxEvent[] = [];
  private readonly listeners = new Set<EventListener>();
  private counter = 0;

  constructor(
    private readonly now: () => string,
    readonly capacity = DEFAULT_EVENT_RING,
  ) {}

  publish(type: SandboxEventType, data: Record<string, unknown>): SandboxEvent {
    const event: SandboxEvent = { id: ++this.counter, type, at: this.now(), data };
    this.ring.push(event);
    if (this.ring.length > this.capacity) this.ring.splice(0, this.ring.length - this.capacity);
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A consumer's failure must not reach the code that published (a commit, a request).
      }
    }
    return event;
  }

  /** Calls `listener` with every event from now on; returns the unsubscriber. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The events after `lastId`, oldest first; null when some of them already left the ring
   * (the client must reload what it shows instead of patching it).
   */
  since(lastId: number): SandboxEvent[] | null {
    const after = this.ring.filter((event) => event.id > lastId);
    const oldest = this.ring[0]?.id ?? this.counter + 1;
    if (lastId < this.counter && oldest > lastId + 1) return null;
    return after;
  }

  /** Every event still in the ring, oldest first. */
  kept(): SandboxEvent[] {
    return [...this.ring];
  }

  get lastId(): number {
    return this.counter;
  }

  get subscribers(): number {
    return this.listeners.size;
  }
}
