import { qrCodeDataUri } from '../../lib/qr-png.js';
import { defaultPixKey, pixCharge } from '../sales.payment.js';
import { noInstallments, noRules, type PaymentMethodPlugin } from './method.js';

/**
 * PIX: the sale waits PENDENTE with a BR Code (copia e cola) for the seller's key, or the key
 * the request names; it cancels by itself when `expiresAt` passes on the sandbox clock
 * (sales.pix-expiry.ts reads `expiresAt` below).
 */
export const PIX: PaymentMethodPlugin = {
  permission: 'isPixAvailable',
  validate: noRules,
  installments: noInstallments,
  charge: ({ deps, seller, input, sale, nowMs }) => {
    const key = input.pix?.key ?? defaultPixKey(seller, deps.store.collections.users.get(seller.id));
    return { pix: pixCharge(sale, seller, key, nowMs, input.pix?.expiresInDays ?? deps.settings.pixExpiresInDays) };
  },
  saleFields: (sale) => ({ pixKey: sale.pix?.payload ?? null }),
  payment: (sale) => (sale.pix ? { pix: { key: sale.pix.payload, qrCodeBase64: qrCodeDataUri(sale.pix.payload), expiresAt: sale.pix.expiresAt } } : {}),
  expiresAt: (sale) => sale.pix?.expiresAt ?? null,
  seedRequest(_faker, body, expiresInDays) {
    body.pix = { expiresInDays };
  },
};
