import type { DueJob } from '../clock/due-jobs.js';
import { salesIndexes } from './sales.indexes.js';
import { transitionSale } from './sales.service.js';

/**
 * A PENDENTE PIX sale whose expiresAt has passed on the sandbox clock becomes CANCELADO,
 * through the state machine (so its postback goes out). The earliest expiry comes from
 * the sales' min-heap index, never from a scan.
 */
export const pixExpiryJob: DueJob = {
  name: 'sales.pixExpiry',
  nextDue: (deps) => salesIndexes(deps.store).pixExpiry.peek()?.at ?? null,
  run: (deps, atMs, limit) => {
    const index = salesIndexes(deps.store).pixExpiry;
    let handled = 0;
    for (let top = index.peek(); top && top.at <= atMs && handled < limit; top = index.peek()) {
      transitionSale(deps, top.id, 'CANCELADO');
      handled++;
    }
    return handled;
  },
};
