#!/usr/bin/env node
// npm run bench:prism [-- --quick] [-- --rounds N] [-- --seconds S] [-- --measured-paths] [-- --profile]
// The sandbox against Prism 5's static mock of its own OpenAPI document, and against the physical limit (raw
// node:http answering a fixed body). Installs Prism into bench/prism on first use (npm ci --prefix bench/prism),
// starts the sandbox (in memory), writes the GET /openapi.json it serves, starts `prism mock` on it twice (as
// started by default, logging each request, and with `-v silent`, as quiet as the sandbox's --log-level silent),
// and the raw server: every server pinned to core 0, this process (autocannon, the settings of `npm run bench`) on
// core 1. Each round loads every server in turn with the same requests (order reversed every other round), so all
// see the same minute of a shared machine; the ratios are medians of the per-round ratios. CPU per request is the
// server's user + system time (/proc/<pid>/stat) over the requests it answered in its slices. --measured-paths
// gives Prism the document cut to the two paths measured (components kept): Prism's router scores every operation
// of the document on each request, so its cost grows with the API, which this shows. --profile runs the quiet
// Prism under --cpu-prof and prints where its time went (bench/profile.mjs), from its first request on.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { client } from './client.mjs';
import { CONNECTIONS, load } from './load.mjs';
import { PINNING, RAW, SANDBOX, pinSelf, startServer } from './processes.mjs';
import { installPrism, prismVersion, startPrism, writeOpenApi } from './prism-server.mjs';
import { formatFrames, topFrames } from './profile.mjs';
import { SCENARIOS } from './scenarios.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    'measured-paths': { type: 'boolean' },
    profile: { type: 'boolean' },
  },
});
// The settings of `npm run bench` (bench/run.mjs): 3 s of warm-up, 5 rounds of 2 s slices, 50 connections.
const settings = args.quick
  ? { warmupSeconds: 1, rounds: 1, sliceSeconds: 1 }
  : { warmupSeconds: 3, rounds: Number(args.rounds ?? 5), sliceSeconds: Number(args.seconds ?? 2) };
const log = (text) => process.stderr.write(`${text}\n`);
const load3 = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

installPrism();
pinSelf();
const scenario = (id) => SCENARIOS.find((s) => s.id === id);
const work = mkdtempSync(join(tmpdir(), 'gateway-bench-prism-'));
const servers = [];
const started = async (server) => (servers.push(server), server);

