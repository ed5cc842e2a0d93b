import { cardOf } from './card.js';
import type { PaymentMethodPresentation } from './method.present.js';

/** The example card of a method's POST /api/sales example, with its number. */
export const exampleCard = (number: string) => ({
  number,
  holderName: 'MARIA OLIVEIRA',
  expirationMonth: '12',
  expirationYear: '2030',
  cvv: '123',
});

/** What the two card methods show alike: the brand and the last four digits; the sale was decided at creation. */
export const CARD_PRESENTATION: Omit<PaymentMethodPresentation, 'example' | 'label'> = {
  saleFields: (sale) => ({ cardLastFour: cardOf(sale)?.lastFour ?? null, cardBrand: cardOf(sale)?.brand ?? null }),
  customerPays: false,
  console: ({ card, installments }) =>
    card
      ? [
          {
            kind: 'text',
            label: 'Cartão',
            value: `${card.brand} •••• ${card.lastFour}${installments ? `, ${installments}x` : ''}`,
          },
        ]
      : [],
  payment(sale) {
    const card = cardOf(sale);
    return card ? { card: { brand: card.brand, lastFour: card.lastFour } } : {};
  },
};
