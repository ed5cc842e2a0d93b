/**
 * Checks a postback's X-Signature: the lowercase hex HMAC-SHA256 of the exact body bytes,
 * keyed with the seller's webhook secret. Web Crypto only (Node 20+, browsers, workers), so
 * it is asynchronous; `crypto.subtle.verify` compares in constant time. Pass the body as
 * received, before any JSON.parse: re-serialized JSON is not the same bytes.
 */
export async function verifySignature(
  rawBody: string | Uint8Array | ArrayBuffer,
  header: string | readonly string[] | null | undefined,
  secret: string,
): Promise<boolean> {
  const signature = typeof header === 'string' || header === null || header === undefined ? header : header[0];
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const given = new Uint8Array(
    signature
      .trim()
      .match(/../g)!
      .map((pair) => parseInt(pair, 16)),
  );
  const encoder = new TextEncoder();
  const body =
    typeof rawBody === 'string'
      ? encoder.encode(rawBody)
      : rawBody instanceof Uint8Array
        ? rawBody
        : new Uint8Array(rawBody);
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify('HMAC', key, given, body as Uint8Array<ArrayBuffer>);
}
