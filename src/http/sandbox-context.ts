import type { DueJob } from '../core/clock/due-jobs.js';
import type { DueScheduler } from '../core/clock/due-scheduler.js';
import type { Clock } from '../core/lib/clock.js';
import type { Log } from '../core/logger.js';
import type { Settings } from '../core/settings.js';
import type { Migration } from '../core/store/migrations/index.js';
import type { State } from '../core/store/state.js';
import type { Store } from '../core/store/store.js';
import type { RequestLog } from './request-log.js';
import type { SchemaRegistry } from './schemas.js';

/**
 * The indexes a sandbox keeps over its store's collections, up to date on every write and state swap. Each resource
 * declares its own member beside its indexes (`declare module` in its *.indexes.ts) and src/sandbox/indexes.ts builds
 * them, so neither this file nor the wiring imports a resource (as with `dueJobs`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the resources' declarations
export interface SandboxIndexes {}

/**
 * Everything the routes and services of one sandbox use. Declared here, below the resources and the route chain that
 * read it, so that neither imports the composition root (src/sandbox/deps.ts, createDeps, builds it; tests build their
 * own). The members that the pipeline and the ground own are written here; each resource adds its own beside its class
 * (`declare module './sandbox-context.js'` in ledger.ts, outbox.ts, faults.ts...), as the indexes do.
 */
export interface Deps {
  settings: Settings;
  store: Store;
  /** Built with the store, before any request: none pays for them (seconds, on a large state file). */
  indexes: SandboxIndexes;
  clock: Clock;
  schemas: SchemaRegistry;
  logger: Log;
  requestLog: RequestLog;
  /** The fixture state for the configured seed: what POST /__admin/reset goes back to. */
  fixtureState: () => Promise<State>;
  /** Runs due work as sandbox time flows, and serializes clock advances. */
  dueWork: DueScheduler<Deps>;
  /** The work that falls due as time passes, in the order it runs at one instant (DUE_JOBS of src/sandbox/jobs.ts). */
  dueJobs: readonly DueJob<Deps>[];
  /**
   * Background work tied to the state: `beforeReplace` hooks run before a reset or restore
   * swaps the state (and at shutdown), `afterReplace` hooks after it (and at start-up).
   */
  lifecycle: { beforeReplace: (() => void)[]; afterReplace: (() => void)[] };
  /** The steps a restored state of an earlier schema version goes through (MIGRATIONS; tests pass their own). */
  migrations: readonly Migration[];
}
