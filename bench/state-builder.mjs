// Large sandbox states for the growth, list and file-mode scenarios, made by cloning real
// records with new ids (much faster than creating them over HTTP):
//   templates(url)  creates a few records through the API of a running sandbox and returns
//                   its whole state (fixture records + those), the clone sources;
//   grow(state, n)  adds clones of the seller's sales and subscriptions;
//   writeStateFile  writes a state as compact JSON, record by record (no giant string).
import { closeSync, openSync, renameSync, writeSync } from 'node:fs';
import { BRAVO, client } from './client.mjs';
import { cardSale } from './payloads.mjs';

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Íris', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Tiago', 'Vitória', 'William'];
const LAST = ['Almeida', 'Barbosa', 'Cardoso', 'Costa', 'Dias', 'Ferreira', 'Gomes', 'Lima', 'Martins', 'Melo', 'Moura', 'Nunes', 'Oliveira', 'Pereira', 'Ramos', 'Ribeiro', 'Rocha', 'Santos', 'Silva', 'Souza', 'Teixeira', 'Vieira', 'Araújo', 'Carvalho', 'Mendes'];
/** The list scenario's search term: one surname in 25, so about 4% of the customers match. */
export const SEARCH_TERM = 'silva';

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
    for (const status of ['ACTIVE', 'ACTIVE', 'PAUSED', 'CANCELLED']) await api.post('/__admin/subscriptions', subscriptionInput(sellerId, status, n++));
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
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
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
  let itemId = Math.max(0, sequences.saleItems ?? 0, ...saleSources.flatMap((sale) => sale.items.map((item) => item.id)));
  const saleIds = [];
  for (let i = 0; i < sales; i++) {
    const source = saleSources[i % saleSources.length];
    const id = ++saleId;
    state.sales[id] = { ...source, id, items: source.items.map((item) => ({ ...item, id: ++itemId })), externalTransactionId: `tx_${id.toString(16).padStart(24, '0')}` };
    saleIds.push(id);
  }
  sequences.sales = saleId;
  sequences.saleItems = itemId;

  let subscriptionId = Math.max(maxId(state.subscriptions), sequences.subscriptions ?? 0);
  const all = Object.values(state.subscriptions);
  const oldest = all.reduce((min, record) => (record.createdAt < min ? record.createdAt : min), all[0]?.createdAt ?? state.meta.anchor);
  const plan = [
    [sellerId, subscriptions],
    [BRAVO.sellerId, smallSellerSubscriptions],
  ];
  const total = subscriptions + smallSellerSubscriptions;
  let made = 0;
  for (const [owner, count] of plan) {
    const sources = all.filter((record) => record.sellerId === owner);
    if (count && !sources.length) throw new Error(`no subscription of seller ${owner} to clone`);
    for (let i = 0; i < count; i++, made++) {
      const source = sources[i % sources.length];
      const id = ++subscriptionId;
      const first = FIRST[made % FIRST.length];
      const last = LAST[Math.floor(made / FIRST.length) % LAST.length];
      const createdAt = isoMinus(oldest, total - made);
      state.subscriptions[id] = {
        ...source,
        id,
        customer: { ...source.customer, name: `${first} ${last}`, email: `${ascii(first)}.${ascii(last)}${id}@example.com` },
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
