import type {
  CashoutRecord,
  DeliveryRecord,
  LedgerEntry,
  SaleRecord,
  SellerRecord,
  SubscriptionRecord,
  UserRecord,
} from '../../generated/schema-types.js';
import { summaryOf, type RequestLog, type JournalRecord } from '../../http/request-log.js';
import type { CollectionName, CollectionRecords } from '../../core/store/collections.js';
import { isoAt } from '../../core/lib/clock.js';
import { expiryReason } from '../sales/sales.expiry-reason.js';
import type { Store, StoreWrite, WriteListener } from '../../core/store/store.js';
import type { EventBus, SandboxEvent, SandboxEventType } from './events.bus.js';
import { keysOfData, type EventHistory } from './events.history.js';

function reasonOf(sale: SaleRecord): { reason?: string } {
  const reason = expiryReason(sale);
  return reason ? { reason } : {};
}

/** How a changed record of one collection is announced. */
interface CollectionEvent<T> {
  type: SandboxEventType;
  /** The object's type in `object: {type, id}` and in a timeline's key (`sale:517`). */
  object: string;
  /** The status whose move is the event's `change`, for records that have one. */
  status?: (record: T) => string;
  /** The money the record is about, in cents, or null. */
  amountCents: (record: T) => number | null;
  /** A small summary: ids and statuses, never bodies, keys or secrets. */
  summary: (record: T) => Record<string, unknown> & { sellerId: number };
}

/**
 * What a changed record of each collection is announced as: the event type, the object it is,
 * the status move, the amount and a summary. A live view refetches what it shows; the summary
 * says what happened. A collection added to the store must get a row here (the Record type
 * makes the compiler ask).
 */
const COLLECTION_EVENTS: { [K in CollectionName]: CollectionEvent<CollectionRecords[K]> } = {
  sales: {
    type: 'sale.changed',
    object: 'sale',
    status: (sale: SaleRecord) => sale.status,
    amountCents: (sale: SaleRecord) => sale.amountCents,
    summary: (sale: SaleRecord) => ({
      sellerId: sale.sellerId,
      status: sale.status,
      paymentMethod: sale.paymentMethod,
      subscriptionId: sale.subscriptionId,
      // An expired PIX names the clock job that cancelled it (`reason`); other moves carry no reason.
      ...reasonOf(sale),
    }),
  },
  cashouts: {
    type: 'cashout.changed',
    object: 'cashout',
    status: (cashout: CashoutRecord) => cashout.status,
    amountCents: (cashout: CashoutRecord) => cashout.amountCents,
    summary: (cashout: CashoutRecord) => ({ sellerId: cashout.sellerId, status: cashout.status }),
  },
  subscriptions: {
    type: 'subscription.changed',
    object: 'subscription',
    status: (subscription: SubscriptionRecord) => subscription.status,
    amountCents: (subscription: SubscriptionRecord) => subscription.amountCents,
    summary: (subscription: SubscriptionRecord) => ({ sellerId: subscription.sellerId, status: subscription.status }),
  },
  deliveries: {
    type: 'delivery.changed',
    object: 'delivery',
    status: (delivery: DeliveryRecord) => delivery.status,
    amountCents: () => null,
    summary: (delivery: DeliveryRecord) => ({
      sellerId: delivery.sellerId,
      kind: delivery.kind,
      status: delivery.status,
      attempts: delivery.attempts.length,
      lastStatusCode: delivery.attempts.at(-1)?.statusCode ?? null,
      resource: delivery.resource,
    }),
  },
  sellers: {
    type: 'seller.changed',
    object: 'seller',
    amountCents: () => null,
    summary: (seller: SellerRecord) => ({ sellerId: seller.id }),
  },
  users: {
    type: 'seller.changed',
    object: 'seller',
    amountCents: () => null,
    summary: (user: UserRecord) => ({ sellerId: user.id }),
  },
  ledger: {
    type: 'balance.changed',
    object: 'ledger',
    amountCents: (entry: LedgerEntry) => entry.amountCents,
    summary: (entry: LedgerEntry) => ({ sellerId: entry.sellerId, kind: entry.kind, ref: entry.ref }),
  },
};

/** Every object type a record event can be about (`object.type`, and a timeline's `type:id`). */
export const OBJECT_TYPES = [...new Set(Object.values(COLLECTION_EVENTS).map((rule) => rule.object))];

/**
 * Past this many records of one collection in one commit (a month of billing, say), they are
 * announced as one bulk event with the count: a live view reloads anyway, and a follower
 * is not flooded. Each change still enters the history (per-object timelines).
 */
export const BULK_AFTER = 100;

const NO_CHANGES = new Map<CollectionName, Map<number, unknown>>();

/** One write waiting for its commit, at the sandbox instant it was made. */
interface PendingChange {
  collection: CollectionName;
  id: number;
  before: unknown;
  after: unknown;
  atMs: number;
}

