import { RecordLimitReached } from '../core/store/record-limit.js';
import { AppError, ERROR_CATALOGUE } from '../core/lib/errors.js';

/**
 * The store's refusal of a commit past the record cap (SANDBOX_TENANT_MAX_RECORDS), as the client reads it: 409
 * RECORD_LIMIT naming the cap. The store checks the cap at its commit, whatever wrote (src/core/store/store.ts), and
 * has rolled the unit of work back before this is thrown.
 */
export function recordLimitError(error: unknown): AppError | null {
  if (!(error instanceof RecordLimitReached)) return null;
  return new AppError('RECORD_LIMIT', {
    message: `${ERROR_CATALOGUE.RECORD_LIMIT.message}: ${error.limit} (SANDBOX_TENANT_MAX_RECORDS); nada foi alterado`,
  });
}
