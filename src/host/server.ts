import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerOptions } from 'node:http';
import { join } from 'node:path';
import { assertAdminTokenIfRequired, openAdminWarning } from '../http/admin-exposure.js';
import { afterFirstAnswer } from '../http/after-first-answer.js';
import { answerClientErrors } from '../http/client-error.js';
import { trackConnections } from '../http/connections.js';
import { createLogger } from '../core/logger.js';
import { stopWithProcess } from '../core/process-life.js';
import type { Deps } from '../sandbox/deps.js';
import { createSandbox, sharedServices, type Sandbox } from '../sandbox/sandbox.js';
import { FIXTURES_DIR, fixtureSource } from '../sandbox/fixtures/build.js';
import { SchemaRegistry } from '../http/schemas.js';
import { settingsFromEnv, type Settings } from '../core/settings.js';
import type { Migration } from '../core/store/migrations/index.js';
import { KEEP_ALIVE_MS } from '../core/lib/keep-alive.js';
import { createEdge } from './tenants/edge.js';
import { messageClassesOf } from '../http/message-classes.js';
import { TenantRegistry } from './tenants/registry.js';
import { tenantsDir } from './tenants/tenant-files.js';

export interface RunningServer {
  server: Server;
  deps: Deps;
  /** The default sandbox (the tenant with no name); `deps` is its. */
  sandbox: Sandbox;
  /** The tenants of the server (issue 21); `deps` is the default tenant's. */
  tenants: TenantRegistry;
  url: string;
  close(): Promise<void>;
  /** Resolves once close() is done: connections closed, the port free, the state closed. */
  stopped: Promise<void>;
}

/**
 * A slow client must send its headers within headersTimeoutMs and its whole request within
 * requestTimeoutMs (0: no limit). Node only looks for expired requests every
 * connectionsCheckingInterval (30 s unless told), which would stretch a 10 s limit to 40 s:
 * the check runs at a quarter of the shorter limit, at most every second. Node refuses a
 * headers limit above the request limit, so it is capped there.
 */
export function slowClientLimits(settings: Pick<Settings, 'headersTimeoutMs' | 'requestTimeoutMs'>): ServerOptions {
  const requestTimeout = settings.requestTimeoutMs;
  const headersTimeout =
    requestTimeout > 0 ? Math.min(settings.headersTimeoutMs, requestTimeout) : settings.headersTimeoutMs;
  const shortest = Math.min(...[headersTimeout, requestTimeout].filter((ms) => ms > 0), 4000);
  return { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.max(10, Math.floor(shortest / 4)) };
}

export { KEEP_ALIVE_MS } from '../core/lib/keep-alive.js';

/**
 * Builds everything from settings and listens. The only place that touches the process environment is main().
 * `schemas` lets several servers of one process share their compiled validators (the test kit does);
 * `migrations` replaces MIGRATIONS (tests of the migration machinery).
 */
export async function startServer(
  settings: Settings,
  options: { schemas?: SchemaRegistry; migrations?: readonly Migration[] } = {},
): Promise<RunningServer> {
  assertAdminTokenIfRequired(settings);
  const logger = await createLogger(settings.logLevel);
  const fixtureState = fixtureSource(settings.seed, settings.fixturesDir);
  const shared = sharedServices({
    settings,
    logger,
    schemas: options.schemas ?? new SchemaRegistry(),
    fixtureState,
    wallTime: () => Date.now(),
    migrations: options.migrations,
  });
  // The default sandbox is the tenant with no name, built like every other (src/sandbox/sandbox.ts).
  const sandbox = await createSandbox(
    { name: null, dbFile: settings.dbFile, fixtureState, fixtureAtClock: fixtureState.atClock },
    shared,
  );
  const { deps } = sandbox;
  const tenants = new TenantRegistry(shared, settings.dbFile ? tenantsDir(settings.dbFile) : null);
  await tenants.load();
  tenants.start();
  const server = createServer(
    { ...slowClientLimits(settings), keepAliveTimeout: KEEP_ALIVE_MS, ...messageClassesOf(sandbox.app) },
    createEdge(tenants, sandbox),
  );
  answerClientErrors(server);
  const connections = trackConnections(server);
  server.listen(settings.port, settings.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const openAdmin = openAdminWarning(settings);
  if (openAdmin) logger.warn({ host: settings.host }, openAdmin);
  // Listening first, and the first answer, then the validators: the first request that validates finds them ready.
  afterFirstAnswer(server, () => shared.schemas.warm());
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const url = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}`;
  let markStopped!: () => void;
  const stopped = new Promise<void>((resolve) => (markStopped = resolve));
  return {
    server,
    deps,
    sandbox,
    tenants,
    url,
    close: async () => {
      for (const hook of deps.lifecycle.beforeReplace) hook();
      await connections.close();
      tenants.close();
      sandbox.close();
      markStopped();
    },
    stopped,
  };
}

function fixtureKeysBanner(settings: Settings): string {
  try {
    const file = JSON.parse(readFileSync(join(settings.fixturesDir ?? FIXTURES_DIR, 'sellers.json'), 'utf8')) as {
      accounts: {
        handle: string;
        withoutSellerAccount?: boolean;
        credentials?: { publicKey: string; privateKey: string; webhookSecret?: string };
      }[];
    };
    return file.accounts
      .filter((account) => account.credentials)
      .map(
        (account) =>
          `  ${account.handle.padEnd(8)} ${account.credentials!.publicKey}  ${account.credentials!.privateKey}  ${account.credentials!.webhookSecret ?? ''}${account.withoutSellerAccount ? '  (no seller account)' : ''}`,
      )
      .join('\n');
  } catch {
    return '  (fixture file not readable)';
  }
}

export async function main(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Settings> = {},
): Promise<RunningServer> {
  const settings = settingsFromEnv(env, overrides);
  const running = await startServer(settings);
  process.stdout.write(
    `Gateway sandbox listening on ${running.url}\n` +
      `State: ${settings.dbFile ? `file ${settings.dbFile}` : 'in memory'}, seed ${settings.seed}; admin API at ${running.url}/__admin${settings.adminToken ? ' (X-Admin-Token required)' : ''}\n` +
      (running.deps.store.notice ? `State file: ${running.deps.store.notice}\n` : '') +
      `Clock: ${running.deps.clock.iso()} (a fresh state starts at SANDBOX_CLOCK_START=${typeof settings.clockStart === 'number' ? new Date(settings.clockStart).toISOString() : settings.clockStart}, its fixtures dated relative to it)\n` +
      `Fixture test keys (X-Api-Public-Key / X-Api-Private-Key / webhook secret, the HMAC key of X-Signature):\n${fixtureKeysBanner(settings)}\n` +
      (openAdminWarning(settings) ? `\n${openAdminWarning(settings)}\n` : ''),
  );
  stopWithProcess(
    () => running.close(),
    env,
    (text) => process.stdout.write(text),
  );
  return running;
}
