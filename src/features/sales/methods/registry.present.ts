import type { PaymentMethod, SaleRecord } from '../../../generated/schema-types.js';
import { BOLETO_PRESENTATION } from './boleto.present.js';
import { CREDIT_CARD_PRESENTATION } from './credit-card.present.js';
import { DEBIT_CARD_PRESENTATION } from './debit-card.present.js';
import type { PaymentMethodPresentation, SaleMethodFields } from './method.present.js';
import { PIX_PRESENTATION } from './pix.present.js';
import { TRANSFER_PRESENTATION } from './transfer.present.js';

/**
 * The table of the methods' presentations (how each is shown: the sale object, the payment object,
 * the QA console, the example): keyed by the schema's PaymentMethod like the domains' table
 * (registry.ts), so a new method does not compile until it has its row in both.
 */
export const METHOD_PRESENTATIONS: Readonly<Record<PaymentMethod, PaymentMethodPresentation>> = {
  CREDIT_CARD: CREDIT_CARD_PRESENTATION,
  DEBIT_CARD: DEBIT_CARD_PRESENTATION,
  BOLETO: BOLETO_PRESENTATION,
  PIX: PIX_PRESENTATION,
  TRANSFER: TRANSFER_PRESENTATION,
};

export function presentationOf(method: PaymentMethod): PaymentMethodPresentation {
  return METHOD_PRESENTATIONS[method];
}

/**
 * The method fields of the sale object, null where the method has none (in the schema's order; no spread: GET
 * /api/transactions/{id} is the hot path).
 */
export function saleMethodFields(sale: SaleRecord): SaleMethodFields {
  const fields = METHOD_PRESENTATIONS[sale.paymentMethod].saleFields(sale);
  return {
    pixKey: fields.pixKey ?? null,
    cardLastFour: fields.cardLastFour ?? null,
    cardBrand: fields.cardBrand ?? null,
    boletoCode: fields.boletoCode ?? null,
  };
}
