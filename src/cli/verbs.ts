import { cashoutsVerb } from './cashouts.verb.js';
import { clockVerb } from './clock.verb.js';
import { deliveriesVerb } from './deliveries.verb.js';
import { eventsVerb } from './events.verb.js';
import { salesVerb } from './sales.verb.js';
import { sellersVerb } from './sellers.verb.js';
import { serveVerb } from './serve.verb.js';
import { resetVerb, stateVerb } from './state.verb.js';
import { triggerVerb } from './trigger.verb.js';
import { clusterVerb } from '../cluster/cluster.verb.js';
import { tenantMoveVerb } from '../cluster/tenant-move.js';
import { dbVerb } from '../store/db.verb.js';
import { verifyVerb } from '../verify/verify.verb.js';
import type { CliVerb } from './verb.js';

/**
 * Every verb of `gateway-sandbox`, in the order `--help` lists them. Adding a verb is one
 * row here (and its module): the dispatcher, `help <verb>` and `--help` read this table.
 */
export const VERBS: CliVerb[] = [serveVerb, sellersVerb, salesVerb, cashoutsVerb, clockVerb, deliveriesVerb, triggerVerb, eventsVerb, stateVerb, resetVerb, dbVerb, verifyVerb, clusterVerb, tenantMoveVerb];
