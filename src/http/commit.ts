import type { Response } from 'express';
import type { Store } from '../store/store.js';

/**
 * Commits the open unit of work before its answer goes out, so no handler commits by hand
 * and none can forget to: `res.send` (which `res.json` calls) makes the changes durable first.
 * An error answer rolls back instead. If the database refuses, the store has already rolled
 * memory back and the throw reaches the error handler, which answers the group's 500: never a
 * success for a write that was lost. The route pipeline (src/http/route-chain.ts) installs it
 * for every writing route. Outside a unit of work (an awaiting handler answering after its
 * last one) nothing is uncommitted, and it does nothing.
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

