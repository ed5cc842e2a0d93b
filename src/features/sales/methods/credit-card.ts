import { CARD_DOMAIN, fixtureCard } from './card.js';
import type { PaymentMethodDomain } from './method.js';

/**
 * A credit card: a card sale in installments, each one beyond the first adding the seller's installment surcharge to
 * the fee.
 */
export const CREDIT_CARD: PaymentMethodDomain = {
  ...CARD_DOMAIN,
  defaultFee: { percentBps: 399, fixedCents: 99, reserveBps: 500 },
  /** installments.number, else card.installments (both given: they must agree), else 1. */
  installments(input, invalid) {
    const fromObject = input.installments?.number;
    const fromCard = input.card?.installments;
    if (fromObject !== undefined && fromCard !== undefined && fromObject !== fromCard)
      invalid.push('installments.number');
    return fromObject ?? fromCard ?? 1;
  },
  surchargeBps: (fees, installments) => (installments ? fees.installmentSurchargeBps * (installments - 1) : 0),
  seat: 1,
  fixtures: {
    request(faker, body) {
      fixtureCard(faker, body);
      body.installments = { number: faker.helpers.arrayElement([1, 1, 1, 2, 3, 6, 10, 12]) };
    },
  },
};
