import request from 'supertest';
import type { SubscriptionStatus } from '../../src/generated/schema-types.js';
import { charMask, maskDecides, searchText } from '../../src/core/lib/search-text.js';
import { addCycle } from '../../src/features/subscriptions/subscriptions.cycles.js';
import { trigramsOf } from '../../src/features/subscriptions/subscriptions.list-index.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { expectSchema } from '../helpers/schema.js';
import { createSubscription, newSeller } from './subscription-helpers.js';

/** A small seeded generator, so the cases are the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const NAMES = [
  'João Silva',
  'Ana Araújo',
  'Márcia Silveira',
  'Bruno Costa',
  'Conceição Lima',
  'Élida Souza',
  'Sílvio Santos',
  'Ana Lima',
];
const STATUSES: SubscriptionStatus[] = ['PENDING', 'ACTIVE', 'TRIALING', 'PAUSED', 'CANCELLED', 'PAST_DUE', 'EXPIRED'];

describe('the subscription list index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clockFrozen: true });
  });
  afterAll(() => t.close());

  it('answers every filter like a scan of all records, after creations out of date order and status changes', async () => {
    const next = random(42);
    const seller = await newSeller(t);
    for (let i = 0; i < 60; i++) {
      const name = NAMES[Math.floor(next() * NAMES.length)];
      const createdAt = new Date(
        Date.parse('2026-10-01T00:00:00Z') + Math.floor(next() * 30 * 24) * 3_600_000,
      ).toISOString();
      const status = STATUSES[Math.floor(next() * STATUSES.length)];
      await createSubscription(t, seller.id, {
        status,
        createdAt,
        customerName: name,
        customerEmail: `${searchText(name).replace(' ', '.')}${i}@example.com`,
        ...(status === 'TRIALING' ? { trialDays: 60 } : {}),
      });
    }
    const all = (await request(t.app).get(`/__admin/subscriptions?sellerId=${seller.id}`).expect(200)).body
      .subscriptions as { id: number; status: string }[];
    for (const sub of all.filter(() => next() < 0.4)) {
      const action =
        sub.status === 'PAUSED' ? 'resume' : sub.status === 'ACTIVE' || sub.status === 'TRIALING' ? 'pause' : 'cancel';
      await request(t.app).post(`/api/subscriptions/${sub.id}/${action}`).set(seller.headers);
    }

    const records = (await request(t.app).get(`/__admin/subscriptions?sellerId=${seller.id}`).expect(200)).body
      .subscriptions as {
      id: number;
      status: string;
      createdAt: string;
      customerName: string;
      customerEmail: string;
    }[];
    const queries = [
      '',
      'status=ACTIVE',
      'status=CANCELLED',
      'search=silv',
      'search=SILVA',
      'search=an',
      'search=ana%20lima',
      'search=a',
      'search=example.com',
      'search=xyz',
      'status=PAUSED&search=lima',
      'startDate=2026-10-10&endDate=2026-10-20',
      'startDate=2026-10-15&search=souza',
      'status=ACTIVE&startDate=2026-10-05&endDate=2026-10-25&search=o',
      // One letter (the character mask decides), a digit and punctuation (the mask only narrows), a
      // query of exactly three characters (its posting list is its matches), with and without a status.
      'status=ACTIVE&search=a',
      'search=z',
      'status=PAUSED&search=e',
      'search=7',
      'search=@',
      'search=.',
      'search=%20',
      'search=sil',
      'status=ACTIVE&search=sil',
      'status=CANCELLED&startDate=2026-10-08&search=ana',
      'startDate=2026-10-12&search=i',
    ];
    const expectedIds: Record<string, number[]> = {};
    for (const query of queries) {
      const params = new URLSearchParams(query);
      const needle = params.has('search') ? searchText(params.get('search')!.trim()) : null;
      const from = params.get('startDate');
      const to = params.get('endDate');
      const expected = records
        .filter((r) => !params.has('status') || r.status === params.get('status'))
        .filter((r) => needle === null || searchText(`${r.customerEmail}\n${r.customerName}`).includes(needle))
        .filter((r) => !from || Date.parse(r.createdAt) >= Date.parse(`${from}T03:00:00Z`))
        .filter((r) => !to || Date.parse(r.createdAt) < Date.parse(`${to}T03:00:00Z`) + 86_400_000)
        .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1))
        .map((r) => r.id);
      const res = await request(t.app).get(`/api/subscriptions?limit=100&${query}`).set(seller.headers).expect(200);
      expectSchema(res.body, 'subscriptions/list.response.schema.json');
      expect([query, res.body.data.subscriptions.map((s: { id: number }) => s.id)]).toEqual([query, expected]);
      expect(res.body.data.pagination.total).toBe(expected.length);
      expectedIds[query] = expected;
    }

    // Page by page, the same order: each page is its slice, and every page says the same total.
    for (const query of [
      '',
      'status=ACTIVE',
      'search=a',
      'status=ACTIVE&search=a',
      'search=7',
      'search=sil',
      'status=ACTIVE&search=sil',
      'search=ana%20lima',
      'startDate=2026-10-12&search=i',
    ]) {
      const expected = expectedIds[query];
      for (let page = 1; page <= Math.ceil(expected.length / 7) + 1; page++) {
        const res = await request(t.app)
          .get(`/api/subscriptions?limit=7&page=${page}&${query}`)
          .set(seller.headers)
          .expect(200);
        expect([query, page, res.body.data.subscriptions.map((s: { id: number }) => s.id)]).toEqual([
          query,
          page,
          expected.slice((page - 1) * 7, page * 7),
        ]);
        expect(res.body.data.pagination.total).toBe(expected.length);
      }
    }
  });
});

describe('charMask', () => {
  it("holds a bit for every character of a text, so a text lacking one of a query's bits cannot contain it", () => {
    const key = searchText('joão.silva42@example.com\nJoão Silva');
    const seen = (query: string) => [query, key.includes(query), (charMask(key) & charMask(query)) === charMask(query)];
    // [query, the key contains it, the mask test lets it through]: every text the key contains passes;
    // 'ç', '9' pass the mask and are not there (shared bits), 'xyz' and 'q' are refused by it.
    expect(['j', 'joao', 'silva4', '42@', 'example.com', ' ', '\u00e7', 'xyz', '9', 'q'].map(seen)).toEqual([
      ['j', true, true],
      ['joao', true, true],
      ['silva4', true, true],
      ['42@', true, true],
      ['example.com', true, true],
      [' ', true, true],
      ['\u00e7', false, true],
      ['xyz', false, false],
      ['9', false, true],
      ['q', false, false],
    ]);
  });

  it('gives a to z a bit each, the digits five bits (0 and 5 share one), anything else the top bit, separators none', () => {
    expect(['a', 'b', 'z', '0', '5', '4', '9', '.', '@', ' ', '\n', 'ab', 'joao', ''].map(charMask)).toEqual([
      1,
      2,
      2 ** 25,
      2 ** 26,
      2 ** 26,
      2 ** 30,
      2 ** 30,
      1 << 31,
      1 << 31,
      1 << 31,
      0,
      3,
      1 | (1 << 9) | (1 << 14),
      0,
    ]);
  });

  it('decides a match alone only for a single letter', () => {
    expect(['a', 'z', 'm'].map(maskDecides)).toEqual([true, true, true]);
    expect(['', 'ab', '7', '@', ' ', '\u00e7', 'A'].map(maskDecides)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(charMask('abc\nxyz')).toBe(charMask('abcxyz'));
  });
});

describe('trigramsOf', () => {
  it('gives the distinct three-character pieces', () => {
    expect([...trigramsOf('banana')]).toEqual(['ban', 'ana', 'nan']);
    expect([...trigramsOf('ab')]).toEqual([]);
  });
});

describe('addCycle', () => {
  const at = (iso: string) => Date.parse(iso);
  it.each([
    ['2026-01-31T10:00:00.000Z', 'MONTHLY', 31, '2026-02-28T10:00:00.000Z'],
    ['2026-02-28T10:00:00.000Z', 'MONTHLY', 31, '2026-03-31T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'MONTHLY', 31, '2028-02-29T10:00:00.000Z'],
    ['2026-11-30T10:00:00.000Z', 'QUARTERLY', 30, '2027-02-28T10:00:00.000Z'],
    ['2026-12-15T10:00:00.000Z', 'BIMONTHLY', 15, '2027-02-15T10:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', 'YEARLY', 29, '2029-02-28T10:00:00.000Z'],
    ['2026-12-28T10:00:00.000Z', 'WEEKLY', 28, '2027-01-04T10:00:00.000Z'],
    ['2026-12-28T10:00:00.000Z', 'BIWEEKLY', 28, '2027-01-11T10:00:00.000Z'],
    ['2026-08-31T10:00:00.000Z', 'SEMIANNUALLY', 31, '2027-02-28T10:00:00.000Z'],
  ] as const)('moves %s one %s cycle (anchor day %i) to %s', (from, cycle, anchorDay, expected) => {
    expect(new Date(addCycle(at(from), cycle, anchorDay)).toISOString()).toBe(expected);
  });
});
