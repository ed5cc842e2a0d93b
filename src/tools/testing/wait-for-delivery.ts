import type { AdminClient } from '../client/admin-client.js';
import type { DeliveryKind, DeliveryRecord, DeliveryStatus } from '../../generated/schema-types.js';

export interface DeliveryMatch {
  sellerId?: number;
  /** The receiver's URL, exactly as the sale, cashout or webhook names it. */
  url?: string;
  kind?: DeliveryKind;
  /** DELIVERED unless told: the receiver acknowledged it. PENDING matches a delivery still being retried. */
  status?: DeliveryStatus;
  /** The sale or cashout it is about. */
  resource?: { type?: 'sale' | 'cashout'; id?: number; status?: string };
  /** Give up after this long (default 5000 ms). */
  timeoutMs?: number;
}

const POLL_MS = 20;

/**
 * Waits until the sandbox's outbox holds a delivery that matches, and returns it (with its
 * attempts and the exact body sent). Rejects after timeoutMs, naming what it did see.
 */
export async function waitForDelivery(admin: AdminClient, match: DeliveryMatch = {}): Promise<DeliveryRecord> {
  const status = match.status ?? 'DELIVERED';
  const deadline = Date.now() + (match.timeoutMs ?? 5000);
  const matches = (delivery: DeliveryRecord) =>
    (match.url === undefined || delivery.url === match.url) &&
    (match.resource?.type === undefined || delivery.resource.type === match.resource.type) &&
    (match.resource?.id === undefined || delivery.resource.id === match.resource.id) &&
    (match.resource?.status === undefined || delivery.resource.status === match.resource.status);
  let seen: DeliveryRecord[] = [];
  for (;;) {
    const { deliveries } = await admin.deliveries.list({
      ...(match.sellerId === undefined ? {} : { sellerId: match.sellerId }),
      ...(match.kind ? { kind: match.kind } : {}),
      limit: 1000,
    });
    const found = deliveries.find((delivery) => delivery.status === status && matches(delivery));
    if (found) return found;
    seen = deliveries.filter(matches);
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const described = seen
    .slice(0, 5)
    .map(
      (delivery) =>
        `#${delivery.id} ${delivery.kind} ${delivery.status} (${delivery.attempts.length} attempts) to ${delivery.url}`,
    );
  throw new Error(
    `no ${status} delivery matched ${JSON.stringify(match)} within ${match.timeoutMs ?? 5000} ms; matching in other statuses: ${described.join('; ') || 'none'}`,
  );
}