/** The data of a record change: what it is, the status move, the money, the seller, then the collection's summary. */
function changeData(change: PendingChange): Record<string, unknown> {
  const rule = COLLECTION_EVENTS[change.collection] as CollectionEvent<unknown>;
  const object = { type: rule.object, id: change.id };
  if (change.after === null)
    return { id: change.id, object, deleted: true, change: null, amountCents: null, sellerId: null };
  const from = change.before === null || !rule.status ? null : rule.status(change.before);
  const to = rule.status ? rule.status(change.after) : null;
  return {
    id: change.id,
    object,
    change: from === to ? null : { from, to },
    amountCents: rule.amountCents(change.after),
    ...rule.summary(change.after),
  };
}

/**
 * Turns the store's writes into events, each stamped with the sandbox instant it was made at
 * (a clock advance runs a month of steps at their own instants and commits at the end), and
 * announced when its commit lands; a rollback throws the waiting ones away. Writes to one
 * record at one instant make one event (creation and its first update, say).
 */
class ChangeFeed implements WriteListener {
  private pending: PendingChange[] = [];
  private readonly latest = new Map<CollectionName, Map<number, PendingChange>>();
  /** Whether a collection of the waiting changes is past BULK_AFTER (most commits are a few records). */
  private bulky = false;

  constructor(
    private readonly bus: EventBus,
    private readonly history: EventHistory,
  ) {}

  write(write: StoreWrite): void {
    const atMs = this.bus.nowMs();
    let byId = this.latest.get(write.collection);
    if (!byId) this.latest.set(write.collection, (byId = new Map<number, PendingChange>()));
    const previous = byId.get(write.id);
    if (previous && previous.atMs === atMs) {
      previous.after = write.after;
      return;
    }
    const change: PendingChange = {
      collection: write.collection,
      id: write.id,
      before: write.before,
      after: write.after,
      atMs,
    };
    this.pending.push(change);
    byId.set(write.id, change);
    if (byId.size > BULK_AFTER) this.bulky = true;
  }

  discard(): void {
    this.pending = [];
    this.latest.clear();
    this.bulky = false;
  }

  /** The commit landed: announce what it made, in the order it was made. */
  announce(): void {
    const pending = this.pending;
    const bulk = new Map<CollectionName, SandboxEvent>();
    for (const [collection, byId] of this.bulky ? this.latest : NO_CHANGES) {
      if (byId.size <= BULK_AFTER) continue;
      const ids = [...byId.keys()].slice(0, BULK_AFTER);
      bulk.set(collection, this.bus.publish(COLLECTION_EVENTS[collection].type, { bulk: true, count: byId.size, ids }));
    }
    this.discard();
    for (const change of pending) {
      const announced = bulk.get(change.collection);
      const type = COLLECTION_EVENTS[change.collection].type;
      const data = changeData(change);
      // A change announced in bulk enters the history under the bulk event's id.
      if (announced) this.history.add({ id: announced.id, type, at: isoAt(change.atMs), data });
      // The data now (small; keeping the records to build it later kept every replaced version alive, and the garbage
      // collector's copying of them cost more than the build), the event around it when read (a subscriber, a
      // reconnect, a timeline): its instant is formatted then.
      else
        this.history.addRead(
          this.bus.publishLazy(type, () => data, change.atMs),
          type,
          keysOfData(data),
        );
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

/** What the feed needs of the fault registry (src/features/admin/faults.ts): a fault taking a request. */
export interface FaultSource {
  onFire(
    listener: (fired: {
      fault: { id: number; kind: string; remaining: number | null; hits: number };
      method: string;
      path: string;
    }) => void,
  ): () => void;
}

/** Feeds the bus from the store's commits, the request journal and the faults. Returns the unsubscriber. */
export function feedEvents(
  bus: EventBus,
  history: EventHistory,
  store: Store,
  requestLog: RequestLog,
  faults?: FaultSource,
): () => void {
  const changes = new ChangeFeed(bus, history);
  const stopWrites = store.onWrite(changes);
  const stopCommits = store.onCommit(() => changes.announce());
  // A reset or a restore starts another story: ids are reused.
  // Those two types only: a listener of every type would build each request's event for nobody.
  const stopReplace = bus.subscribeTo(['state.reset', 'state.restored'], () => history.clear());
  const stopRequests = requestLog.onEntry((record) => bus.publishLazy('request.finished', requestSummary(record)));
  const stopFaults = faults?.onFire(({ fault, method, path }) =>
    bus.publish('fault.fired', {
      id: fault.id,
      object: { type: 'fault', id: fault.id },
      kind: fault.kind,
      method,
      path,
      remaining: fault.remaining,
      hits: fault.hits,
    }),
  );
  return () => {
    stopWrites();
    stopReplace();
    stopCommits();
    stopRequests();
    stopFaults?.();
  };
}
