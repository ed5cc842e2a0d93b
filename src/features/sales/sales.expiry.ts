import type { DueJob } from '../../core/clock/due-jobs.js';
import type { Deps } from '../../http/sandbox-context.js';
import { SALE_EXPIRY_JOB } from './sales.expiry-reason.js';
import { transitionSale } from './sales.service.js';

/**
 * A PENDENTE sale whose method's expiry has passed on the sandbox clock (a method declares it
 * with `expiresAt`: a PIX charge's) becomes CANCELADO, through the state machine (so its
 * postback goes out, its body the spec's). The earliest expiry comes from the sales' min-heap
 * index, never from a scan. The job runs at the expiry's own instant, so the move it made is
 * known by it (sales.expiry-reason.ts): the journal, the timeline and the console name it.
 */
export const saleExpiryJob: DueJob<Deps> = {
  name: SALE_EXPIRY_JOB,
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
