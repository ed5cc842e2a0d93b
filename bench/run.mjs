#!/usr/bin/env node
// npm run bench [-- --quick] [-- --only id,id] [-- --profile id,id] [-- --no-docs]
// (--only id also runs the scenarios compared with id, and writes bench/results/partial.*)
// Starts the bare Express baseline and the compiled sandbox (core 0), loads each scenario
// from this process (core 1), and writes bench/results/latest.{json,md} and the table of
// docs/performance.md. Targets are ratios to measurements of the same run.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BRAVO, RouteMissing, client } from './client.mjs';
import { CONNECTIONS, combine, paired } from './load.mjs';
import { HELLO, NPM_START, PINNING, ROOT, SANDBOX, pinSelf, rssMb, startServer, startupMs } from './processes.mjs';
import { PrismMissing } from './prism-server.mjs';
import { formatFrames, topFrames } from './profile.mjs';
import { updateDoc, writeResults } from './report.mjs';
import { SCENARIOS } from './scenarios.mjs';
import { Servers } from './servers.mjs';
import { WEBHOOK_COUNT, webhookBurst } from './webhooks.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    only: { type: 'string' },
    profile: { type: 'string' },
    'no-docs': { type: 'boolean' },
  },
});
const quick = Boolean(args.quick);
// A target scenario runs `rounds` slices of `sliceSeconds`, each after a slice of its reference.
const settings = quick
  ? { warmupSeconds: 1, rounds: 1, sliceSeconds: 1, startupRuns: 3, probeSeconds: 2, idleSeconds: 1 }
  : { warmupSeconds: 3, rounds: 5, sliceSeconds: 2, startupRuns: 7, probeSeconds: 5, idleSeconds: 3 };
const only = args.only ? new Set(args.only.split(',')) : null;
const profiled = new Set(args.profile ? args.profile.split(',') : []);
const wanted = (id) => !only || only.has(id);
const clockStart = performance.now();
const log = (text) =>
  process.stderr.write(
    `${text.startsWith('▶') ? `[${((performance.now() - clockStart) / 1000).toFixed(1).padStart(5)} s] ` : ''}${text}\n`,
  );

if (!existsSync(SANDBOX[0])) {
  log(`bench: ${SANDBOX[0]} is missing; run \`npm run build\` (npm run bench does it first)`);
  process.exit(1);
}
const pinned = pinSelf();
const work = mkdtempSync(join(tmpdir(), 'gateway-bench-'));
const run = {
  startedAt: new Date().toISOString(),
  quick,
  machine: {
    node: process.version,
    cpus: cpus().length,
    pinning: pinned && PINNING,
    loadavg: loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  },
  settings: { connections: CONNECTIONS, ...settings },
  states: {},
  scenarios: {},
};

function failure(error) {
  if (error instanceof RouteMissing) return { status: 'skipped', reason: `route missing (${error.message})` };
  if (error instanceof PrismMissing) return { status: 'skipped', reason: error.message };
  return { status: 'failed', reason: String(error.message).split('\n').slice(0, 2).join(' ').slice(0, 240) };
}

// ── throughput scenarios ───────────────────────────────────────────────────
const byId = new Map(SCENARIOS.map((s) => [s.id, s]));
const servers = new Servers({ work, quick, states: run.states });

function profileOf(dir) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (!files.length) return null;
  const summary = topFrames(join(dir, files.sort().at(-1)));
  log(formatFrames(summary));
  return summary;
}

/** The scenarios with a target that were asked for (a reference is measured beside each of them). */
function selected() {
  return SCENARIOS.filter((s) => s.target && (wanted(s.id) || wanted(s.target.of)));
}

async function prepare(scenario, entry) {
  const requests = await scenario.setup({
    acme: client(entry.server.url),
    bravo: client(entry.server.url, BRAVO),
    state: entry.state,
  });
  return { url: entry.server.url, requests, warm: Boolean(entry.warm) };
}

/** The rounds of each reference, from every pair it was part of, for its own row. */
const referenceRounds = new Map();

async function throughput() {
  for (const scenario of selected()) {
    const reference = byId.get(scenario.target.of);
    log(`▶ ${scenario.id}: ${scenario.title} (alternating with ${reference.id})`);
    const profileDir = profiled.has(scenario.id) ? mkdtempSync(join(work, 'profile-')) : null;
    const base = { title: scenario.title, target: scenario.target };
    let subject = null;
    let other = null;
    try {
      subject = await servers.get(scenario.server, { cpuProfDir: profileDir });
      other = await servers.get(reference.server);
      const measured = await paired(await prepare(scenario, subject), await prepare(reference, other), settings);
      subject.warm = other.warm = true;
      run.scenarios[scenario.id] = { ...base, status: 'ok', ...measured.subject, reference: measured.reference };
      referenceRounds.set(reference.id, [...(referenceRounds.get(reference.id) ?? []), measured.reference]);
    } catch (error) {
      run.scenarios[scenario.id] = { ...base, ...failure(error) };
    } finally {
      await servers.release(subject);
      await servers.release(other);
    }
    if (profileDir) run.scenarios[scenario.id].profile = profileOf(profileDir);
    const r = run.scenarios[scenario.id];
    log(
      r.status === 'ok'
        ? `  ${r.rps} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}) against ${r.reference.rps} req/s of ${reference.id}`
        : `  ${r.status}: ${r.reason}`,
    );
  }
  await servers.stopAll();
  // Rows for the references that are not targets themselves, from the rounds they ran in.
  for (const [id, rounds] of referenceRounds) {
    if (!run.scenarios[id]) run.scenarios[id] = { title: byId.get(id).title, status: 'ok', ...combine(rounds) };
  }
  for (const scenario of SCENARIOS) {
    if (!run.scenarios[scenario.id] && selected().some((s) => s.target.of === scenario.id))
      run.scenarios[scenario.id] = { title: scenario.title, status: 'skipped', reason: 'nothing compared with it ran' };
  }
  const order = SCENARIOS.map((s) => s.id);
  run.scenarios = Object.fromEntries(
    Object.entries(run.scenarios).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)),
  );
}

