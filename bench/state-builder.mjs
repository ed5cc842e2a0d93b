// Large sandbox states for the growth, list and file-mode scenarios, made by cloning real
// records with new ids (much faster than creating them over HTTP):
//   templates(url)  creates a few records through the API of a running sandbox and returns
//                   its whole state (fixture records + those), the clone sources;
//   grow(state, n)  adds clones of the seller's sales and subscriptions;
//   writeStateFile  writes a state as compact JSON, record by record (no giant string): the
//                   format of file mode before SQLite (a start converts it once);
//   writeStateDatabase / writeGrownDatabase
//                   write a state (or a grown one, a chunk of clones at a time, so a state of
//                   millions of records never sits in this process) as the SQLite database
//                   file mode opens. They use the compiled store (npm run build first).
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAVO, client } from './client.mjs';
import { cardSale } from './payloads.mjs';

/** First names × surnames of the grown customers, shared with test/admin/search-scale.test.ts. */
const { first: FIRST, last: LAST } = JSON.parse(
  readFileSync(new URL('./customer-names.json', import.meta.url), 'utf8'),
);
/** The list scenario's search term: one surname in 25, so about 4% of the customers match. */
export const SEARCH_TERM = 'silva';
/** A single common letter: every clone's e-mail ends in example.com, so every customer matches. */
export const COMMON_SEARCH_TERM = 'a';

function subscriptionInput(sellerId, status, n) {
  return {
    sellerId,
    status,
    amount: 4990 + n,
    paymentMethod: 'CREDIT_CARD',
    customerName: `Template ${n}`,
    customerEmail: `template${n}@example.com`,
    product: { name: 'Plano Pro' },
    billingCycle: 'MONTHLY',
    card: { brand: 'visa', last4: '4242', outcome: 'PAGO' },
  };
}

/**
 * Creates clone sources through the API of a running sandbox: a card sale, and ACTIVE,
 * PAUSED and CANCELLED subscriptions for acme and for bravo. Returns GET /__admin/state.
 */
export async function templates(url) {
  const api = client(url);
  await api.post('/api/sales', cardSale());
  let n = 0;
  for (const sellerId of [1000, BRAVO.sellerId]) {
    for (const status of ['ACTIVE', 'ACTIVE', 'PAUSED', 'CANCELLED'])
      await api.post('/__admin/subscriptions', subscriptionInput(sellerId, status, n++));
  }
  return api.get('/__admin/state');
}

function maxId(records) {
  let max = 0;
  for (const key of Object.keys(records)) max = Math.max(max, Number(key));
  return max;
}

function isoMinus(iso, minutes) {
  return new Date(Date.parse(iso) - minutes * 60_000).toISOString();
}

