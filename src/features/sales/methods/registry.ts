import type { PaymentMethod } from '../../../generated/schema-types.js';
import { BOLETO } from './boleto.js';
import { CREDIT_CARD } from './credit-card.js';
import { DEBIT_CARD } from './debit-card.js';
import type { PaymentMethodDomain } from './method.js';
import { PIX } from './pix.js';
import { TRANSFER } from './transfer.js';

/**
 * The table of the methods' domains (what a sale of each does): a value added to the schema's
 * PaymentMethod enum does not compile until it has its row here, and in the presentations' table
 * (registry.present.ts); test/sales/method-modules.test.ts also checks both at run time.
 */
export const METHOD_DOMAINS: Readonly<Record<PaymentMethod, PaymentMethodDomain>> = {
  CREDIT_CARD,
  DEBIT_CARD,
  BOLETO,
  PIX,
  TRANSFER,
};

/** Every method, in the order of their seats (the order lists of methods show them in). */
export const METHODS_IN_ORDER: readonly PaymentMethod[] = (Object.keys(METHOD_DOMAINS) as PaymentMethod[]).sort(
  (a, b) => METHOD_DOMAINS[a].seat - METHOD_DOMAINS[b].seat,
);

export function methodOf(method: PaymentMethod): PaymentMethodDomain {
  return METHOD_DOMAINS[method];
}

/** Whether a method's sales are decided at creation (the cards), rather than waiting PENDENTE for the payer. */
export function decidedAtCreation(method: PaymentMethod): boolean {
  return METHOD_DOMAINS[method].outcome !== undefined;
}
