import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random key body of base62 characters. */
export function randomToken(length = 32): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i] % ALPHABET.length];
  return out;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Constant-time comparison of a presented secret against a stored SHA-256 hash.
 * Hashing first gives both sides the same length, so the length of the presented
 * value leaks nothing either.
 */
export function matchesHash(presented: string, storedHashHex: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = Buffer.from(storedHashHex, 'hex');
  return b.length === a.length && timingSafeEqual(a, b);
}

/** Constant-time equality of two secrets of any length. */
export function secretEquals(presented: string, expected: string): boolean {
  return matchesHash(presented, sha256Hex(expected));
}
