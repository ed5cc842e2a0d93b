import type { Express } from 'express';
import { stateProblems, withClockSettings } from '../features/admin/state.service.js';
import { createApp } from './app.js';
import { createDeps, type Deps } from './deps.js';
import type { SchemaRegistry } from '../http/schemas.js';
import { attachIndexes } from './indexes.js';
import { DUE_JOBS } from './jobs.js';
import { AppError } from '../core/lib/errors.js';
import type { KeyForm } from '../core/lib/key-form.js';
import type { Log } from '../core/logger.js';
import type { Settings } from '../core/settings.js';
import type { Migration } from '../core/store/migrations/index.js';
import type { State } from '../core/store/state.js';
import { Store } from '../core/store/store.js';

/**
 * What the process shares between its sandboxes, declared in one place: everything else a sandbox
 * owns alone (src/sandbox/sandbox.ts, createSandbox).
 */
export interface SharedServices {
  settings: Settings;
  logger: Log;
  /** The compiled validators: read from disk and compiled once per process. */
  schemas: SchemaRegistry;
  /** The fixture state of the server's seed (the cache of src/sandbox/fixtures/build.ts). */
  fixtureState: () => Promise<State>;
  /** The seed and anchor of those fixtures, read once: an empty sandbox needs only these. */
  fixtureMeta: () => Promise<{ seed: number; anchor: string }>;
  /** Wall time (ms): a fresh state's clock start, tenants' creation, activity, sweep and rate limit. */
  wallTime: () => number;
  /** The steps a state of an earlier version goes through (MIGRATIONS unless a test passes its own). */
  migrations?: readonly Migration[];
}

export function sharedServices(input: Omit<SharedServices, 'fixtureMeta'>): SharedServices {
  let meta: Promise<{ seed: number; anchor: string }> | undefined;
  return {
    ...input,
    fixtureMeta: () =>
      (meta ??= input.fixtureState().then((state) => ({ seed: state.meta.seed, anchor: state.meta.anchor }))),
  };
}

/** What tells one sandbox from another. */
export interface SandboxRecord {
  /** null: the default sandbox, served at the root; a name: the tenant at /__admin/tenants/<name>. */
  name: string | null;
  /** Its database file; null in memory. */
  dbFile: string | null;
  /** Its state on a first start and after a reset. */
  fixtureState: () => Promise<State>;
  /**
   * That state moved to a clock start, when it has a faster way than withClockSettings over a copy (the server's
   * fixtures, from their cached text: FixtureSource.atClock); a tenant's states have none.
   */
  fixtureAtClock?: (settings: Settings, wallTime: () => number) => Promise<State>;
  /** The form of the keys it hands out (a tenant's carry its name); the default's when absent. */
  keyForm?: KeyForm;
  /** A tenant's admin token hash: its inboxes' capabilities derive from it (issue 29). */
  tokenHash?: string;
  /** Settings of its own over the server's (a tenant's clock, issue 29). */
  settings?: Partial<Settings>;
}

/** One whole sandbox: its store and everything that lives beside it, its app, and where it is reached. */
export interface Sandbox {
  readonly name: string | null;
  /** Its store, indexes, clock, outbox, faults, journal, event feed and stream slots (src/sandbox/deps.ts). */
  readonly deps: Deps;
  readonly app: Express;
  /** '' for the default, /__admin/tenants/<name> for a tenant: what its admin paths start with. */
  readonly basePath: string;
  /** `adminPath('/sales')` → /__admin/sales or /__admin/tenants/<name>/sales. */
  adminPath(path: string): string;
  /** The path of its console page. */
  readonly consoleUrl: string;
  /** The path of one of its webhook inboxes. */
  inboxUrl(name: string): string;
  /** Its open event streams (GET …/events): ended when the sandbox closes, so none outlives it. */
  readonly streams: Set<{ destroy(): unknown }>;
  /** Stops its background work, ends its streams and closes its store. */
  close(): void;
}

/** Builds one sandbox, the default (no name) or a tenant, the same way. */
export async function createSandbox(record: SandboxRecord, shared: SharedServices): Promise<Sandbox> {
  const { name, dbFile } = record;
  const basePath = name === null ? '' : `/__admin/tenants/${name}`;
  // A tenant's operator token is checked at the edge; inside, its app asks for none.
  const settings: Settings =
    name === null ? shared.settings : { ...shared.settings, dbFile, adminToken: null, ...record.settings };
  const who = name === null ? '' : `tenant ${name}: `;
  // The check of every row below, without compiling the store schemas (memory mode checks no rows).
  if (dbFile) await shared.schemas.loadStoreValidators();
  const store = await Store.open({
    file: dbFile,
    // The default is a sandbox like any tenant: a database deleted under it refuses writes with the same 503.
    fileGone: (file) =>
      new AppError('SERVICE_UNAVAILABLE', {
        message: `${name === null ? 'O sandbox' : `Tenant ${name}`}: o banco de dados ${file} foi apagado ou substituído com o servidor rodando; a escrita foi recusada e nada foi gravado (docs/database.md, "Tenants")`,
      }),
    fsync: settings.dbFsync,
    initial: async () =>
      record.fixtureAtClock
        ? record.fixtureAtClock(settings, shared.wallTime)
        : withClockSettings(await record.fixtureState(), settings, shared.wallTime()),
    check: (state) => {
      const problems = stateProblems(shared.schemas, state);
      if (problems.length)
        throw new Error(`${who}does not hold a valid sandbox state: ${problems.slice(0, 5).join(', ')}`);
    },
    migrations: shared.migrations,
    // Held at every commit, whatever writes (requests, advances, restores, imports): src/core/store/store.ts.
    recordLimit: name === null ? undefined : shared.settings.tenantMaxRecords,
  });
  if (store.notice) shared.logger.info({ file: dbFile, tenant: name ?? undefined }, store.notice);
  const deps = createDeps({
    settings,
    store,
    logger: shared.logger,
    fixtureState: record.fixtureState,
    dueJobs: DUE_JOBS,
    attachIndexes,
    schemas: shared.schemas,
    wallTime: name === null ? undefined : shared.wallTime,
    migrations: shared.migrations,
    keyForm: record.keyForm,
  });
  if (name !== null) {
    // Its deliveries say whose they are, and its inboxes are its own (issue 29): under its base path, each posted into
    // only with a capability derived from its token's hash (kept by a move, never shown).
    deps.outbox.tenant = name;
    if (record.tokenHash !== undefined) deps.inboxes.ownedBy({ basePath, key: record.tokenHash });
  }
  const app = createApp(deps);
  for (const hook of deps.lifecycle.afterReplace) hook();
  const streams = new Set<{ destroy(): unknown }>();
  // The default's admin API is at /__admin, a tenant's at its base path (the edge strips it).
  const adminRoot = basePath || '/__admin';
  const adminPath = (path: string) => `${adminRoot}${path}`;
  return {
    name,
    deps,
    app,
    basePath,
    adminPath,
    consoleUrl: adminPath('/ui'),
    inboxUrl: (inbox) => adminPath(`/inbox/${inbox}`),
    streams,
    close: () => {
      for (const stream of streams) stream.destroy();
      streams.clear();
      for (const hook of deps.lifecycle.beforeReplace) hook();
      store.close();
    },
  };
}
