import type { Store } from '../store/store.js';
import { AppError, ERROR_CATALOGUE } from '../lib/errors.js';

/**
 * What the pipeline checks before it commits a writing handler's unit of work (src/http/route-chain.ts):
 * the cap on what one state stores (SANDBOX_TENANT_MAX_RECORDS). A request that would hold more is
 * refused whole: the throw rolls its unit of work back.
 */
export function checkRecordLimit(
  store: Pick<Store, 'recordCount' | 'pendingGrowth'>,
  recordLimit: number | null = null,
): void {
  if (recordLimit !== null && store.pendingGrowth > 0 && store.recordCount > recordLimit)
    throw new AppError('RECORD_LIMIT', {
      message: `${ERROR_CATALOGUE.RECORD_LIMIT.message}: ${recordLimit} (SANDBOX_TENANT_MAX_RECORDS)`,
    });
}
