/**
 * The sandbox's event bus: one stream of what happens (records changed by a commit, requests,
 * clock moves, resets and restores, inbox captures), for live views. GET /__admin/events serves
 * it as Server-Sent Events; other consumers (a CLI follower, tests) subscribe here directly.
 * It keeps the most recent events in a ring, so a client that reconnects with Last-Event-ID
 * gets what it missed.
 */

import type { SandboxEventType } from '../../generated/schema-types.js';
import { isoAt } from '../../core/lib/clock.js';

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
  'fault.fired': true,
};
export const EVENT_TYPES = Object.keys(TYPES) as SandboxEventType[];

export interface SandboxEvent {
  /** Increasing within one server process; the SSE `id:` field. */
  id: number;
  type: SandboxEventType;
  /** The sandbox instant it happened: a record change's own instant (a step of a clock advance), not its commit's. */
  at: string;
  data: Record<string, unknown>;
}

export type EventListener = (event: SandboxEvent) => void;

export const DEFAULT_EVENT_RING = 1000;

/** An event as the ring keeps it: the clock as a number, and the data, or what builds it when first read. */
interface Kept {
  id: number;
  type: SandboxEventType;
  atMs: number;
  build: (() => Record<string, unknown>) | null;
  event: SandboxEvent | null;
}

function call(listener: EventListener, event: SandboxEvent): void {
  try {
    listener(event);
  } catch {
    // A consumer's failure must not reach the code that published (a commit, a request).
  }
}

function eventOf(kept: Kept): SandboxEvent {
  if (kept.event === null) {
    kept.event = { id: kept.id, type: kept.type, at: isoAt(kept.atMs), data: kept.build!() };
    kept.build = null;
  }
  return kept.event;
}

/** The sandbox's EventBus (createDeps of src/sandbox/deps.ts builds it), a member of `Deps` declared by its owner. */
declare module '../../http/sandbox-context.js' {
  interface Deps {
    /** What happens, for live views: commits, requests, clock moves, resets (GET /__admin/events). */
    events: EventBus;
  }
}

/**
 * Every request publishes here (request.finished), so publishing must cost next to nothing
 * while no one listens: the ring is a circular buffer, and with `publishLazy` an event's time
 * is formatted and its data built only when it is read (by a subscriber, `since` or `kept`).
 * Readers see the same as if it had been built at once: lazy data is built from immutable values.
 */
export class EventBus {
  private readonly ring: (Kept | undefined)[];
  /** Where the next event goes in the ring. */
  private next = 0;
  private size = 0;
  private readonly listeners = new Set<EventListener>();
  /** Listeners of some types only (the feed's reset watch): they do not make every other event be built. */
  private readonly typed = new Map<SandboxEventType, Set<EventListener>>();
  private counter = 0;

  constructor(
    /** The sandbox clock, in ms. */
    readonly nowMs: () => number,
    readonly capacity = DEFAULT_EVENT_RING,
  ) {
    this.ring = new Array<Kept | undefined>(capacity);
  }

  /** Publishes an event at the sandbox clock now, or at `atMs` (a change made earlier, announced by its commit). */
  publish(type: SandboxEventType, data: Record<string, unknown>, atMs?: number): SandboxEvent {
    const kept = this.keep(type, null, atMs);
    kept.event = { id: kept.id, type, at: isoAt(kept.atMs), data };
    this.deliver(kept);
    return kept.event;
  }

  /**
   * Publishes an event (at the sandbox clock now, or at `atMs`) whose data `build` makes when the event is first read;
   * `build` must read only immutable values. Returns the event's reader, which builds it if no one did yet.
   */
  publishLazy(type: SandboxEventType, build: () => Record<string, unknown>, atMs?: number): () => SandboxEvent {
    const kept = this.keep(type, build, atMs);
    this.deliver(kept);
    return () => eventOf(kept);
  }

  private keep(type: SandboxEventType, build: Kept['build'], atMs = this.nowMs()): Kept {
    const kept: Kept = { id: ++this.counter, type, atMs, build, event: null };
    if (this.capacity > 0) {
      this.ring[this.next] = kept;
      this.next = (this.next + 1) % this.capacity;
      if (this.size < this.capacity) this.size++;
    }
    return kept;
  }

  private deliver(kept: Kept): void {
    const typed = this.typed.get(kept.type);
    if (this.listeners.size === 0 && !typed) return;
    const event = eventOf(kept);
    for (const listener of typed ?? []) call(listener, event);
    for (const listener of this.listeners) call(listener, event);
  }

  /** Calls `listener` with every event from now on; returns the unsubscriber. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Calls `listener` with every event of the given types from now on; returns the unsubscriber. Unlike `subscribe`, the
   * other events stay unbuilt while no one else listens (a request's event is built for nobody: docs/performance.md).
   */
  subscribeTo(types: readonly SandboxEventType[], listener: EventListener): () => void {
    for (const type of types) {
      const set = this.typed.get(type) ?? new Set<EventListener>();
      this.typed.set(type, set.add(listener));
    }
    return () => {
      for (const type of types) {
        const set = this.typed.get(type);
        set?.delete(listener);
        if (set?.size === 0) this.typed.delete(type);
      }
    };
  }

  /**
   * The events after `lastId`, oldest first; null when some of them already left the ring
   * (the client must reload what it shows instead of patching it).
   */
  since(lastId: number): SandboxEvent[] | null {
    // The ring holds the ids counter - size + 1 … counter, one after the other.
    const oldest = this.counter - this.size + 1;
    if (lastId < this.counter && oldest > lastId + 1) return null;
    return this.newest(Math.max(0, Math.min(this.size, this.counter - lastId)));
  }

  /** Every event still in the ring, oldest first. */
  kept(): SandboxEvent[] {
    return this.newest(this.size);
  }

  /** The last `count` events of the ring, oldest first. */
  private newest(count: number): SandboxEvent[] {
    const out: SandboxEvent[] = [];
    for (let i = count; i >= 1; i--) out.push(eventOf(this.ring[(this.next - i + this.capacity) % this.capacity]!));
    return out;
  }

  get lastId(): number {
    return this.counter;
  }

  get subscribers(): number {
    return this.listeners.size;
  }
}
