import { brasiliaDate, brasiliaDayEndMs } from '../../../core/lib/brasilia.js';
import { isoAt, MS_PER_DAY } from '../../../core/lib/clock.js';
import { buildBoleto } from '../../../core/lib/boleto.js';
import { SANDBOX_BANK } from '../sales.payment.js';
import type { SaleBoletoRecord, SaleRecord } from '../../../generated/schema-types.js';
import { noInstallments, noRules, type PaymentMethodDomain } from './method.js';

/** The sale's boleto (null for a sale of another method). */
export const boletoOfSale = (sale: SaleRecord): SaleBoletoRecord | null =>
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
 * (0: never), unless a test value planned its steps first. How it is shown: boleto.present.ts.
 */
export const BOLETO: PaymentMethodDomain = {
  permission: 'isBoletoAvailable',
  defaultFee: { percentBps: 0, fixedCents: 349, reserveBps: 0 },
  revenueBucket: 'boleto',
  validate: noRules,
  installments: noInstallments,
  charge: ({ deps, input, sale, nowMs }) =>
    boletoOf(sale.id, input.amount, nowMs, input.boleto?.expiresInDays ?? deps.settings.boletoExpiresInDays),
  plannedSteps(deps, sale) {
    const days = deps.settings.boletoCancelAfterDays;
    const boleto = boletoOfSale(sale);
    if (!boleto || sale.status !== 'PENDENTE' || days === 0) return null;
    return [{ status: 'CANCELADO', at: isoAt(brasiliaDayEndMs(boleto.dueDate)! + days * MS_PER_DAY) }];
  },
  seat: 3,
  fixtures: {
    request(_faker, body) {
      body.boleto = { expiresInDays: 3 };
    },
  },
};
