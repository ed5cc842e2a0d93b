import type { SalePicpayRecord, SaleRecord } from '../../generated/schema-types.js';
import { MS_PER_DAY } from '../../lib/clock.js';
import { noInstallments, noRules, type PaymentMethodPlugin } from './method.js';

const picpayOf = (sale: SaleRecord): SalePicpayRecord | null => (sale.methodData.method === 'PICPAY' ? sale.methodData : null);

/** PicPay (throw-away, for the recipe's count): the sale waits PENDENTE with a payment link that expires in a day. */
export const PICPAY: PaymentMethodPlugin = {
  seat: 5,
  example: { name: 'picpay', summary: 'PicPay: the answer carries the payment link', request: {} },
  permission: null,
  validate: noRules,
  installments: noInstallments,
  charge: ({ sale, nowMs }) => ({ method: 'PICPAY', paymentUrl: `https://picpay.sandbox.test/pay/${sale.externalTransactionId}`, expiresAt: new Date(nowMs + MS_PER_DAY).toISOString() }),
  saleFields: () => ({}),
  payment: (sale) => {
    const picpay = picpayOf(sale);
    return picpay ? { picpay: { paymentUrl: picpay.paymentUrl, expiresAt: picpay.expiresAt } } : {};
  },
  customerPays: true,
  console: ({ picpay }) => (picpay ? [{ kind: 'copy', label: 'Link PicPay', value: picpay.paymentUrl }, { kind: 'instant', label: 'Expira em', value: picpay.expiresAt }] : []),
  expiresAt: (sale) => picpayOf(sale)?.expiresAt ?? null,
  fixtures: {},
};
