import type { DueJob } from './clock/due-jobs.js';
import type { Deps } from './deps.js';
import { cashoutAutoProgressJob } from './cashouts/cashouts.auto-progress.js';
import { deliveriesJob } from './webhooks/outbox.js';
import { saleExpiryJob } from './sales/sales.expiry.js';
import { saleAutoStepsJob } from './sales/sales.auto-steps.js';
import { subscriptionBillingJob } from './subscriptions/subscriptions.billing.js';

/**
 * Every due job of the server (src/clock/due-jobs.ts), given to createDeps as `dueJobs`, so the
 * clock runs them without importing any resource. A resource adds its own here. At one instant
 * they run in this order: the moves first, then the deliveries they queued, so a receiver hears
 * each change before the clock moves past it.
 */
export const DUE_JOBS: readonly DueJob<Deps>[] = [
  cashoutAutoProgressJob,
  saleExpiryJob,
  saleAutoStepsJob,
  subscriptionBillingJob,
  deliveriesJob,
];
