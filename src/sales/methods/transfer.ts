import { transferInstructions } from '../sales.payment.js';
import { noInstallments, noRules, type PaymentMethodPlugin } from './method.js';


/** A bank transfer: the sale waits PENDENTE; the answer carries the gateway's account and a reference derived from the sale. Every account may use it. */
export const TRANSFER: PaymentMethodPlugin = {
  permission: null,
  validate: noRules,
  installments: noInstallments,
  charge: ({ sale }) => ({ method: 'TRANSFER', reference: `TRF${sale.id}${sale.externalTransactionId.slice(3, 11).toUpperCase()}` }),
  saleFields: () => ({}),
  seat: 4,
  example: { name: 'transfer', summary: 'Transfer: the answer carries the account to pay into', request: { postbackUrl: 'https://example.com/postbacks/sales' } },
  fixtures: {},
  // The customer's bank pays it: the console moves it like any other sale.
  customerPays: false,
  console: ({ transfer }) => Object.entries(transfer ?? {}).map(([name, value]) => ({ kind: 'text', label: name, value: typeof value === 'object' ? JSON.stringify(value) : String(value) })),
  payment: (sale) => (sale.methodData.method === 'TRANSFER' ? { transfer: transferInstructions(sale.methodData.reference) } : {}),
};
