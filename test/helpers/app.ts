import pino from 'pino';
import { createApp } from '../../src/sandbox/app.js';
import { withClockSettings } from '../../src/features/admin/state.service.js';
import { createDeps, type Deps } from '../../src/sandbox/deps.js';
import { fixtureSource } from '../../src/sandbox/fixtures/build.js';
import { SchemaRegistry } from '../../src/http/schemas.js';
import { attachIndexes } from '../../src/sandbox/indexes.js';
import { DUE_JOBS } from '../../src/sandbox/jobs.js';
import { defaultSettings, type Settings } from '../../src/core/settings.js';
import type { State } from '../../src/core/store/state.js';
import { Store } from '../../src/core/store/store.js';
import type { Express } from 'express';

const sources = new Map<string, () => Promise<State>>();

/** The fixture state of a seed, built once per test file. */
export function fixtures(seed = defaultSettings().seed, dir: string | null = null): () => Promise<State> {
  const key = `${seed}:${dir}`;
  let source = sources.get(key);
  if (!source) sources.set(key, (source = fixtureSource(seed, dir)));
  return source;
}

export interface TestApp {
  app: Express;
  deps: Deps;
  /** Stops background work (webhook timers); call in afterEach/afterAll. */
  close(): void;
}

/** A fresh app over a fresh in-memory store holding the fixture state. No port is opened. */
/** The validators every test app of a test file shares (a server shares them between its sandboxes). */
const schemas = new SchemaRegistry();

export async function buildTestApp(
  overrides: Partial<Settings> = {},
  options: { wallTime?: () => number } = {},
): Promise<TestApp> {
  const settings: Settings = {
    ...defaultSettings(),
    logLevel: 'silent',
    webhookRetryDelaysMs: [50, 100],
    webhookTimeoutMs: 1000,
    // The fixed world (the server's default starts at the wall clock): tests compare dates.
    clockStart: 'anchor',
    ...overrides,
  };
  const fixtureState = fixtures(settings.seed, settings.fixturesDir);
  const store = await Store.open({
    file: settings.dbFile,
    initial: async () => withClockSettings(await fixtureState(), settings, (options.wallTime ?? Date.now)()),
  });
  const deps = createDeps({
    settings,
    store,
    logger: pino({ level: 'silent' }),
    fixtureState,
    dueJobs: DUE_JOBS,
    attachIndexes,
    schemas,
    wallTime: options.wallTime,
  });
  const app = createApp(deps);
  for (const hook of deps.lifecycle.afterReplace) hook();
  return {
    app,
    deps,
    close: () => {
      for (const hook of deps.lifecycle.beforeReplace) hook();
    },
  };
}
