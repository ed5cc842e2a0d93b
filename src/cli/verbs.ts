import { callVerb } from './call.verb.js';
import { cashoutsVerb } from './cashouts.verb.js';
import { clockVerb } from './clock.verb.js';
import { deliveriesVerb } from './deliveries.verb.js';
import { eventsVerb } from './events.verb.js';
import { faultsVerb } from './faults.verb.js';
import { inboxVerb } from './inbox.verb.js';
import { ledgerVerb, searchVerb } from './ledger.verb.js';
import { listenVerb } from './listen.verb.js';
import { overviewVerb, testValuesVerb } from './overview.verb.js';
import { requestsVerb } from './requests.verb.js';
import { salesVerb } from './sales.verb.js';
import { sellersVerb } from './sellers.verb.js';
import { serveVerb } from './serve.verb.js';
import { resetVerb, stateVerb } from './state.verb.js';
import { scenarioVerb } from './scenario.verb.js';
import { subscriptionsVerb } from './subscriptions.verb.js';
import { triggerVerb } from './trigger.verb.js';
import { tenantsVerb } from './tenants.verb.js';
import { timelineVerb } from './timeline.verb.js';
import { clusterVerb } from '../cluster/cluster.verb.js';
import { dbVerb } from './db.verb.js';
import { verifyVerb } from '../verify/verify.verb.js';
import type { CliVerb } from './verb.js';

/**
 * Every verb of `gateway-sandbox`, in the order `--help` lists them. Adding a verb is one
 * row here (and its module): the dispatcher, `help <verb>` and `--help` read this table.
 * Each admin operation of the route table is reached by `call`, and by the commands that declare it
 * (src/cli/admin-operations.ts).
 */
export const VERBS: CliVerb[] = [
  serveVerb,
  overviewVerb,
  sellersVerb,
  salesVerb,
  cashoutsVerb,
  subscriptionsVerb,
  ledgerVerb,
  searchVerb,
  clockVerb,
  deliveriesVerb,
  inboxVerb,
  listenVerb,
  triggerVerb,
  eventsVerb,
  timelineVerb,
  requestsVerb,
  faultsVerb,
  testValuesVerb,
  stateVerb,
  resetVerb,
  scenarioVerb,
  tenantsVerb,
  callVerb,
  dbVerb,
  verifyVerb,
  clusterVerb,
];
