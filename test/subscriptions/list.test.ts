import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { createSubscription, newSeller, type TestSeller } from './subscription-helpers.js';

const LIST = 'subscriptions/list.response.schema.json';

let t: TestApp;
let seller: TestSeller;
/** ids by name, of the data set every test here reads. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ clockFrozen: true });
  seller = await newSeller(t);
  const rows: [string, object][] = [
    // Brasília day boundaries: 02:59 UTC is still the previous day there, 03:00 UTC is the new day.
    [
      'lateOct19',
      { createdAt: '2026-10-20T02:59:00.000Z', customerName: 'João Araújo', customerEmail: 'joao.araujo@example.com' },
    ],
    [
      'earlyOct20',
      {
        createdAt: '2026-10-20T03:00:00.000Z',
        customerName: 'Ana Lima',
        customerEmail: 'ana@example.com',
        status: 'PAUSED',
      },
    ],
    [
      'oct21',
      {
        createdAt: '2026-10-21T15:00:00.000Z',
        customerName: 'Conceição Dias',
        customerEmail: 'CONCEICAO@EXAMPLE.COM',
        status: 'CANCELLED',
      },
    ],
    [
      'oct22a',
      {
        createdAt: '2026-10-22T12:00:00.000Z',
        customerName: 'Bruno Melo',
        customerEmail: 'bruno@loja.com.br',
        status: 'TRIALING',
        trialDays: 30,
      },
    ],
    // Same instant as oct22a: the later id comes first.
    [
      'oct22b',
      {
        createdAt: '2026-10-22T12:00:00.000Z',
        customerName: 'Carla Nunes',
        customerEmail: 'carla@loja.com.br',
        paymentMethod: 'PIX',
      },
    ],
    [
      'oct25',
      {
        createdAt: '2026-10-25T10:00:00.000Z',
        customerName: 'Édson Araujo',
        customerEmail: 'edson@example.com',
        status: 'PAST_DUE',
      },
    ],
    [
      'oct30',
      {
        createdAt: '2026-10-30T10:00:00.000Z',
        customerName: 'Fábio Rocha',
        customerEmail: 'fabio@example.com',
        status: 'PENDING',
      },
    ],
    ['nov1', { customerName: 'Gabriela Costa', customerEmail: 'gabi@example.com', status: 'EXPIRED' }],
  ];
  for (const [name, input] of rows) ids[name] = (await createSubscription(t, seller.id, input)).id;
});
afterAll(() => t.close());

async function list(query: string, headers = seller.headers) {
  const res = await request(t.app).get(`/api/subscriptions${query}`).set(headers).expect(200);
  expectSchema(res.body, LIST);
  return res.body.data as {
    subscriptions: { id: number; [k: string]: unknown }[];
    pagination: { page: number; limit: number; total: number; totalPages: number };
  };
}

const names = (data: { subscriptions: { id: number }[] }) =>
  data.subscriptions.map((item) => Object.keys(ids).find((name) => ids[name] === item.id));

describe('GET /api/subscriptions', () => {
  it('lists only the seller’s own subscriptions, newest first, then by id descending', async () => {
    const data = await list('');
    expect(names(data)).toEqual(['nov1', 'oct30', 'oct25', 'oct22b', 'oct22a', 'oct21', 'earlyOct20', 'lateOct19']);
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 8, totalPages: 1 });
  });

  it('shows the spec’s list item fields, amount in cents', async () => {
    const data = await list('?status=PAUSED');
    expect(data.subscriptions).toEqual([
      {
        id: ids.earlyOct20,
        status: 'PAUSED',
        billingCycle: 'MONTHLY',
        amount: 4990,
        nextBillingDate: '2026-11-20T03:00:00.000Z',
        trialEndsAt: null,
        customerEmail: 'ana@example.com',
        customerName: 'Ana Lima',
        paymentMethod: 'CREDIT_CARD',
        product: { id: expect.any(Number), name: 'Plano Pro' },
        createdAt: '2026-10-20T03:00:00.000Z',
      },
    ]);
  });

  it.each([
    ['PENDING', ['oct30']],
    ['ACTIVE', ['oct22b', 'lateOct19']],
    ['TRIALING', ['oct22a']],
    ['PAUSED', ['earlyOct20']],
    ['CANCELLED', ['oct21']],
    ['PAST_DUE', ['oct25']],
    ['EXPIRED', ['nov1']],
  ])('filters by status %s', async (status, expected) => {
    const data = await list(`?status=${status}`);
    expect(names(data)).toEqual(expected);
    expect(data.pagination.total).toBe(expected.length);
  });

  it.each([
    ['search=araujo', ['oct25', 'lateOct19'], 'ignores accents in the name'],
    ['search=ARAÚJO', ['oct25', 'lateOct19'], 'ignores case and accents in the query'],
    ['search=conceicao@example', ['oct21'], 'matches the e-mail, whatever its case'],
    ['search=loja.com', ['oct22b', 'oct22a'], 'matches part of the e-mail'],
    ['q=fabio', ['oct30'], 'accepts q as the parameter name'],
    ['search=%20ana%20', ['earlyOct20'], 'trims the query'],
    ['search=nobody', [], 'finds nothing for an unknown text'],
    ['search=araujo&status=PAST_DUE', ['oct25'], 'combines with status'],
  ])('searches with %s (%s)', async (query, expected) => {
    expect(names(await list(`?${query}`))).toEqual(expected);
  });

  it.each([
    [
      'startDate=2026-10-20',
      ['nov1', 'oct30', 'oct25', 'oct22b', 'oct22a', 'oct21', 'earlyOct20'],
      'a day starts at 03:00 UTC: 02:59 UTC belongs to the day before',
    ],
    ['endDate=2026-10-19', ['lateOct19'], 'a day ends at 02:59:59.999 UTC of the next UTC day'],
    ['startDate=2026-10-20&endDate=2026-10-20', ['earlyOct20'], 'one whole day, inclusive'],
    ['startDate=2026-10-21&endDate=2026-10-22', ['oct22b', 'oct22a', 'oct21'], 'both ends inclusive'],
    ['endDate=2026-10-22&status=ACTIVE', ['oct22b', 'lateOct19'], 'combines with status'],
    ['startDate=2026-12-01', [], 'a range after everything is empty'],
  ])('filters by %s (%s)', async (query, expected) => {
    expect(names(await list(`?${query}`))).toEqual(expected);
  });

  it('pages with page and limit, keeping the order across pages', async () => {
    const first = await list('?limit=3');
    const second = await list('?limit=3&page=2');
    const third = await list('?limit=3&page=3');
    expect([...names(first), ...names(second), ...names(third)]).toEqual(names(await list('')));
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 8, totalPages: 3 });
    expect(third.subscriptions).toHaveLength(2);
  });

  it.each([
    ['?limit=8', 8, 1, 1],
    ['?limit=7&page=2', 1, 2, 2],
    ['?page=4&limit=3', 0, 3, 4],
    ['?limit=1&page=8', 1, 8, 8],
    ['?limit=500', 8, 1, 1],
  ])('pages at the edges: %s gives %i items', async (query, count, totalPages, page) => {
    const data = await list(query);
    expect(data.subscriptions).toHaveLength(count);
    expect(data.pagination.totalPages).toBe(totalPages);
    expect(data.pagination.page).toBe(page);
  });

  it('clamps a limit above 100 to 100 and says so', async () => {
    expect((await list('?limit=101')).pagination.limit).toBe(100);
    expect((await list('?limit=100')).pagination.limit).toBe(100);
  });

  it('counts totals and pages of a filtered list, and an empty one has no pages', async () => {
    expect((await list('?status=ACTIVE&limit=1')).pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect((await list('?search=nobody')).pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
  });

  it('treats empty parameters as absent', async () => {
    expect((await list('?status=&search=&startDate=&page=&limit=')).pagination.total).toBe(8);
  });

  it.each([
    ['status=active', 'a status in lower case'],
    ['status=DELETED', 'an unknown status'],
    ['status=ACTIVE&status=PAUSED', 'a repeated parameter'],
    ['startDate=2026-13-01', 'an impossible month'],
    ['startDate=2026-02-30', 'an impossible day'],
    ['endDate=20261020', 'a date without dashes'],
    ['startDate=2026-10-20T00:00:00Z', 'an instant instead of a date'],
    ['startDate=2026-10-22&endDate=2026-10-21', 'an end before the start'],
    ['page=0', 'page zero'],
    ['page=-1', 'a negative page'],
    ['page=1.5', 'a fractional page'],
    ['page=abc', 'a page that is not a number'],
    ['page=99999999999999999999', 'a page beyond a safe integer'],
    ['limit=0', 'limit zero'],
    ['limit=ten', 'a limit that is not a number'],
  ])('answers 400 VALIDATION_ERROR in the envelope for %s (%s)', async (query) => {
    const res = await request(t.app).get(`/api/subscriptions?${query}`).set(seller.headers).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.subscriptions);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 401 UNAUTHORIZED in the envelope without keys', async () => {
    const res = await request(t.app).get('/api/subscriptions').expect(401);
    expectSchema(res.body, ERROR_SCHEMAS.subscriptions);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('answers 403 FORBIDDEN to keys without a seller account', async () => {
    const res = await request(t.app).get('/api/subscriptions').set(keys('orphan')).expect(403);
    expectSchema(res.body, ERROR_SCHEMAS.subscriptions);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('shows each fixture seller its own subscriptions only', async () => {
    const acme = await list('?limit=100', keys('acme'));
    const bravo = await list('?limit=100', keys('bravo'));
    expect(acme.pagination.total).toBeGreaterThan(0);
    expect(bravo.pagination.total).toBeGreaterThan(0);
    const acmeIds = new Set(acme.subscriptions.map((item) => item.id));
    expect(bravo.subscriptions.some((item) => acmeIds.has(item.id))).toBe(false);
    expect(acme.subscriptions.some((item) => Object.values(ids).includes(item.id))).toBe(false);
  });
});
