import { brasiliaDate, brasiliaDayEndMs, brasiliaDayStartMs } from '../../core/lib/brasilia.js';
import { searchText } from '../../core/lib/search-text.js';
import { SUBSCRIPTION_STATUSES } from '../../features/subscriptions/subscriptions.machine.js';
import { at, expectValue, isObject, jsonPath, listAt, numberAt, type Finding } from './verify.findings.js';
import { get, isSkip, post, query, type CallStep, type Context, type Skip } from './verify.steps.js';
import { WRITES } from './verify.writes.js';

/** An id no account can own: past what a 32-bit id column holds. */
const UNKNOWN_ID = 2147483647;

function firstSubscription(ctx: Context): Record<string, unknown> | undefined {
  const item = listAt(ctx.body('subscriptions.list'), 'data.subscriptions')[0];
  return isObject(item) ? item : undefined;
}

function subscriptionId(ctx: Context): number | Skip {
  if (ctx.settings.subscriptionId !== null) return ctx.settings.subscriptionId;
  const id = firstSubscription(ctx)?.id;
  return typeof id === 'number' ? id : { skip: 'no subscription to read: the list gave none (pass --subscription-id)' };
}

function saleId(ctx: Context): number | Skip {
  if (ctx.settings.saleId !== null) return ctx.settings.saleId;
  const id = at(ctx.body('sales.list'), 'data.sales.0.id');
  return typeof id === 'number' ? id : { skip: 'no sale to read: the sales list gave none (pass --sale-id)' };
}

/** A word of the first subscription's customer name: the term the search must find. */
export function searchTerm(ctx: Context): string | undefined {
  const name = firstSubscription(ctx)?.customerName;
  if (typeof name !== 'string') return undefined;
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}{3,}$/u.test(word))
    .at(-1);
}

function brasiliaDayOfFirst(ctx: Context): string | undefined {
  const createdAt = firstSubscription(ctx)?.createdAt;
  const ms = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  return Number.isNaN(ms) ? undefined : brasiliaDate(ms);
}

function everyItem(
  body: unknown,
  list: string,
  describe: string,
  holds: (item: Record<string, unknown>) => boolean,
): Finding[] {
  return listAt(body, list).flatMap((item, index) =>
    isObject(item) && holds(item)
      ? []
      : [
          {
            path: jsonPath(`${list}.${index}`),
            message: describe,
            observed: JSON.stringify(isObject(item) ? item.id : item),
          },
        ],
  );
}

/** The item a filtered list was built from must be in it, when the whole result fits on the page. */
function includesSource(body: unknown, sourceId: unknown): Finding[] {
  const items = listAt(body, 'data.subscriptions');
  const total = numberAt(body, 'data.pagination.total');
  if (total === undefined || total > items.length) return [];
  return items.some((item) => isObject(item) && item.id === sourceId)
    ? []
    : [
        {
          path: '$.data.subscriptions',
          message: `does not hold subscription ${JSON.stringify(sourceId)}, which matches the filter`,
        },
      ];
}

type Params = Record<string, string | number>;

function subscriptionsList(
  id: string,
  title: string,
  params: (ctx: Context) => Params | Skip,
  extra: Partial<CallStep> = {},
): CallStep {
  return {
    id,
    title,
    operation: 'GET /api/subscriptions',
    expect: 200,
    request: (ctx) => {
      const built = params(ctx);
      return isSkip(built) ? built : get(`/api/subscriptions${query(built)}`);
    },
    ...extra,
  };
}

