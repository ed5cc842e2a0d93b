import type { Log } from '../core/logger.js';
import { FaultRegistry } from '../features/admin/faults.js';
import type { DueJob } from '../core/clock/due-jobs.js';
import { DueScheduler } from '../core/clock/due-scheduler.js';
import type { Deps, SandboxIndexes } from '../http/sandbox-context.js';
import type { SchemaRegistry } from '../http/schemas.js';
import { RequestLog } from '../http/request-log.js';
import { Ledger } from '../features/ledger/ledger.js';
import { revenueBucketOf } from '../features/sales/methods/registry.js';
import { Clock } from '../core/lib/clock.js';
import { Outbox } from '../features/webhooks/outbox.js';
import { EventBus } from '../features/events/events.bus.js';
import { feedEvents } from '../features/events/events.feed.js';
import { EventHistory } from '../features/events/events.history.js';
import { EventStreamSlots } from '../features/events/events.streams.js';
import { Inboxes } from '../features/inbox/inbox.store.js';
import { Accounts } from '../features/seller/accounts.js';
import type { KeyForm } from '../core/lib/key-form.js';
import type { Settings } from '../core/settings.js';
import { MIGRATIONS, type Migration } from '../core/store/migrations/index.js';
import type { State } from '../core/store/state.js';
import type { Store } from '../core/store/store.js';

/**
 * The composition root of one sandbox: createDeps builds the `Deps` that routes and services read. The interface itself
 * is declared low (src/http/sandbox-context.ts) so that nothing below this file imports it.
 */
export type { Deps, SandboxIndexes } from '../http/sandbox-context.js';

export interface DepsInput {
  settings: Settings;
  store: Store;
  logger: Log;
  fixtureState: () => Promise<State>;
  /** DUE_JOBS of src/sandbox/jobs.ts; passed in so the core never imports the resources that define them. */
  dueJobs: readonly DueJob<Deps>[];
  /** Builds the sandbox's indexes over its store (attachIndexes of src/sandbox/indexes.ts). */
  attachIndexes: (store: Store) => SandboxIndexes;
  /** The process's compiled validators (SharedServices of src/sandbox/sandbox.ts). */
  schemas: SchemaRegistry;
  wallTime?: () => number;
  migrations?: readonly Migration[];
  /**
   * The form of the keys this state hands out (a tenant's name its keys: src/core/lib/key-form.ts); the default's when
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
    ledger: new Ledger(store, clock, revenueBucketOf, indexes.ledger),
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
