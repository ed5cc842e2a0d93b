import type { Log } from '../logger.js';
import type { DeliveryKind, DeliveryRecord, DeliveryStatus } from '../generated/schema-types.js';
import type { Clock } from '../lib/clock.js';
import type { Settings } from '../settings.js';
import { GroupIndex } from '../store/collection.js';
import type { Store } from '../store/store.js';
import { sendJson, type SendResult } from './sender.js';
import { signBody } from './signature.js';

export interface OutboxEvent {
  sellerId: number;
  kind: DeliveryKind;
  url: string;
  /** Serialized once; these exact bytes are signed and sent on every attempt. */
  payload: object;
  /** Attach X-Signature (HMAC-SHA256 of the body with the seller's webhook secret). */
  signed: boolean;
  resource: DeliveryRecord['resource'];
}

/** What counts as an acknowledgement: the permanent webhook's receiver answers 200 (the spec's words); postbacks any 2xx. */
const ACKNOWLEDGED: Record<DeliveryKind, (status: number) => boolean> = {
  'cashout.webhook': (status) => status === 200,
  'cashout.postback': (status) => status >= 200 && status < 300,
  'sale.postback': (status) => status >= 200 && status < 300,
};

const USER_AGENT = 'gateway-sandbox-webhooks/1';

export const DELIVERY_STATUSES: DeliveryStatus[] = ['PENDING', 'DELIVERED', 'FAILED'];
export const DELIVERY_KINDS = Object.keys(ACKNOWLEDGED) as DeliveryKind[];

/**
 * The delivery outbox shared by sales and cashouts. Each delivery is stored before its
 * first attempt; attempts run outside the request that caused them, each bounded by a
 * timeout; failures are retried on the configured schedule, then marked FAILED. Pending
 * deliveries are picked up again when the server starts on a state file.
 */
