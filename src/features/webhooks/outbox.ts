import { setMaxListeners } from 'node:events';
import type { DueJob, StartedWork } from '../../core/clock/due-jobs.js';
import type { Log } from '../../core/logger.js';
import { DELIVERY_STATUS_VALUES } from '../../generated/schema-enums.js';
import type { DeliveryKind, DeliveryRecord, DeliveryStatus } from '../../generated/schema-types.js';
import { isoAt, type Clock } from '../../core/lib/clock.js';
import type { Settings } from '../../core/settings.js';
import { GroupIndex } from '../../core/store/collection.js';
import { DueIndex } from '../../core/store/due-index.js';
import type { Store } from '../../core/store/store.js';
import { deliveryAgents, sendJson, type SendResult } from './sender.js';
import { signBody } from './signature.js';
import { StartGate } from './start-gate.js';

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

/**
 * What counts as an acknowledgement: the permanent webhook's receiver answers 200 (the spec's words); postbacks any
 * 2xx.
 */
const ACKNOWLEDGED: Record<DeliveryKind, (status: number) => boolean> = {
  'cashout.webhook': (status) => status === 200,
  'cashout.postback': (status) => status >= 200 && status < 300,
  'sale.postback': (status) => status >= 200 && status < 300,
};

const USER_AGENT = 'gateway-sandbox-webhooks/1';

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = DELIVERY_STATUS_VALUES;
export const DELIVERY_KINDS = Object.keys(ACKNOWLEDGED) as DeliveryKind[];

/** The sandbox's Outbox (createDeps of src/sandbox/deps.ts builds it), a member of `Deps` declared by its owner. */
declare module '../../http/sandbox-context.js' {
  interface Deps {
    outbox: Outbox;
  }
}

/**
 * The delivery outbox shared by sales and cashouts. Each delivery is stored before its
 * first attempt; attempts run outside the request that caused them, each bounded by a
 * timeout of the receiver's own time (sender.ts); failures are retried on the configured
 * schedule, then marked FAILED. Attempts are due at instants of the sandbox clock
 * (`nextAttemptAt`): the first at once, each retry its delay later. They run as due work
 * (`deliveriesJob`): as time flows, at their instant; on a clock advance, in time order with
 * everything else, the advance waiting for their answers only briefly (an answer that comes
 * later is recorded at the sandbox instant it arrives). Pending deliveries are picked up
 * again when the server starts on a state file.
 */
