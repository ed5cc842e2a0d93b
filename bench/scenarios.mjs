// The throughput scenarios, as data: which server, which set-up, which requests, and the
// target (a ratio of req/s to another measurement of the same run).
import { ACME, BRAVO, keyHeaders } from './client.mjs';
import { jsonRequest } from './load.mjs';
import { cardSale, cashout, itemBody, pixSale } from './payloads.mjs';
import { COMMON_SEARCH_TERM, SEARCH_TERM } from './state-builder.mjs';

const api = (method, path, body, account = ACME) => jsonRequest(method, path, body, keyHeaders(account));
const listPath = `/api/subscriptions?status=ACTIVE&search=${SEARCH_TERM}&limit=20&page=1`;
const commonSearchPath = `/api/subscriptions?status=ACTIVE&search=${COMMON_SEARCH_TERM}&limit=20&page=1`;

/** Up to `count` ids spread evenly over `ids`. */
function spread(ids, count) {
  if (ids.length <= count) return ids;
  return Array.from({ length: count }, (_, i) => ids[Math.floor((i * (ids.length - 1)) / (count - 1))]);
}

/**
 * server: 'baseline' (bare Express), 'raw' (node:http, a fixed body), 'memory' (the sandbox over the default fixtures) or a
 * state name ('medium', 'growth-small', 'growth-large': the sandbox in file mode over a fresh
 * copy of that state file). setup({ acme, bravo, state }) → autocannon requests (cycled per connection).
 * target: { of: another scenario's id, min: ratio } — req/s divided by that one's (min null: the ratio is shown, no
 * target).
 */
