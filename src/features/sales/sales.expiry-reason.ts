import type { SaleRecord } from '../../generated/schema-types.js';

/** The clock job that cancels a PIX charge whose expiry passed unpaid (sales.expiry.ts). */
export const SALE_EXPIRY_JOB = 'sales.expiry';

/**
 * The reason of a sale's last move when it is the expiry's: CANCELADO at or after the instant its method's expiry fell
 * due (the job runs at that instant on an advanced clock, moments after it on a running one; a charge cancelled once
 * its expiry passed had expired either way). Read from the record, not stored, so sale records, their hashes and the
 * fixtures keep their bytes.
 */
export function expiryReason(sale: SaleRecord): string | null {
  const last = sale.statusHistory.at(-1);
  if (!last || last.status !== 'CANCELADO' || sale.statusHistory.length < 2) return null;
  // The method's stored data holds its expiry (a PIX charge's `expiresAt`); read here without the method registry,
  // which the event feed importing this file cannot reach without an import circle.
  const data = sale.methodData as { expiresAt?: unknown } | null;
  const expiresAt = typeof data?.expiresAt === 'string' ? data.expiresAt : null;
  return expiresAt && Date.parse(last.at) >= Date.parse(expiresAt) ? SALE_EXPIRY_JOB : null;
}
