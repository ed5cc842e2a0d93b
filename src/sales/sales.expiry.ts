import type { DueJob } from '../clock/due-jobs.js';
import type { Deps } from '../deps.js';
import { transitionSale } from './sales.service.js';

/**
 * A PENDENTE sale whose method's expiry has passed on the sandbox clock (a method declares it
 * with `expiresAt`: a PIX charge's) becomes CANCELADO, through the state machine (so its
 * postback goes out). The earliest expiry comes from the sales' min-heap index, never from a scan.
 */
export const saleExpiryJob: DueJob<Deps> = {
  name: 'sales.expiry',
  nextDue: (deps) => deps.indexes.sales.expiry.peek()?.at ?? null,
  run: (deps, atMs, limit) => {
    const index = deps.indexes.sales.expiry;
    let handled = 0;
    for (let top = index.peek(); top && top.at <= atMs && handled < limit; top = index.peek()) {
      transitionSale(deps, top.id, 'CANCELADO');
      handled++;
    }
    return handled;
  },
};
