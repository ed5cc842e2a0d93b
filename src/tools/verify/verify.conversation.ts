import { brasiliaDate, brasiliaDayEndMs, brasiliaDayStartMs } from '../../core/lib/brasilia.js';
import { searchText } from '../../core/lib/search-text.js';
import { SUBSCRIPTION_STATUSES } from '../../features/subscriptions/subscriptions.machine.js';
import { at, expectValue, isObject, jsonPath, listAt, numberAt, type Finding } from './verify.findings.js';
import { get, isSkip, post, query, type CallStep, type Context, type Skip } from './verify.steps.js';
import { WRITES } from './verify.writes.js';
import { said, t, type Text } from '../cli/messages/say.js';

/** An id no account can own: past what a 32-bit id column holds. */
const UNKNOWN_ID = 2147483647;

function firstSubscription(ctx: Context): Record<string, unknown> | undefined {
  const item = listAt(ctx.body('subscriptions.list'), 'data.subscriptions')[0];
  return isObject(item) ? item : undefined;
}

function subscriptionId(ctx: Context): number | Skip {
  if (ctx.settings.subscriptionId !== null) return ctx.settings.subscriptionId;
  const id = firstSubscription(ctx)?.id;
  return typeof id === 'number' ? id : { skip: t('verify.noSubscription') };
}

function saleId(ctx: Context): number | Skip {
  if (ctx.settings.saleId !== null) return ctx.settings.saleId;
  const id = at(ctx.body('sales.list'), 'data.sales.0.id');
  return typeof id === 'number' ? id : { skip: t('verify.noSale') };
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
          message: t('verify.missingSource', JSON.stringify(sourceId)),
        },
      ];
}

type Params = Record<string, string | number>;

