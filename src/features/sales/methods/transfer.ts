import { noInstallments, noRules, type PaymentMethodDomain } from './method.js';

/**
 * A bank transfer: the sale waits PENDENTE with a reference derived from the sale, for the customer's bank to send
 * (how it is shown, with the gateway's account: transfer.present.ts). Every account may use it.
 */
export const TRANSFER: PaymentMethodDomain = {
  permission: null,
  defaultFee: { percentBps: 0, fixedCents: 199, reserveBps: 0 },
  revenueBucket: null,
  validate: noRules,
  installments: noInstallments,
  charge: ({ sale }) => ({
    method: 'TRANSFER',
    reference: `TRF${sale.id}${sale.externalTransactionId.slice(3, 11).toUpperCase()}`,
  }),
  seat: 4,
  fixtures: {},
};
