import type { Request, Response } from 'express';
import type { Deps } from '../../sandbox/deps.js';
import { createSandbox, type Sandbox, type SharedServices } from '../../sandbox/sandbox.js';
import { errorResponse } from '../../http/error-bodies.js';
import { AppError } from '../../core/lib/errors.js';
import { groupOf } from '../../http/groups.js';
import { TENANT_NAME_PATTERN, TENANT_NAME_RULE_PT, tenantKeyForm } from '../../core/lib/key-form.js';
import { matchesHash, randomToken, sha256Hex } from '../../core/lib/secrets.js';
import type { TenantIdentity, TenantView } from '../../generated/schema-types.js';
import { generateKeyPair } from '../../features/seller/accounts.js';
import { emptyState, type State } from '../../core/store/state.js';
import { StateSizeEstimate } from './memory-estimate.js';
import { RateLimiter } from './rate-limit.js';
import { tenantOptionsOf, type TenantOptions } from './options.js';
import type { TenantCreateInput } from '../../generated/schema-types.js';
import type { DamagedTenant, TenantDirectory } from '../../features/tenants/tenants.routes.js';
import type { Settings } from '../../core/settings.js';
import { StoreRefusal } from '../../core/store/refusal.js';
import {
  missingDatabase,
  readTenantRecords,
  removeTenantFiles,
  tenantDbFile,
  writeTenantRecord,
  type TenantRecord,
} from './tenant-files.js';

/** A tenant: a whole sandbox (src/sandbox/sandbox.ts) and what the edge needs to reach it. */
export interface Tenant {
  /** Replaced whole when an imported identity is given (PUT /__admin/tenants/{name}/identity). */
  record: TenantRecord;
  readonly sandbox: Sandbox;
  /** The sandbox's. */
  readonly deps: Deps;
  /** Its app, behind the move's gate: while `moving`, every write answers 503 TENANT_MOVING. */
  readonly app: (req: Request, res: Response) => void;
  lastActivityMs: number;
  /**
   * Being moved (POST /__admin/tenants/{name}/move, issue 27): from the export until it is deleted here, its writes are
   * refused, so no write is answered here after the state was read for the copy.
   */
  moving: boolean;
  readonly limiter: RateLimiter | null;
  /** Its state's size as GET /__admin/tenants shows it (measured on samples, kept beside the tenant). */
  readonly size: StateSizeEstimate;
  /** The sandbox's open event streams: ended when the tenant is deleted, so none outlives it. */
  readonly streams: Set<{ destroy(): unknown }>;
}

export interface CreatedTenant {
  tenant: Tenant;
  adminToken: string;
  credentials: { userId: number; email: string; publicKey: string; privateKey: string; webhookSecret: string }[];
}

/** Methods that change nothing: served while a tenant is moved. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How often a tenant's last activity is saved (file mode); a graceful stop saves it too. */
export const ACTIVITY_SAVE_MS = 60_000;

/** A write to a tenant being moved: 503 TENANT_MOVING in the group's body, with Retry-After (before Express runs). */
function refuseWhileMoving(req: Request, res: Response): void {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const { status, body } = errorResponse(groupOf(req.method, query < 0 ? url : url.slice(0, query)), 'TENANT_MOVING');
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1' });
  res.end(JSON.stringify(body));
}

/** A tenant's own clock (issue 29) over the server's SANDBOX_CLOCK_FROZEN and SANDBOX_CLOCK_START. */
function clockSettingsOf(options: TenantOptions | undefined): Partial<Settings> {
  const clock = options?.clock;
  if (!clock) return {};
  const start =
    clock.start === undefined
      ? undefined
      : clock.start === 'anchor' || clock.start === 'now'
        ? clock.start
        : Date.parse(clock.start);
  return {
    ...(clock.frozen === undefined ? {} : { clockFrozen: clock.frozen }),
    ...(start === undefined ? {} : { clockStart: start }),
  };
}

