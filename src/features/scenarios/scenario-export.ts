import type { Deps } from '../../http/sandbox-context.js';
import type {
  Scenario,
  ScenarioCashout,
  ScenarioSale,
  ScenarioSubscription,
  SellerInput,
} from '../../generated/schema-types.js';
import { CURRENT_SCHEMA_VERSION } from '../../core/store/migrations/index.js';
import { saleSteps } from './scenario-paths.js';

const sellerName = (id: number) => `seller-${id}`;
const sameSteps = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * The sandbox as a scenario (GET /__admin/scenarios/export): what applying it to an empty
 * sandbox makes again. Entries are named by their ids (`seller-1000`, `sale-3`); a seller's
 * balance is what was set on it (its adjustments), since its sales and cashouts move the rest;
 * a sale's statuses are its history, written as `through` only where the shortest way differs.
 * What a scenario does not declare (keys, webhook secrets, deliveries, journal, ids of records
 * a scenario cannot make) is not in it: docs/scenarios.md.
 */
export function exportScenario(deps: Pick<Deps, 'store' | 'clock' | 'ledger' | 'faults' | 'inboxes'>): Scenario {
  const { collections, meta } = deps.store;
  const scenario: Scenario = {
    version: CURRENT_SCHEMA_VERSION,
    clock: { at: deps.clock.iso(), frozen: meta.clock.frozenAtMs !== null },
  };
  const sellers: Record<string, SellerInput> = {};
  for (const seller of collections.sellers.values()) {
    const user = collections.users.get(seller.userId)!;
    const adjusted = deps.ledger
      .entryIds(seller.id)
      .map((id) => collections.ledger.get(id)!)
      .filter((entry) => entry.kind === 'ADJUSTMENT')
      .reduce((sum, entry) => sum + entry.amountCents, 0);
    sellers[sellerName(seller.id)] = {
      legalName: seller.legalName,
      commercialName: seller.commercialName,
      invoiceDescriptor: seller.invoiceDescriptor,
      name: user.name,
      email: user.email,
      phone: user.phone,
      blocked: seller.blocked,
      apiCashoutEnabled: seller.apiCashoutEnabled,
      permissions: { ...seller.permissions },
      fees: structuredClone(seller.fees),
      webhook: { url: seller.webhook.url, notifyWithdrawals: seller.webhook.notifyWithdrawals },
      ...(adjusted > 0 && { availableBalance: adjusted }),
    };
  }
  const sales: Record<string, ScenarioSale> = {};
  for (const sale of collections.sales.values()) {
    const steps = sale.statusHistory.slice(1).map((step) => step.status);
    const shortest = saleSteps(sale.paymentMethod, sale.status, undefined);
    const shortestSteps = shortest ? [...(shortest.outcome ? [shortest.outcome] : []), ...shortest.steps] : [];
    sales[`sale-${sale.id}`] = {
      seller: `@${sellerName(sale.sellerId)}`,
      paymentMethod: sale.paymentMethod,
      amount: sale.amountCents,
      status: sale.status,
      ...(!sameSteps(steps, shortestSteps) && { through: steps.slice(0, -1) }),
      customer: {
        name: sale.customer.name,
        email: sale.customer.email,
        ...(sale.customer.document && { document: { ...sale.customer.document } }),
        ...(sale.customer.phone !== null && { phone: sale.customer.phone }),
      },
      ...(sale.items[0] && { title: sale.items[0].title }),
    };
  }
  const cashouts: Record<string, ScenarioCashout> = {};
  for (const cashout of collections.cashouts.values())
    cashouts[`cashout-${cashout.id}`] = {
      seller: `@${sellerName(cashout.sellerId)}`,
      amount: cashout.amountCents,
      pixKey: cashout.pixKey,
      pixKeyType: cashout.pixKeyType,
      status: cashout.status,
    };
  const subscriptions: Record<string, ScenarioSubscription> = {};
  for (const subscription of collections.subscriptions.values()) {
    const { customer } = subscription;
    subscriptions[`subscription-${subscription.id}`] = {
      seller: `@${sellerName(subscription.sellerId)}`,
      status: subscription.status,
      amount: subscription.amountCents,
      paymentMethod: subscription.paymentMethod,
      customerName: customer.name,
      customerEmail: customer.email,
      ...(customer.document !== null && { customerDocument: customer.document }),
      ...(customer.phone !== null && { customerPhone: customer.phone }),
      product: { id: subscription.product.id, name: subscription.product.name },
      billingCycle: subscription.billingCycle,
      createdAt: subscription.createdAt,
      nextBillingDate: subscription.nextBillingDate,
      metadata: structuredClone(subscription.metadata),
      ...(subscription.cancellationReason !== null && { cancellationReason: subscription.cancellationReason }),
    };
  }
  const faults = deps.faults.list().map((fault) => ({
    ...(fault.kind !== 'status' && fault.kind !== 'delay' && { kind: fault.kind }),
    method: fault.method,
    path: fault.path,
    ...(fault.status !== null && { status: fault.status }),
    ...(fault.code !== null && { code: fault.code }),
    ...(fault.delayMs > 0 && { delayMs: fault.delayMs }),
    ...(fault.durationMs !== null && { durationMs: fault.durationMs }),
    ...(fault.remaining !== null && { times: fault.remaining }),
  }));
  const inboxes = Object.fromEntries(deps.inboxes.list().map((inbox) => [inbox.name, { ...inbox.behaviour }]));
  return {
    ...scenario,
    ...(Object.keys(sellers).length && { sellers }),
    ...(Object.keys(sales).length && { sales }),
    ...(Object.keys(cashouts).length && { cashouts }),
    ...(Object.keys(subscriptions).length && { subscriptions }),
    ...(faults.length && { faults: faults as Scenario['faults'] }),
    ...(Object.keys(inboxes).length && { inboxes }),
  };
}
