import type { Log } from './logger.js';
import { FaultRegistry } from './admin/faults.js';
import type { DueJob } from './clock/due-jobs.js';
import { DueScheduler } from './clock/due-scheduler.js';
import type { SchemaRegistry } from './http/schemas.js';
import { RequestLog } from './http/request-log.js';
import { Ledger } from './ledger/ledger.js';
import { Clock } from './lib/clock.js';
import { Outbox } from './webhooks/outbox.js';
import { EventBus } from './events/events.bus.js';
import { feedEvents } from './events/events.feed.js';
import { EventHistory } from './events/events.history.js';
import { EventStreamSlots } from './events/events.streams.js';
import { Inboxes } from './inbox/inbox.store.js';
import { Accounts } from './seller/accounts.js';
import type { KeyForm } from './lib/key-form.js';
import type { Settings } from './settings.js';
import { MIGRATIONS, type Migration } from './store/migrations/index.js';
import type { State } from './store/state.js';
import type { Store } from './store/store.js';

/**
 * The indexes a sandbox keeps over its store's collections, up to date on every write and state swap. Each resource
 * declares its own member beside its indexes (`declare module` in its *.indexes.ts) and src/indexes.ts builds them, so
 * the wiring never imports a resource (as with `dueJobs`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the resources' declarations
export interface SandboxIndexes {}

/** Everything the routes and services of one sandbox use (src/sandbox.ts builds it). Tests build their own. */
export interface Deps {
  settings: Settings;
  store: Store;
  /** Built with the store, before any request: none pays for them (seconds, on a large state file). */
  indexes: SandboxIndexes;
  clock: Clock;
  ledger: Ledger;
  accounts: Accounts;
  schemas: SchemaRegistry;
  logger: Log;
  requestLog: RequestLog;
  faults: FaultRegistry;
  /** The fixture state for the configured seed: what POST /__admin/reset goes back to. */
  fixtureState: () => Promise<State>;
  outbox: Outbox;
  /** Runs due work as sandbox time flows, and serializes clock advances. */
  dueWork: DueScheduler<Deps>;
  /** The work that falls due as time passes, in the order it runs at one instant (DUE_JOBS of src/jobs.ts). */
  dueJobs: readonly DueJob<Deps>[];
  /** What happens, for live views: commits, requests, clock moves, resets (GET /__admin/events). */
  events: EventBus;
  /** The record changes kept for per-object timelines (GET /__admin/events/timeline), SANDBOX_EVENT_HISTORY of them. */
  eventHistory: EventHistory;
  /** The event streams open on this sandbox (SANDBOX_MAX_EVENT_STREAMS). */
  eventStreams: EventStreamSlots;
  /** The webhook inboxes at /__admin/inbox/<name>: what the sandbox sent there. */
  inboxes: Inboxes;
  /**
   * Background work tied to the state: `beforeReplace` hooks run before a reset or restore
   * swaps the state (and at shutdown), `afterReplace` hooks after it (and at start-up).
   */
  lifecycle: { beforeReplace: (() => void)[]; afterReplace: (() => void)[] };
  /** The steps a restored state of an earlier schema version goes through (MIGRATIONS; tests pass their own). */
  migrations: readonly Migration[];
}

export interface DepsInput {
  settings: Settings;
  store: Store;
  logger: Log;
  fixtureState: () => Promise<State>;
  /** DUE_JOBS of src/jobs.ts; passed in so the core never imports the resources that define them. */
  dueJobs: readonly DueJob<Deps>[];
  /** Builds the sandbox's indexes over its store (attachIndexes of src/indexes.ts). */
  attachIndexes: (store: Store) => SandboxIndexes;
  /** The process's compiled validators (SharedServices of src/sandbox.ts). */
  schemas: SchemaRegistry;
  wallTime?: () => number;
  migrations?: readonly Migration[];
  /**
   * The form of the keys this state hands out (a tenant's name its keys: src/lib/key-form.ts); the default's when
   * absent.
   */
  keyForm?: KeyForm;
}

export function createDeps(input: DepsInput): Deps {
  const { store, settings } = input;
  const clock = new Clock(() => store.meta.clock, input.wallTime);
  const outbox = new Outbox(store, clock, settings, input.logger);
  const dueWork = new DueScheduler<Deps>(() => deps);
  outbox.onDue = () => dueWork.wake();
  const requestLog = new RequestLog(settings.requestLogSize);
  const events = new EventBus(() => clock.nowMs());
  const faults = new FaultRegistry();
  const eventHistory = new EventHistory(settings.eventHistorySize);
  feedEvents(events, eventHistory, store, requestLog, faults);
  const indexes = input.attachIndexes(store);
  const deps: Deps = {
    settings,
    store,
    indexes,
    clock,
    ledger: new Ledger(store, clock),
    accounts: new Accounts(store, input.keyForm),
    schemas: input.schemas,
    logger: input.logger,
    requestLog,
    faults,
    fixtureState: input.fixtureState,
    outbox,
    dueWork,
    dueJobs: input.dueJobs,
    events,
    eventHistory,
    eventStreams: new EventStreamSlots(),
    inboxes: new Inboxes(() => clock.iso(), events),
    lifecycle: {
      beforeReplace: [() => outbox.stop(), () => dueWork.stop()],
      afterReplace: [() => outbox.resume(), () => dueWork.start()],
    },
    migrations: input.migrations ?? MIGRATIONS,
  };
  return deps;
}
