/**
 * The values the filters offer, taken from where they are defined: statuses from the state
 * machines, the other enums from the JSON Schemas. Nothing here is retyped.
 */
import common from '../../schemas/common.schema.json';
import delivery from '../../schemas/store/delivery.schema.json';
import subscription from '../../schemas/store/subscription.schema.json';
import { CASHOUT_STATUSES, RETURNS_AMOUNT } from '../../src/cashouts/cashouts.machine';
import { effectsOf, SALE_EFFECT_DESCRIPTIONS, SALE_STATUSES } from '../../src/sales/sales.machine';
import type { SaleStatus } from '../../src/generated/schema-types';
import { SUBSCRIPTION_STATUSES } from '../../src/subscriptions/subscriptions.machine';

export const PAYMENT_METHODS: readonly string[] = common.$defs.PaymentMethod.enum;
export const DELIVERY_STATUSES: readonly string[] = delivery.$defs.DeliveryStatus.enum;
export const DELIVERY_KINDS: readonly string[] = delivery.$defs.DeliveryKind.enum;
export const CARD_OUTCOMES: readonly string[] = subscription.$defs.SubscriptionCardOutcome.enum;
export { CASHOUT_STATUSES, SALE_STATUSES, SUBSCRIPTION_STATUSES };

/** What a sale move does to money, from the state table's effects, for a button's hint. */
export function saleMoveHint(from: string, to: string): string {
  const effects = effectsOf(from as SaleStatus, to as SaleStatus) ?? [];
  return effects.length ? effects.map((effect) => SALE_EFFECT_DESCRIPTIONS[effect].replace(/`/g, '')).join('; ') : 'sem efeito no saldo';
}

/** Whether reaching a cashout status gives the amount back to the balance. */
export const returnsAmount = (status: string): boolean => RETURNS_AMOUNT.has(status as never);
