import type { CardOutcome, CashoutStatus, SaleStatus } from '../../generated/schema-types.js';
import { CARD_OUTCOME_VALUES } from '../../generated/schema-enums.js';
import { moveOf, type TargetMachine } from '../../core/lib/state-machine.js';
import { CASHOUT_MACHINE } from '../cashouts/cashouts.machine.js';
import { SALE_MACHINE } from '../sales/sales.machine.js';
import { decidedAtCreation } from '../sales/methods/registry.js';
import type { PaymentMethod } from '../../generated/schema-types.js';

/**
 * The statuses a scenario's entry passes through after creation, by its machine's table: the
 * ones it names (`through`, then `status`), or the shortest way from the created status to
 * `status`. null when the table has no such way (the scenario is then refused, naming the entry).
 */
export function pathOf<S extends string>(
  machine: TargetMachine<S, string, string>,
  from: S,
  status: S | undefined,
  through: readonly S[] | undefined,
): S[] | null {
  if (through !== undefined) {
    const steps = status === undefined || through[through.length - 1] === status ? [...through] : [...through, status];
    let at = from;
    for (const step of steps) {
      if (moveOf(machine, at, step) === null) return null;
      at = step;
    }
    return steps;
  }
  if (status === undefined || status === from) return [];
  // Breadth first over the table: the shortest way, in the table's order when two are as short.
  const cameFrom = new Map<S, S>([[from, from]]);
  const queue: S[] = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const next of Object.keys(machine.moves[at]) as S[]) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      if (next === status) {
        const path: S[] = [next];
        for (let step = at; step !== from; step = cameFrom.get(step)!) path.unshift(step);
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

/**
 * A sale's steps: a card sale is decided at creation, so its first step is the outcome it is
 * created with (a CardOutcome); the other methods start PENDENTE.
 */
export function saleSteps(
  method: PaymentMethod,
  status: SaleStatus | undefined,
  through: readonly SaleStatus[] | undefined,
): { outcome: CardOutcome | null; steps: SaleStatus[] } | null {
  const path = pathOf(SALE_MACHINE, 'PENDENTE', status ?? (decidedAtCreation(method) ? 'PAGO' : 'PENDENTE'), through);
  if (path === null) return null;
  if (!decidedAtCreation(method)) return { outcome: null, steps: path };
  const [first, ...rest] = path;
  if (first === undefined || !(CARD_OUTCOME_VALUES as readonly string[]).includes(first)) return null;
  return { outcome: first as CardOutcome, steps: rest };
}

export const cashoutSteps = (status: CashoutStatus | undefined, through: readonly CashoutStatus[] | undefined) =>
  pathOf(CASHOUT_MACHINE, 'PENDING', status, through);
