import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NamedScenario } from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { PACKAGE_ROOT } from '../../core/lib/package-root.js';

/** The scenarios shipped with the sandbox, usable by name (`checkout-day`): fixtures/scenarios/<name>.json. */
export const SCENARIOS_DIR = join(PACKAGE_ROOT, 'fixtures', 'scenarios');

/** A shipped scenario's text, parsed; 404 for a name that is not one. */
export function namedScenario(name: string, dir = SCENARIOS_DIR): unknown {
  if (!namedScenarios(dir).some((scenario) => scenario.name === name))
    throw new AppError('NOT_FOUND', { fields: ['name'], message: `Cenário ${name} não existe` });
  return JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as unknown;
}

/** The shipped scenarios, by name, with their descriptions. */
export function namedScenarios(dir = SCENARIOS_DIR): NamedScenario[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const scenario = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { description?: string };
      return { name: file.slice(0, -'.json'.length), description: scenario.description ?? '' };
    });
}