/** A tenant's state for its record: empty, or the fixtures with the tenant's own keys. */
async function initialState(shared: SharedServices, record: TenantRecord): Promise<State> {
  if (!record.fixtures) {
    const { seed, anchor } = await shared.fixtureMeta();
    return emptyState(seed, anchor);
  }
  const fixtures = await shared.fixtureState();
  for (const [id, keys] of Object.entries(record.keys)) {
    const user = fixtures.users[id];
    if (user) fixtures.users[id] = { ...user, ...keys };
  }
  return fixtures;
}

/**
 * The tenants of one server, by name. Each is built by the factory that builds the default sandbox
 * (`createSandbox`, src/sandbox/sandbox.ts) over its own store: nothing of one is reachable from another. The edge
 * (src/host/tenants/edge.ts) picks one per request; nothing below it knows tenants exist.
 */
export class TenantRegistry implements TenantDirectory<Tenant> {
  private readonly tenants = new Map<string, Tenant>();
  /** Names being created: a second POST of the same name while the first opens its store is a 409. */
  private readonly creating = new Set<string>();
  private sweeper: NodeJS.Timeout | null = null;
  private sweepPeriod = Infinity;
  /** start() was called (the server's registry; a test's may never sweep). */
  private started = false;
  private activitySaver: NodeJS.Timeout | null = null;

  constructor(
    private readonly shared: SharedServices,
    /** `<db-file>.tenants` in file mode; null in memory. */
    private readonly dir: string | null,
  ) {}

  /** Tenants the start refused alone (a damaged record, a missing or damaged database): listed, never re-seeded. */
  readonly damaged: DamagedTenant[] = [];

  /**
   * File mode: brings back every tenant recorded in the directory. One that cannot be trusted is refused alone, named
   * in the start log and listed as damaged; the others start.
   */
  async load(): Promise<void> {
    if (!this.dir) return;
    const { records, damaged } = readTenantRecords(this.dir);
    for (const record of records) {
      const missing = missingDatabase(this.dir, record);
      if (missing) damaged.push(missing);
      else
        try {
          const { pending, ...created } = record;
          this.tenants.set(record.name, await this.build(created));
          // A pending record's database was just made: from now on its loss is noticed.
          if (pending) writeTenantRecord(this.dir, created);
        } catch (error) {
          if (!(error instanceof StoreRefusal)) throw error;
          damaged.push({ name: record.name, file: error.file, reason: error.reason });
        }
    }
    this.damaged.push(...damaged.sort((a, b) => (a.name < b.name ? -1 : 1)));
    for (const { name, file, reason } of this.damaged)
      this.shared.logger.error({ tenant: name, file, reason }, `tenant ${name} refused at start: ${file} ${reason}`);
  }

  depsOf(tenant: Tenant): Deps {
    return tenant.deps;
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
    tenant.lastActivityMs = this.shared.wallTime();
  }

