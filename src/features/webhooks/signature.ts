import { createHmac } from 'node:crypto';

/** X-Signature: lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the seller's webhook secret. */
export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** The same signature over raw bytes, as a receiver computes it before decoding anything. */
export function signBytes(body: Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}