/** User + system CPU of a process in ms (Linux), or null where /proc is not there. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fixed = (value, digits = 2) => (value === null || Number.isNaN(value) ? '–' : value.toFixed(digits));

try {
  const loadAtStart = load3();
  log(`bench:prism: Prism ${prismVersion()}, node ${process.version}, pinning ${PINNING}, load ${loadAtStart}`);
  const sandbox = await started(await startServer(SANDBOX, { env: { SANDBOX_DB_FILE: '' } }));
  const document = await writeOpenApi(sandbox.url, join(work, 'openapi.json'));
  if (args['measured-paths']) {
    const full = JSON.parse(readFileSync(document, 'utf8'));
    const kept = ['/api/transactions/{id}', '/api/seller'];
    full.paths = Object.fromEntries(kept.map((path) => [path, full.paths[path]]));
    writeFileSync(document, JSON.stringify(full));
    log(`Prism mocks the document cut to ${kept.join(' and ')}`);
  }
  const acme = client(sandbox.url);
  // The bench's own requests: a card sale's GET by id (its key headers) and GET /api/seller.
  const byId = await scenario('get-transaction').setup({ acme });
  const seller = await scenario('get-seller').setup({ acme });
  const raw = await started(await startServer(RAW));
  const prism = await started(await startPrism(document));
  const profileDir = args.profile ? mkdtempSync(join(work, 'profile-')) : null;
  const quiet = await started(await startPrism(document, { quiet: true, cpuProfDir: profileDir }));
  log(`prism mock answered ${prism.startMs} ms after its spawn (-v silent: ${quiet.startMs} ms)`);

  const rows = [
    { id: 'raw', title: 'raw node:http, a fixed ~1 KB body', server: raw, requests: scenario('raw-get').setup() },
    { id: 'sandbox-id', title: 'sandbox: GET /api/transactions/:id', server: sandbox, requests: byId },
    { id: 'prism-id', title: 'Prism (default log): GET /api/transactions/{id}', server: prism, requests: byId },
    { id: 'quiet-id', title: 'Prism -v silent: GET /api/transactions/{id}', server: quiet, requests: byId },
    { id: 'sandbox-seller', title: 'sandbox: GET /api/seller', server: sandbox, requests: seller },
    { id: 'prism-seller', title: 'Prism (default log): GET /api/seller', server: prism, requests: seller },
    { id: 'quiet-seller', title: 'Prism -v silent: GET /api/seller', server: quiet, requests: seller },
  ].map((row) => ({ ...row, rounds: [], cpu: 0, requests2xx: 0, answered: 0, non2xx: 0, errors: 0 }));

  async function slice(row, seconds) {
    const cpu = cpuMs(row.server.pid);
    const result = await load(row.server.url, { requests: row.requests, seconds });
    const used = cpu === null ? null : cpuMs(row.server.pid) - cpu;
    return { ...result, cpuMs: used };
  }

  for (const row of rows) await slice(row, settings.warmupSeconds);
  for (let round = 0; round < settings.rounds; round++) {
    for (const row of round % 2 ? [...rows].reverse() : rows) {
      const result = await slice(row, settings.sliceSeconds);
      row.rounds.push(result.rps);
      row.answered += result.requests;
      row.cpu = row.cpu === null || result.cpuMs === null ? null : row.cpu + result.cpuMs;
      row.non2xx += result.non2xx;
      row.errors += result.errors;
    }
    log(`round ${round + 1}/${settings.rounds}: ${rows.map((row) => `${row.id} ${row.rounds.at(-1)}`).join(', ')}`);
  }
  const loadAtEnd = load3();

  const byRow = Object.fromEntries(rows.map((row) => [row.id, row]));
  const usPerRequest = (row) => (row.cpu === null ? null : (row.cpu * 1000) / row.answered);
  /** Median over the rounds of a's req/s ÷ b's, and b's CPU per request ÷ a's (both: how many times a is b). */
  const ratio = (a, b) => ({
    rps: median(byRow[a].rounds.map((rps, i) => rps / byRow[b].rounds[i])),
    cpu: usPerRequest(byRow[a]) === null ? null : usPerRequest(byRow[b]) / usPerRequest(byRow[a]),
  });
  const lines = [
    `Prism ${prismVersion()} static mock${args['measured-paths'] ? ' (of the document cut to the two measured paths)' : ''} against the sandbox (${settings.rounds} alternating rounds of ${settings.sliceSeconds} s, ${CONNECTIONS} connections; load ${loadAtStart} → ${loadAtEnd})`,
    '',
    '| server: request | req/s (median of rounds) | CPU per request | non-2xx | errors |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.title} | ${Math.round(median(row.rounds))} | ${fixed(usPerRequest(row), 1)} µs | ${row.non2xx} | ${row.errors} |`,
    ),
    '',
    '| ratio | req/s (median of the rounds) | CPU per request |',
    '|---|---|---|',
    ...[
      ['sandbox ÷ Prism, GET by id', 'sandbox-id', 'prism-id'],
      ['sandbox ÷ Prism -v silent, GET by id', 'sandbox-id', 'quiet-id'],
      ['sandbox ÷ Prism, GET /api/seller', 'sandbox-seller', 'prism-seller'],
      ['sandbox ÷ Prism -v silent, GET /api/seller', 'sandbox-seller', 'quiet-seller'],
      ['sandbox GET by id ÷ raw node:http', 'sandbox-id', 'raw'],
    ].map(([title, a, b]) => {
      const r = ratio(a, b);
      return `| ${title} | ${fixed(r.rps)} | ${fixed(r.cpu)} |`;
    }),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (profileDir) {
    await quiet.stop();
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    process.stdout.write(`\nPrism -v silent, its busy time:\n${formatFrames(topFrames(join(profileDir, file)))}\n`);
  }
} finally {
  for (const server of servers.reverse()) await server.stop();
  rmSync(work, { recursive: true, force: true });
}
