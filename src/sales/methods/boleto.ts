import { brasiliaDayEndMs } from '../../lib/brasilia.js';
import { isoAt, MS_PER_DAY } from '../../lib/clock.js';
import { boletoOf } from '../sales.payment.js';
import { noInstallments, noRules, type PaymentMethodPlugin } from './method.js';

/**
 * Boleto: the sale waits PENDENTE with the boleto's numbers (linha digitável, barcode, due
 * date); an unpaid one is cancelled SANDBOX_BOLETO_CANCEL_AFTER_DAYS after its due date
 * (0: never), unless a test value planned its steps first.
 */
export const BOLETO: PaymentMethodPlugin = {
  permission: 'isBoletoAvailable',
  validate: noRules,
  installments: noInstallments,
  charge: ({ deps, input, sale, nowMs }) => ({ boleto: boletoOf(sale.id, input.amount, nowMs, input.boleto?.expiresInDays ?? deps.settings.boletoExpiresInDays) }),
  saleFields: (sale) => ({ boletoCode: sale.boleto?.code ?? null }),
  payment: (sale) => (sale.boleto ? { boleto: { code: sale.boleto.code, barcode: sale.boleto.barcode, dueDate: sale.boleto.dueDate } } : {}),
  plannedSteps(deps, sale) {
    const days = deps.settings.boletoCancelAfterDays;
    if (!sale.boleto || sale.status !== 'PENDENTE' || days === 0) return null;
    return [{ status: 'CANCELADO', at: isoAt(brasiliaDayEndMs(sale.boleto.dueDate)! + days * MS_PER_DAY) }];
  },
  seedRequest(_faker, body) {
    body.boleto = { expiresInDays: 3 };
  },
};
