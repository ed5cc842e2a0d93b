import { createHmac } from 'node:crypto';

/** X-Signature: lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the seller's webhook secret. */
export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}
