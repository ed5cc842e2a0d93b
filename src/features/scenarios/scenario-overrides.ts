import { AppError } from '../../core/lib/errors.js';

/**
 * Per-run overrides (`--set sales.big.amount=50000`): a dotted path into the scenario and the
 * value to put there. A value given as text is read as JSON when it parses (numbers, booleans,
 * objects), else kept as text, so `--set sellers.shop.legalName=Loja X` needs no quotes. The
 * path's parents are made as objects when missing; a path through a non-object is refused.
 */
export function withOverrides(scenario: unknown, set: Record<string, unknown> = {}): unknown {
  const copy = structuredClone(scenario) as Record<string, unknown>;
  for (const [path, raw] of Object.entries(set)) {
    const parts = path.split('.');
    if (parts.some((part) => part === '' || part === '__proto__' || part === 'constructor' || part === 'prototype'))
      throw new AppError('VALIDATION_ERROR', { fields: [`set.${path}`], message: `Caminho inválido em set: ${path}` });
    let node: Record<string, unknown> = copy;
    for (const part of parts.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : (node[part] = {});
      if (typeof next !== 'object' || next === null || Array.isArray(next))
        throw new AppError('VALIDATION_ERROR', {
          fields: [`set.${path}`],
          message: `set.${path}: ${part} não é um objeto do cenário`,
        });
      node = next as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = typeof raw === 'string' ? parseValue(raw) : raw;
  }
  return copy;
}

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `key=value` pairs of the command line as the `set` object of the apply body. */
export function setOf(pairs: readonly string[]): Record<string, string> {
  const set: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new Error(`--set takes key=value, not ${pair}`);
    set[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return set;
}
