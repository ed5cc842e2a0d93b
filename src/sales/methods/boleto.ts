import { brasiliaDate, brasiliaDayEndMs } from '../../lib/brasilia.js';
import { isoAt, MS_PER_DAY } from '../../lib/clock.js';
import { buildBoleto } from '../../lib/boleto.js';
import { SANDBOX_BANK } from '../sales.payment.js';
import type { SaleBoletoRecord, SaleRecord } from '../../generated/schema-types.js';
import { noInstallments, noRules, type PaymentMethodPlugin } from './method.js';

const boletoOfSale = (sale: SaleRecord): SaleBoletoRecord | null =>
  sale.methodData.method === 'BOLETO' ? sale.methodData : null;

/** The boleto of a new sale: its numbers and due date, from the sale's id and amount. */
function boletoOf(saleId: number, amountCents: number, nowMs: number, expiresInDays: number): SaleBoletoRecord {
  const dueDate = brasiliaDate(nowMs + expiresInDays * MS_PER_DAY);
  // Free field: agency (4) · wallet (2) · nosso número (17) · 2 zeros.
  const freeField = `${SANDBOX_BANK.agency}17${String(saleId).padStart(17, '0')}00`;
  return {
    method: 'BOLETO',
    ...buildBoleto({ bankCode: SANDBOX_BANK.code, dueDate, amountCents, freeField }),
    dueDate,
  };
}

/**
 * Boleto: the sale waits PENDENTE with the boleto's numbers (linha digitável, barcode, due
 * date); an unpaid one is cancelled SANDBOX_BOLETO_CANCEL_AFTER_DAYS after its due date
 * (0: never), unless a test value planned its steps first.
 */
export const BOLETO: PaymentMethodPlugin = {
  permission: 'isBoletoAvailable',
  validate: noRules,
  installments: noInstallments,
  charge: ({ deps, input, sale, nowMs }) =>
    boletoOf(sale.id, input.amount, nowMs, input.boleto?.expiresInDays ?? deps.settings.boletoExpiresInDays),
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
  plannedSteps(deps, sale) {
    const days = deps.settings.boletoCancelAfterDays;
    const boleto = boletoOfSale(sale);
    if (!boleto || sale.status !== 'PENDENTE' || days === 0) return null;
    return [{ status: 'CANCELADO', at: isoAt(brasiliaDayEndMs(boleto.dueDate)! + days * MS_PER_DAY) }];
  },
  seat: 3,
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
  fixtures: {
    request(_faker, body) {
      body.boleto = { expiresInDays: 3 };
    },
  },
};
