import type { Deps } from '../../http/sandbox-context.js';
import type { SaleCreateInput, Scenario, ScenarioApplied, ScenarioSale } from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { recordLimitError } from '../../http/record-limit-error.js';
import { clockLimitMs, CLOCK_MIN_MS, isoAt } from '../../core/lib/clock.js';
import { cashoutRequest, createCashout, transitionCashout, type CashoutDeps } from '../cashouts/cashouts.service.js';
import { presentationOf } from '../sales/methods/registry.present.js';
import { createSale, transitionSale, type SaleDeps } from '../sales/sales.service.js';
import { createSeller, type SellerDeps } from '../seller/seller.service.js';
import { createSubscription } from '../subscriptions/subscriptions.service.js';
import { assertOutboundUrls } from '../webhooks/url-policy.js';
import { checkScenario, type CheckedScenario } from './scenario-check.js';

/** Who pays when an entry names no customer: the API examples' buyer (a valid CPF, for the methods that need one). */
const CUSTOMER = {
  name: 'Maria Oliveira',
  email: 'maria.oliveira@example.com',
  document: { type: 'cpf', number: '52998224725' },
  phone: '11987654321',
} as const;
/** The cashout key when an entry names none: the same CPF. */
const PIX_KEY = { pixKey: '52998224725', pixKeyType: 'CPF' } as const;

/** What making a scenario's records touches: the services' own parts, and the inboxes its receivers name. */
type Making = SaleDeps & SellerDeps & CashoutDeps & Pick<Deps, 'inboxes'>;
/** What applying a scenario reads and touches: its records, then the faults and inbox modes beside the store. */
export type ScenarioDeps = Making & Pick<Deps, 'schemas' | 'faults'>;

/**
 * Makes the world a scenario declares, whole or not at all: checked first (checkScenario),
 * then every record made in one unit of work through the services and state machines (so the
 * ledger, postbacks and webhooks follow as from the API), in a fixed order (clock, sellers,
 * sales, cashouts, subscriptions, each in the file's order), so the same file on the same
 * sandbox gives the same ids. A service's refusal names the entry and rolls everything back;
 * so does the record cap at the commit. Faults and inbox modes, which live beside the store,
 * are set only after the commit. `origin` is the address the scenario came through
 * (`http://host:port`), which a seller's inbox URL (`receivers`) starts with.
 */
export function applyScenario(deps: ScenarioDeps, input: unknown, origin: string): ScenarioApplied {
  const checked = checkScenario(deps, input);
  let applied: ScenarioApplied;
  try {
    applied = deps.store.transaction(() => makeRecords(deps, checked, origin));
  } catch (error) {
    throw recordLimitError(error) ?? error;
  }
  const { scenario } = checked;
  applied.faults = (scenario.faults ?? []).map((fault) => deps.faults.add(fault).id);
  for (const [name, mode] of Object.entries(scenario.inboxes ?? {})) deps.inboxes.configure(name, mode);
  applied.inboxes = Object.keys(scenario.inboxes ?? {});
  return applied;
}

/** Runs `make` for one entry; a refusal says which entry it was, with the service's own code. */
function named<R>(entry: string, make: () => R): R {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, { ...error.options, fields: [entry], message: `${entry}: ${error.message}` });
  }
}

