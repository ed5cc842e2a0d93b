import { firstTooDeep } from '../../src/http/json-depth.js';
import { seeded } from '../store/seeded.js';

/**
 * Issue 31: firstTooDeep says "fine" from a plain recursive check before it walks for a path. Its answer must be the
 * walk's: for random nested values (seeded), null exactly when the value nests no deeper than allowed, else the
 * path of the first container too deep in document order, as the walk alone finds it (maxDepth over 64 uses it).
 */

function valueOf(next: () => number, depth: number): unknown {
  const roll = next();
  if (depth > 9 || roll < 0.3) return roll < 0.1 ? null : Math.floor(roll * 100);
  const size = Math.floor(next() * 4);
  if (roll < 0.6) return Array.from({ length: size }, () => valueOf(next, depth + 1));
  const object: Record<string, unknown> = JSON.parse('{"__proto__": 1}') as Record<string, unknown>;
  for (let i = 0; i < size; i++) object[`k${i}`] = valueOf(next, depth + 1);
  return object;
}

/** Containers nested in `value`, the value itself counting as one (0 for a scalar). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

/** The same value under enough wrappers that maxDepth + 70 still fits: the walk's answer, shifted by the wrappers. */
const wrapped = (value: unknown, times: number): unknown => (times === 0 ? value : [wrapped(value, times - 1)]);

it('answers as the walk does, for 500 seeded random values at every depth bound', () => {
  const seed = 31;
  const next = seeded(seed).float;
  for (let round = 0; round < 500; round++) {
    const value = valueOf(next, 0);
    const depth = depthOf(value);
    for (let maxDepth = 1; maxDepth <= 11; maxDepth++) {
      const found = firstTooDeep(value, maxDepth, 'body');
      expect({ seed, round, maxDepth, tooDeep: found !== null }).toEqual({
        seed,
        round,
        maxDepth,
        tooDeep: depth > maxDepth,
      });
      // Over 64 the walk alone answers: 70 wrappers around the value make the same path 70 levels further in.
      const walked = firstTooDeep(wrapped(value, 70), maxDepth + 70, 'body');
      expect({ seed, round, maxDepth, path: walked }).toEqual({
        seed,
        round,
        maxDepth,
        path: found === null ? null : found.replace(/^body/, `body${'[0]'.repeat(70)}`),
      });
    }
  }
});