const READS: CallStep[] = [
  {
    id: 'seller',
    title: 'reads the seller account',
    operation: 'GET /api/seller',
    expect: 200,
    keyCheck: true,
    request: () => get('/api/seller'),
    assert: (body) =>
      expectValue('userId', at(body, 'userId'), at(body, 'id'), {
        what: 'differs from id (the spec: userId equals id)',
      }),
  },
  {
    id: 'seller.no-keys',
    title: 'refuses a call without keys',
    operation: 'GET /api/seller',
    expect: 401,
    request: () => get('/api/seller', 'none'),
  },
  {
    id: 'seller.swapped-keys',
    title: 'refuses the keys swapped between their headers',
    operation: 'GET /api/seller',
    expect: 401,
    request: () => get('/api/seller', 'swapped'),
  },
  {
    id: 'balance',
    title: 'reads the available balance',
    operation: 'GET /api/public/balance',
    expect: 200,
    gap: 'balance-path',
    request: () => get('/api/public/balance'),
  },
  subscriptionsList('subscriptions.list', 'lists subscriptions with the defaults (page 1, limit 20)', () => ({}), {
    assert: (body) => [
      ...expectValue('data.pagination.page', at(body, 'data.pagination.page'), 1),
      ...expectValue('data.pagination.limit', at(body, 'data.pagination.limit'), 20),
    ],
  }),
  ...SUBSCRIPTION_STATUSES.map((status) =>
    subscriptionsList(`subscriptions.list.${status}`, `lists only ${status} subscriptions`, () => ({ status }), {
      assert: (body) => everyItem(body, 'data.subscriptions', `is not ${status}`, (item) => item.status === status),
    }),
  ),
  subscriptionsList(
    'subscriptions.search',
    'finds subscriptions by a word of a customer name',
    (ctx): Params | Skip => {
      const term = searchTerm(ctx);
      return term ? { search: term } : { skip: 'no customer name to search for: the list gave none' };
    },
    {
      gap: 'search-parameter',
      // An e-mail redacted to a pseudonym cannot be judged; the name still can.
      assert: (body, ctx) => {
        const term = searchText(searchTerm(ctx) ?? '');
        const matches = (value: unknown) =>
          typeof value === 'string' && (value.startsWith('redacted-') || searchText(value).includes(term));
        return [
          ...everyItem(
            body,
            'data.subscriptions',
            `matches "${term}" in neither customerName nor customerEmail`,
            (item) => matches(item.customerName) || matches(item.customerEmail),
          ),
          ...includesSource(body, firstSubscription(ctx)?.id),
        ];
      },
    },
  ),
  subscriptionsList(
    'subscriptions.dates',
    'lists subscriptions created on one Brasília day',
    (ctx): Params | Skip => {
      const day = brasiliaDayOfFirst(ctx);
      return day ? { startDate: day, endDate: day } : { skip: 'no creation date to filter on: the list gave none' };
    },
    {
      assert: (body, ctx) => {
        const day = brasiliaDayOfFirst(ctx)!;
        const [from, to] = [brasiliaDayStartMs(day)!, brasiliaDayEndMs(day)!];
        return [
          ...everyItem(body, 'data.subscriptions', `was not created on ${day} in Brasília (UTC−3)`, (item) => {
            const ms = typeof item.createdAt === 'string' ? Date.parse(item.createdAt) : NaN;
            return ms >= from && ms < to;
          }),
          ...includesSource(body, firstSubscription(ctx)?.id),
        ];
      },
    },
  ),
  subscriptionsList('subscriptions.page-2', 'lists the second page', () => ({ page: 2 }), {
    assert: (body) => expectValue('data.pagination.page', at(body, 'data.pagination.page'), 2),
  }),
  subscriptionsList('subscriptions.limit-100', 'lists 100 subscriptions a page, the maximum', () => ({ limit: 100 }), {
    assert: (body) => {
      const total = numberAt(body, 'data.pagination.total') ?? 0;
      return [
        ...expectValue('data.pagination.limit', at(body, 'data.pagination.limit'), 100),
        ...expectValue('data.subscriptions', listAt(body, 'data.subscriptions').length, Math.min(total, 100), {
          what: `holds ${listAt(body, 'data.subscriptions').length} items, expected min(total, 100) = ${Math.min(total, 100)}`,
        }),
      ];
    },
  }),
  {
    id: 'subscriptions.detail',
    title: 'reads one subscription',
    operation: 'GET /api/subscriptions/:id',
    expect: 200,
    request: (ctx) => {
      const id = subscriptionId(ctx);
      return typeof id === 'number' ? get(`/api/subscriptions/${id}`) : id;
    },
    assert: (body, ctx) => expectValue('data.id', at(body, 'data.id'), subscriptionId(ctx)),
  },
  {
    id: 'subscriptions.metrics',
    title: 'reads the subscription metrics',
    operation: 'GET /api/subscriptions/metrics',
    expect: 200,
    request: () => get('/api/subscriptions/metrics'),
  },
  {
    id: 'subscriptions.no-keys',
    title: 'refuses a call without keys with UNAUTHORIZED',
    operation: 'GET /api/subscriptions',
    expect: 401,
    request: () => get('/api/subscriptions', 'none'),
    assert: (body) => expectValue('error.code', at(body, 'error.code'), 'UNAUTHORIZED'),
  },
  {
    id: 'subscriptions.swapped-keys',
    title: 'refuses the keys swapped between their headers with UNAUTHORIZED',
    operation: 'GET /api/subscriptions',
    expect: 401,
    request: () => get('/api/subscriptions', 'swapped'),
    assert: (body) => expectValue('error.code', at(body, 'error.code'), 'UNAUTHORIZED'),
  },
  {
    id: 'subscriptions.unknown-id',
    title: 'answers NOT_FOUND for an id that cannot exist',
    operation: 'GET /api/subscriptions/:id',
    expect: 404,
    request: () => get(`/api/subscriptions/${UNKNOWN_ID}`),
    assert: (body) => expectValue('error.code', at(body, 'error.code'), 'NOT_FOUND'),
  },
  {
    id: 'subscriptions.malformed-id',
    title: 'answers 400 INVALID_ID for an id that is not a number',
    operation: 'GET /api/subscriptions/:id',
    expect: 400,
    gap: 'subscription-id-format',
    request: () => get('/api/subscriptions/not-a-number'),
  },
  subscriptionsList(
    'subscriptions.bad-status',
    'refuses a status filter that is not a status',
    () => ({ status: 'NOT_A_STATUS' }),
    {
      expect: 400,
      assert: (body) =>
        expectValue('error.code', at(body, 'error.code'), 'VALIDATION_ERROR', { gap: 'filter-error-code' }),
    },
  ),
  subscriptionsList('subscriptions.bad-date', 'refuses a malformed date', () => ({ startDate: '31/12/2026' }), {
    expect: 400,
    assert: (body) =>
      expectValue('error.code', at(body, 'error.code'), 'VALIDATION_ERROR', { gap: 'filter-error-code' }),
  }),
  {
    id: 'sales.list',
    title: 'lists sales to find one to read',
    operation: 'GET /api/sales',
    expect: 200,
    gap: 'sales-list',
    request: () => get(`/api/sales${query({ limit: 1 })}`),
  },
  {
    id: 'transactions.read',
    title: 'reads a sale',
    operation: 'GET /api/transactions/:id',
    expect: 200,
    request: (ctx) => {
      const id = saleId(ctx);
      return typeof id === 'number' ? get(`/api/transactions/${id}`) : id;
    },
    assert: (body, ctx) => expectValue('id', at(body, 'id'), saleId(ctx)),
  },
  {
    id: 'transactions.no-keys',
    title: 'refuses a call without keys',
    operation: 'GET /api/transactions/:id',
    expect: 401,
    request: () => get('/api/transactions/1', 'none'),
  },
  {
    id: 'transactions.swapped-keys',
    title: 'refuses the keys swapped between their headers',
    operation: 'GET /api/transactions/:id',
    expect: 401,
    request: () => get('/api/transactions/1', 'swapped'),
  },
  {
    id: 'transactions.malformed-id',
    title: 'refuses an id that is not a number',
    operation: 'GET /api/transactions/:id',
    expect: 400,
    request: () => get('/api/transactions/not-a-number'),
  },
  {
    id: 'transactions.unknown-id',
    title: 'answers 404 for an id that cannot exist',
    operation: 'GET /api/transactions/:id',
    expect: 404,
    request: () => get(`/api/transactions/${UNKNOWN_ID}`),
  },
  {
    id: 'sales.create.no-keys',
    title: 'refuses a sale without keys, {message, details}',
    operation: 'POST /api/sales',
    expect: 401,
    request: () => post('/api/sales', {}, 'none'),
    assert: (body) =>
      typeof at(body, 'details') === 'string'
        ? []
        : [{ path: '$.details', message: 'must be a string (the spec: 401 {message, details: string})' }],
  },
  {
    id: 'cashout.no-keys',
    title: 'refuses a cashout without keys, Nao autorizado',
    operation: 'POST /api/public/cashout',
    expect: 401,
    request: () => post('/api/public/cashout', {}, 'none'),
    assert: (body) => expectValue('message', at(body, 'message'), 'Nao autorizado'),
  },
];

/**
 * The scripted conversation, in the order it runs: reads and the errors safe to provoke, then what --write adds
 * (verify.writes.ts).
 */
export const CONVERSATION: CallStep[] = [...READS, ...WRITES];
