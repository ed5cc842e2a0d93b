import type { AdminClient } from '../client/admin-client.js';
import type { StreamEvent } from './events.present.js';

/** One change of the sandbox, named as the event stream names it (src/tools/cli/events.present.ts). */
export interface SandboxEvent extends StreamEvent {
  /**
   * A stable identity (ids restart after a reset, so it holds the creation time too): a poll prints each change once.
   */
  key: string;
}

/** How many of each list a poll reads: the most recent records, where a session's changes are. */
const WINDOW = 100;

/**
 * The events a snapshot of the admin lists shows, for a sandbox without an event stream:
 * sales and cashouts created and moved, webhook deliveries and their attempts, and the
 * requests. Named and shaped as the stream's (sale.changed with `from` and `status`…). Sorted by time.
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
    const base = {
      id: view.sale.id,
      sellerId: view.sellerId,
      paymentMethod: view.sale.paymentMethod,
      amountCents: view.sale.amount,
      subscriptionId: view.subscriptionId,
    };
    let from: string | null = null;
    for (const [index, move] of (view.statusHistory.length
      ? view.statusHistory
      : [{ status: view.sale.status, at: view.sale.date }]
    ).entries()) {
      events.push({
        type: 'sale.changed',
        at: move.at,
        key: `sale:${view.sale.id}:${view.sale.date}:${index}`,
        data: { ...base, from, status: move.status },
      });
      from = move.status;
    }
  }
  for (const cashout of cashouts.cashouts) {
    const base = { id: cashout.id, sellerId: cashout.sellerId, amountCents: cashout.amountCents };
    events.push({
      type: 'cashout.changed',
      at: cashout.createdAt,
      key: `cashout:${cashout.id}:${cashout.createdAt}`,
      data: { ...base, from: null, status: 'PENDING' },
    });
    // The admin view keeps the current status only: each status shows once, at its last update.
    if (cashout.status !== 'PENDING')
      events.push({
        type: 'cashout.changed',
        at: cashout.updatedAt,
        key: `cashout:${cashout.id}:${cashout.createdAt}:${cashout.status}`,
        data: { ...base, status: cashout.status },
      });
  }
  for (const delivery of deliveries.deliveries) {
    const base = { id: delivery.id, sellerId: delivery.sellerId, kind: delivery.kind, resource: delivery.resource };
    events.push({
      type: 'delivery.changed',
      at: delivery.createdAt,
      key: `delivery:${delivery.id}:${delivery.createdAt}`,
      data: { ...base, status: 'PENDING', attempts: 0, lastStatusCode: null },
    });
    for (const [index, attempt] of delivery.attempts.entries()) {
      const last = index === delivery.attempts.length - 1;
      events.push({
        type: 'delivery.changed',
        at: attempt.at,
        key: `delivery:${delivery.id}:${delivery.createdAt}:${index}`,
        data: {
          ...base,
          status: last ? delivery.status : 'PENDING',
          attempts: index + 1,
          lastStatusCode: attempt.statusCode,
          error: attempt.error,
        },
      });
    }
  }
  for (const entry of requests.requests) {
    events.push({
      type: 'request.finished',
      at: entry.time,
      key: `request:${entry.id}:${entry.time}`,
      data: {
        id: entry.id,
        method: entry.method,
        path: entry.path,
        status: entry.status,
        sellerId: entry.sellerId,
        durationMs: entry.durationMs,
      },
    });
  }
  // A frozen clock gives many events one instant: then the cause comes before its effects.
  return events.sort((a, b) => a.at.localeCompare(b.at) || rank(a.type) - rank(b.type));
}

const RANKS = ['request.finished', 'sale.changed', 'cashout.changed', 'delivery.changed'];
const rank = (type: string) => RANKS.indexOf(type);

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
export async function pollEvents(
  admin: AdminClient,
  { intervalMs, emit, ready, stopped, wait }: PollOptions,
): Promise<void> {
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
