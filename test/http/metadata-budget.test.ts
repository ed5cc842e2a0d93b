import { walkJson } from '../../src/http/json-depth.js';
import { metadataProblem, type MetadataBudget } from '../../src/http/metadata-budget.js';
import { seeded } from '../store/seeded.js';

/**
 * Issue 31: metadataProblem counts keys with a plain recursion first and walks for a path only when a key is at fault.
 * Its answers must be the walk's: this oracle is the key check as it was (every problem found by the walk alone), for
 * seeded random metadata under tight budgets.
 */
function walkedKeyProblem(budget: MetadataBudget, metadata: object, field: string) {
  let keys = 0;
  let problem: { field: string; message: string } | null = null;
  walkJson(
    metadata,
    (key, _child, _depth, path) => {
      if (typeof key !== 'string') return false;
      if (++keys > budget.metadataMaxKeys)
        problem = { field, message: `metadata tem mais de ${budget.metadataMaxKeys} chaves` };
      else if (key.length > budget.metadataMaxKeyLength)
        problem = {
          field: path(),
          message: `chave de metadata com mais de ${budget.metadataMaxKeyLength} caracteres (em ${path()})`,
        };
      return problem !== null;
    },
    field,
  );
  return problem;
}

function valueOf(next: () => number, depth: number): unknown {
  const roll = next();
  if (depth > 3 || roll < 0.35) return roll < 0.1 ? null : 'v';
  const size = Math.floor(next() * 4);
  if (roll < 0.55) return Array.from({ length: size }, () => valueOf(next, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = 0; i < size; i++) object['k'.repeat(1 + Math.floor(next() * 6))] = valueOf(next, depth + 1);
  return object;
}

it('finds the problem the walk finds, for 2,000 seeded random metadata', () => {
  const seed = 31;
  const next = seeded(seed).float;
  const outcomes = { fine: 0, refused: 0 };
  for (let round = 0; round < 2000; round++) {
    const metadata = { root: valueOf(next, 0), other: valueOf(next, 0) };
    const budget: MetadataBudget = {
      metadataMaxDepth: 8,
      metadataMaxKeys: 2 + Math.floor(next() * 8),
      metadataMaxKeyLength: 3 + Math.floor(next() * 4),
      metadataMaxBytes: 10_000,
    };
    const problem = metadataProblem(budget, metadata);
    expect({ seed, round, problem }).toEqual({ seed, round, problem: walkedKeyProblem(budget, metadata, 'metadata') });
    outcomes[problem === null ? 'fine' : 'refused']++;
  }
  // Both ways are exercised.
  expect(outcomes.fine).toBeGreaterThan(200);
  expect(outcomes.refused).toBeGreaterThan(200);
});
