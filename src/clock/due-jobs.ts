import { cashoutAutoProgressJob } from '../cashouts/cashouts.auto-progress.js';
import type { Deps } from '../deps.js';
import { pixExpiryJob } from '../sales/sales.pix-expiry.js';
import { subscriptionBillingJob } from '../subscriptions/subscriptions.billing.js';

/**
 * Work that falls due as sandbox time passes (a PIX expiring, a subscription billing).
 * `nextDue` is the earliest instant something of this job is due, or null; `run` does
 * everything due at or before `atMs`. The clock runs the jobs in time order.
 */
export interface DueJob {
  name: string;
  nextDue(deps: Deps): number | null;
  /** Returns how many items it handled. */
  run(deps: Deps, atMs: number): number;
}

/** Every due job of the server. A resource adds its own here. */
export const DUE_JOBS: DueJob[] = [cashoutAutoProgressJob, pixExpiryJob, subscriptionBillingJob];
