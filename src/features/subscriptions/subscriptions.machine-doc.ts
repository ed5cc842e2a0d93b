import { eventsTable, finalStatesLine } from '../../core/lib/state-machine-doc.js';
import { SELLER_ACTIONS, SUBSCRIPTION_MACHINE, type SellerAction } from './subscriptions.machine.js';

const ACTION_ENDPOINTS: Record<SellerAction, string> = {
  pause: '`POST /api/subscriptions/{id}/pause`',
  resume: '`POST /api/subscriptions/{id}/resume`',
  cancel: '`POST /api/subscriptions/{id}/cancel` (cancelImmediately true, the default)',
  cancelAtPeriodEnd:
    '`POST /api/subscriptions/{id}/cancel {"cancelImmediately": false}` on a subscription with a running period',
};

/** docs/subscription-state-machine.md, rendered from the machine (a test keeps the file equal to this). */
export function renderSubscriptionMachineDoc(): string {
  return [
    '# Subscription state machine',
    '',
    '<!-- Generated from src/features/subscriptions/subscriptions.machine.ts by `node scripts/gen-sales-machine-doc.mjs` (after `npm run build`); test/subscriptions/machine-doc.test.ts fails when this file differs. -->',
    '',
    "A subscription moves only by the events below: the seller's actions (the public API, also offered by the admin API at",
    '`POST /__admin/subscriptions/{id}/<action>`) and the events of the billing clock (src/features/subscriptions/subscriptions.billing.ts).',
    'An event in a state that has no move for it changes nothing and answers 400 with the code of the last column, in the',
    'subscriptions error envelope. `allowedActions` of the admin view lists the seller actions the machine allows now.',
    '',
    ...eventsTable(SUBSCRIPTION_MACHINE),
    '',
    finalStatesLine(SUBSCRIPTION_MACHINE),
    '',
    'The guard `notScheduled` keeps a cancellation already scheduled (`cancelAtPeriodEnd` true) out of `allowedActions`; asking',
    'for it again is accepted and changes nothing. `scheduleCancel` leaves the status as it is: the subscription is cancelled by',
    '`periodEndCancel` when its period ends. In a state without a running period the cancel endpoint cancels at once even when',
    'asked to wait, so what it refuses is what `cancel` refuses.',
    '',
    "## The seller's actions",
    '',
    '| Action | Event | Endpoint |',
    '|---|---|---|',
    ...(Object.keys(SELLER_ACTIONS) as SellerAction[]).map(
      (action) => `| ${action} | ${SELLER_ACTIONS[action]} | ${ACTION_ENDPOINTS[action]} |`,
    ),
    '',
  ].join('\n');
}
