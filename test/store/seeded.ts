import { randomInt } from 'node:crypto';

/** A small seeded generator (mulberry32): the same seed, the same numbers. */
export interface Seeded {
  readonly seed: number;
  /** A number in [0, 1). */
  float: () => number;
  /** An integer in [0, below). */
  int(below: number): number;
  /** `length` bytes. */
  bytes(length: number): Buffer;
}

export function seeded(seed: number): Seeded {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed,
    float: next,
    int: (below) => Math.floor(next() * below),
    bytes: (length) => Buffer.from(Array.from({ length }, () => Math.floor(next() * 256))),
  };
}

/**
 * Runs `body` with a generator seeded from SANDBOX_TEST_SEED when set (to replay a failure), else from `fixed` when
 * given, else afresh; on failure the error names the seed and how to replay it, as fast-check does.
 */
export async function withSeed<T>(body: (random: Seeded) => Promise<T>, fixed?: number): Promise<T> {
  const fromEnv = process.env.SANDBOX_TEST_SEED;
  const seed = fromEnv !== undefined ? Number(fromEnv) : (fixed ?? randomInt(2 ** 31));
  try {
    return await body(seeded(seed));
  } catch (error) {
    if (error instanceof Error)
      error.message += `\n(seed ${seed}: replay with SANDBOX_TEST_SEED=${seed} and this test's name)`;
    throw error;
  }
}
