import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetState } from '../../features/admin/state.service.js';
import { createAdminClient, type AdminClient } from '../client/admin-client.js';
import { createGatewayClient, type GatewayClient } from '../client/gateway-client.js';
import { FIXTURES_DIR } from '../../features/fixtures/fixtures-dir.js';
import type { DeliveryRecord } from '../../generated/schema-types.js';
import { startServer } from '../../host/server.js';
import { defaultSettings, type Settings } from '../../core/settings.js';
import { sharedSchemas } from './schema-check.js';
import { waitForDelivery, type DeliveryMatch } from './wait-for-delivery.js';

export type FixtureHandle = 'acme' | 'bravo' | 'nocash' | 'orphan';

export interface FixtureKeys {
  publicKey: string;
  privateKey: string;
  webhookSecret: string;
  /** The user id (the seller id, for the accounts that have one; orphan has none). */
  sellerId: number;
}

export interface StartSandboxOptions {
  /** faker seed of the fixture data (default 20261121). */
  seed?: number;
  /** 'frozen' (the default): time moves only by `admin.clock.advance`; 'running': it flows from the start instant. */
  clock?: 'frozen' | 'running';
  /**
   * Any setting of the sandbox (the README's settings table), by its name in src/core/settings.ts. The kit's clock
   * starts at the fixtures' anchor (`clockStart: 'anchor'`, 2026-11-01T12:00Z) unless this says otherwise.
   */
  settings?: Partial<Settings>;
}

export interface Sandbox {
  /** Base URL, e.g. http://127.0.0.1:41234 (a free port). */
  url: string;
  /** The key pairs and webhook secrets of the fixture accounts. */
  keys: Record<FixtureHandle, FixtureKeys>;
  /** A typed client of every admin operation. */
  admin: AdminClient;
  /** A typed public-API client with a fixture account's keys (acme by default). */
  client(handle?: FixtureHandle): GatewayClient;
  /** Waits until a delivery of the outbox matches (by default: DELIVERED). */
  waitForDelivery(match?: DeliveryMatch): Promise<DeliveryRecord>;
  /** Back to the fixture state, the clock to its start, faults and the request log cleared. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export function fixtureKeys(dir: string | null): Record<FixtureHandle, FixtureKeys> {
  const file = JSON.parse(readFileSync(join(dir ?? FIXTURES_DIR, 'sellers.json'), 'utf8')) as {
    accounts: { handle: string; credentials?: Omit<FixtureKeys, 'sellerId'> }[];
  };
  // User ids are given in file order from 1000 (src/sandbox/fixtures/build.ts creates them so).
  return Object.fromEntries(
    file.accounts.flatMap((account, index) =>
      account.credentials ? [[account.handle, { ...account.credentials, sellerId: 1000 + index }]] : [],
    ),
  ) as Record<FixtureHandle, FixtureKeys>;
}

/**
 * Starts a sandbox inside this process, on a free port of 127.0.0.1, over the fixture data,
 * quiet (log level silent). Each call is an independent sandbox: one per test file runs in
 * parallel with the others. Close it in afterAll.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<Sandbox> {
  const settings: Settings = {
    ...defaultSettings(),
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    clockFrozen: (options.clock ?? 'frozen') === 'frozen',
    // Tests want the fixed world: the same dates at every run (the server's default starts at the wall clock).
    clockStart: 'anchor',
    ...options.settings,
  };
  const running = await startServer(settings, { schemas: sharedSchemas() });
  const admin = createAdminClient({ baseUrl: running.url, adminToken: settings.adminToken ?? undefined });
  const keys = fixtureKeys(settings.fixturesDir);
  return {
    url: running.url,
    keys,
    admin,
    client: (handle = 'acme') =>
      createGatewayClient({
        baseUrl: running.url,
        publicKey: keys[handle].publicKey,
        privateKey: keys[handle].privateKey,
      }),
    waitForDelivery: (match) => waitForDelivery(admin, match),
    // The same as POST /__admin/reset, without the HTTP round trip.
    reset: () => resetState(running.deps, () => {}),
    close: () => running.close(),
  };
}
