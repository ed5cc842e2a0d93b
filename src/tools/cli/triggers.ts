import type { AdminClient } from '../client/admin-client.js';
import { centsToReais } from '../../core/lib/money.js';
import { money, moneyOfReais } from '../../core/lib/present.js';
import { said, t, type Text } from './messages/say.js';
import { when } from './output.js';
import { saleBodyOf } from './sale-body.js';

export interface TriggerContext {
  event: TriggerEvent;
  admin: AdminClient;
  /**
   * The seller the trigger acts for: any seller account (its sales and cashouts are made through the admin API, no keys
   * needed).
   */
  sellerId: number;
  postbackUrl: string | undefined;
  /** Records (and prints) something the trigger made or moved. */
  made(type: string, id: number, status: string, note?: string): void;
}

export interface Trigger {
  summary: Text;
  run(context: TriggerContext): Promise<void>;
}

export const TRIGGER_EVENTS = [
  'sale.paid',
  'sale.declined',
  'sale.refunded',
  'sale.chargeback',
  'sale.expired',
  'cashout.completed',
  'cashout.rejected',
  'subscription.billed',
  'subscription.payment_failed',
] as const;
export type TriggerEvent = (typeof TRIGGER_EVENTS)[number];

const AMOUNT_CENTS = 10_000;

/** A sale of R$ 100,00 for the seller, as its keys would create it (POST /__admin/sales). */
async function createSale(
  context: TriggerContext,
  method: 'PIX' | 'CREDIT_CARD',
  cardNumber?: string,
): Promise<number> {
  const body = saleBodyOf(
    { method, amount: centsToReais(AMOUNT_CENTS), card: cardNumber, 'postback-url': context.postbackUrl },
    `gateway-sandbox trigger ${context.event}`,
  );
  const created = await context.admin.sales.create(context.sellerId, { ...body, metadata: { trigger: context.event } });
  context.made(
    'sale',
    created.sale.id,
    created.sale.status,
    `${method}${cardNumber ? ` ${t('label.card')} ${cardNumber}` : ''}, ${money(AMOUNT_CENTS)}`,
  );
  return created.sale.id;
}

async function moveSale(
  context: TriggerContext,
  saleId: number,
  ...statuses: ('PAGO' | 'RECUSADO' | 'ESTORNADO' | 'CHARGEBACK' | 'CANCELADO')[]
) {
  for (const status of statuses) {
    const sale = await context.admin.sales.move(saleId, status);
    context.made('sale', sale.id, sale.status, t('trigger.movedByProcessor'));
  }
}

async function cashoutThrough(context: TriggerContext, final: 'COMPLETED' | 'REJECTED') {
  const cashout = await context.admin.cashouts.create(context.sellerId, {
    amount: 150.0,
    pixKey: 'cliente.teste@example.com',
    pixKeyType: 'EMAIL',
    ...(context.postbackUrl ? { postbackUrl: context.postbackUrl } : {}),
  });
  context.made('cashout', cashout.id, cashout.status, t('trigger.toPixKey', moneyOfReais(cashout.amount)));
  const processing = await context.admin.cashouts.postback(cashout.id, 'PROCESSING', {
    externalId: `E2E-TRIGGER-${cashout.id}`,
  });
  context.made('cashout', processing.id, processing.status, t('trigger.providerPostback'));
  const done = await context.admin.cashouts.postback(cashout.id, final);
  context.made('cashout', done.id, done.status, t('trigger.providerPostback'));
}

/**
 * A monthly card subscription due now, then a clock advance of zero: the billing that is
 * due runs (and nothing else moves the clock). The charge is an ordinary sale.
 */
async function billSubscription(context: TriggerContext, outcome: 'PAGO' | 'RECUSADO') {
  const { now } = await context.admin.clock.get();
  const subscription = await context.admin.subscriptions.create({
    sellerId: context.sellerId,
    status: 'ACTIVE',
    amount: 4_990,
    billingCycle: 'MONTHLY',
    paymentMethod: 'CREDIT_CARD',
    card: { outcome },
    customerName: 'Cliente Teste',
    customerEmail: 'cliente.teste@example.com',
    product: { name: `gateway-sandbox trigger ${context.event}` },
    createdAt: now,
    nextBillingDate: now,
  });
  context.made(
    'subscription',
    subscription.id,
    subscription.status,
    t(outcome === 'PAGO' ? 'trigger.subscriptionApproves' : 'trigger.subscriptionDeclines'),
  );
  await context.admin.clock.advance({ seconds: 0 });
  const billed = await context.admin.subscriptions.get(subscription.id);
  if (billed.lastSaleId !== null && billed.lastSaleId !== undefined) {
    const charge = await context.admin.sales.get(billed.lastSaleId);
    context.made('sale', charge.sale.id, charge.sale.status, t('trigger.subscriptionCharge'));
  }
  context.made('subscription', billed.id, billed.status, t('trigger.nextBilling', when(billed.nextBillingDate)));
}

/** What each event creates and how it drives it, as data: adding an event is one row. */
export const TRIGGERS: Record<TriggerEvent, Trigger> = {
  'sale.paid': {
    summary: said('trigger.sale.paid'),
    run: async (c) => moveSale(c, await createSale(c, 'PIX'), 'PAGO'),
  },
  'sale.declined': {
    summary: said('trigger.sale.declined'),
    run: async (c) => moveSale(c, await createSale(c, 'CREDIT_CARD', '4000000000000259'), 'RECUSADO'),
  },
  'sale.refunded': {
    summary: said('trigger.sale.refunded'),
    run: async (c) => moveSale(c, await createSale(c, 'PIX'), 'PAGO', 'ESTORNADO'),
  },
  'sale.chargeback': {
    summary: said('trigger.sale.chargeback'),
    run: async (c) => moveSale(c, await createSale(c, 'CREDIT_CARD', '4111111111111111'), 'CHARGEBACK'),
  },
  'sale.expired': {
    summary: said('trigger.sale.expired'),
    run: async (c) => moveSale(c, await createSale(c, 'PIX'), 'CANCELADO'),
  },
  'cashout.completed': {
    summary: said('trigger.cashout.completed'),
    run: (c) => cashoutThrough(c, 'COMPLETED'),
  },
  'cashout.rejected': {
    summary: said('trigger.cashout.rejected'),
    run: (c) => cashoutThrough(c, 'REJECTED'),
  },
  'subscription.billed': {
    summary: said('trigger.subscription.billed'),
    run: (c) => billSubscription(c, 'PAGO'),
  },
  'subscription.payment_failed': {
    summary: said('trigger.subscription.payment_failed'),
    run: (c) => billSubscription(c, 'RECUSADO'),
  },
};
