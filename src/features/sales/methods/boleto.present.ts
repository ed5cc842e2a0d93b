import { boletoOfSale } from './boleto.js';
import type { PaymentMethodPresentation } from './method.present.js';

/**
 * Boleto as shown: the linha digitável as the sale's `boletoCode`, the barcode and the due date; the customer pays it
 * after the sale exists.
 */
export const BOLETO_PRESENTATION: PaymentMethodPresentation = {
  label: 'boleto',
  saleFields: (sale) => ({ boletoCode: boletoOfSale(sale)?.code ?? null }),
  payment(sale) {
    const boleto = boletoOfSale(sale);
    return boleto ? { boleto: { code: boleto.code, barcode: boleto.barcode, dueDate: boleto.dueDate } } : {};
  },
  customerPays: true,
  console: ({ boleto }) =>
    boleto
      ? [
          { kind: 'copy', label: 'Linha digitável', value: boleto.code },
          { kind: 'code', label: 'Código de barras', value: boleto.barcode },
          { kind: 'text', label: 'Vencimento', value: boleto.dueDate.split('-').reverse().join('/') },
        ]
      : [],
  example: {
    name: 'boleto',
    summary: 'Boleto for a physical item, so with shipping',
    request: {
      items: [{ title: 'Livro de fotografia', unitPrice: 15000, quantity: 1, tangible: true }],
      boleto: { expiresInDays: 3 },
      shipping: {
        street: 'Rua das Flores',
        streetNumber: '100',
        zipCode: '01310100',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      },
    },
  },
};
