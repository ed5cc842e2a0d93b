import type { AdminClient } from '../client/admin-client.js';
import { centsToReais } from '../lib/money.js';
import { money, moneyOfReais } from '../lib/present.js';
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
  summary: string;
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
    `${method}${cardNumber ? ` card ${cardNumber}` : ''}, ${money(AMOUNT_CENTS)}`,
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
    context.made('sale', sale.id, sale.status, 'moved by the processor (admin)');
  }
}

async function cashoutThrough(context: TriggerContext, final: 'COMPLETED' | 'REJECTED') {
  const cashout = await context.admin.cashouts.create(context.sellerId, {
    amount: 150.0,
    pixKey: 'cliente.teste@example.com',
    pixKeyType: 'EMAIL',
    ...(context.postbackUrl ? { postbackUrl: context.postbackUrl } : {}),
  });
  context.made('cashout', cashout.id, cashout.status, `${moneyOfReais(cashout.amount)} to a PIX key`);
  const processing = await context.admin.cashouts.postback(cashout.id, 'PROCESSING', {
    externalId: `E2E-TRIGGER-${cashout.id}`,
  });
  context.made('cashout', processing.id, processing.status, 'postback of the banking provider (admin)');
  const done = await context.admin.cashouts.postback(cashout.id, final);
  context.made('cashout', done.id, done.status, 'postback of the banking provider (admin)');
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
    `MONTHLY R$ 49,90, card ${outcome === 'PAGO' ? 'approves' : 'declines'}, due now`,
  );
  await context.admin.clock.advance({ seconds: 0 });
  const billed = await context.admin.subscriptions.get(subscription.id);
  if (billed.lastSaleId !== null && billed.lastSaleId !== undefined) {
    const charge = await context.admin.sales.get(billed.lastSaleId);
    context.made('sale', charge.sale.id, charge.sale.status, `the subscription's charge`);
  }
  context.made('subscription', billed.id, billed.status, `next billing ${billed.nextBillingDate}`);
}

/** What each event creates and how it drives it, as data: adding an event is one row. */
export const TRIGGERS: Record<TriggerEvent, Trigger> = {
  'sale.paid': {
    summary: 'a PIX sale (PENDENTE), paid by the processor: PAGO',
    run: async (c) => moveSale(c, await createSale(c, 'PIX'), 'PAGO'),
  },
  'sale.declined': {
    summary: 'a card sale held for analysis (test card 4000000000000259: EM_PROCESSAMENTO), then declined: RECUSADO',
    run: async (c) => moveSale(c, await createSale(c, 'CREDIT_CARD', '4000000000000259'), 'RECUSADO'),
  },
  'sale.refunded': {
    summary: 'a PIX sale paid, then refunded: PAGO → ESTORNADO',
    run: async (c) => moveSale(c, await createSale(c, 'PIX'), 'PAGO', 'ESTORNADO'),
  },
  'sale.chargeback': {
    summary: 'a card sale approved at once (4111111111111111), then charged back: CHARGEBACK',
    run: async (c) => moveSale(c, await createSale(c, 'CREDIT_CARD', '4111111111111111'), 'CHARGEBACK'),
  },
  'sale.expired': {
    summary: 'a PIX sale that is never paid: CANCELADO, as its expiry does (the clock is not moved)',
    run: async (c) => moveSale(c, await createSale(c, 'PIX'), 'CANCELADO'),
  },
  'cashout.completed': {
    summary: 'a cashout of R$ 150,00 to a PIX key: PENDING → PROCESSING → COMPLETED',
    run: (c) => cashoutThrough(c, 'COMPLETED'),
  },
  'cashout.rejected': {
    summary: 'a cashout of R$ 150,00: PENDING → PROCESSING → REJECTED (the amount goes back)',
    run: (c) => cashoutThrough(c, 'REJECTED'),
  },
  'subscription.billed': {
    summary: 'a monthly card subscription due now, billed: its charge PAGO, the subscription ACTIVE',
    run: (c) => billSubscription(c, 'PAGO'),
  },
  'subscription.payment_failed': {
    summary: 'a monthly subscription whose card declines: the charge RECUSADO, the subscription PAST_DUE',
    run: (c) => billSubscription(c, 'RECUSADO'),
  },
};
