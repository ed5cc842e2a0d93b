/**
 * The budget of a free-JSON `metadata` (sales, subscriptions). The spec says only "free
 * JSON"; Stripe documents 50 keys, 40-character key names and 500-character values for its
 * flat metadata. Ours may nest, so the budget also bounds depth and total size. Every limit
 * is a setting (SANDBOX_METADATA_MAX_*), chosen in docs/spec-gaps.md.
 */
import type { Settings } from '../core/settings.js';
import { AppError } from '../core/lib/errors.js';
import { firstTooDeep, walkJson } from './json-depth.js';

export type MetadataBudget = Pick<
  Settings,
  'metadataMaxDepth' | 'metadataMaxKeys' | 'metadataMaxKeyLength' | 'metadataMaxBytes'
>;

export interface MetadataProblem {
  /** The field to name: the first value too deep, the key too long, or the metadata itself. */
  field: string;
  message: string;
}

/**
 * The first way `metadata` breaks the budget, or null. Depth is checked first and without
 * recursion, so the later checks (and JSON.stringify) never meet a value deeper than the budget.
 */
export function metadataProblem(budget: MetadataBudget, metadata: unknown, field = 'metadata'): MetadataProblem | null {
  if (metadata === null || typeof metadata !== 'object') return null;
  const tooDeep = firstTooDeep(metadata, budget.metadataMaxDepth, field);
  if (tooDeep !== null)
    return { field: tooDeep, message: `metadata aninha mais de ${budget.metadataMaxDepth} níveis (em ${tooDeep})` };
  // Nearly every metadata is within its key budget: a plain count says so (its depth is bounded just above) without
  // the walk's path bookkeeping, which then runs only to name what is at fault.
  if (keysWithin(metadata, budget.metadataMaxKeyLength, { left: budget.metadataMaxKeys }))
    return bytesProblem(budget, metadata, field);
  let keys = 0;
  let problem: MetadataProblem | null = null;
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
  if (problem) return problem;
  return bytesProblem(budget, metadata, field);
}

function bytesProblem(budget: MetadataBudget, metadata: object, field: string): MetadataProblem | null {
  const bytes = Buffer.byteLength(JSON.stringify(metadata));
  if (bytes > budget.metadataMaxBytes)
    return { field, message: `metadata ocupa ${bytes} bytes em JSON, mais que o máximo de ${budget.metadataMaxBytes}` };
  return null;
}

/**
 * Whether every object key inside `value` is at most `maxKeyLength` long and there are at most `count.left` of them
 * (the walk's count: object keys at any depth, not array indexes). Recursive: only over a value whose depth is checked.
 */
function keysWithin(value: object, maxKeyLength: number, count: { left: number }): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      if (child !== null && typeof child === 'object' && !keysWithin(child, maxKeyLength, count)) return false;
    }
    return true;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (--count.left < 0 || key.length > maxKeyLength) return false;
    const child = (value as Record<string, unknown>)[key];
    if (child !== null && typeof child === 'object' && !keysWithin(child, maxKeyLength, count)) return false;
  }
  return true;
}

/** Throws METADATA_TOO_LARGE (400, naming the field) when `metadata` breaks the budget. */
export function assertMetadataBudget(budget: MetadataBudget, metadata: unknown, field = 'metadata'): void {
  const problem = metadataProblem(budget, metadata, field);
  if (problem) throw new AppError('METADATA_TOO_LARGE', { fields: [problem.field], message: problem.message });
}
