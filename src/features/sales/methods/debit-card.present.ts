import { CARD_PRESENTATION, exampleCard } from './card.present.js';
import type { PaymentMethodPresentation } from './method.present.js';

/** A debit card as shown: a card. */
export const DEBIT_CARD_PRESENTATION: PaymentMethodPresentation = {
  ...CARD_PRESENTATION,
  label: 'cartão de débito',
  example: {
    name: 'debit-card',
    summary: 'Debit card (5555555555554444 is approved)',
    request: { card: exampleCard('5555555555554444') },
  },
};
