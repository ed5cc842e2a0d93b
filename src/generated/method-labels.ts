/* eslint-disable */
// Generated from each payment method's presentation module (`label`, src/features/sales/methods/*.present.ts) by
// scripts/gen-method-labels.mjs. Do not edit: change the modules and run `npm run gen:types`.
import type { PaymentMethod } from './schema-types.js';

/** Each payment method's label, shown beside its value in the QA console (ui/lib/vocabulary.ts). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  CREDIT_CARD: "cartão de crédito",
  DEBIT_CARD: "cartão de débito",
  BOLETO: "boleto",
  PIX: "PIX",
  TRANSFER: "transferência",
};
