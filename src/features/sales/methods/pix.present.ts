import { qrCodeDataUri } from '../../../core/lib/qr-png.js';
import type { PaymentMethodPresentation } from './method.present.js';
import { pixOf } from './pix.js';

/**
 * PIX as shown: the BR Code as the sale's `pixKey` and as copia e cola, its QR image (drawn here, never stored) and
 * when it expires; the customer pays it after the sale exists.
 */
export const PIX_PRESENTATION: PaymentMethodPresentation = {
  label: 'PIX',
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
  example: {
    name: 'pix',
    summary: 'PIX: the answer carries the BR Code and its QR image',
    request: { pix: { expiresInDays: 1 } },
  },
};
