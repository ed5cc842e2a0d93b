import { CARD_PLUGIN } from './card.js';
import { noInstallments, type PaymentMethodPlugin } from './method.js';

/** A debit card: a card sale paid at once, no installments. */
export const DEBIT_CARD: PaymentMethodPlugin = { ...CARD_PLUGIN, installments: noInstallments };
