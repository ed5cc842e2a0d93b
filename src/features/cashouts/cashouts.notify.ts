import type { CashoutRecord } from '../../generated/schema-types.js';
import type { Store } from '../../core/store/store.js';
import type { Outbox } from '../webhooks/outbox.js';
import { NOTIFIED_STATUSES } from './cashouts.machine.js';
import { cashoutPostbackBody, cashoutWebhookBody } from './cashouts.present.js';

/**
 * Queues what a status change announces: the seller's permanent webhook (when a URL is set
 * and withdrawals are notified; unsigned, the spec's body) and the cashout's own postback
 * (when created with postbackUrl; signed, without user and type). The outbox delivers them.
 */
export function notifyCashoutChange(deps: { store: Store; outbox: Outbox }, cashout: CashoutRecord): void {
  if (!NOTIFIED_STATUSES.has(cashout.status)) return;
  const seller = deps.store.collections.sellers.get(cashout.sellerId);
  const user = deps.store.collections.users.get(cashout.sellerId);
  const resource = { type: 'cashout' as const, id: cashout.id, status: cashout.status };
  if (seller?.webhook.url && seller.webhook.notifyWithdrawals && user) {
    deps.outbox.enqueue({
      sellerId: cashout.sellerId,
      kind: 'cashout.webhook',
      url: seller.webhook.url,
      payload: cashoutWebhookBody(cashout, user),
      signed: false,
      resource,
    });
  }
  if (cashout.postbackUrl) {
    deps.outbox.enqueue({
      sellerId: cashout.sellerId,
      kind: 'cashout.postback',
      url: cashout.postbackUrl,
      payload: cashoutPostbackBody(cashout),
      signed: true,
      resource,
    });
  }
}
