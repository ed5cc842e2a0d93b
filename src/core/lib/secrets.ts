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

/** Past this many remembered secrets (keys rotated away leave theirs behind), the memory starts over. */
const REMEMBERED_MAX = 10_000;

/**
 * `matchesHash` remembered: the secret that matched each stored hash, so a client that sends
 * the same key pair on every request pays the SHA-256 once. This is memoization of a pure
 * function, so nothing needs invalidating: a rotated key changes the user's stored hash (its
 * new hash was never seen), and a reset or restore that brings an old hash back brings back
 * the one secret that matches it. A presented secret that differs from the remembered one
 * fails without hashing (no other text hashes to the same value), compared in time that
 * does not depend on where it differs. One per app (the key check's closure), never shared.
 */
export class HashMatches {
  private readonly matched = new Map<string, string>();

  matches(presented: string, storedHashHex: string): boolean {
    const known = this.matched.get(storedHashHex);
    if (known !== undefined) return secretEquals(presented, known);
    if (!matchesHash(presented, storedHashHex)) return false;
    if (this.matched.size >= REMEMBERED_MAX) this.matched.clear();
    this.matched.set(storedHashHex, presented);
    return true;
  }
}

/**
 * Equality of a presented secret with a known one (the admin token, a signature, a remembered
 * key) in time that depends only on the presented text's length, which its sender knows: no
 * early exit at the first difference, and a length mismatch is folded into the result.
 */
export function secretEquals(presented: string, expected: string): boolean {
  let diff = presented.length ^ expected.length;
  for (let i = 0; i < presented.length; i++)
    diff |= presented.charCodeAt(i) ^ (i < expected.length ? expected.charCodeAt(i) : 0);
  return diff === 0;
}
