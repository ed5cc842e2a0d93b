import type { AdminClient } from '../client/admin-client.js';

/** One change of the sandbox, as `events` prints it. */
export interface SandboxEvent {
  type: string;
  /** ISO instant it happened (sandbox clock, or the wall clock for requests). */
  at: string;
  /**
   * A stable identity (ids restart after a reset, so it holds the creation time too): a poll prints each change once.
   */
  key: string;
  data: Record<string, unknown>;
}

/** How many of each list a poll reads: the most recent records, where a session's changes are. */
const WINDOW = 100;

/**
 * The events a snapshot of the admin lists shows: sales and cashouts created and moved,
 * webhook deliveries created and attempted, and the public API's requests (never the admin
 * API's own, which would echo the polling). Sorted by time.
 */
export async function eventsOfSnapshot(admin: AdminClient): Promise<SandboxEvent[]> {
  const [sales, cashouts, deliveries, requests] = await Promise.all([
    admin.sales.list({ limit: WINDOW }),
    admin.cashouts.list({ limit: WINDOW }),
    admin.deliveries.list({ limit: WINDOW }),
    admin.requests.list({ limit: WINDOW }),
  ]);
  const events: SandboxEvent[] = [];
  for (const view of sales.sales) {
    const base = { id: view.sale.id, sellerId: view.sellerId, method: view.sale.paymentMethod, amount: view.sale.amount };
    const [first, ...moves] = view.statusHistory;
    events.push({ type: 'sale.created', at: view.sale.date, key: `sale:${view.sale.id}:${view.sale.date}`, data: { ...base, status: first?.status ?? view.sale.status } });
    let previous = first?.status;
    for (const [index, move] of moves.entries()) {
      events.push({ type: 'sale.status_changed', at: move.at, key: `sale:${view.sale.id}:${view.sale.date}:${index + 1}`, data: { ...base, status: move.status, previous } });
      previous = move.status;
    }
  }
  for (const cashout of cashouts.cashouts) {
    const base = { id: cashout.id, sellerId: cashout.sellerId, amount: cashout.amount };
    events.push({ type: 'cashout.created', at: cashout.createdAt, key: `cashout:${cashout.id}:${cashout.createdAt}`, data: { ...base, status: 'PENDING' } });
    // The admin view keeps the current status only: each status shows once, at its last update.
    if (cashout.status !== 'PENDING') events.push({ type: 'cashout.status_changed', at: cashout.updatedAt, key: `cashout:${cashout.id}:${cashout.createdAt}:${cashout.status}`, data: { ...base, status: cashout.status } });
  }
  for (const delivery of deliveries.deliveries) {
    const base = { id: delivery.id, kind: delivery.kind, sellerId: delivery.sellerId, about: `${delivery.resource.type} ${delivery.resource.id} ${delivery.resource.status}`, url: delivery.url };
    events.push({ type: 'delivery.created', at: delivery.createdAt, key: `delivery:${delivery.id}:${delivery.createdAt}`, data: base });
    for (const [index, attempt] of delivery.attempts.entries()) {
      const last = index === delivery.attempts.length - 1;
      events.push({
        type: 'delivery.attempted',
        at: attempt.at,
        key: `delivery:${delivery.id}:${delivery.createdAt}:${index}`,
        data: { id: delivery.id, kind: delivery.kind, attempt: index + 1, statusCode: attempt.statusCode, error: attempt.error, ...(last ? { status: delivery.status } : {}) },
      });
    }
  }
  for (const entry of requests.requests) {
    if (entry.path.startsWith('/__admin')) continue;
    events.push({ type: 'request', at: entry.time, key: `request:${entry.id}:${entry.time}`, data: { method: entry.method, path: entry.path, status: entry.status, sellerId: entry.sellerId, durationMs: entry.durationMs } });
  }
  // A frozen clock gives many events one instant: then the cause comes before its effects.
  return events.sort((a, b) => a.at.localeCompare(b.at) || rank(a.type) - rank(b.type));
}

const RANKS = ['request', '.created', '.status_changed', 'delivery.created', 'delivery.attempted'];
const rank = (type: string) => RANKS.findLastIndex((suffix) => type === suffix || type.endsWith(suffix));

export interface PollOptions {
  intervalMs: number;
  emit: (event: SandboxEvent) => void;
  /** Called once the first snapshot is taken: from then on every change is reported. */
  ready: () => void;
  stopped: () => boolean;
  wait: (ms: number) => Promise<void>;
}

/**
 * Polls the snapshot every `intervalMs` and hands over the events not seen before, until
 * `stopped()` says so. The first snapshot only marks what already happened as seen.
 */
export async function pollEvents(admin: AdminClient, { intervalMs, emit, ready, stopped, wait }: PollOptions): Promise<void> {
  const seen = new Set((await eventsOfSnapshot(admin)).map((event) => event.key));
  ready();
  while (!stopped()) {
    await wait(intervalMs);
    if (stopped()) break;
    for (const event of await eventsOfSnapshot(admin)) {
      if (seen.has(event.key)) continue;
      seen.add(event.key);
      emit(event);
    }
  }
}