function makeRecords(deps: Making, { scenario, sales, cashouts }: CheckedScenario, origin: string): ScenarioApplied {
  if (scenario.clock) named('clock.at', () => setClock(deps, scenario.clock!));
  const applied: ScenarioApplied = {
    now: '',
    sellers: {},
    sales: {},
    cashouts: {},
    subscriptions: {},
    faults: [],
    inboxes: [],
  };
  const sellerIds = new Map<string, number>();
  const sellerOf = (ref: string) => sellerIds.get(ref.slice(1))!;
  for (const [name, input] of Object.entries(scenario.sellers ?? {}))
    named(`sellers.${name}`, () => {
      const inbox = scenario.receivers?.[name];
      const seller =
        inbox === undefined
          ? input
          : { ...input, webhook: { ...input.webhook, url: origin + deps.inboxes.postPath(inbox) } };
      assertOutboundUrls(deps.settings, { 'webhook.url': seller.webhook?.url });
      const created = createSeller(deps, seller);
      sellerIds.set(name, created.userId);
      applied.sellers[name] = { id: created.userId, ...created.credentials };
    });
  for (const [name, entry] of Object.entries(scenario.sales ?? {}))
    named(`sales.${name}`, () => {
      const { outcome, steps } = sales.get(name)!;
      let sale = createSale(deps, sellerOf(entry.seller), saleBody(entry), outcome ? { cardOutcome: outcome } : {});
      for (const step of steps) sale = transitionSale(deps, sale.id, step);
      applied.sales[name] = { id: sale.id, status: sale.status };
    });
  for (const [name, entry] of Object.entries(scenario.cashouts ?? {}))
    named(`cashouts.${name}`, () => {
      const request = cashoutRequest(deps, {
        amount: entry.amount / 100,
        pixKey: entry.pixKey ?? PIX_KEY.pixKey,
        pixKeyType: entry.pixKeyType ?? (entry.pixKey === undefined ? PIX_KEY.pixKeyType : undefined),
      });
      let cashout = createCashout(deps, sellerOf(entry.seller), request, 'dashboard');
      for (const step of cashouts.get(name)!) cashout = transitionCashout(deps, cashout.id, step);
      applied.cashouts[name] = { id: cashout.id, status: cashout.status };
    });
  for (const [name, { seller, ...entry }] of Object.entries(scenario.subscriptions ?? {}))
    named(`subscriptions.${name}`, () => {
      const subscription = createSubscription(deps, { ...entry, sellerId: sellerOf(seller) });
      applied.subscriptions[name] = { id: subscription.id, status: subscription.status };
    });
  applied.now = deps.clock.iso();
  return applied;
}

/** The body POST /api/sales would take for the entry: the method's example, the amount in one item. */
function saleBody(entry: ScenarioSale): SaleCreateInput {
  return {
    amount: entry.amount,
    paymentMethod: entry.paymentMethod,
    customer: entry.customer ?? structuredClone(CUSTOMER),
    items: [{ title: entry.title ?? 'Produto do cenário', unitPrice: entry.amount, quantity: 1, tangible: false }],
    ...structuredClone(presentationOf(entry.paymentMethod).example.request),
  };
}

/**
 * Puts the clock at the scenario's instant, frozen or running from there. Back in time only
 * while the sandbox holds no record (nothing yet dated after it); within the clock's range.
 */
function setClock(deps: Pick<Deps, 'store' | 'clock'>, clock: NonNullable<Scenario['clock']>): void {
  const atMs = Date.parse(clock.at);
  const state = deps.store.meta.clock;
  const frozenAtMs = clock.frozen ? atMs : null;
  if (atMs < CLOCK_MIN_MS || atMs > clockLimitMs({ offsetMs: 0, frozenAtMs }))
    throw new AppError('VALIDATION_ERROR', {
      message: `O relógio vai de ${isoAt(CLOCK_MIN_MS)} a ${isoAt(clockLimitMs({ offsetMs: 0, frozenAtMs }))}`,
    });
  const { collections } = deps.store;
  const empty = collections.users.size === 0 && collections.sales.size === 0 && collections.cashouts.size === 0;
  if (atMs < deps.clock.nowMs() && !empty)
    throw new AppError('VALIDATION_ERROR', {
      message: `O relógio só volta (a ${clock.at}) numa sandbox sem registros; agora: ${deps.clock.iso()}`,
    });
  state.frozenAtMs = frozenAtMs;
  state.offsetMs = frozenAtMs === null ? atMs - deps.clock.wallMs() : 0;
}