  async create(name: string, options: TenantCreateInput = {}): Promise<CreatedTenant> {
    if (!TENANT_NAME_PATTERN.test(name))
      throw new AppError('VALIDATION_ERROR', {
        fields: ['name'],
        message: `O nome do tenant deve ter ${TENANT_NAME_RULE_PT}`,
      });
    const made = tenantOptionsOf(options, this.shared.settings.tenantMaxTtlMs);
    if (this.tenants.has(name) || this.creating.has(name)) throw new AppError('TENANT_EXISTS');
    // Its files are kept for the operator: a new tenant must not overwrite them.
    if (this.damaged.some((tenant) => tenant.name === name))
      throw new AppError('TENANT_EXISTS', {
        message: `${new AppError('TENANT_EXISTS').message} (danificado: veja GET /__admin/tenants)`,
      });
    const max = this.shared.settings.maxTenants;
    if (max !== null && this.tenants.size + this.creating.size >= max)
      throw new AppError('TENANT_LIMIT', { message: `${new AppError('TENANT_LIMIT').message}: ${max}` });
    this.creating.add(name);
    try {
      const adminToken = `tnt_${randomToken(40)}`;
      const credentials: CreatedTenant['credentials'] = [];
      const keys: TenantRecord['keys'] = {};
      if (options.fixtures) {
        for (const user of Object.values((await this.shared.fixtureState()).users)) {
          const pair = generateKeyPair(tenantKeyForm(name));
          keys[user.id] = { publicKey: pair.publicKey, privateKeyHash: sha256Hex(pair.privateKey) };
          credentials.push({ userId: user.id, email: user.email, ...pair, webhookSecret: user.webhookSecret });
        }
      }
      const record: TenantRecord = {
        name,
        createdAt: new Date(this.shared.wallTime()).toISOString(),
        fixtures: Boolean(options.fixtures),
        tokenHash: sha256Hex(adminToken),
        keys,
        ...(Object.keys(made).length ? { options: made } : {}),
      };
      // The record is durable (pending) before the database exists: a crash in between leaves a tenant whose database
      // is made afresh at start.
      if (this.dir) writeTenantRecord(this.dir, { ...record, pending: true });
      try {
        const tenant = await this.build(record);
        // The database exists: from now on a start that misses it refuses the tenant rather than re-seed it.
        if (this.dir) writeTenantRecord(this.dir, record);
        this.tenants.set(name, tenant);
        if (made.ttlMs !== undefined) this.sweepEvery(made.ttlMs);
        return { tenant, adminToken, credentials };
      } catch (error) {
        if (this.dir) removeTenantFiles(this.dir, name);
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
    if (this.dir) removeTenantFiles(this.dir, name);
  }

  /** A tenant's idle expiry: its own ttl (issue 29), else SANDBOX_TENANT_IDLE_TTL; null: never. */
  private ttlOf(tenant: Tenant): number | null {
    return tenant.record.options?.ttlMs ?? this.shared.settings.tenantIdleTtlMs;
  }

  /** Deletes the tenants idle for their ttl (their own, or SANDBOX_TENANT_IDLE_TTL); returns their names. */
  sweepIdle(): string[] {
    const now = this.shared.wallTime();
    const idle = this.list()
      .filter((tenant) => {
        const ttl = this.ttlOf(tenant);
        return ttl !== null && now - tenant.lastActivityMs >= ttl;
      })
      .map((tenant) => tenant.record.name);
    for (const name of idle) this.delete(name);
    if (idle.length) this.shared.logger.info({ tenants: idle }, 'idle tenants deleted (SANDBOX_TENANT_IDLE_TTL)');
    return idle;
  }

  /** Starts the idle sweep (when SANDBOX_TENANT_IDLE_TTL is set): every quarter of the TTL, at most every minute. */
  start(): void {
    if (this.dir && !this.activitySaver) {
      this.activitySaver = setInterval(() => this.saveActivity(), ACTIVITY_SAVE_MS);
      this.activitySaver.unref();
    }
    this.started = true;
    for (const ttl of [this.shared.settings.tenantIdleTtlMs, ...this.list().map((tenant) => this.ttlOf(tenant))])
      if (ttl !== null) this.sweepEvery(ttl);
  }

  /** The sweep's period: a quarter of the shortest ttl, at most a minute; set again when a shorter ttl comes. */
  private sweepEvery(ttl: number): void {
    if (!this.started) return;
    const period = Math.max(250, Math.min(60_000, Math.floor(ttl / 4)));
    if (this.sweeper && this.sweepPeriod <= period) return;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweepPeriod = period;
    this.sweeper = setInterval(() => this.sweepIdle(), period);
    this.sweeper.unref();
  }

  /** Stops every tenant's background work and closes its database (the server's close). */
  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.activitySaver) clearInterval(this.activitySaver);
    this.started = false;
    this.sweepPeriod = Infinity;
    this.sweeper = this.activitySaver = null;
    try {
      this.saveActivity();
    } catch (error) {
      this.shared.logger.error({ err: error }, 'tenants: last activity not saved');
    }
    for (const tenant of this.tenants.values()) this.shutdown(tenant);
    this.tenants.clear();
  }

  private shutdown(tenant: Tenant): void {
    tenant.sandbox.close();
  }

