import type { Response } from 'express';
import type { Store } from '../store/store.js';
import { AppError, ERROR_CATALOGUE } from '../lib/errors.js';

/**
 * Commits the open unit of work before its answer goes out, so no handler commits by hand
 * and none can forget to: `res.send` (which `res.json` calls) makes the changes durable first.
 * An error answer rolls back instead. If the database refuses, the store has already rolled
 * memory back and the throw reaches the error handler, which answers the group's 500: never a
 * success for a write that was lost. The route pipeline (src/http/route-chain.ts) installs it
 * for every writing route. Outside a unit of work (an awaiting handler answering after its
 * last one) nothing is uncommitted, and it does nothing.
 */
export function commitOnSend(
  store: Pick<Store, 'commitNow' | 'rollback' | 'recordCount' | 'pendingGrowth'>,
  res: Response,
  recordLimit: number | null = null,
): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    // A refusal changes nothing, even one a handler answers without throwing.
    if (res.statusCode < 400) {
      // The cap on what one state stores (SANDBOX_TENANT_MAX_RECORDS): a request that would hold more is refused whole.
      if (recordLimit !== null && store.pendingGrowth > 0 && store.recordCount > recordLimit) {
        store.rollback();
        throw new AppError('RECORD_LIMIT', {
          message: `${ERROR_CATALOGUE.RECORD_LIMIT.message}: ${recordLimit} (SANDBOX_TENANT_MAX_RECORDS)`,
        });
      }
      store.commitNow();
    } else store.rollback();
    return send(body);
  };
}
