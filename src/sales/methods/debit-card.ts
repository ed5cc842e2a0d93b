import { CARD_PLUGIN, exampleCard, fixtureCard } from './card.js';
import { noInstallments, type PaymentMethodPlugin } from './method.js';

/** A debit card: a card sale paid at once, no installments. */
export const DEBIT_CARD: PaymentMethodPlugin = {
  ...CARD_PLUGIN,
  installments: noInstallments,
  seat: 2,
  example: {
    name: 'debit-card',
    summary: 'Debit card (5555555555554444 is approved)',
    request: { card: exampleCard('5555555555554444') },
  },
  fixtures: { request: fixtureCard },
};
