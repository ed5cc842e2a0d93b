// The servers the scenarios run against, by kind: 'baseline' (bare Express), 'raw' (node:http), 'prism' (Prism 5's
// static mock of the sandbox's document, when bench/prism is installed), 'memory' (the
// sandbox over the default fixtures) or a state name (the sandbox in file mode over a fresh
// copy of that state database, built on first use by the state builder).
import { copyFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { BASELINE, RAW, SANDBOX, rssMb, startServer } from './processes.mjs';
import { startPrismMock } from './prism-server.mjs';
import { stateSizes } from './scenarios.mjs';
import { ACME, BRAVO } from './client.mjs';
import { grow, subscriptionMix, templates, writeStateDatabase } from './state-builder.mjs';

export class Servers {
  /** `states` receives, per state, its size, build time, open time and RSS. */
  constructor({ work, quick, states }) {
    this.work = work;
    this.quick = quick;
    this.states = states;
    this.kept = new Map();
    this.files = new Map();
    this.templateJson = null;
  }

  /**
   * Read-only kinds are kept and shared; a 'memory' sandbox is fresh for each use (its
   * scenarios write), except in quick runs. A profiled server is always its own.
   */
  shared(kind) {
    return kind !== 'memory' || this.quick;
  }

  async get(kind, { cpuProfDir = null } = {}) {
    if (!cpuProfDir && this.shared(kind) && this.kept.has(kind)) return this.kept.get(kind);
    const entry = { kind, kept: !cpuProfDir && this.shared(kind), ...(await this.start(kind, cpuProfDir)) };
    if (entry.kept) this.kept.set(kind, entry);
    return entry;
  }

  /** Stops a server unless it is kept for later scenarios. */
  async release(entry) {
    if (entry && !entry.kept) await entry.server.stop();
  }

  async stopAll() {
    for (const entry of this.kept.values()) await entry.server.stop();
    this.kept.clear();
  }

  async start(kind, cpuProfDir) {
    if (kind === 'baseline') return { server: await startServer(BASELINE) };
    if (kind === 'raw') return { server: await startServer(RAW) };
    if (kind === 'prism') return { server: await startPrismMock(this.work) };
    if (kind === 'memory') return { server: await startServer(SANDBOX, { env: { SANDBOX_DB_FILE: '' }, cpuProfDir }) };
    const state = await this.stateFile(kind);
    const file = join(mkdtempSync(join(this.work, `${kind}-`)), 'state.db');
    copyFileSync(state.file, file);
    const started = performance.now();
    const server = await startServer(SANDBOX, { env: { SANDBOX_DB_FILE: file }, cpuProfDir });
    Object.assign(this.states[kind], { openMs: Math.round(performance.now() - started), rssMb: rssMb(server.pid) });
    return { server, state };
  }

  /** The state file of a name, built on first use from records made through the API of a sandbox. */
  stateFile(name) {
    if (!this.files.has(name)) this.files.set(name, this.build(name));
    return this.files.get(name);
  }

  async build(name) {
    if (!this.templateJson) {
      const server = await startServer(SANDBOX, { env: { SANDBOX_DB_FILE: '' } });
      try {
        this.templateJson = JSON.stringify(await templates(server.url));
      } finally {
        await server.stop();
      }
    }
    const started = performance.now();
    const size = stateSizes(this.quick)[name];
    const { state, saleIds } = grow(JSON.parse(this.templateJson), size);
    const file = join(this.work, `${name}.db`);
    await writeStateDatabase(state, file);
    this.states[name] = {
      ...size,
      buildMs: Math.round(performance.now() - started),
      // What the subscription scenarios run on, counted in the state built (not as planned).
      subscriptionsByStatus: subscriptionMix(state, [ACME.sellerId, BRAVO.sellerId]),
    };
    return { file, saleIds };
  }
}
