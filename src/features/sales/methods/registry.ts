import type { PaymentMethod, SaleFee, SellerFees } from '../../../generated/schema-types.js';
import { BOLETO } from './boleto.js';
import { CREDIT_CARD } from './credit-card.js';
import { DEBIT_CARD } from './debit-card.js';
import type { PaymentMethodDomain } from './method.js';
import { PIX } from './pix.js';
import { TRANSFER } from './transfer.js';

/**
 * The table of the methods' domains (what a sale of each does): a value added to the schema's
 * PaymentMethod enum does not compile until it has its row here, and in the presentations' table
 * (registry.present.ts); test/sales/method-modules.test.ts also checks both at run time.
 */
export const METHOD_DOMAINS: Readonly<Record<PaymentMethod, PaymentMethodDomain>> = {
  CREDIT_CARD,
  DEBIT_CARD,
  BOLETO,
  PIX,
  TRANSFER,
};

/** Every method, in the order of their seats (the order lists of methods show them in). */
export const METHODS_IN_ORDER: readonly PaymentMethod[] = (Object.keys(METHOD_DOMAINS) as PaymentMethod[]).sort(
  (a, b) => METHOD_DOMAINS[a].seat - METHOD_DOMAINS[b].seat,
);

export function methodOf(method: PaymentMethod): PaymentMethodDomain {
  return METHOD_DOMAINS[method];
}

/** The revenue counters a paid sale of the method adds to (the ledger's, handed in by src/sandbox/deps.ts). */
export const revenueBucketOf = (method: PaymentMethod) => METHOD_DOMAINS[method].revenueBucket;

/** Whether a method's sales are decided at creation (the cards), rather than waiting PENDENTE for the payer. */
export function decidedAtCreation(method: PaymentMethod): boolean {
  return METHOD_DOMAINS[method].outcome !== undefined;
}

/**
 * The method's row of a seller's fee table, or the method's default when the table has none: a table stored before
 * the method existed charges its default without a migration (docs/spec-gaps.md, "Fees").
 */
export function saleFeeRow(fees: SellerFees, method: PaymentMethod): SaleFee {
  return (fees.sales as Partial<Record<PaymentMethod, SaleFee>>)[method] ?? METHOD_DOMAINS[method].defaultFee;
}

/**
 * Every method's default fee row, in the table's order (the order of the stored fee tables, which the world's hash
 * reads): a new seller's table (src/features/seller/seller.defaults.ts).
 */
export function defaultSaleFees(): SellerFees['sales'] {
  const sales: Partial<Record<PaymentMethod, SaleFee>> = {};
  for (const method of Object.keys(METHOD_DOMAINS) as PaymentMethod[])
    sales[method] = { ...METHOD_DOMAINS[method].defaultFee };
  return sales as SellerFees['sales'];
}

/**
 * A seller's fee table with every method's row: its own rows as stored, then the default of each method it has no row
 * for (what the admin API shows).
 */
export function withEveryFeeRow(fees: SellerFees): SellerFees {
  const sales: Partial<Record<PaymentMethod, SaleFee>> = { ...fees.sales };
  for (const method of Object.keys(METHOD_DOMAINS) as PaymentMethod[])
    sales[method] ??= METHOD_DOMAINS[method].defaultFee;
  return { ...fees, sales: sales as SellerFees['sales'] };
}