export class Outbox {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly bySeller: GroupIndex<DeliveryRecord, number>;
  /** PENDING deliveries by the instant of their next attempt; one in flight has none. */
  private readonly due: DueIndex<DeliveryRecord>;
  /** Redeliveries: one attempt, and a failure is final. */
  private readonly once = new Set<number>();
  private stopped = false;
  /**
   * Aborted by `stop`: attempts of the state that was replaced are closed, and those still waiting for a connection
   * never sent.
   */
  private cancel = unlimitedController();
  private pruneFloor = 0;
  /** Told when an attempt falls due now (set by the due-work scheduler). */
  onDue: () => void = () => {};
  /**
   * The tenant whose deliveries these are (null: the default tenant): every attempt says so in X-Sandbox-Tenant, so a
   * receiver shared by several tenants tells their events apart (their event ids repeat from tenant to tenant).
   */
  tenant: string | null = null;
  /**
   * This sandbox's connection pools: a receiver that hangs holds this tenant's connections to it, never another
   * tenant's (each tenant's inboxes are on the sandbox's own address, one origin for all).
   */
  private readonly agents = deliveryAgents();
  /** Attempts start a few per turn of the event loop, so a burst of deliveries interleaves with API requests. */
  private readonly gate = new StartGate();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly settings: Settings,
    private readonly logger: Log,
  ) {
    const deliveries = store.collections.deliveries;
    this.bySeller = deliveries.addIndex(new GroupIndex<DeliveryRecord, number>((delivery) => delivery.sellerId));
    this.due = deliveries.addIndex(
      new DueIndex<DeliveryRecord>((delivery) =>
        delivery.status === 'PENDING' && delivery.nextAttemptAt !== null ? Date.parse(delivery.nextAttemptAt) : null,
      ),
    );
  }

  /** Records a delivery, due at once; its first attempt commits whatever the caller has not. */
  enqueue(event: OutboxEvent): DeliveryRecord {
    const id = this.store.nextId('deliveries');
    // One reading of the clock: due at once, at the instant it was made.
    const now = this.clock.iso();
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
      nextAttemptAt: now,
      createdAt: now,
      deliveredAt: null,
    };
    this.store.collections.deliveries.insert(delivery);
    this.prune();
    // Not committed here: the caller is in the middle of its own change (a transition and its
    // ledger entry), which commits as one. The attempt commits whatever is left before sending.
    this.onDue();
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
    this.once.add(id);
    this.onDue();
    return next;
  }

  /**
   * Takes up the PENDING deliveries of the current state (after a start or a restore). One
   * that was in flight when its state was saved (no next attempt) is due again now.
   */
  resume(): void {
    this.stopped = false;
    if (this.cancel.signal.aborted) this.cancel = unlimitedController();
    const deliveries = this.store.collections.deliveries;
    this.store.transaction(() => {
      for (const delivery of deliveries.values()) {
        if (delivery.status === 'PENDING' && delivery.nextAttemptAt === null)
          deliveries.update(delivery.id, { nextAttemptAt: this.clock.iso() });
      }
    });
  }

  /**
   * Stops sending (reset, restore, shutdown). Attempts in flight are abandoned and change nothing; those waiting for a
   * connection are never sent.
   */
  stop(): void {
    this.stopped = true;
    this.once.clear();
    this.cancel.abort();
  }

  /** Attempts taken up but still waiting for their turn to start (a burst starts a few per turn of the event loop). */
  get waitingToStart(): number {
    return this.gate.size;
  }

  idsOfSeller(sellerId: number): readonly number[] {
    return this.bySeller.ids(sellerId);
  }

  /** The instant the next attempt is due, or null (none, or stopped). */
  nextDue(): number | null {
    return this.stopped ? null : (this.due.peek()?.at ?? null);
  }

  /**
   * Starts the attempts due at or before `atMs` (at most `limit`), side by side; `done`
   * resolves when each is recorded. An attempt in flight leaves the due index, so it is
   * never started twice. The attempts of one call share one commit before they send; each
   * then waits for its turn at the gate (a few per turn of the event loop, in due order).
   */
  runDue(atMs: number, limit: number): StartedWork {
    const started: Promise<void>[] = [];
    const deliveries = this.store.collections.deliveries;
    let stored: Promise<boolean> | null = null;
    // Later than the caller's unit of work (a microtask after it), so what it wrote is committed with it first.
    const storedFirst = () => (stored ??= Promise.resolve().then(() => this.persist()));
    for (
      let top = this.due.peek();
      top && top.at <= atMs && started.length < limit && !this.stopped;
      top = this.due.peek()
    ) {
      deliveries.update(top.id, { nextAttemptAt: null });
      const once = this.once.delete(top.id);
      // Caught here: an attempt started as time flows is awaited by nobody, and an unhandled rejection would end the
      // process.
      const attempt = this.attempt(top.id, once, storedFirst)
        .catch((error: unknown) => this.logger.error({ err: error, deliveryId: top.id }, 'webhook attempt failed'))
        .finally(() => this.inFlight.delete(attempt));
      this.inFlight.add(attempt);
      started.push(attempt);
    }
    return { handled: started.length, done: Promise.all(started).then(() => undefined) };
  }

  /**
   * Resolves when no attempt is in flight (a clock advance gives attempts out a moment to answer first; tests wait for
   * them).
   */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /**
   * Resolves when no attempt is running or due within `withinMs` of the sandbox clock (for
   * tests and graceful shutdown). With the clock frozen only what is due now counts: nothing
   * else comes before an advance.
   */
  async settled(withinMs = 0): Promise<void> {
    for (;;) {
      await this.idle();
      const next = this.nextDue();
      const horizon = this.store.meta.clock.frozenAtMs !== null ? 0 : withinMs;
      if (next === null || next - this.clock.nowMs() > horizon) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private async attempt(id: number, once: boolean, storedFirst: () => Promise<boolean>): Promise<void> {
    // The state this attempt belongs to: a reset or restore meanwhile aborts it, even one that resumes at once.
    const { signal } = this.cancel;
    // Stored before the first attempt: whatever is not yet in the state file goes there now.
    await storedFirst();
    await this.gate.turn();
    const delivery = this.store.collections.deliveries.get(id);
    if (!delivery || delivery.status !== 'PENDING' || signal.aborted) return;
    const headers: Record<string, string> = {
      'user-agent': USER_AGENT,
      'x-sandbox-event-id': delivery.eventId,
      'x-sandbox-delivery-id': String(delivery.id),
      'x-sandbox-delivery-attempt': String(delivery.attempts.length + 1),
      ...(this.tenant === null ? {} : { 'x-sandbox-tenant': this.tenant }),
    };
    if (delivery.signed) {
      const secret = this.store.collections.users.get(delivery.sellerId)?.webhookSecret;
      if (secret) headers['x-signature'] = signBody(delivery.body, secret);
    }
    const result: SendResult = await sendJson(delivery.url, delivery.body, headers, this.settings.webhookTimeoutMs, {
      allowedHosts: this.settings.webhookAllowedHosts,
      signal,
      agents: this.agents,
    });
    if (signal.aborted) return;
    const current = this.store.collections.deliveries.get(id);
    // The state was swapped while the request was out: this delivery is not ours any more.
    if (!current || current.eventId !== delivery.eventId) return;
    this.record(current, result, { 'content-type': 'application/json', ...headers }, once);
  }

  private record(
    delivery: DeliveryRecord,
    result: SendResult,
    requestHeaders: Record<string, string>,
    once: boolean,
  ): void {
    const { refused, ...attempt } = result;
    const nowMs = this.clock.nowMs();
    const at = isoAt(nowMs);
    // The headers as sent (X-Signature included) are kept with the attempt: the secret may be rotated later.
    const attempts = [...delivery.attempts, { at, ...attempt, requestHeaders }];
    const acknowledged = result.statusCode !== null && ACKNOWLEDGED[delivery.kind](result.statusCode);
    // A target the outbound URL policy refuses stays refused: FAILED at once, never retried.
    const retryDelay = once || refused ? undefined : this.settings.webhookRetryDelaysMs[attempts.length - 1];
    try {
      this.store.transaction(() => this.recordAttempt(delivery, attempts, acknowledged, retryDelay, nowMs, at));
    } catch (error) {
      // Undone by its unit of work: the delivery stays PENDING, tried again at the next start or redelivery.
      this.logger.error({ err: error }, 'webhook delivery state not persisted, rolled back');
      return;
    }
    // The log names the delivery, never its URL: a URL may carry credentials.
    this.logger.info(
      {
        deliveryId: delivery.id,
        kind: delivery.kind,
        statusCode: result.statusCode,
        error: result.error,
        acknowledged,
      },
      'webhook attempt',
    );
  }

  /** The attempt's outcome on the delivery: one unit of work. */
  private recordAttempt(
    delivery: DeliveryRecord,
    attempts: DeliveryRecord['attempts'],
    acknowledged: boolean,
    retryDelay: number | undefined,
    nowMs: number,
    at: string,
  ): void {
    if (acknowledged) {
      this.store.collections.deliveries.update(delivery.id, {
        attempts,
        status: 'DELIVERED',
        nextAttemptAt: null,
        deliveredAt: at,
      });
    } else if (retryDelay !== undefined) {
      // Due at an instant of the sandbox clock: time flowing or an advance brings it.
      this.store.collections.deliveries.update(delivery.id, { attempts, nextAttemptAt: isoAt(nowMs + retryDelay) });
    } else {
      this.store.collections.deliveries.update(delivery.id, { attempts, status: 'FAILED', nextAttemptAt: null });
    }
  }
}

/** One controller aborts every attempt of a state: thousands may listen to its signal at once. */
function unlimitedController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

/**
 * Webhook and postback attempts, as due work: the first at once, each retry at its instant. It needs nothing of the
 * sandbox but its outbox.
 */
export const deliveriesJob: DueJob<{ outbox: Outbox }> = {
  name: 'webhooks.deliveries',
  always: true,
  nextDue: (deps) => deps.outbox.nextDue(),
  run: (deps, atMs, limit) => deps.outbox.runDue(atMs, limit),
};
