import type { TransferInstructions } from '../../generated/schema-types.js';
import { SANDBOX_BANK } from '../sales.payment.js';
import { noInstallments, noRules, type PaymentMethodPlugin } from './method.js';

const GATEWAY_ACCOUNT = {
  name: 'GATEWAY SANDBOX PAGAMENTOS LTDA',
  document: '11444777000161',
  account: '1000001-9',
} as const;

/** Where the customer sends a transfer: the gateway's account at the sandbox bank, and the sale's reference. */
function transferInstructions(reference: string): TransferInstructions {
  return {
    bankCode: SANDBOX_BANK.code,
    bankName: SANDBOX_BANK.name,
    agency: SANDBOX_BANK.agency,
    account: GATEWAY_ACCOUNT.account,
    accountType: 'CHECKING',
    beneficiaryName: GATEWAY_ACCOUNT.name,
    beneficiaryDocument: GATEWAY_ACCOUNT.document,
    reference,
  };
}

/**
 * A bank transfer: the sale waits PENDENTE; the answer carries the gateway's account and a reference derived from the
 * sale. Every account may use it.
 */
export const TRANSFER: PaymentMethodPlugin = {
  permission: null,
  validate: noRules,
  installments: noInstallments,
  charge: ({ sale }) => ({
    method: 'TRANSFER',
    reference: `TRF${sale.id}${sale.externalTransactionId.slice(3, 11).toUpperCase()}`,
  }),
  saleFields: () => ({}),
  seat: 4,
  example: {
    name: 'transfer',
    summary: 'Transfer: the answer carries the account to pay into',
    request: { postbackUrl: 'https://example.com/postbacks/sales' },
  },
  fixtures: {},
  // The customer's bank pays it: the console moves it like any other sale.
  customerPays: false,
  console: ({ transfer }) =>
    Object.entries(transfer ?? {}).map(([name, value]) => ({
      kind: 'text',
      label: name,
      value: typeof value === 'object' ? JSON.stringify(value) : String(value),
    })),
  payment: (sale) =>
    sale.methodData.method === 'TRANSFER' ? { transfer: transferInstructions(sale.methodData.reference) } : {},
};
