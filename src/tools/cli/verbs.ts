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
import { clusterVerb } from './cluster.verb.js';
import { dbVerb } from './db.verb.js';
import { verifyVerb } from './verify.verb.js';
import { said, textOf, type Text } from './messages/say.js';
import type { CliVerb } from './verb.js';

/** A verb of another module with its one-line summary said from the message tables (its own help is its own). */
const summarized = (verb: CliVerb, summary: Text): CliVerb => ({
  name: verb.name,
  get summary() {
    return textOf(summary);
  },
  get usage() {
    return verb.usage;
  },
  run: (args, io) => verb.run(args, io),
});

/**
 * Every verb of `gateway-sandbox`, in the order `--help` lists them. Adding a verb is one
 * row here (and its module): the dispatcher, `help <verb>` and `--help` read this table.
 * Each admin operation of the route table is reached by `call`, and by the commands that declare it
 * (src/tools/cli/admin-operations.ts).
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
  summarized(verifyVerb, said('verify.summary')),
  summarized(clusterVerb, said('cluster.summary')),
];
