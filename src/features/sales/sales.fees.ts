import type { PaymentMethod, SellerFees } from '../../generated/schema-types.js';
import { percentOfCents } from '../../core/lib/money.js';
import { METHOD_DOMAINS, saleFeeRow } from './methods/registry.js';

export interface SaleFees {
  systemFeeCents: number;
  reserveAmountCents: number;
  netAmountCents: number;
}

/**
 * The fees of a sale from the seller's fee table, in integer cents:
 * systemFee = amount × (percent + the method's surcharge: credit card, surcharge × (installments − 1)) + fixed;
 * reserve = amount × reserveBps; each percentage rounded half up to the cent. Neither can
 * take more than the amount: the fee is capped at the amount, the reserve at what is left,
 * so netAmount = amount − systemFee − reserve is never negative.
 */
export function saleFees(
  fees: SellerFees,
  method: PaymentMethod,
  amountCents: number,
  installments: number | null,
): SaleFees {
  const row = saleFeeRow(fees, method);
  const surchargeBps = METHOD_DOMAINS[method].surchargeBps?.(fees, installments) ?? 0;
  const systemFeeCents = Math.min(
    amountCents,
    percentOfCents(amountCents, row.percentBps + surchargeBps) + row.fixedCents,
  );
  const reserveAmountCents = Math.min(amountCents - systemFeeCents, percentOfCents(amountCents, row.reserveBps));
  return { systemFeeCents, reserveAmountCents, netAmountCents: amountCents - systemFeeCents - reserveAmountCents };
}
