// No imports: the console (ui/) and the CLI read this file too.

/** An event as far as its repeats go: its type and its data (`object` {type, id} and the summary). */
interface EventLike {
  type: string;
  data: Record<string, unknown>;
}

/**
 * What a record event says of its object's state, for the types where the store writes the record again with nothing
 * a reader sees changed: a delivery is written when its attempt is claimed (PENDING, the same attempts) and again
 * when the attempt's answer is recorded. Two events of one object in a row with the same state are one state change:
 * timelines, the live feed and the CLI show the first alone.
 */
const STATE_OF: Record<string, (data: Record<string, unknown>) => string> = {
  'delivery.changed': (data) => JSON.stringify([data.status, data.attempts, data.lastStatusCode]),
};

/** `delivery:12`: the object an event is about, or null when it is not about one record. */
function objectOf(event: EventLike): string | null {
  const object = event.data.object as { type?: string; id?: number } | undefined;
  return object?.type && typeof object.id === 'number' ? `${object.type}:${object.id}` : null;
}

/**
 * Remembers the last state said of each object; `repeats(event)` is true when the event says the same state as the
 * object's previous one (and remembers it otherwise). Feed it events in the order they happened.
 */
export class RepeatFilter {
  private readonly last = new Map<string, string>();

  repeats(event: EventLike): boolean {
    const stateOf = STATE_OF[event.type];
    const object = objectOf(event);
    if (!stateOf || !object || event.data.bulk) return false;
    const state = stateOf(event.data);
    if (this.last.get(object) === state) return true;
    this.last.set(object, state);
    return false;
  }
}

/** The events (oldest first) without those that repeat their object's previous state. */
export function withoutRepeats<T extends EventLike>(events: readonly T[]): T[] {
  const filter = new RepeatFilter();
  return events.filter((event) => !filter.repeats(event));
}

/** Whether events of this type can repeat their object's previous state (only those need their data to tell). */
export function hasStates(type: string): boolean {
  return Object.hasOwn(STATE_OF, type);
}

/** Whether `next` says the same state of its object as `previous`, an earlier event of the same object. */
export function sameState(previous: EventLike, next: EventLike): boolean {
  const stateOf = STATE_OF[next.type];
  return (
    !!stateOf &&
    previous.type === next.type &&
    !next.data.bulk &&
    !previous.data.bulk &&
    objectOf(previous) === objectOf(next) &&
    stateOf(previous.data) === stateOf(next.data)
  );
}
