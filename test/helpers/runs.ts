/** Property-test run counts: bounded in `npm test`, larger with `npm run test:deep` (SANDBOX_DEEP=1). */
export const DEEP = process.env.SANDBOX_DEEP === '1';

export function runs(normal: number, deep = normal * 20): number {
  return DEEP ? deep : normal;
}

/**
 * fast-check's parameters: in `npm test` a fixed seed, so every run tries the same inputs (a failure is a change, never
 * chance); `npm run test:deep` draws a fresh seed, to look further; SANDBOX_TEST_SEED replays a seed (fast-check names
 * the seed of every failure).
 */
export function property(normal: number, deep: number, seed: number): { numRuns: number; seed?: number } {
  const fromEnv = process.env.SANDBOX_TEST_SEED;
  if (fromEnv !== undefined) return { numRuns: runs(normal, deep), seed: Number(fromEnv) };
  return DEEP ? { numRuns: deep } : { numRuns: normal, seed };
}
