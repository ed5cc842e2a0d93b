import type { SandboxEvent } from './events.bus.js';
import { hasStates, sameState } from './event-state.js';

/** `sale:517`: the key a timeline is asked for, and each event is indexed under. */
export type ObjectKey = `${string}:${number}`;

export const DEFAULT_EVENT_HISTORY = 10_000;

/**
 * The objects an event is about: its own object, the sale or cashout a delivery announces, a ledger entry's owner, a
 * charge's subscription.
 */
export function keysOf(event: SandboxEvent): ObjectKey[] {
  return keysOfData(event.data);
}

/** The same, of an event's data (a change's keys are known before its event is built: events.feed.ts). */
export function keysOfData(eventData: Record<string, unknown>): ObjectKey[] {
  const data = eventData as {
    object?: { type: string; id: number };
    resource?: { type: string; id: number };
    ref?: { type: string; id: number } | null;
    subscriptionId?: number | null;
  };
  const keys: ObjectKey[] = [];
  if (data.object) keys.push(`${data.object.type}:${data.object.id}`);
  if (data.resource) keys.push(`${data.resource.type}:${data.resource.id}`);
  if (data.ref) keys.push(`${data.ref.type}:${data.ref.id}`);
  if (typeof data.subscriptionId === 'number') keys.push(`subscription:${data.subscriptionId}`);
  return keys;
}

/** An event as the history keeps it: read (built, if the bus kept it unbuilt) when a timeline shows it. */
type EventReader = () => SandboxEvent;

interface Kept {
  read: EventReader;
  keys: ObjectKey[];
}

/**
 * The sandbox's EventHistory (createDeps of src/sandbox/deps.ts builds it), a member of `Deps` declared by its owner.
 */
declare module '../../http/sandbox-context.js' {
  interface Deps {
    /** The record changes kept for per-object timelines (GET /__admin/events/timeline): SANDBOX_EVENT_HISTORY. */
    eventHistory: EventHistory;
  }
}

/**
 * The record changes of one sandbox (one tenant: each has its own bus), for per-object
 * timelines: the last `capacity` changes, each indexed under the objects it is about. A
 * change leaves when `capacity` newer ones came after it, whatever object they touched.
 *
 * The index by object is built when the first timeline is asked for, from the ring, and kept
 * from then on: until someone reads a timeline, a write pays for the ring's slot alone.
 */
export class EventHistory {
  private readonly ring: (Kept | undefined)[];
  private next = 0;
  /** The kept changes by object, once a timeline was read (null until then). */
  private byKey: Map<ObjectKey, Kept[]> | null = null;
  /** The last kept change of each object whose type has states, for the one-line-per-state rule. */
  private readonly lastWithState = new Map<ObjectKey, Kept>();

  constructor(readonly capacity = DEFAULT_EVENT_HISTORY) {
    this.ring = new Array<Kept | undefined>(capacity);
  }

  add(event: SandboxEvent): void {
    this.addRead(() => event, event.type, keysOf(event));
  }

  /**
   * An event the bus keeps unbuilt (a record change: events.feed.ts), under the keys its data will give: it is built
   * when a timeline shows it, or at once when its type can repeat a state (`sameState` reads the data).
   */
  addRead(read: EventReader, type: SandboxEvent['type'], keys: ObjectKey[]): void {
    if (this.capacity <= 0) return;
    if (!keys.length) return;
    const kept: Kept = { read, keys };
    // A write that says the same state of its object as the last kept one (a delivery claimed for its attempt) is no
    // change to tell: one line per state change.
    if (hasStates(type)) {
      const previous = this.lastWithState.get(keys[0]);
      if (previous && sameState(previous.read(), read())) return;
      this.lastWithState.set(keys[0], kept);
    }
    const old = this.ring[this.next];
    // The oldest of the ring is the oldest of each of its keys' lists.
    if (old) for (const key of old.keys) this.forget(key, old);
    this.ring[this.next] = kept;
    this.next = (this.next + 1) % this.capacity;
    if (this.byKey) index(this.byKey, kept);
  }

  private forget(key: ObjectKey, kept: Kept): void {
    if (this.lastWithState.get(key) === kept) this.lastWithState.delete(key);
    const list = this.byKey?.get(key);
    if (!list) return;
    if (list[0] === kept) list.shift();
    else {
      const at = list.indexOf(kept);
      if (at >= 0) list.splice(at, 1);
    }
    if (!list.length) this.byKey!.delete(key);
  }

  /** The kept events about one object, in the order they were published. */
  of(key: ObjectKey): readonly SandboxEvent[] {
    return (this.index().get(key) ?? []).map((kept) => kept.read());
  }

  /** The index by object, built from the ring (oldest first) the first time it is needed. */
  private index(): Map<ObjectKey, Kept[]> {
    if (this.byKey) return this.byKey;
    const byKey = new Map<ObjectKey, Kept[]>();
    for (let offset = 0; offset < this.capacity; offset++) {
      const kept = this.ring[(this.next + offset) % this.capacity];
      if (kept) index(byKey, kept);
    }
    return (this.byKey = byKey);
  }

  /** The instant of the oldest change kept, or null when none is. */
  oldestAt(): string | null {
    const oldest = this.ring[this.next] ?? this.ring[0];
    return oldest?.read().at ?? null;
  }

  clear(): void {
    this.ring.fill(undefined);
    this.next = 0;
    this.byKey = null;
    this.lastWithState.clear();
  }
}

function index(byKey: Map<ObjectKey, Kept[]>, kept: Kept): void {
  for (const key of kept.keys) {
    const list = byKey.get(key);
    if (list) list.push(kept);
    else byKey.set(key, [kept]);
  }
}
