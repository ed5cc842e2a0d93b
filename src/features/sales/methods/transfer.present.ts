import type { TransferInstructions } from '../../../generated/schema-types.js';
import { SANDBOX_BANK } from '../sales.payment.js';
import type { PaymentMethodPresentation } from './method.present.js';

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
 * A bank transfer as shown: the answer carries the gateway's account and the sale's reference; the sale object has
 * nothing of its own.
 */
export const TRANSFER_PRESENTATION: PaymentMethodPresentation = {
  label: 'transferência',
  saleFields: () => ({}),
  example: {
    name: 'transfer',
    summary: 'Transfer: the answer carries the account to pay into',
    request: { postbackUrl: 'https://example.com/postbacks/sales' },
  },
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
