import type { DeliveryKind } from '../../generated/schema-types.js';

/** What the sandbox POSTs to a receiver, per kind of delivery: the `webhooks` section of the OpenAPI document. */
export interface WebhookDoc {
  summary: string;
  description: string;
  /** The body's schema file. */
  schema: string;
  /** Carries X-Signature (src/features/webhooks/signature.ts). */
  signed: boolean;
  /** The receiver's answers that acknowledge it (the outbox's rule). */
  acknowledgedBy: '200' | '2XX';
}

export const SIGNATURE_SCHEME =
  'X-Signature is the lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the seller’s webhook secret (shown once, by POST /__admin/sellers and POST /__admin/sellers/{id}/webhook-secret). ' +
  'A receiver computes it over the raw body, before parsing it, and compares in constant time (examples/verify-signature.mjs).';

const DELIVERY =
  'Sent outside the request that caused it, with a timeout; a failed attempt is retried on SANDBOX_WEBHOOK_RETRY_DELAYS_MS (1 s, 5 s, 30 s, 2 min, 10 min), then the delivery is FAILED. ' +
  'Deduplicate on X-Sandbox-Event-Id, the same on every attempt. GET /__admin/webhooks/deliveries shows every attempt.';

/** One row per delivery kind: a kind the outbox can send cannot lack its documentation. */
export const WEBHOOK_DOCS: Record<DeliveryKind, WebhookDoc> = {
  'cashout.webhook': {
    summary: 'The permanent cashout webhook',
    description:
      'POSTed to the seller’s webhook URL (set in the dashboard: `webhook {url, notifyWithdrawals}`, PATCH /__admin/sellers/{id} here) on each cashout change to PROCESSING, COMPLETED, REJECTED or CANCELLED. ' +
      'Not signed, as the spec says: check that userId is your account and deduplicate by id. Only HTTP 200 acknowledges. ' +
      DELIVERY,
    schema: 'webhooks/cashout-webhook.schema.json',
    signed: false,
    acknowledgedBy: '200',
  },
  'cashout.postback': {
    summary: 'The postback of one cashout',
    description:
      'POSTed to the `postbackUrl` given at POST /api/public/cashout on each status change of that cashout: the webhook body without `user` and `type`, signed. Any 2xx acknowledges. ' +
      DELIVERY,
    schema: 'webhooks/cashout-postback.schema.json',
    signed: true,
    acknowledgedBy: '2XX',
  },
  'sale.postback': {
    summary: 'The postback of one sale',
    description:
      'POSTed to the `postbackUrl` given at POST /api/sales on each later status change of that sale: the sale object of GET /api/transactions/{id}, signed. Any 2xx acknowledges. ' +
      DELIVERY,
    schema: 'sales/sale.response.schema.json',
    signed: true,
    acknowledgedBy: '2XX',
  },
};
