import type { CashoutRecord, DeliveryRecord, LedgerEntry, SaleRecord, SellerRecord, SubscriptionRecord, UserRecord } from '../generated/schema-types.js';
import { summaryOf, type RequestLog, type JournalRecord } from '../http/request-log.js';
import type { CollectionName, CollectionRecords } from '../store/collections.js';
import type { Store, StoreChange } from '../store/store.js';
import type { EventBus, SandboxEventType } from './events.bus.js';

/**
 * What a changed record of each collection is announced as: the event type and a small
 * summary (ids and statuses, never bodies, keys or secrets). A live view refetches what it
 * shows; the summary is enough to know whether it has to. A collection added to the store
 * must get a row here (the Record type makes the compiler ask).
 */
const COLLECTION_EVENTS: { [K in CollectionName]: { type: SandboxEventType; summary: (record: CollectionRecords[K]) => Record<string, unknown> } } = {
  sales: { type: 'sale.changed', summary: (sale: SaleRecord) => ({ sellerId: sale.sellerId, status: sale.status, paymentMethod: sale.paymentMethod, amountCents: sale.amountCents, subscriptionId: sale.subscriptionId }) },
  cashouts: { type: 'cashout.changed', summary: (cashout: CashoutRecord) => ({ sellerId: cashout.sellerId, status: cashout.status, amountCents: cashout.amountCents }) },
  subscriptions: { type: 'subscription.changed', summary: (subscription: SubscriptionRecord) => ({ sellerId: subscription.sellerId, status: subscription.status }) },
  deliveries: {
    type: 'delivery.changed',
    summary: (delivery: DeliveryRecord) => ({
      sellerId: delivery.sellerId,
      kind: delivery.kind,
      status: delivery.status,
      attempts: delivery.attempts.length,
      lastStatusCode: delivery.attempts.at(-1)?.statusCode ?? null,
      resource: delivery.resource,
    }),
  },
  sellers: { type: 'seller.changed', summary: (seller: SellerRecord) => ({ sellerId: seller.id }) },
  users: { type: 'seller.changed', summary: (user: UserRecord) => ({ sellerId: user.id }) },
  ledger: { type: 'balance.changed', summary: (entry: LedgerEntry) => ({ sellerId: entry.sellerId, kind: entry.kind, amountCents: entry.amountCents }) },
};

/**
 * Past this many records of one collection in one commit (a month of billing, say), they are
 * announced as one bulk event with the count: a live view reloads anyway, and a follower
 * is not flooded.
 */
export const BULK_AFTER = 100;

function announceCommit(bus: EventBus, changes: StoreChange[]): void {
  const byCollection = new Map<CollectionName, StoreChange[]>();
  for (const change of changes) {
    const list = byCollection.get(change.collection);
    if (list) list.push(change);
    else byCollection.set(change.collection, [change]);
  }
  for (const [collection, list] of byCollection) {
    const rule = COLLECTION_EVENTS[collection] as { type: SandboxEventType; summary: (record: unknown) => Record<string, unknown> };
    if (list.length > BULK_AFTER) {
      bus.publish(rule.type, { bulk: true, count: list.length, ids: list.slice(0, BULK_AFTER).map((change) => change.id) });
      continue;
    }
    // Built when read: records are immutable values, so the summary is the same then.
    for (const change of list) {
      if (change.record === null) bus.publish(rule.type, { id: change.id, deleted: true });
      else bus.publishLazy(rule.type, () => ({ id: change.id, ...rule.summary(change.record) }));
    }
  }
}

/**
 * The journal entry of a request, as its event shows it (the bodies stay in the journal).
 * Every request publishes one, so it is built only when the event is read.
 */
export function requestSummary(record: JournalRecord): () => Record<string, unknown> {
  return () => ({ ...summaryOf(record) });
}

/** What the feed needs of the fault registry (src/admin/faults.ts): a fault taking a request. */
export interface FaultSource {
  onFire(listener: (fired: { fault: { id: number; kind: string; remaining: number | null; hits: number }; method: string; path: string }) => void): () => void;
}

/** Feeds the bus from the store's commits, the request journal and the faults. Returns the unsubscriber. */
export function feedEvents(bus: EventBus, store: Store, requestLog: RequestLog, faults?: FaultSource): () => void {
  const stopCommits = store.onCommit((changes) => announceCommit(bus, changes));
  const stopRequests = requestLog.onEntry((record) => bus.publishLazy('request.finished', requestSummary(record)));
  const stopFaults = faults?.onFire(({ fault, method, path }) =>
    bus.publish('fault.fired', { id: fault.id, resource: { type: 'fault', id: fault.id }, kind: fault.kind, method, path, remaining: fault.remaining, hits: fault.hits }),
  );
  return () => {
    stopCommits();
    stopRequests();
    stopFaults?.();
  };
}