  private async build(record: TenantRecord): Promise<Tenant> {
    const { shared } = this;
    const sandbox = await createSandbox(
      {
        name: record.name,
        dbFile: this.dir ? tenantDbFile(this.dir, record.name) : null,
        fixtureState: () => initialState(shared, record),
        keyForm: tenantKeyForm(record.name),
        tokenHash: record.tokenHash,
        settings: clockSettingsOf(record.options),
      },
      shared,
    );
    const inner = sandbox.app;
    const now = shared.wallTime();
    const saved = record.lastActivityAt === undefined ? NaN : Date.parse(record.lastActivityAt);
    const tenant: Tenant = {
      record,
      sandbox,
      deps: sandbox.deps,
      app: (req, res) => {
        if (tenant.moving && !READS.has(req.method)) refuseWhileMoving(req, res);
        else inner(req, res);
      },
      lastActivityMs: Number.isNaN(saved) ? now : saved,
      moving: false,
      streams: sandbox.streams,
      size: new StateSizeEstimate(sandbox.deps.store),
      limiter: shared.settings.tenantRateLimit === null ? null : new RateLimiter(shared.settings.tenantRateLimit, now),
    };
    return tenant;
  }

  setMoving(tenant: Tenant, moving: boolean): void {
    tenant.moving = moving;
  }

  /** What moves with the tenant (issue 29): its token's hash, its keys, its creation and last activity. */
  identity(tenant: Tenant): TenantIdentity {
    const { tokenHash, keys, createdAt, options } = tenant.record;
    return {
      tokenHash,
      keys,
      createdAt,
      lastActivityAt: new Date(tenant.lastActivityMs).toISOString(),
      ...(options ? { options } : {}),
    };
  }

  /**
   * The identity a moved tenant had (PUT /__admin/tenants/{name}/identity): its old admin token works from now on,
   * and the new one no more; every key must have this tenant's form. Durable before it answers (file mode).
   */
  adoptIdentity(tenant: Tenant, identity: TenantIdentity): void {
    const form = tenantKeyForm(tenant.record.name);
    const foreign = Object.entries(identity.keys).filter(([, pair]) => !form.accepts(pair.publicKey));
    if (foreign.length)
      throw new AppError('VALIDATION_ERROR', {
        fields: foreign.map(([id]) => `keys.${id}.publicKey`),
        message: `As chaves deste tenant começam por ${form.publicPrefix}`,
      });
    // Its options are checked as a creation's are (a clock start that is no instant is refused, naming it).
    const options = identity.options
      ? tenantOptionsOf(
          { ttl: identity.options.ttlMs, clock: identity.options.clock, labels: identity.options.labels },
          null,
        )
      : undefined;
    const record: TenantRecord = { ...tenant.record, ...identity, ...(options ? { options } : {}) };
    if (this.dir) writeTenantRecord(this.dir, record);
    tenant.record = record;
    tenant.lastActivityMs = Date.parse(identity.lastActivityAt);
    if (options?.ttlMs !== undefined) this.sweepEvery(options.ttlMs);
  }

  /** Saves each tenant's last activity that changed since it was last saved (file mode): the idle expiry survives. */
  saveActivity(): void {
    if (!this.dir) return;
    for (const tenant of this.tenants.values()) {
      const at = new Date(tenant.lastActivityMs).toISOString();
      if (tenant.record.lastActivityAt === at) continue;
      tenant.record = { ...tenant.record, lastActivityAt: at };
      writeTenantRecord(this.dir, tenant.record);
    }
  }

  /** The tenant as GET /__admin/tenants shows it. */
  view(tenant: Tenant): TenantView {
    const ttl = this.ttlOf(tenant);
    return {
      name: tenant.record.name,
      createdAt: tenant.record.createdAt,
      lastActivityAt: new Date(tenant.lastActivityMs).toISOString(),
      fixtures: tenant.record.fixtures,
      records: tenant.deps.store.recordCount,
      approxBytes: tenant.size.approxBytes(),
      adminPath: tenant.sandbox.basePath,
      labels: tenant.record.options?.labels ?? {},
      expiresAt: ttl === null ? null : new Date(tenant.lastActivityMs + ttl).toISOString(),
    };
  }
}
