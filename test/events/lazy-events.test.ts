import { describe, expect, it, jest } from '@jest/globals';
import { EventBus } from '../../src/features/events/events.bus.js';
import { feedEvents } from '../../src/features/events/events.feed.js';
import { EventHistory } from '../../src/features/events/events.history.js';
import { RequestLog, type JournalRecord } from '../../src/http/request-log.js';
import type { Store, StoreWrite, WriteListener } from '../../src/core/store/store.js';

/**
 * Issue 31: work only a live view needs is never done per request when nobody listens. A request's event
 * (request.finished) is built when it is read, so the feed's own watch for resets must not read every event.
 */
const record = (id: number): JournalRecord => ({
  id,
  timeMs: Date.parse('2026-11-01T12:00:00.000Z'),
  method: 'GET',
  path: '/api/seller',
  status: 200,
  sellerId: 1,
  durationMs: 1,
  rawQuery: null,
  headers: { 'user-agent': 'curl/8.5.0' },
  requestText: null,
  responseText: null,
  refusal: null,
});

/** What feedEvents reads of a store: its write and commit hooks (none fire here). */
const quietStore = { onWrite: () => () => undefined, onCommit: () => () => undefined } as unknown as Store;

describe('events nobody reads are not built', () => {
  it('a listener of some types does not build the events of other types', () => {
    const bus = new EventBus(() => 0);
    const resets: number[] = [];
    bus.subscribeTo(['state.reset'], (event) => resets.push(event.id));
    const build = jest.fn(() => ({ path: '/api/seller' }));
    bus.publishLazy('request.finished', build);
    expect(build).not.toHaveBeenCalled();
    bus.publish('state.reset', {});
    expect(resets).toEqual([2]);
    // Read later, the lazy event is whole.
    expect(bus.kept()[0]).toMatchObject({ id: 1, type: 'request.finished', data: { path: '/api/seller' } });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('with the feed attached and no subscriber, a finished request publishes without building its event', () => {
    const bus = new EventBus(() => 0);
    const history = new EventHistory();
    const log = new RequestLog(10);
    feedEvents(bus, history, quietStore, log);
    // The event's data is built from the record (its User-Agent among the rest): count the reads.
    let reads = 0;
    const watched = record(1);
    Object.defineProperty(watched, 'headers', {
      get: () => {
        reads++;
        return { 'user-agent': 'curl/8.5.0' };
      },
    });
    log.push(watched);
    expect(reads).toBe(0);
    // Read later (a client reconnecting with Last-Event-ID), it is built then, and whole.
    expect(bus.since(0)).toEqual([
      expect.objectContaining({ type: 'request.finished', data: expect.objectContaining({ client: 'curl/8.5.0' }) }),
    ]);
    expect(reads).toBe(1);
  });

  it('the feed still clears the timelines on a reset', () => {
    const bus = new EventBus(() => 0);
    const history = new EventHistory();
    feedEvents(bus, history, quietStore, new RequestLog(10));
    history.add({ id: 1, type: 'sale.changed', at: 'x', data: { object: { type: 'sale', id: 7 } } });
    expect(history.of('sale:7')).toHaveLength(1);
    bus.publish('state.reset', {});
    expect(history.of('sale:7')).toHaveLength(0);
  });
});

/** A store whose writes and commits the test makes: feedEvents hooks its listeners here. */
function scriptedStore() {
  const writers: WriteListener[] = [];
  const committers: (() => void)[] = [];
  const store = {
    onWrite: (listener: WriteListener) => (writers.push(listener), () => undefined),
    onCommit: (listener: () => void) => (committers.push(listener), () => undefined),
  } as unknown as Store;
  return {
    store,
    write: (write: StoreWrite) => writers.forEach((writer) => writer.write(write)),
    commit: () => committers.forEach((commit) => commit()),
  };
}

describe('record changes are announced at their commit and read whole later', () => {
  it('a change kept for later (no subscriber) reads the same from the timeline and from the ring', () => {
    const bus = new EventBus(() => Date.parse('2026-11-01T12:00:00.000Z'));
    const history = new EventHistory();
    const scripted = scriptedStore();
    feedEvents(bus, history, scripted.store, new RequestLog(10));
    const cashout = { id: 5, sellerId: 1000, status: 'PENDING_APPROVAL', amountCents: 10_000 };
    scripted.write({ collection: 'cashouts', id: 5, before: null, after: cashout });
    scripted.commit();
    const [event] = history.of('cashout:5');
    expect(event).toEqual({
      id: 1,
      type: 'cashout.changed',
      at: '2026-11-01T12:00:00.000Z',
      data: {
        id: 5,
        object: { type: 'cashout', id: 5 },
        change: { from: null, to: 'PENDING_APPROVAL' },
        amountCents: 10_000,
        sellerId: 1000,
        status: 'PENDING_APPROVAL',
      },
    });
    // One event, built once: the ring hands out the very object the timeline showed.
    expect(bus.kept()).toHaveLength(1);
    expect(bus.kept()[0]).toBe(event);
    expect(history.of('cashout:5')[0]).toBe(event);
  });

  it('a subscriber still gets each change at its commit, built', () => {
    const bus = new EventBus(() => 0);
    const scripted = scriptedStore();
    feedEvents(bus, new EventHistory(), scripted.store, new RequestLog(10));
    const seen: unknown[] = [];
    bus.subscribe((event) => seen.push(event.data));
    scripted.write({ collection: 'sellers', id: 1000, before: null, after: { id: 1000 } });
    expect(seen).toEqual([]);
    scripted.commit();
    expect(seen).toEqual([expect.objectContaining({ object: { type: 'seller', id: 1000 }, sellerId: 1000 })]);
  });
});

describe('the timelines’ index by object', () => {
  /** Twelve changes over three objects, some about two (a delivery announcing its sale), through a ring of five. */
  const changes = Array.from({ length: 12 }, (_, n) => ({
    id: n + 1,
    type: 'sale.changed' as const,
    at: `2026-11-01T12:00:${String(n).padStart(2, '0')}.000Z`,
    data: {
      object: { type: 'sale', id: (n % 3) + 1 },
      ...(n % 4 === 0 ? { resource: { type: 'cashout', id: 9 } } : {}),
    },
  }));
  const keys = ['sale:1', 'sale:2', 'sale:3', 'cashout:9'] as const;

  it('is built from the ring when a timeline is first read, and answers as one kept from the start', () => {
    const readFirst = new EventHistory(5);
    const readLast = new EventHistory(5);
    for (const key of keys) expect(readFirst.of(key)).toEqual([]);
    for (const change of changes) {
      readFirst.add(change);
      readLast.add(change);
    }
    const timelines = (history: EventHistory) => keys.map((key) => history.of(key).map((event) => event.id));
    expect(timelines(readLast)).toEqual(timelines(readFirst));
    // Only the last five changes are kept, each under every object it is about.
    expect(timelines(readFirst)).toEqual([[10], [8, 11], [9, 12], [9]]);
  });
});
