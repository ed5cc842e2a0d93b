import { inflateSync } from 'node:zlib';
import { huffmanLengths } from '../../src/core/lib/huffman.js';
import { deflateLines } from '../../src/core/lib/png-deflate.js';
import { withSeed } from '../store/seeded.js';

/** Kraft's sum of a code's lengths: 1 for a complete prefix code, more for an impossible one. */
const kraft = (lengths: Uint8Array) => lengths.reduce((sum, length) => sum + (length ? 2 ** -length : 0), 0);

describe("the QR PNG's deflate writer (png-deflate.ts, huffman.ts)", () => {
  it('limits code lengths to 15 bits when frequencies would make them deeper (a Fibonacci series)', () => {
    const freqs = [1, 1];
    while (freqs.length < 30) freqs.push(freqs[freqs.length - 1] + freqs[freqs.length - 2]);
    const lengths = new Uint8Array(30);
    huffmanLengths(freqs, 30, 15, lengths);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(15);
    expect(Math.min(...lengths)).toBeGreaterThan(0);
    expect(kraft(lengths)).toBe(1);
  });

  it('gives a lone symbol a one-bit code and unused symbols none', () => {
    const lengths = new Uint8Array(5).fill(9);
    huffmanLengths([0, 0, 7, 0, 0], 5, 15, lengths);
    expect([...lengths]).toEqual([0, 0, 1, 0, 0]);
  });

  it('writes streams node:zlib inflates to the same lines and copies (Adler-32 checked by zlib)', async () => {
    await withSeed(async (random) => {
      // Strides and copies around deflate's limits: matches of 258 bytes at most, never 1 or 2 left over (37 × 7 =
      // 259 bytes of copies), any byte value (all 256 literals), and lines without copies (no distance code used).
      const cases = [
        { stride: 37, repeats: () => 7, values: 256 },
        { stride: 4, repeats: () => random.int(3), values: 4 },
        { stride: 32, repeats: () => 3 + 4 * random.int(3), values: 4 },
        { stride: 61, repeats: () => 0, values: 256 },
        { stride: 100, repeats: () => random.int(40), values: 2 },
        ...Array.from({ length: 40 }, () => ({
          stride: 3 + random.int(300),
          repeats: () => random.int(12),
          values: 1 + random.int(256),
        })),
      ];
      for (const { stride, repeats, values } of cases) {
        const count = 1 + random.int(60);
        const lines = Uint8Array.from({ length: stride * count }, () => random.int(values));
        const copies = Uint32Array.from({ length: count }, repeats);
        const expected = Buffer.concat(
          Array.from({ length: count }, (_, i) =>
            Buffer.from(lines.subarray(i * stride, (i + 1) * stride))
              .toString('latin1')
              .repeat(1 + copies[i]),
          ).map((text) => Buffer.from(text, 'latin1')),
        );
        expect({
          stride,
          values,
          inflated: inflateSync(deflateLines(lines, stride, copies, count)).equals(expected),
        }).toEqual({ stride, values, inflated: true });
      }
      await Promise.resolve();
    });
  });
});
