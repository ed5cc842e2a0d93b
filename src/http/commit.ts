import type { Response } from 'express';
import { RecordLimitReached } from '../store/record-limit.js';
import type { Store } from '../store/store.js';
import { AppError, ERROR_CATALOGUE } from './errors.js';

/**
 * Commits the open unit of work before its answer goes out, so no handler commits by hand
 * and none can forget to: `res.send` (which `res.json` calls) makes the changes durable first.
 * An error answer rolls back instead. If the database refuses, the store has already rolled
 * memory back and the throw reaches the error handler, which answers the group's 500: never a
 * success for a write that was lost. The route pipeline (src/http/route-chain.ts) installs it
 * for every writing route. Outside a unit of work (an awaiting handler answering after its
 * last one) nothing is uncommitted, and it does nothing. A commit past the record cap
 * (SANDBOX_TENANT_MAX_RECORDS) throws from here too, rolled back: see recordLimitError.
 */
export function commitOnSend(store: Pick<Store, 'commitNow' | 'rollback'>, res: Response): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    // A refusal changes nothing, even one a handler answers without throwing.
    if (res.statusCode < 400) store.commitNow();
    else store.rollback();
    return send(body);
  };
}

/** The store's refusal of a commit past the record cap, as the client reads it: 409 RECORD_LIMIT naming the cap. */
export function recordLimitError(error: unknown): AppError | null {
  if (!(error instanceof RecordLimitReached)) return null;
  return new AppError('RECORD_LIMIT', {
    message: `${ERROR_CATALOGUE.RECORD_LIMIT.message}: ${error.limit} (SANDBOX_TENANT_MAX_RECORDS); nada foi alterado`,
  });
}
