import type { Express } from 'express';
import { stateProblems, withClockSettings } from '../admin/state.service.js';
import { createApp } from '../app.js';
import { createDeps, type Deps } from '../deps.js';
import type { SchemaRegistry } from '../http/schemas.js';
import { AppError } from '../lib/errors.js';
import { DUE_JOBS } from '../jobs.js';
import { TENANT_NAME_PATTERN, tenantKeyForm } from '../lib/key-form.js';
import { matchesHash, randomToken, sha256Hex } from '../lib/secrets.js';
import type { TenantView } from '../generated/schema-types.js';
import type { Log } from '../logger.js';
import { STORE_INDEXES } from '../modules.js';
import { generateKeyPair } from '../seller/accounts.js';
import type { Settings } from '../settings.js';
import { emptyState, type State } from '../store/state.js';
import { Store } from '../store/store.js';
import { RateLimiter } from './rate-limit.js';
import type { TenantDirectory } from './tenants.routes.js';
import {
  readTenantRecords,
  removeTenantFiles,
  tenantDbFile,
  writeTenantRecord,
  type TenantRecord,
} from './tenant-files.js';

/** A tenant: a whole sandbox (its own Deps and app) and what the edge needs to reach it. */
export interface Tenant {
  readonly record: TenantRecord;
  readonly deps: Deps;
  readonly app: Express;
  lastActivityMs: number;
  readonly limiter: RateLimiter | null;
  /** Its open event streams (GET …/events): ended when the tenant is deleted, so none outlives it. */
  readonly streams: Set<{ destroy(): unknown }>;
}

export interface CreatedTenant {
  tenant: Tenant;
  adminToken: string;
  credentials: { userId: number; email: string; publicKey: string; privateKey: string }[];
}

/** What the server hands the registry: its settings and the parts every tenant shares. */
export interface TenantHost {
  settings: Settings;
  logger: Log;
  schemas: SchemaRegistry;
  /** The fixture state of the server's seed (shared, built once). */
  fixtureState: () => Promise<State>;
  /** Wall time (ms): creation, last activity, the idle sweep and the rate limit. */
  wallTime: () => number;
  /** `<db-file>.tenants` in file mode; null in memory. */
  dir: string | null;
}

/** The seed and anchor of the server's fixtures, read once: an empty tenant needs only these. */
const fixtureMeta = new WeakMap<TenantHost, Promise<{ seed: number; anchor: string }>>();

/** A tenant's state for its record: empty, or the fixtures with the tenant's own keys. */
async function initialState(host: TenantHost, record: TenantRecord): Promise<State> {
  if (!record.fixtures) {
    let meta = fixtureMeta.get(host);
    if (!meta)
      fixtureMeta.set(
        host,
        (meta = host.fixtureState().then((state) => ({ seed: state.meta.seed, anchor: state.meta.anchor }))),
      );
    const { seed, anchor } = await meta;
    return emptyState(seed, anchor);
  }
  const fixtures = await host.fixtureState();
  for (const [id, keys] of Object.entries(record.keys)) {
    const user = fixtures.users[id];
    if (user) fixtures.users[id] = { ...user, ...keys };
  }
  return fixtures;
}

/**
 * The tenants of one server, by name. Each is built like the default sandbox (`createDeps`,
 * `createApp`) over its own store: nothing of one is reachable from another. The edge
 * (src/tenants/edge.ts) picks one per request; nothing below it knows tenants exist.
 */