// ── start-up, memory, webhooks ─────────────────────────────────────────────
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function startup() {
  log(
    '▶ start-up: sandbox (GET /health) in memory (the bin, and npm start) and on a database of the fixtures vs bare Express hello-world (GET /)',
  );
  try {
    const sandbox = [];
    const hello = [];
    const file = [];
    const npm = [];
    // File mode opens what an earlier start wrote: the fixtures in SQLite, every row checked.
    const db = { SANDBOX_DB_FILE: join(work, 'startup.db') };
    await (await startServer(SANDBOX, { env: db })).stop();
    for (let i = 0; i < settings.startupRuns; i++) {
      hello.push(Math.round(await startupMs(HELLO, '/')));
      sandbox.push(Math.round(await startupMs(SANDBOX, '/health', { SANDBOX_DB_FILE: '' })));
      file.push(Math.round(await startupMs(SANDBOX, '/health', db)));
      npm.push(Math.round(await startupMs(NPM_START, '/health', { SANDBOX_DB_FILE: '' })));
    }
    run.startup = {
      status: 'ok',
      sandboxMs: sandbox,
      helloMs: hello,
      fileMs: file,
      sandboxMedianMs: median(sandbox),
      helloMedianMs: median(hello),
      fileMedianMs: median(file),
      npmMs: npm,
      npmMedianMs: median(npm),
    };
    log(
      `  sandbox ${median(sandbox)} ms (file mode ${median(file)} ms, npm start ${median(npm)} ms), hello-world ${median(hello)} ms`,
    );
  } catch (error) {
    run.startup = failure(error);
  }
}

async function idleRss() {
  log('▶ idle RSS');
  try {
    const idle = async (args, env) => {
      const server = await startServer(args, { env });
      await new Promise((resolve) => setTimeout(resolve, settings.idleSeconds * 1000));
      const mb = rssMb(server.pid);
      await server.stop();
      return mb;
    };
    run.rss = {
      status: 'ok',
      sandboxMb: await idle(SANDBOX, { SANDBOX_DB_FILE: '' }),
      baselineMb: await idle(HELLO, {}),
    };
    if (run.rss.sandboxMb === null) run.rss = { status: 'skipped', reason: 'no /proc on this system' };
    else log(`  sandbox ${run.rss.sandboxMb} MB, bare Express ${run.rss.baselineMb} MB`);
  } catch (error) {
    run.rss = failure(error);
  }
}

async function webhooks() {
  log(`▶ webhooks: ${WEBHOOK_COUNT} cashout status changes with a live receiver`);
  const profileDir = profiled.has('webhooks') ? mkdtempSync(join(work, 'profile-')) : null;
  const server = await startServer(SANDBOX, { env: { SANDBOX_DB_FILE: '' }, cpuProfDir: profileDir });
  try {
    run.webhooks = {
      status: 'ok',
      count: WEBHOOK_COUNT,
      ...(await webhookBurst(server.url, client(server.url), { probeSeconds: settings.probeSeconds })),
    };
    const w = run.webhooks;
    log(
      `  ${w.delivered} delivered${w.allArrived ? ` in ${w.deliveredWithinMs} ms` : ''}; probe p99 idle ${w.idle.p99} ms, during ${w.burst.p99} ms (webhook off: ${w.changesOnly.p99} ms)`,
    );
  } catch (error) {
    run.webhooks = failure(error);
  } finally {
    await server.stop();
  }
  if (profileDir && run.webhooks.status === 'ok') run.webhooks.profile = profileOf(profileDir);
}

try {
  await throughput();
  if (wanted('startup')) await startup();
  if (wanted('idle-rss')) await idleRss();
  if (wanted('webhooks')) await webhooks();
} finally {
  rmSync(work, { recursive: true, force: true });
}
run.finishedAt = new Date().toISOString();
// A partial run (--only) does not replace the last complete one.
const table = writeResults(run, join(ROOT, 'bench', 'results'), only ? 'partial' : 'latest');
process.stdout.write(`\n${table}`);
if (!quick && !only && !args['no-docs']) {
  if (updateDoc(join(ROOT, 'docs', 'performance.md'), table)) log('docs/performance.md: table updated');
}
