import type { Settings } from '../../core/settings.js';
import type { Store } from '../../core/store/store.js';
import type { SaleAutoStep, SaleRecord, SaleStatus, SaleTestStep, TestCard } from '../../generated/schema-types.js';
import { isoAt } from '../../core/lib/clock.js';
import { methodOf } from './methods/registry.js';
import { emailTagOf } from '../test-values/test-values.js';
import { effectsOf } from './sales.machine.js';

/** Sales that wait for the payer or the processor: what e-mail tags and SANDBOX_AUTO_PAY decide. */
const WAITING: ReadonlySet<SaleStatus> = new Set<SaleStatus>(['PENDENTE', 'EM_PROCESSAMENTO']);

const AUTO_PAY: SaleTestStep[] = [{ after: 1, status: 'PAGO' }];

/** What planning reads of a sandbox: the settings of the automatic steps, and the store (a method's own plan). */
export interface PlanDeps {
  store: Store;
  settings: Settings;
}

interface PlanInput {
  deps: PlanDeps;
  sale: SaleRecord;
  /** The test card the sale was made with, when it was one (not for a stored card's charge). */
  card: TestCard | undefined;
}

/** Steps counted in delays after creation → instants on the sandbox clock. */
function at(input: PlanInput, steps: SaleTestStep[]): SaleAutoStep[] {
  const created = Date.parse(input.sale.createdAt);
  return steps.map((step) => ({
    status: step.status,
    at: isoAt(created + step.after * input.deps.settings.autoDelayMs),
  }));
}

/**
 * Where a new sale's automatic steps come from, first match wins: a test card's later
 * steps, else (for a waiting sale) the e-mail tag, else SANDBOX_AUTO_PAY, else the method's
 * own (a boleto's cancellation SANDBOX_BOLETO_CANCEL_AFTER_DAYS after the due date).
 */
const SOURCES: ((input: PlanInput) => SaleAutoStep[] | null)[] = [
  (input) => (input.card?.steps.length ? at(input, input.card.steps) : null),
  (input) => {
    const tag = WAITING.has(input.sale.status) ? emailTagOf(input.sale.customer.email) : undefined;
    return tag ? at(input, tag.steps) : null;
  },
  (input) => (input.deps.settings.autoPay && WAITING.has(input.sale.status) ? at(input, AUTO_PAY) : null),
  (input) => methodOf(input.sale.paymentMethod).plannedSteps?.(input.deps, input.sale) ?? null,
];

/**
 * Whether the state machine allows every step in turn from `from` (a tag that cannot apply, such as +expired on a card
 * in analysis, is skipped).
 */
function isPath(from: SaleStatus, steps: SaleAutoStep[]): boolean {
  let status = from;
  for (const step of steps) {
    if (effectsOf(status, step.status) === null) return false;
    status = step.status;
  }
  return true;
}

/** The automatic steps of a sale just created (after its card's outcome), as instants; [] when nothing is planned. */
export function plannedSteps(deps: PlanDeps, sale: SaleRecord, card: TestCard | undefined): SaleAutoStep[] {
  const input = { deps, sale, card };
  for (const source of SOURCES) {
    const steps = source(input);
    if (steps && isPath(sale.status, steps)) return steps;
  }
  return [];
}
