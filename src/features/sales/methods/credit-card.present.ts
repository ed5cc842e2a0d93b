import { CARD_PRESENTATION, exampleCard } from './card.present.js';
import type { PaymentMethodPresentation } from './method.present.js';

/** A credit card as shown: a card, with its installments in the console's row. */
export const CREDIT_CARD_PRESENTATION: PaymentMethodPresentation = {
  ...CARD_PRESENTATION,
  label: 'cartão de crédito',
  example: {
    name: 'credit-card',
    summary: 'Credit card in 3 installments (4111111111111111 is approved)',
    request: { card: exampleCard('4111111111111111'), installments: { number: 3 } },
  },
};