function ascii(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The statuses of cloned subscriptions, in a repeating pattern of ten: 70 % ACTIVE, 20 % PAUSED,
 * 10 % CANCELLED (docs/performance.md states this mix; the report prints the mix built). Each
 * clone copies a source subscription of its status, so its dates and fields agree with it.
 */
export const SUBSCRIPTION_MIX = [
  'ACTIVE',
  'ACTIVE',
  'PAUSED',
  'ACTIVE',
  'ACTIVE',
  'CANCELLED',
  'ACTIVE',
  'PAUSED',
  'ACTIVE',
  'ACTIVE',
];

/** Subscriptions of each status per seller in `state`: { [sellerId]: { ACTIVE: n, … } }. */
export function subscriptionMix(state, sellerIds) {
  const mix = Object.fromEntries(sellerIds.map((id) => [id, {}]));
  for (const record of Object.values(state.subscriptions)) {
    const counts = mix[record.sellerId];
    if (counts) counts[record.status] = (counts[record.status] ?? 0) + 1;
  }
  return mix;
}

/**
 * Adds `sales` clones of the seller's sales and `subscriptions` clones of its subscriptions
 * (plus `smallSellerSubscriptions` for bravo, the "small seller" of the growth scenario).
 * Clones get new ids, new item ids and varied customers; cloned subscriptions are created
 * before every existing one, older as the id grows smaller, so ids and dates agree. The id
 * sequences are moved past the clones. Returns { state, saleIds }.
 */
export function grow(state, { sales = 0, subscriptions = 0, smallSellerSubscriptions = 0, sellerId = 1000 }) {
  const sequences = state.meta.sequences;
  const saleSources = Object.values(state.sales).filter((sale) => sale.sellerId === sellerId);
  let saleId = Math.max(maxId(state.sales), sequences.sales ?? 0);
  let itemId = Math.max(
    0,
    sequences.saleItems ?? 0,
    ...saleSources.flatMap((sale) => sale.items.map((item) => item.id)),
  );
  const saleIds = [];
  for (let i = 0; i < sales; i++) {
    const source = saleSources[i % saleSources.length];
    const id = ++saleId;
    state.sales[id] = {
      ...source,
      id,
      items: source.items.map((item) => ({ ...item, id: ++itemId })),
      externalTransactionId: `tx_${id.toString(16).padStart(24, '0')}`,
    };
    saleIds.push(id);
  }
  sequences.sales = saleId;
  sequences.saleItems = itemId;

  let subscriptionId = Math.max(maxId(state.subscriptions), sequences.subscriptions ?? 0);
  const all = Object.values(state.subscriptions);
  const oldest = all.reduce(
    (min, record) => (record.createdAt < min ? record.createdAt : min),
    all[0]?.createdAt ?? state.meta.anchor,
  );
  const plan = [
    [sellerId, subscriptions],
    [BRAVO.sellerId, smallSellerSubscriptions],
  ];
  const total = subscriptions + smallSellerSubscriptions;
  let made = 0;
  for (const [owner, count] of plan) {
    const byStatus = new Map(SUBSCRIPTION_MIX.map((status) => [status, []]));
    for (const record of all) if (record.sellerId === owner) byStatus.get(record.status)?.push(record);
    for (const [status, sources] of byStatus)
      if (count && !sources.length) throw new Error(`no ${status} subscription of seller ${owner} to clone`);
    for (let i = 0; i < count; i++, made++) {
      const sources = byStatus.get(SUBSCRIPTION_MIX[i % SUBSCRIPTION_MIX.length]);
      const source = sources[Math.floor(i / SUBSCRIPTION_MIX.length) % sources.length];
      const id = ++subscriptionId;
      const first = FIRST[made % FIRST.length];
      const last = LAST[Math.floor(made / FIRST.length) % LAST.length];
      const createdAt = isoMinus(oldest, total - made);
      state.subscriptions[id] = {
        ...source,
        id,
        customer: {
          ...source.customer,
          name: `${first} ${last}`,
          email: `${ascii(first)}.${ascii(last)}${id}@example.com`,
        },
        createdAt,
        startedAt: createdAt,
        updatedAt: createdAt,
      };
    }
  }
  sequences.subscriptions = subscriptionId;
  return { state, saleIds };
}

/** Writes the state as compact JSON, a record at a time (a 400 MB state never becomes one string); atomic via rename. */
export function writeStateFile(state, path) {
  const temp = `${path}.tmp`;
  const fd = openSync(temp, 'w');
  let buffered = [];
  let size = 0;
  const put = (text) => {
    buffered.push(text);
    size += text.length;
    if (size > 1 << 20) flush();
  };
  const flush = () => {
    writeSync(fd, buffered.join(''));
    buffered = [];
    size = 0;
  };
  put(`{"meta":${JSON.stringify(state.meta)}`);
  for (const [name, records] of Object.entries(state)) {
    if (name === 'meta') continue;
    put(`,${JSON.stringify(name)}:{`);
    let first = true;
    for (const [id, record] of Object.entries(records)) {
      put(`${first ? '' : ','}${JSON.stringify(id)}:${JSON.stringify(record)}`);
      first = false;
    }
    put('}');
  }
  put('}\n');
  flush();
  closeSync(fd);
  renameSync(temp, path);
}

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The compiled store's database writer and better-sqlite3: a database exactly as the server writes it. */
async function databaseWriter(path) {
  const [{ default: Database }, sqliteState] = await Promise.all([
    import('better-sqlite3'),
    import(join(DIST, 'core', 'store', 'sqlite-state.js')),
  ]);
  for (const suffix of ['', '-wal', '-shm', '.pid']) rmSync(path + suffix, { force: true });
  closeSync(openSync(path, 'wx', 0o600));
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF'); // a bench file: if this process dies, it is built again
  return { db, sqliteState };
}

/** Writes a whole state as a SQLite state database (what file mode opens). */
export async function writeStateDatabase(state, path) {
  const { db, sqliteState } = await databaseWriter(path);
  try {
    sqliteState.initializeDatabase(db, state);
  } finally {
    db.close();
  }
}

/**
 * Writes the template state grown by `sales` and `subscriptions` clones (as grow() makes them)
 * into a SQLite state database, `chunk` clones at a time: each chunk is grown from the
 * templates alone, written in one transaction and dropped. Ids keep growing across chunks, and
 * subscription dates are restamped so they grow with the ids over the whole build, as grow()
 * makes them in one go (minutes apart, all before the templates' oldest).
 */
export async function writeGrownDatabase(template, path, { sales = 0, subscriptions = 0, chunk = 50_000 } = {}) {
  const { db, sqliteState } = await databaseWriter(path);
  try {
    const writer = sqliteState.initializeDatabase(db, template);
    const base = structuredClone(template);
    const baseSales = new Set(Object.keys(base.sales));
    const baseSubscriptions = new Set(Object.keys(base.subscriptions));
    const oldest = Object.values(base.subscriptions).reduce(
      (min, record) => (record.createdAt < min ? record.createdAt : min),
      base.meta.anchor,
    );
    let made = 0;
    for (let done = 0; done < Math.max(sales, subscriptions); done += chunk) {
      const size = {
        sales: Math.max(0, Math.min(chunk, sales - done)),
        subscriptions: Math.max(0, Math.min(chunk, subscriptions - done)),
      };
      grow(base, size);
      const records = [];
      for (const [id, record] of Object.entries(base.sales))
        if (!baseSales.has(id)) records.push(['sales', Number(id), record]);
      for (const [id, record] of Object.entries(base.subscriptions)) {
        if (baseSubscriptions.has(id)) continue;
        const createdAt = isoMinus(oldest, subscriptions - made++);
        records.push([
          'subscriptions',
          Number(id),
          { ...record, createdAt, startedAt: createdAt, updatedAt: createdAt },
        ]);
      }
      writer.commit(records, base.meta);
      for (const [name, id] of records) delete base[name][id];
    }
  } finally {
    db.close();
  }
}
