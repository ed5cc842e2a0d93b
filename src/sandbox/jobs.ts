import type { DueJob } from '../core/clock/due-jobs.js';
import type { Deps } from './deps.js';
import { cashoutAutoProgressJob } from '../features/cashouts/cashouts.auto-progress.js';
import { deliveriesJob } from '../features/webhooks/outbox.js';
import { saleExpiryJob } from '../features/sales/sales.expiry.js';
import { saleAutoStepsJob } from '../features/sales/sales.auto-steps.js';
import { subscriptionBillingJob } from '../features/subscriptions/subscriptions.billing.js';

/**
 * Every due job of the server (src/core/clock/due-jobs.ts), given to createDeps as `dueJobs`, so the
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
