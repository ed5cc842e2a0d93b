import { randomBytes } from 'node:crypto';
import { createAdminClient, type AdminClient } from '../client/admin-client.js';
import { createGatewayClient, type GatewayClient } from '../client/gateway-client.js';
import { fixtureKeys, type FixtureHandle, type FixtureKeys } from './start-sandbox.js';
import { waitForDelivery, type DeliveryMatch } from './wait-for-delivery.js';
import type { DeliveryRecord, ScenarioApplied } from '../../generated/schema-types.js';

export interface CreateTenantOptions {
  /** The shared sandbox, e.g. http://sandbox.internal:4010 (as createAdminClient names it). */
  baseUrl?: string;
  /** The same as baseUrl (its earlier name); one of the two is needed. */
  url?: string;
  /**
   * A token that may create tenants: the operator's (SANDBOX_ADMIN_TOKEN) or, better for CI, a tenant creator's
   * (SANDBOX_TENANT_CREATOR_TOKEN), which can do nothing else. Not needed when the sandbox is self-service or open.
   */
  adminToken?: string;
  /** 1–63 of a-z 0-9 and - (not at either end); a random one (t + 12 hex digits) when left out. */
  name?: string;
  /** Seed the fixture accounts, with keys of the tenant's own (`keys`, `client(handle)`). */
  fixtures?: boolean;
  /** A scenario made in the tenant at creation (docs/scenarios.md): a shipped one's name, or one given whole. */
  scenario?: string | Record<string, unknown>;
  /** Deleted after this long without a request ("2h"), within the server's SANDBOX_TENANT_MAX_TTL. */
  ttl?: string | number;
  /** Its clock: frozen or running, from an ISO instant, "now" or "anchor" (the same bodies on every run). */
  clock?: { frozen?: boolean; start?: string };
  /** Free labels the operator's list shows (pipeline, branch, owner). */
  labels?: Record<string, string>;
}

export interface Tenant {
  name: string;
  url: string;
  /** The tenant's own X-Admin-Token (what `admin` sends). */
  adminToken: string;
  /** What the scenario given at creation made (its sellers' ids and keys by entry name). */
  scenario?: ScenarioApplied;
  /** The fixture accounts' keys in this tenant (empty without fixtures). */
  keys: Partial<Record<FixtureHandle, FixtureKeys>>;
  /** A typed admin client of this tenant only (/__admin/tenants/{name}/…). */
  admin: AdminClient;
  /** A typed public-API client with a fixture account's keys in this tenant (acme by default). */
  client(handle?: FixtureHandle): GatewayClient;
  waitForDelivery(match?: DeliveryMatch): Promise<DeliveryRecord>;
  /**
   * Back to the state the tenant was created with (its keys stay), its clock to the start, faults and journal cleared.
   */
  reset(): Promise<void>;
  /** Removes the tenant and everything in it. */
  delete(): Promise<void>;
}

/**
 * `call`, with a sandbox that cannot be reached said as such: fetch's bare "fetch failed" becomes an error naming the
 * URL and why (ECONNREFUSED, ENOTFOUND), its cause kept.
 */
async function reaching<T>(url: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // By name, not instanceof: fetch's TypeError may come from another realm (jest's VM contexts).
    if (typeof error !== 'object' || error === null || (error as Error).name !== 'TypeError') throw error;
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    throw new Error(
      `createTenant: cannot reach the sandbox at ${url} (${cause?.code ?? cause?.message ?? (error as Error).message}): is it running, and is baseUrl right?`,
      { cause: error },
    );
  }
}

/**
 * A tenant of a shared sandbox for one pipeline or test file (issue 21): its own keys, data,
 * clock, faults and deliveries, which no other tenant sees or changes. Delete it in afterAll
 * (or let SANDBOX_TENANT_IDLE_TTL remove it).
 */
export async function createTenant(options: CreateTenantOptions): Promise<Tenant> {
  const given = options.baseUrl ?? options.url;
  if (!given)
    throw new TypeError('createTenant: baseUrl (the shared sandbox, e.g. http://sandbox.internal:4010) is needed');
  const url = given.replace(/\/+$/, '');
  const name = options.name ?? `t${randomBytes(6).toString('hex')}`;
  const operator = createAdminClient({ baseUrl: url, adminToken: options.adminToken });
  const { ttl, clock, labels } = options;
  const created = await reaching(url, () =>
    operator.tenants.create(name, {
      fixtures: options.fixtures === true,
      ttl,
      clock,
      labels,
      ...(options.scenario !== undefined && { scenario: options.scenario }),
    }),
  );
  const fixtures = fixtureKeys(null);
  const keys: Tenant['keys'] = {};
  for (const [handle, fixture] of Object.entries(fixtures) as [FixtureHandle, FixtureKeys][]) {
    const own = created.credentials.find((credentials) => credentials.userId === fixture.sellerId);
    if (own) keys[handle] = { ...fixture, publicKey: own.publicKey, privateKey: own.privateKey };
  }
  const admin = createAdminClient({ baseUrl: url, adminToken: created.adminToken, tenant: name });
  return {
    name,
    url,
    adminToken: created.adminToken,
    ...(created.scenario && { scenario: created.scenario }),
    keys,
    admin,
    client: (handle = 'acme') => {
      const pair = keys[handle];
      if (!pair) throw new Error(`tenant ${name} has no ${handle} account: create it with fixtures: true`);
      return createGatewayClient({ baseUrl: url, publicKey: pair.publicKey, privateKey: pair.privateKey });
    },
    waitForDelivery: (match) => waitForDelivery(admin, match),
    reset: async () => {
      await admin.reset();
    },
    delete: async () => {
      await admin.tenants.delete(name);
    },
  };
}
