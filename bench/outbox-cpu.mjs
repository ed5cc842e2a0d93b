#!/usr/bin/env node
// CPU per webhook delivery of a build's outbox, in this process, without the API around it.
//   node bench/outbox-cpu.mjs <root> <receiverUrl> [count] [rounds]
// <root> is a checkout with a build (`npm run build`; this reads its unbundled dist/). The sandbox's deps are built as
// the tests build them, and `count` deliveries are enqueued one a millisecond (one unit of work each, as the burst of
// bench/webhooks.mjs makes them) to a receiver running elsewhere (another process, ideally on the other core), until
// all are DELIVERED; this process's user + system CPU over the burst ÷ count. The first burst warms up and is not
// counted. Run it pinned (`taskset -c 0`), alternating two roots, and compare medians: on a shared machine one run says
// little.
const [root, receiverUrl, countArg = '1000', roundsArg = '5'] = process.argv.slice(2);
if (!root || !receiverUrl) {
  process.stderr.write('usage: node bench/outbox-cpu.mjs <root> <receiverUrl> [count] [rounds]\n');
  process.exit(2);
}
const dist = (path) => import(`${root}/dist/${path}`);
const pino = (await import(`${root}/node_modules/pino/pino.js`)).default;
const { withClockSettings } = await dist('features/admin/state.service.js');
const { createDeps } = await dist('sandbox/deps.js');
const { fixtureSource } = await dist('sandbox/fixtures/build.js');
const { SchemaRegistry } = await dist('http/schemas.js');
const { attachIndexes } = await dist('sandbox/indexes.js');
const { DUE_JOBS } = await dist('sandbox/jobs.js');
const { defaultSettings } = await dist('core/settings.js');
const { Store } = await dist('core/store/store.js');
const { createApp } = await dist('sandbox/app.js');

const settings = { ...defaultSettings(), logLevel: 'silent', dbFile: '' };
const fixtureState = fixtureSource(settings.seed, null);
const store = await Store.open({
  file: '',
  initial: async () => withClockSettings(await fixtureState(), settings, Date.now()),
});
const deps = createDeps({
  settings,
  store,
  logger: pino({ level: 'silent' }),
  fixtureState,
  dueJobs: DUE_JOBS,
  attachIndexes,
  schemas: new SchemaRegistry(),
});
createApp(deps);
for (const hook of deps.lifecycle.afterReplace) hook();

const count = Number(countArg);
let serial = 0;
const payload = (id) => ({
  id,
  status: 'PROCESSING',
  amount: 1000,
  fee: 0,
  user: { id: 1000, name: 'Acme Pagamentos', document: '12345678000190' },
  pixKey: 'acme@example.com',
  createdAt: new Date().toISOString(),
});

async function burst() {
  const ids = [];
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    const id = ++serial;
    ids.push(
      store.transaction(
        () =>
          deps.outbox.enqueue({
            sellerId: 1000,
            kind: 'cashout.webhook',
            url: receiverUrl,
            payload: payload(id),
            signed: false,
            resource: { type: 'cashout', id, status: 'PROCESSING' },
          }).id,
      ),
    );
  }
  while (ids.some((id) => store.collections.deliveries.get(id)?.status === 'PENDING')) {
    await deps.outbox.settled();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const used = process.cpuUsage(before);
  const failed = ids.filter((id) => store.collections.deliveries.get(id).status !== 'DELIVERED').length;
  return { us: Math.round((used.user + used.system) / count), failed };
}

await burst();
const runs = [];
for (let round = 0; round < Number(roundsArg); round++) runs.push(await burst());
const sorted = runs.map((run) => run.us).sort((a, b) => a - b);
process.stdout.write(
  `${root}: CPU per delivery ${runs.map((run) => run.us).join(' ')} µs (median ${sorted[Math.floor(sorted.length / 2)]}), not delivered ${runs.reduce((sum, run) => sum + run.failed, 0)}\n`,
);
process.exit(0);