export class TenantRegistry implements TenantDirectory<Tenant> {
  private readonly tenants = new Map<string, Tenant>();
  /** Names being created: a second POST of the same name while the first opens its store is a 409. */
  private readonly creating = new Set<string>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly host: TenantHost) {}

  /** File mode: brings back every tenant recorded in the directory. */
  async load(): Promise<void> {
    if (!this.host.dir) return;
    for (const record of readTenantRecords(this.host.dir)) this.tenants.set(record.name, await this.build(record));
  }

  get(name: string): Tenant | undefined {
    return this.tenants.get(name);
  }

  list(): Tenant[] {
    return [...this.tenants.values()].sort((a, b) => (a.record.name < b.record.name ? -1 : 1));
  }

  get size(): number {
    return this.tenants.size;
  }

  /** Whether `token` (null: none presented) is this tenant's admin token. */
  tokenMatches(tenant: Tenant, token: string | null): boolean {
    if (token === null) return false;
    return matchesHash(token, tenant.record.tokenHash);
  }

  /** A request reached the tenant: the idle sweep measures from here. */
  touch(tenant: Tenant): void {
    tenant.lastActivityMs = this.host.wallTime();
  }

  async create(name: string, options: { fixtures?: boolean } = {}): Promise<CreatedTenant> {
    if (!TENANT_NAME_PATTERN.test(name))
      throw new AppError('VALIDATION_ERROR', {
        fields: ['name'],
        message: 'O nome do tenant deve ter de 1 a 32 caracteres a-z 0-9',
      });
    if (this.tenants.has(name) || this.creating.has(name)) throw new AppError('TENANT_EXISTS');
    const max = this.host.settings.maxTenants;
    if (max !== null && this.tenants.size + this.creating.size >= max)
      throw new AppError('TENANT_LIMIT', { message: `${new AppError('TENANT_LIMIT').message}: ${max}` });
    this.creating.add(name);
    try {
      const adminToken = `tnt_${randomToken(40)}`;
      const credentials: CreatedTenant['credentials'] = [];
      const keys: TenantRecord['keys'] = {};
      if (options.fixtures) {
        for (const user of Object.values((await this.host.fixtureState()).users)) {
          const pair = generateKeyPair(tenantKeyForm(name));
          keys[user.id] = { publicKey: pair.publicKey, privateKeyHash: sha256Hex(pair.privateKey) };
          credentials.push({ userId: user.id, email: user.email, ...pair });
        }
      }
      const record: TenantRecord = {
        name,
        createdAt: new Date(this.host.wallTime()).toISOString(),
        fixtures: Boolean(options.fixtures),
        tokenHash: sha256Hex(adminToken),
        keys,
      };
      // The record is durable before the database exists: a crash in between leaves a tenant whose database is made
      // afresh at start.
      if (this.host.dir) writeTenantRecord(this.host.dir, record);
      try {
        const tenant = await this.build(record);
        this.tenants.set(name, tenant);
        return { tenant, adminToken, credentials };
      } catch (error) {
        if (this.host.dir) removeTenantFiles(this.host.dir, name);
        throw error;
      }
    } finally {
      this.creating.delete(name);
    }
  }

  /** Stops its background work, closes and removes its state: its keys and token answer 401 from now on. */
  delete(name: string): void {
    const tenant = this.tenants.get(name);
    if (!tenant) throw new AppError('TENANT_NOT_FOUND');
    this.tenants.delete(name);
    this.shutdown(tenant);
    if (this.host.dir) removeTenantFiles(this.host.dir, name);
  }

  /** Deletes the tenants idle for SANDBOX_TENANT_IDLE_TTL; returns their names. */
  sweepIdle(): string[] {
    const ttl = this.host.settings.tenantIdleTtlMs;
    if (ttl === null) return [];
    const now = this.host.wallTime();
    const idle = this.list()
      .filter((tenant) => now - tenant.lastActivityMs >= ttl)
      .map((tenant) => tenant.record.name);
    for (const name of idle) this.delete(name);
    if (idle.length) this.host.logger.info({ tenants: idle }, 'idle tenants deleted (SANDBOX_TENANT_IDLE_TTL)');
    return idle;
  }

  /** Starts the idle sweep (when SANDBOX_TENANT_IDLE_TTL is set): every quarter of the TTL, at most every minute. */
  start(): void {
    const ttl = this.host.settings.tenantIdleTtlMs;
    if (ttl === null || this.sweeper) return;
    this.sweeper = setInterval(() => this.sweepIdle(), Math.max(250, Math.min(60_000, Math.floor(ttl / 4))));
    this.sweeper.unref();
  }

  /** Stops every tenant's background work and closes its database (the server's close). */
  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    for (const tenant of this.tenants.values()) this.shutdown(tenant);
    this.tenants.clear();
  }

  private shutdown(tenant: Tenant): void {
    for (const stream of tenant.streams) stream.destroy();
    tenant.streams.clear();
    for (const hook of tenant.deps.lifecycle.beforeReplace) hook();
    tenant.deps.store.close();
  }

  private async build(record: TenantRecord): Promise<Tenant> {
    const host = this.host;
    const dbFile = host.dir ? tenantDbFile(host.dir, record.name) : null;
    // The operator's token is checked at the edge; inside, the tenant's app asks for none.
    const settings: Settings = { ...host.settings, dbFile, adminToken: null };
    const fixtureState = () => initialState(host, record);
    const store = await Store.open({
      file: dbFile,
      fsync: settings.dbFsync,
      initial: async () => withClockSettings(await fixtureState(), settings, host.wallTime()),
      // As the default tenant's file is checked at start (src/server.ts).
      check: (state) => {
        const problems = stateProblems(host.schemas, state);
        if (problems.length)
          throw new Error(
            `tenant ${record.name}: does not hold a valid sandbox state: ${problems.slice(0, 5).join(', ')}`,
          );
      },
    });
    const deps = createDeps({
      settings,
      store,
      logger: host.logger,
      fixtureState,
      dueJobs: DUE_JOBS,
      schemas: host.schemas,
      wallTime: host.wallTime,
      keyForm: tenantKeyForm(record.name),
      recordLimit: host.settings.tenantMaxRecords,
    });
    for (const attach of STORE_INDEXES) attach(store);
    const app = createApp(deps);
    for (const hook of deps.lifecycle.afterReplace) hook();
    const now = host.wallTime();
    return {
      record,
      deps,
      app,
      lastActivityMs: now,
      streams: new Set(),
      limiter: host.settings.tenantRateLimit === null ? null : new RateLimiter(host.settings.tenantRateLimit, now),
    };
  }

  /** The tenant as GET /__admin/tenants shows it. */
  view(tenant: Tenant): TenantView {
    const state = tenant.deps.store.state;
    return {
      name: tenant.record.name,
      createdAt: tenant.record.createdAt,
      lastActivityAt: new Date(tenant.lastActivityMs).toISOString(),
      fixtures: tenant.record.fixtures,
      records: tenant.deps.store.recordCount,
      approxBytes: Buffer.byteLength(JSON.stringify(state)),
      adminPath: `/__admin/tenants/${tenant.record.name}`,
    };
  }
}
