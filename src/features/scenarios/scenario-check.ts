import type { Deps } from '../../http/sandbox-context.js';
import type { CardOutcome, CashoutStatus, Scenario, SaleStatus } from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { fieldsOf, reasonsOf } from '../../http/schemas.js';
import { FaultRegistry } from '../admin/faults.js';
import { MAX_INBOXES } from '../inbox/inbox.store.js';
import { CURRENT_SCHEMA_VERSION } from '../../core/store/migrations/index.js';
import { cashoutSteps, saleSteps } from './scenario-paths.js';

export const SCENARIO_SCHEMA = 'scenarios/scenario.schema.json';

/** A scenario that passed every check that needs no record: its entries' ways through their machines. */
export interface CheckedScenario {
  scenario: Scenario;
  sales: Map<string, { outcome: CardOutcome | null; steps: SaleStatus[] }>;
  cashouts: Map<string, CashoutStatus[]>;
}

/** A refusal naming the entry (`sales.big`): 400 VALIDATION_ERROR with the entry as its field. */
export function entryError(entry: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', { fields: [entry], message: `${entry}: ${message}` });
}

/**
 * Everything that can be judged before a record is touched: the schema, the version, every
 * `@seller` reference, every entry's way through its state machine, the faults (armed on a
 * scratch registry) and the number of inboxes. So a scenario refused here changed nothing,
 * and one refused later (a service's own rule) is rolled back whole.
 */
export function checkScenario(deps: Pick<Deps, 'schemas' | 'inboxes'>, input: unknown): CheckedScenario {
  const validate = deps.schemas.validator(SCENARIO_SCHEMA);
  if (!validate(input)) {
    const errors = validate.errors ?? [];
    throw new AppError('VALIDATION_ERROR', { fields: fieldsOf(errors), reasons: reasonsOf(errors) });
  }
  const scenario = input as Scenario;
  if (scenario.version > CURRENT_SCHEMA_VERSION)
    throw entryError(
      'version',
      `cenário da versão ${scenario.version}, mais nova que a desta sandbox (${CURRENT_SCHEMA_VERSION})`,
    );
  const sellers = new Set(Object.keys(scenario.sellers ?? {}));
  const reference = (entry: string, ref: string) => {
    if (!sellers.has(ref.slice(1))) throw entryError(`${entry}.seller`, `${ref} não é um vendedor do cenário`);
  };
  const sales: CheckedScenario['sales'] = new Map();
  for (const [name, sale] of Object.entries(scenario.sales ?? {})) {
    reference(`sales.${name}`, sale.seller);
    const steps = saleSteps(sale.paymentMethod, sale.status, sale.through);
    if (!steps)
      throw entryError(
        `sales.${name}`,
        `a máquina de vendas não leva uma venda ${sale.paymentMethod} a ${[...(sale.through ?? []), sale.status ?? ''].filter(Boolean).join(' → ')}`,
      );
    sales.set(name, steps);
  }
  const cashouts: CheckedScenario['cashouts'] = new Map();
  for (const [name, cashout] of Object.entries(scenario.cashouts ?? {})) {
    reference(`cashouts.${name}`, cashout.seller);
    const steps = cashoutSteps(cashout.status, cashout.through);
    if (!steps) throw entryError(`cashouts.${name}`, `a máquina de saques não leva um saque a ${cashout.status}`);
    cashouts.set(name, steps);
  }
  for (const [name, subscription] of Object.entries(scenario.subscriptions ?? {}))
    reference(`subscriptions.${name}`, subscription.seller);
  for (const name of Object.keys(scenario.receivers ?? {}))
    if (!sellers.has(name)) throw entryError(`receivers.${name}`, `${name} não é um vendedor do cenário`);
  const scratch = new FaultRegistry();
  (scenario.faults ?? []).forEach((fault, index) => {
    try {
      scratch.add(fault);
    } catch (error) {
      throw error instanceof AppError ? entryError(`faults[${index}]`, error.message) : error;
    }
  });
  const known = new Set(deps.inboxes.list().map((inbox) => inbox.name));
  const added = Object.keys(scenario.inboxes ?? {}).filter((name) => !known.has(name));
  if (known.size + added.length > MAX_INBOXES)
    throw entryError('inboxes', `no máximo ${MAX_INBOXES} caixas por sandbox`);
  return { scenario, sales, cashouts };
}
