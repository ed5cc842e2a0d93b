import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { jest } from '@jest/globals';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ROOT } from '../helpers/child.js';
import { withMoreSales } from '../helpers/large-state.js';
import { expectSchema } from '../helpers/schema.js';
import type { SearchResult } from '../../src/generated/schema-types.js';
import { completeCpf } from '../../src/core/lib/documents.js';

/**
 * Issue 23: search "must not scan the whole store per keystroke on 100,000 sales". Over a state
 * of 100,000 more sales, each with its own customer (20 first names × 25 surnames, an e-mail,
 * a CPF and an orderId of its own), every kind of query answers from the key indexes: held by
 * counting the records a query reads (never every sale; a handful for a narrow key), not by its
 * time. The times are printed for docs/performance.md; speeds are the bench's, never a test's.
 */
const SALES = 100_000;
/** The most sales a query on a narrow key (an id, an e-mail, a CPF, an orderId) may read: 1 % of them. */
const NARROW = SALES / 100;
/** The bench's customer names (bench/customer-names.json): 20 first names × 25 surnames. */
const { first: FIRST, last: LAST } = JSON.parse(readFileSync(join(ROOT, 'bench/customer-names.json'), 'utf8')) as {
  first: string[];
  last: string[];
};
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

let t: TestApp;
let target: { id: number; email: string; cpf: string; orderId: string };

beforeAll(async () => {
  t = await buildTestApp({ dueWorkIntervalMs: 0, clockFrozen: true });
  const grown = withMoreSales(t.deps.store.state, SALES);
  const ids = Object.keys(grown.sales)
    .map(Number)
    .sort((a, b) => a - b)
    .slice(-SALES);
  ids.forEach((id, n) => {
    const first = FIRST[n % FIRST.length];
    const last = LAST[Math.floor(n / FIRST.length) % LAST.length];
    const sale = grown.sales[id];
    grown.sales[id] = {
      ...sale,
      customer: {
        ...sale.customer,
        name: `${first} ${last}`,
        email: `${ascii(first)}.${ascii(last)}${id}@example.com`,
        document: { type: 'cpf', number: completeCpf(String(100_000_000 + n).slice(0, 9)) },
      },
      metadata: { orderId: `PED-${id}` },
    };
  });
  t.deps.store.transaction(() => t.deps.store.replace(grown));
  const sale = grown.sales[ids[Math.floor(SALES / 2)]];
  target = { id: sale.id, email: sale.customer.email, cpf: sale.customer.document!.number!, orderId: `PED-${sale.id}` };
}, 120_000);
afterAll(() => t.close());

async function timed(q: string): Promise<{ ms: number; result: SearchResult }> {
  const started = performance.now();
  const res = await request(t.app).get('/__admin/search').query({ q }).expect(200);
  return { ms: performance.now() - started, result: res.body as SearchResult };
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

describe(`GET /__admin/search over ${SALES.toLocaleString('en')} more sales`, () => {
  it('builds its indexes at the first search, then answers every kind of query from them', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const first = await timed('zzz-nothing');
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    // [name, query, what it must find, the most sales it may read (half the store unless said)]
    const queries: [string, string, (result: SearchResult) => boolean, number?][] = [
      ['an id', String(target.id), (result) => result.hits[0].id === target.id, NARROW],
      ['a whole e-mail', target.email, (result) => result.hits.some((hit) => hit.id === target.id), NARROW],
      ['the start of an e-mail', target.email.slice(0, 14), (result) => result.total > 0],
      [
        'a CPF with punctuation',
        `${target.cpf.slice(0, 3)}.${target.cpf.slice(3, 6)}.${target.cpf.slice(6, 9)}-${target.cpf.slice(9)}`,
        (result) => result.hits.some((hit) => hit.id === target.id),
        NARROW,
      ],
      ['an orderId', target.orderId.toLowerCase(), (result) => result.hits.some((hit) => hit.id === target.id), NARROW],
      [
        'the start of an orderId',
        target.orderId.slice(0, -1),
        (result) => result.hits.some((hit) => hit.id === target.id) || result.total > result.hits.length,
      ],
      ['the start of a CPF', target.cpf.slice(0, 6), (result) => result.total > 0],
      [
        'the part of an e-mail after its first dot',
        target.email.split('.').slice(1).join('.'),
        (result) => result.total > 0,
      ],
      ['a common surname (4 % of the sales)', 'silva', (result) => result.total >= SALES / 25],
      ['a first name and a surname', 'joao silva', (result) => result.total >= SALES / 500],
      ['three letters of a name (the broadest key)', 'mar', (result) => result.total >= SALES / 20],
      ['nothing', 'xyzzy', (result) => result.total === 0, 0],
    ];
    const rows: string[] = [
      `first search (builds the indexes): ${first.ms.toFixed(0)} ms, heap +${(heapGrowth / 1e6).toFixed(0)} MB (no forced GC: rough)`,
    ];
    const sales = t.deps.store.collections.sales;
    const reads = jest.spyOn(sales, 'get');
    const scans = jest.spyOn(sales, 'values');
    for (const [name, q, check, mostReads = SALES / 2] of queries) {
      const times: number[] = [];
      let salesRead = 0;
      let last: SearchResult | null = null;
      for (let run = 0; run < 5; run++) {
        reads.mockClear();
        scans.mockClear();
        const { ms, result } = await timed(q);
        times.push(ms);
        last = result;
        salesRead = Math.max(salesRead, reads.mock.calls.length);
        expect({ name, scans: scans.mock.calls.length }).toEqual({ name, scans: 0 });
        expect({ name, fewReads: reads.mock.calls.length <= mostReads }).toEqual({ name, fewReads: true });
      }
      expectSchema(last, 'admin/search.response.schema.json');
      expect({ name, found: check(last!) }).toEqual({ name, found: true });
      rows.push(
        `${name} (${q}): ${last!.total} hits, median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, ${salesRead} sales read`,
      );
    }
    reads.mockRestore();
    scans.mockRestore();
    console.log(rows.join('\n'));
  }, 120_000);
});
