import { CARD_PLUGIN, fixtureCard } from './card.js';
import { noInstallments, type PaymentMethodPlugin } from './method.js';

/** A debit card: a card sale paid at once, no installments. */
export const DEBIT_CARD: PaymentMethodPlugin = { ...CARD_PLUGIN, installments: noInstallments, fixtures: { seat: 2, request: fixtureCard } };