export const SCENARIOS = [
  {
    id: 'bare-get',
    title: 'bare Express 5: GET /items/:id (Map, ~1 KB)',
    server: 'baseline',
    setup: () => Array.from({ length: 50 }, (_, i) => jsonRequest('GET', `/items/${i + 1}`)),
  },
  {
    id: 'bare-post',
    title: 'bare Express 5: POST /items (express.json + ajv, ~1 KB)',
    server: 'baseline',
    setup: () => [jsonRequest('POST', '/items', itemBody())],
  },
  {
    // The physical limit here: node:http answering a fixed body, no framework (a ratio without a target).
    id: 'raw-get',
    title: 'raw node:http: GET of a fixed ~1 KB body (no framework)',
    server: 'raw',
    target: { of: 'bare-get', min: null },
    setup: () => Array.from({ length: 50 }, (_, i) => jsonRequest('GET', `/items/${i + 1}`)),
  },
  {
    id: 'get-transaction',
    title: 'GET /api/transactions/:id',
    server: 'memory',
    // Issue 16's fast path (was 0.75), issue 31's 0.90.
    target: { of: 'bare-get', min: 0.9 },
    setup: async ({ acme }) => {
      const { sale } = await acme.post('/api/sales', cardSale());
      return [api('GET', `/api/transactions/${sale.id}`)];
    },
  },
  {
    id: 'get-seller',
    title: 'GET /api/seller',
    server: 'memory',
    target: { of: 'bare-get', min: 0.6 },
    setup: () => [api('GET', '/api/seller')],
  },
  {
    // Optional: Prism 5's static mock of the sandbox's own document, skipped when bench/prism is not installed
    // (`npm run bench:prism` installs it and compares GET /api/seller too). It answers the documented example
    // whatever the id.
    id: 'prism-get-transaction',
    title: 'Prism 5.14 static mock (-v silent, bench/prism): GET /api/transactions/{id}',
    server: 'prism',
    setup: () => [api('GET', '/api/transactions/4')],
  },
  {
    id: 'get-transaction-vs-prism',
    title: 'GET /api/transactions/:id against Prism 5’s static mock',
    server: 'memory',
    // Issue 31's "past the anchors": 2.5 × Prism when it was filed.
    target: { of: 'prism-get-transaction', min: 3 },
    setup: async ({ acme }) => {
      const { sale } = await acme.post('/api/sales', cardSale());
      return [api('GET', `/api/transactions/${sale.id}`)];
    },
  },
  {
    id: 'post-sale-card',
    title: 'POST /api/sales (credit card)',
    server: 'memory',
    target: { of: 'bare-post', min: 0.8 },
    setup: async ({ acme }) => {
      await acme.post('/api/sales', cardSale());
      return [api('POST', '/api/sales', cardSale())];
    },
  },
  {
    id: 'post-cashout',
    title: 'POST /api/public/cashout',
    server: 'memory',
    target: { of: 'bare-post', min: 0.8 },
    setup: async ({ acme }) => {
      await acme.patch(`/__admin/sellers/${ACME.sellerId}`, { availableBalance: 100_000_000_000 });
      await acme.post('/api/public/cashout', cashout());
      return [api('POST', '/api/public/cashout', cashout())];
    },
  },
  {
    id: 'post-sale-pix',
    title: 'POST /api/sales (PIX: BR Code + QR PNG)',
    server: 'memory',
    target: { of: 'bare-post', min: 0.5 },
    setup: async ({ acme }) => {
      await acme.post('/api/sales', pixSale());
      return [api('POST', '/api/sales', pixSale())];
    },
  },
  {
    id: 'list-subscriptions',
    title: `GET /api/subscriptions?status=ACTIVE&search=${SEARCH_TERM} (20 a page, seller with 10,000)`,
    server: 'medium',
    target: { of: 'bare-get', min: 0.3 },
    setup: async ({ acme }) => {
      await acme.get(listPath);
      return [api('GET', listPath)];
    },
  },
  {
    id: 'search-subscriptions-common',
    title: `GET /api/subscriptions?status=ACTIVE&search=${COMMON_SEARCH_TERM} (every customer matches; 20 a page, seller with 10,000)`,
    server: 'medium',
    target: { of: 'bare-get', min: 0.3 },
    setup: async ({ acme }) => {
      await acme.get(commonSearchPath);
      return [api('GET', commonSearchPath)];
    },
  },
  {
    id: 'file-post-sale-card',
    title: 'file mode, 10,000 sales: POST /api/sales (credit card)',
    server: 'medium',
    target: { of: 'post-sale-card', min: 0.5 },
    setup: async ({ acme }) => {
      await acme.post('/api/sales', cardSale());
      return [api('POST', '/api/sales', cardSale())];
    },
  },
  ...['small', 'large'].flatMap((size) => [
    {
      id: `growth-${size}-get`,
      title: `growth, ${size} store: GET /api/transactions/:id (100 ids)`,
      server: `growth-${size}`,
      target: size === 'large' ? { of: 'growth-small-get', min: 0.9 } : undefined,
      setup: async ({ acme, state }) => {
        const ids = spread(state.saleIds, 100);
        await acme.get(`/api/transactions/${ids[0]}`);
        return ids.map((id) => api('GET', `/api/transactions/${id}`));
      },
    },
    {
      id: `growth-${size}-list`,
      title: `growth, ${size} store: GET /api/subscriptions?status=ACTIVE of a small seller`,
      server: `growth-${size}`,
      target: size === 'large' ? { of: 'growth-small-list', min: 0.9 } : undefined,
      setup: async ({ bravo }) => {
        await bravo.get('/api/subscriptions?status=ACTIVE');
        return [api('GET', '/api/subscriptions?status=ACTIVE', undefined, BRAVO)];
      },
    },
  ]),
];

/** The states the file-mode scenarios run on: clones added to the fixtures (quick runs use smaller ones). */
export function stateSizes(quick) {
  return {
    medium: { sales: 10_000, subscriptions: 10_000, smallSellerSubscriptions: 50 },
    'growth-small': { sales: 1_000, subscriptions: 1_000, smallSellerSubscriptions: 50 },
    'growth-large': quick
      ? { sales: 20_000, subscriptions: 20_000, smallSellerSubscriptions: 50 }
      : { sales: 200_000, subscriptions: 200_000, smallSellerSubscriptions: 50 },
  };
}
