import type { AdminClient } from '../client/admin-client.js';
import type { ScenarioApplied } from '../../generated/schema-types.js';

export interface ApplyScenarioOptions {
  /** Per-run overrides by dotted path into the scenario (`{ 'sales.big.amount': 50000 }`). */
  set?: Record<string, string | number | boolean | object | null>;
}

/**
 * Applies a scenario (docs/scenarios.md) to the sandbox or tenant an admin client acts on
 * (`tenant.admin`, `sandbox.admin`): a shipped one by name (`'checkout-day'`) or one given whole.
 * All of it or nothing: a refusal throws a SandboxRefusal naming the entry, and changes nothing.
 */
export async function applyScenario(
  admin: AdminClient,
  scenario: string | Record<string, unknown>,
  options: ApplyScenarioOptions = {},
): Promise<ScenarioApplied> {
  const set = options.set ?? {};
  return admin.scenarios.apply(typeof scenario === 'string' ? { name: scenario, set } : { scenario, set });
}