export class Outbox {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly bySeller: GroupIndex<DeliveryRecord, number>;
  private stopped = false;
  private pruneFloor = 0;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly settings: Settings,
    private readonly logger: Log,
  ) {
    this.bySeller = store.collections.deliveries.addIndex(new GroupIndex<DeliveryRecord, number>((delivery) => delivery.sellerId));
  }

  /** Records a delivery and schedules its first attempt once the store has persisted it. */
  enqueue(event: OutboxEvent): DeliveryRecord {
    const id = this.store.nextId('deliveries');
    const delivery: DeliveryRecord = {
      id,
      eventId: `evt_${event.resource.type}_${event.resource.id}_${event.resource.status.toLowerCase()}_${id}`,
      sellerId: event.sellerId,
      kind: event.kind,
      url: event.url,
      body: JSON.stringify(event.payload),
      signed: event.signed,
      resource: event.resource,
      status: 'PENDING',
      attempts: [],
      nextAttemptAt: this.clock.iso(),
      createdAt: this.clock.iso(),
      deliveredAt: null,
    };
    this.store.collections.deliveries.insert(delivery);
    this.prune();
    // Not committed here: the caller is in the middle of its own change (a transition and its
    // ledger entry), which commits as one. The attempt commits whatever is left before sending.
    this.schedule(id, 0);
    return delivery;
  }

  /**
   * Commits from background work. A failed write (disk full, say) rolls memory back to the
   * database (the commit does so itself; a commit replaced in a test may not) and is logged:
   * left as an unhandled rejection it would end the process. A delivery that was never
   * stored is not sent; an attempt whose record was not stored leaves the delivery PENDING,
   * tried again at the next start or redelivery.
   */
  private persist(): Promise<boolean> {
    return this.store.commit().then(
      () => true,
      (error: unknown) => {
        this.store.rollback();
        this.logger.error({ err: error }, 'webhook delivery state not persisted, rolled back');
        return false;
      },
    );
  }

  /**
   * Keeps the journal of deliveries bounded: past the limit, the oldest finished ones go
   * (pending ones never). When everything is pending there is nothing to drop, and the next
   * look waits until the journal has grown by a tenth, so enqueues do not each scan it.
   */
  private prune(): void {
    const deliveries = this.store.collections.deliveries;
    const limit = this.settings.maxDeliveries;
    if (limit <= 0 || deliveries.size <= Math.max(limit, this.pruneFloor)) return;
    const excess = deliveries.size - Math.floor(limit * 0.9);
    const oldest: number[] = [];
    for (const delivery of deliveries.values()) {
      if (oldest.length >= excess) break;
      if (delivery.status !== 'PENDING') oldest.push(delivery.id);
    }
    if (oldest.length) deliveries.deleteMany(oldest);
    this.pruneFloor = oldest.length ? 0 : Math.ceil(deliveries.size * 1.1);
  }

  /** Sends a delivery once more now, whatever its status; a failure then is final. */
  redeliver(id: number): DeliveryRecord | undefined {
    const delivery = this.store.collections.deliveries.get(id);
    if (!delivery) return undefined;
    const next = this.store.collections.deliveries.update(id, { status: 'PENDING', nextAttemptAt: this.clock.iso() });
    this.schedule(id, 0, true);
    return next;
  }

  /** Schedules every PENDING delivery of the current state (after a start or a restore). */
  resume(): void {
    this.stopped = false;
    const now = this.clock.nowMs();
    for (const delivery of this.store.collections.deliveries.values()) {
      if (delivery.status !== 'PENDING') continue;
      const due = delivery.nextAttemptAt ? Date.parse(delivery.nextAttemptAt) - now : 0;
      this.schedule(delivery.id, Math.max(0, due));
    }
  }

  /** Forgets every scheduled attempt (reset, restore, shutdown). Attempts in flight finish but change nothing. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  idsOfSeller(sellerId: number): readonly number[] {
    return this.bySeller.ids(sellerId);
  }

  /** Resolves when no attempt is running or due within `withinMs` (for tests and graceful shutdown). */
  async settled(withinMs = 0): Promise<void> {
    for (;;) {
      if (this.inFlight.size) {
        await Promise.all([...this.inFlight]);
        continue;
      }
      const soon = [...this.timers.keys()].some((id) => {
        const due = this.store.collections.deliveries.get(id)?.nextAttemptAt;
        return due !== null && due !== undefined && Date.parse(due) - this.clock.nowMs() <= withinMs;
      });
      if (!soon) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private schedule(id: number, delayMs: number, once = false): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(id));
    const timer = setTimeout(() => {
      this.timers.delete(id);
      const attempt = this.attempt(id, once).finally(() => this.inFlight.delete(attempt));
      this.inFlight.add(attempt);
    }, delayMs);
    timer.unref();
    this.timers.set(id, timer);
  }

  private async attempt(id: number, once: boolean): Promise<void> {
    // Stored before the first attempt: whatever is not yet in the state file goes there now.
    await this.persist();
    const delivery = this.store.collections.deliveries.get(id);
    if (!delivery || delivery.status !== 'PENDING') return;
    const headers: Record<string, string> = {
      'user-agent': USER_AGENT,
      'x-sandbox-event-id': delivery.eventId,
      'x-sandbox-delivery-id': String(delivery.id),
      'x-sandbox-delivery-attempt': String(delivery.attempts.length + 1),
    };
    if (delivery.signed) {
      const secret = this.store.collections.users.get(delivery.sellerId)?.webhookSecret;
      if (secret) headers['x-signature'] = signBody(delivery.body, secret);
    }
    const result: SendResult = await sendJson(delivery.url, delivery.body, headers, this.settings.webhookTimeoutMs);
    if (this.stopped) return;
    const current = this.store.collections.deliveries.get(id);
    // The state was swapped while the request was out: this delivery is not ours any more.
    if (!current || current.eventId !== delivery.eventId) return;
    this.record(current, result, once);
  }

  private record(delivery: DeliveryRecord, result: SendResult, once: boolean): void {
    const attempts = [...delivery.attempts, { at: this.clock.iso(), ...result }];
    const acknowledged = result.statusCode !== null && ACKNOWLEDGED[delivery.kind](result.statusCode);
    const retryDelay = once ? undefined : this.settings.webhookRetryDelaysMs[attempts.length - 1];
    if (acknowledged) {
      this.store.collections.deliveries.update(delivery.id, { attempts, status: 'DELIVERED', nextAttemptAt: null, deliveredAt: this.clock.iso() });
    } else if (retryDelay !== undefined) {
      this.store.collections.deliveries.update(delivery.id, { attempts, nextAttemptAt: new Date(this.clock.nowMs() + retryDelay).toISOString() });
      this.schedule(delivery.id, retryDelay);
    } else {
      this.store.collections.deliveries.update(delivery.id, { attempts, status: 'FAILED', nextAttemptAt: null });
    }
    this.logger.info({ deliveryId: delivery.id, kind: delivery.kind, statusCode: result.statusCode, error: result.error, acknowledged }, 'webhook attempt');
    void this.persist();
  }
}
