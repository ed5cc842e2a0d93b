import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';

/**
 * bench/test-kit.mjs runs as `npm run bench:test-kit` does: a fresh process per probe, from
 * the built bundles. The targets are read in docs/performance.md, not asserted here (the
 * machine's load decides the wall time); this checks the measurement itself works.
 */
interface Measured {
  runs: number;
  startToFirstGetMs: number;
  startToFirstGetCpuMs: number;
  startToFirstPostMs: number;
  startToFirstPostCpuMs: number;
  resetMs: number;
}

it('measures start-to-first-request and reset for both builds', async () => {
  const { measureTestKit, TARGETS } = (await import(join(ROOT, 'bench/test-kit.mjs'))) as {
    measureTestKit: (runs: number) => Record<'esm' | 'cjs', Measured>;
    TARGETS: object;
  };
  expect(TARGETS).toEqual({ startToFirstRequestMs: 300, resetMs: 20 });
  const results = measureTestKit(1);
  for (const format of ['esm', 'cjs'] as const) {
    const measured = results[format];
    expect(measured.runs).toBe(1);
    for (const value of [
      measured.startToFirstGetMs,
      measured.startToFirstGetCpuMs,
      measured.startToFirstPostMs,
      measured.startToFirstPostCpuMs,
      measured.resetMs,
    ]) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(10_000);
    }
  }
}, 120_000);
