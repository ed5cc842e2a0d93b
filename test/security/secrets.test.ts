import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { HashMatches, matchesHash, secretEquals, sha256Hex } from '../../src/core/lib/secrets.js';

/**
 * Keys and the admin token are compared in constant time: hashed to the same length, then
 * timingSafeEqual. Timing itself is too noisy to assert here, so the behaviour of the two
 * comparisons is tested, and a scan of src/ shows no secret compared any other way.
 */
describe('matchesHash (private keys against their stored SHA-256)', () => {
  const key = 'sk_test_abcdefghijklmnopqrstuvwxyz012345';
  const stored = sha256Hex(key);

  it.each([
    ['the key itself', key, true],
    ['one character changed at the end', key.slice(0, -1) + '6', false],
    ['one character changed at the start', 'Sk' + key.slice(2), false],
    ['a prefix of the key', key.slice(0, 10), false],
    ['the key plus one character', key + 'x', false],
    ['the empty string', '', false],
    ['the stored hash itself', stored, false],
    ['unicode that normalizes alike', key.replace('a', 'а'), false],
  ])('%s → %s', (_name, presented, expected) => {
    expect(matchesHash(presented, stored)).toBe(expected);
  });

  it.each([
    ['not hex', 'zz'.repeat(32)],
    ['too short', stored.slice(0, 10)],
    ['empty', ''],
    ['too long', stored + '00'],
  ])('a stored hash that is %s matches nothing, without throwing', (_name, bad) => {
    expect(matchesHash(key, bad)).toBe(false);
  });
});

describe('HashMatches (matchesHash remembered per stored hash, for the key check)', () => {
  const key = 'sk_test_abcdefghijklmnopqrstuvwxyz012345';
  const stored = sha256Hex(key);
  const other = 'sk_test_zyxwvutsrqponmlkjihgfedcba543210';

  it.each([
    ['the key itself', key, true],
    ['one character changed at the end', key.slice(0, -1) + '6', false],
    ['one character changed at the start', 'Sk' + key.slice(2), false],
    ['a prefix of the key', key.slice(0, 10), false],
    ['the key plus one character', key + 'x', false],
    ['the empty string', '', false],
    ['the stored hash itself', stored, false],
    ['another key', other, false],
  ])('once the key matched, %s → %s, as matchesHash answers', (_name, presented, expected) => {
    const matches = new HashMatches();
    expect(matches.matches(key, stored)).toBe(true);
    expect(matches.matches(presented, stored)).toBe(expected);
    expect(matches.matches(presented, stored)).toBe(matchesHash(presented, stored));
  });

  it('remembers nothing from a failed check: a wrong key first, then the right one', () => {
    const matches = new HashMatches();
    expect(matches.matches(other, stored)).toBe(false);
    expect(matches.matches(key, stored)).toBe(true);
    expect(matches.matches(other, stored)).toBe(false);
  });

  it('answers per stored hash: a rotated key (a new hash) is checked afresh, the old hash still takes only the old key', () => {
    const matches = new HashMatches();
    expect(matches.matches(key, stored)).toBe(true);
    expect(matches.matches(key, sha256Hex(other))).toBe(false);
    expect(matches.matches(other, sha256Hex(other))).toBe(true);
    expect(matches.matches(other, stored)).toBe(false);
    expect(matches.matches(key, stored)).toBe(true);
  });
});

describe('secretEquals (the admin token, a signature, a remembered key)', () => {
  it.each([
    ['one character off at the start does not', 'Sk_test_abc', 'sk_test_abc', false],
    ['a longer text padded with NUL does not', 'sk_test_abc\u0000', 'sk_test_abc', false],
    ['the same token matches', 's3cret-token', 's3cret-token', true],
    ['one character off does not', 's3cret-tokeN', 's3cret-token', false],
    ['a prefix of the token does not', 's3cret', 's3cret-token', false],
    ['a longer value does not', 's3cret-token-and-more', 's3cret-token', false],
    ['empty matches an empty token', '', '', true],
    ['empty does not match a token', '', 'x', false],
    ['a 10 000-character token matches', 'x'.repeat(10_000), 'x'.repeat(10_000), true],
  ])('%s', (_name, presented, expected, result) => {
    expect(secretEquals(presented, expected)).toBe(result);
  });
});

describe('the source', () => {
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
    );
  }
  /** Equality next to a name that holds a key, token or secret. */
  const SECRET_COMPARISON =
    /(?:privateKey|PrivateKey|[tT]oken|[sS]ecret|Hash)\w*\s*[!=]==?|[!=]==?\s*[\w.?]*(?:privateKey|PrivateKey|[tT]oken|[sS]ecret|Hash)/;
  /** Comparisons that involve no secret value: a type check, an unset token or hash, the public redaction marker. */
  const HARMLESS = [
    /typeof \w+ [!=]== 'string'/,
    /[tT]oken [!=]== null/,
    /Hash [!=]== undefined/,
    /=== REDACTED_SECRET/,
  ];

  it('compares keys, tokens and secrets only through lib/secrets.ts', () => {
    const offending: string[] = [];
    for (const file of sources(join(ROOT, 'src'))) {
      if (file.endsWith(join('lib', 'secrets.ts')) || file.includes(`${join('src', 'generated')}`)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (SECRET_COMPARISON.test(line) && !HARMLESS.some((ok) => ok.test(line)))
            offending.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offending).toEqual([]);
  });

  it('checks the private key with matchesHash (remembered by HashMatches) and the admin token with secretEquals', () => {
    expect(readFileSync(join(ROOT, 'src/http/auth.ts'), 'utf8')).toMatch(
      /privateKeys\.matches\(privateKey, user\.privateKeyHash\)/,
    );
    expect(readFileSync(join(ROOT, 'src/core/lib/secrets.ts'), 'utf8')).toMatch(
      /if \(!matchesHash\(presented, storedHashHex\)\) return false;/,
    );
    expect(readFileSync(join(ROOT, 'src/sandbox/app.ts'), 'utf8')).toMatch(/secretEquals\(presented, token\)/);
    expect(readFileSync(join(ROOT, 'src/core/lib/secrets.ts'), 'utf8')).toMatch(/timingSafeEqual/);
  });
});
