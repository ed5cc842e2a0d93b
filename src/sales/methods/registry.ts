import type { PaymentMethod, SaleRecord } from '../../generated/schema-types.js';
import { BOLETO } from './boleto.js';
import { CREDIT_CARD } from './credit-card.js';
import { DEBIT_CARD } from './debit-card.js';
import type { PaymentMethodPlugin, SaleMethodFields } from './method.js';
import { PIX } from './pix.js';
import { TRANSFER } from './transfer.js';

/**
 * The one table of payment methods: a value added to the schema's PaymentMethod enum does not
 * compile until it has its row here (test/sales/methods.test.ts also checks it at run time).
 */
export const PAYMENT_METHOD_PLUGINS: Readonly<Record<PaymentMethod, PaymentMethodPlugin>> = {
  CREDIT_CARD,
  DEBIT_CARD,
  BOLETO,
  PIX,
  TRANSFER,
};

/** Every method, in the order of their seats (the order lists of methods show them in). */
export const METHODS_IN_ORDER: readonly PaymentMethod[] = (Object.keys(PAYMENT_METHOD_PLUGINS) as PaymentMethod[]).sort(
  (a, b) => PAYMENT_METHOD_PLUGINS[a].seat - PAYMENT_METHOD_PLUGINS[b].seat,
);

export function methodOf(method: PaymentMethod): PaymentMethodPlugin {
  return PAYMENT_METHOD_PLUGINS[method];
}

/** Whether a method's sales are decided at creation (the cards), rather than waiting PENDENTE for the payer. */
export function decidedAtCreation(method: PaymentMethod): boolean {
  return PAYMENT_METHOD_PLUGINS[method].outcome !== undefined;
}

/**
 * The method fields of the sale object, null where the method has none (in the schema's order; no spread: GET
 * /api/transactions/{id} is the hot path).
 */
export function saleMethodFields(sale: SaleRecord): SaleMethodFields {
  const fields = PAYMENT_METHOD_PLUGINS[sale.paymentMethod].saleFields(sale);
  return {
    pixKey: fields.pixKey ?? null,
    cardLastFour: fields.cardLastFour ?? null,
    cardBrand: fields.cardBrand ?? null,
    boletoCode: fields.boletoCode ?? null,
  };
}