function subscriptionsList(
  id: string,
  title: Text,
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
    title: said('verify.title.seller'),
    operation: 'GET /api/seller',
    expect: 200,
    keyCheck: true,
    request: () => get('/api/seller'),
    assert: (body) =>
      expectValue('userId', at(body, 'userId'), at(body, 'id'), {
        what: t('verify.userId'),
      }),
  },
  {
    id: 'seller.no-keys',
    title: said('verify.title.noKeys'),
    operation: 'GET /api/seller',
    expect: 401,
    request: () => get('/api/seller', 'none'),
  },
  {
    id: 'seller.swapped-keys',
    title: said('verify.title.swappedKeys'),
    operation: 'GET /api/seller',
    expect: 401,
    request: () => get('/api/seller', 'swapped'),
  },
  {
    id: 'balance',
    title: said('verify.title.balance'),
    operation: 'GET /api/public/balance',
    expect: 200,
    gap: 'balance-path',
    request: () => get('/api/public/balance'),
  },
  subscriptionsList('subscriptions.list', said('verify.title.subscriptionsList'), () => ({}), {
    assert: (body) => [
      ...expectValue('data.pagination.page', at(body, 'data.pagination.page'), 1),
      ...expectValue('data.pagination.limit', at(body, 'data.pagination.limit'), 20),
    ],
  }),
  ...SUBSCRIPTION_STATUSES.map((status) =>
    subscriptionsList(
      `subscriptions.list.${status}`,
      said('verify.title.subscriptionsOfStatus', status),
      () => ({ status }),
      {
        assert: (body) =>
          everyItem(body, 'data.subscriptions', t('verify.notOfStatus', status), (item) => item.status === status),
      },
    ),
  ),
  subscriptionsList(
    'subscriptions.search',
    said('verify.title.subscriptionsSearch'),
    (ctx): Params | Skip => {
      const term = searchTerm(ctx);
      return term ? { search: term } : { skip: t('verify.noSearchName') };
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
            t('verify.searchMiss', term),
            (item) => matches(item.customerName) || matches(item.customerEmail),
          ),
          ...includesSource(body, firstSubscription(ctx)?.id),
        ];
      },
    },
  ),
  subscriptionsList(
    'subscriptions.dates',
    said('verify.title.subscriptionsDates'),
    (ctx): Params | Skip => {
      const day = brasiliaDayOfFirst(ctx);
      return day ? { startDate: day, endDate: day } : { skip: t('verify.noDate') };
    },
    {
      assert: (body, ctx) => {
        const day = brasiliaDayOfFirst(ctx)!;
        const [from, to] = [brasiliaDayStartMs(day)!, brasiliaDayEndMs(day)!];
        return [
          ...everyItem(body, 'data.subscriptions', t('verify.notOnDay', day), (item) => {
            const ms = typeof item.createdAt === 'string' ? Date.parse(item.createdAt) : NaN;
            return ms >= from && ms < to;
          }),
          ...includesSource(body, firstSubscription(ctx)?.id),
        ];
      },
    },
  ),
  subscriptionsList('subscriptions.page-2', said('verify.title.subscriptionsPage2'), () => ({ page: 2 }), {
    assert: (body) => expectValue('data.pagination.page', at(body, 'data.pagination.page'), 2),
  }),
  subscriptionsList('subscriptions.limit-100', said('verify.title.subscriptionsLimit100'), () => ({ limit: 100 }), {
    assert: (body) => {
      const total = numberAt(body, 'data.pagination.total') ?? 0;
      return [
        ...expectValue('data.pagination.limit', at(body, 'data.pagination.limit'), 100),
        ...expectValue('data.subscriptions', listAt(body, 'data.subscriptions').length, Math.min(total, 100), {
          what: t('verify.pageItems', listAt(body, 'data.subscriptions').length, Math.min(total, 100)),
        }),
      ];
    },
  }),
  {
    id: 'subscriptions.detail',
    title: said('verify.title.subscriptionDetail'),
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
    title: said('verify.title.subscriptionMetrics'),
    operation: 'GET /api/subscriptions/metrics',
    expect: 200,
    request: () => get('/api/subscriptions/metrics'),
  },
  {
    id: 'subscriptions.no-keys',
    title: said('verify.title.noKeysUnauthorized'),
    operation: 'GET /api/subscriptions',
    expect: 401,
    request: () => get('/api/subscriptions', 'none'),
    assert: (body) => expectValue('error.code', at(body, 'error.code'), 'UNAUTHORIZED'),
  },
  {
    id: 'subscriptions.swapped-keys',
    title: said('verify.title.swappedKeysUnauthorized'),
    operation: 'GET /api/subscriptions',
    expect: 401,
    request: () => get('/api/subscriptions', 'swapped'),
    assert: (body) => expectValue('error.code', at(body, 'error.code'), 'UNAUTHORIZED'),
  },
  {
    id: 'subscriptions.unknown-id',
    title: said('verify.title.unknownIdNotFound'),
    operation: 'GET /api/subscriptions/:id',
    expect: 404,
    request: () => get(`/api/subscriptions/${UNKNOWN_ID}`),
    assert: (body) => expectValue('error.code', at(body, 'error.code'), 'NOT_FOUND'),
  },
  {
    id: 'subscriptions.malformed-id',
    title: said('verify.title.malformedIdInvalid'),
    operation: 'GET /api/subscriptions/:id',
    expect: 400,
    gap: 'subscription-id-format',
    request: () => get('/api/subscriptions/not-a-number'),
  },
  subscriptionsList('subscriptions.bad-status', said('verify.title.badStatus'), () => ({ status: 'NOT_A_STATUS' }), {
    expect: 400,
    assert: (body) =>
      expectValue('error.code', at(body, 'error.code'), 'VALIDATION_ERROR', { gap: 'filter-error-code' }),
  }),
  subscriptionsList('subscriptions.bad-date', said('verify.title.badDate'), () => ({ startDate: '31/12/2026' }), {
    expect: 400,
    assert: (body) =>
      expectValue('error.code', at(body, 'error.code'), 'VALIDATION_ERROR', { gap: 'filter-error-code' }),
  }),
  {
    id: 'sales.list',
    title: said('verify.title.salesList'),
    operation: 'GET /api/sales',
    expect: 200,
    gap: 'sales-list',
    request: () => get(`/api/sales${query({ limit: 1 })}`),
  },
  {
    id: 'transactions.read',
    title: said('verify.title.saleRead'),
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
    title: said('verify.title.noKeys'),
    operation: 'GET /api/transactions/:id',
    expect: 401,
    request: () => get('/api/transactions/1', 'none'),
  },
  {
    id: 'transactions.swapped-keys',
    title: said('verify.title.swappedKeys'),
    operation: 'GET /api/transactions/:id',
    expect: 401,
    request: () => get('/api/transactions/1', 'swapped'),
  },
  {
    id: 'transactions.malformed-id',
    title: said('verify.title.malformedId'),
    operation: 'GET /api/transactions/:id',
    expect: 400,
    request: () => get('/api/transactions/not-a-number'),
  },
  {
    id: 'transactions.unknown-id',
    title: said('verify.title.unknownId'),
    operation: 'GET /api/transactions/:id',
    expect: 404,
    request: () => get(`/api/transactions/${UNKNOWN_ID}`),
  },
  {
    id: 'sales.create.no-keys',
    title: said('verify.title.saleNoKeys'),
    operation: 'POST /api/sales',
    expect: 401,
    request: () => post('/api/sales', {}, 'none'),
    assert: (body) =>
      typeof at(body, 'details') === 'string' ? [] : [{ path: '$.details', message: t('verify.detailsString') }],
  },
  {
    id: 'cashout.no-keys',
    title: said('verify.title.cashoutNoKeys'),
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
