import { qrCodeDataUri } from '../../lib/qr-png.js';
import { defaultPixKey, pixCharge } from '../sales.payment.js';
import type { SalePixRecord, SaleRecord } from '../../generated/schema-types.js';
import { noInstallments, noRules, type PaymentMethodPlugin } from './method.js';

const pixOf = (sale: SaleRecord): SalePixRecord | null => (sale.methodData.method === 'PIX' ? sale.methodData : null);

/**
 * PIX: the sale waits PENDENTE with a BR Code (copia e cola) for the seller's key, or the key
 * the request names; it cancels by itself when `expiresAt` passes on the sandbox clock
 * (sales.expiry.ts reads `expiresAt` below).
 */
export const PIX: PaymentMethodPlugin = {
  permission: 'isPixAvailable',
  validate: noRules,
  installments: noInstallments,
  charge: ({ deps, seller, input, sale, nowMs }) => {
    const key = input.pix?.key ?? defaultPixKey(seller, deps.store.collections.users.get(seller.id));
    return { method: 'PIX', ...pixCharge(sale, seller, key, nowMs, input.pix?.expiresInDays ?? deps.settings.pixExpiresInDays) };
  },
  saleFields: (sale) => ({ pixKey: pixOf(sale)?.payload ?? null }),
  payment(sale) {
    const pix = pixOf(sale);
    return pix ? { pix: { key: pix.payload, qrCodeBase64: qrCodeDataUri(pix.payload), expiresAt: pix.expiresAt } } : {};
  },
  customerPays: true,
  console: ({ pix }, sale) =>
    pix
      ? [
          { kind: 'image', label: `QR code PIX da venda ${sale.id}`, value: pix.qrCodeBase64 },
          { kind: 'copy', label: 'PIX copia e cola', value: pix.key },
          ...(pix.expiresAt ? [{ kind: 'instant' as const, label: 'Expira em', value: pix.expiresAt }] : []),
        ]
      : [],
  expiresAt: (sale) => pixOf(sale)?.expiresAt ?? null,
  seat: 0,
  example: { name: 'pix', summary: 'PIX: the answer carries the BR Code and its QR image', request: { pix: { expiresInDays: 1 } } },
  fixtures: {
    request(_faker, body, expiresInDays) {
      body.pix = { expiresInDays };
    },
  },
};
