import type { PaymentMethod, SellerFees } from '../generated/schema-types.js';
import { percentOfCents } from '../lib/money.js';

export interface SaleFees {
  systemFeeCents: number;
  reserveAmountCents: number;
  netAmountCents: number;
}

/**
 * The fees of a sale from the seller's fee table, in integer cents:
 * systemFee = amount × (percent + surcharge × (installments − 1), credit card only) + fixed;
 * reserve = amount × reserveBps; each percentage rounded half up to the cent. Neither can
 * take more than the amount: the fee is capped at the amount, the reserve at what is left,
 * so netAmount = amount − systemFee − reserve is never negative.
 */
export function saleFees(fees: SellerFees, method: PaymentMethod, amountCents: number, installments: number | null): SaleFees {
  const row = fees.sales[method];
  const surchargeBps = method === 'CREDIT_CARD' && installments ? fees.installmentSurchargeBps * (installments - 1) : 0;
  const systemFeeCents = Math.min(amountCents, percentOfCents(amountCents, row.percentBps + surchargeBps) + row.fixedCents);
  const reserveAmountCents = Math.min(amountCents - systemFeeCents, percentOfCents(amountCents, row.reserveBps));
  return { systemFeeCents, reserveAmountCents, netAmountCents: amountCents - systemFeeCents - reserveAmountCents };
}
