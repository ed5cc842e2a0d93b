import { CARD_DOMAIN, fixtureCard } from './card.js';
import { noInstallments, type PaymentMethodDomain } from './method.js';

/** A debit card: a card sale paid at once, no installments. */
export const DEBIT_CARD: PaymentMethodDomain = {
  ...CARD_DOMAIN,
  defaultFee: { percentBps: 249, fixedCents: 99, reserveBps: 0 },
  installments: noInstallments,
  seat: 2,
  fixtures: { request: fixtureCard },
};
