/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Request } from 'playwright-core';
import type { SaleRecord } from '../../src/generated/schema-types.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DEEP } from '../helpers/runs.js';
import { guardedContext, launchBrowser, openView, type GuardedContext } from './browser.js';

/**
 * The sales table with 100,000 sales (300,000 with `npm run test:deep`): the console pages and
 * filters on the server (GET /__admin/sales), so each step asks for one page, whatever the total,
 * and gets the right one. Held by what is asked and answered, not by times (issue 33: a second's
 * budget per step failed on a loaded machine; the times are printed, speeds are the bench's).
 * The sales are clones of the fixtures' own, put straight into an in-process store.
 */
const SALES = DEEP ? 300_000 : 100_000;

let t: TestApp;
let http: Server;
let origin: string;
let browser: Browser;
let guard: GuardedContext;
let page: Page;

function cloneSales(count: number): void {
  const sales = t.deps.store.collections.sales;
  const sources = sales.values();
  let id = Math.max(...sources.map((sale) => sale.id));
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length];
    const clone: SaleRecord = { ...source, id: ++id };
    sales.insert(clone);
  }
  t.deps.store.meta.sequences.sales = id;
}

beforeAll(async () => {
  t = await buildTestApp({ clockFrozen: true, requestLogSize: 50 });
  t.deps.store.transaction(() => cloneSales(SALES));
  http = createServer(t.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => http.once('listening', resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  guard = await guardedContext(browser, origin);
  page = await guard.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  http?.closeAllConnections();
  await new Promise((resolve) => http?.close(resolve));
  t?.close();
});

afterEach(() => {
  expect(guard.problems).toEqual([]);
});

/**
 * Runs a step and waits for the pager to say `expected`: how long it took (printed, for docs/performance.md; speeds
 * are the bench's, never a test's) and the list requests the console sent for it.
 */
async function step(run: () => Promise<unknown>, expected: RegExp): Promise<{ ms: number; lists: URLSearchParams[] }> {
  const lists: URLSearchParams[] = [];
  const record = (sent: Request) => {
    const url = new URL(sent.url());
    if (url.pathname === '/__admin/sales') lists.push(url.searchParams);
  };
  page.on('request', record);
  const started = Date.now();
  try {
    await run();
    await page.getByRole('navigation', { name: 'Páginas de vendas' }).getByText(expected).waitFor();
    return { ms: Date.now() - started, lists };
  } finally {
    page.off('request', record);
  }
}

/** Brasília midnight of a day (UTC−3 all year since 2019). */
const brasilia = (day: string) => Date.parse(`${day}T00:00:00-03:00`);

describe(`the sales table over ${SALES.toLocaleString('en')} sales`, () => {
  it('answers any page of the admin list with that page of the matching sales, newest first, and their total', async () => {
    const newestFirst = [...t.deps.store.collections.sales.values()].sort((a, b) => b.id - a.id);
    const cases: [string, (sale: SaleRecord) => boolean][] = [
      ['page=1&limit=25', () => true],
      [`page=${Math.floor(newestFirst.length / 25)}&limit=25`, () => true],
      ['status=PAGO&page=50&limit=100', (sale) => sale.status === 'PAGO'],
      [
        'paymentMethod=PIX&startDate=2026-09-01&endDate=2026-10-31&limit=25',
        (sale) =>
          sale.paymentMethod === 'PIX' &&
          Date.parse(sale.createdAt) >= brasilia('2026-09-01') &&
          Date.parse(sale.createdAt) < brasilia('2026-11-01'),
      ],
    ];
    const cpuMs: number[] = [];
    for (const [query, matches] of cases) {
      const params = new URLSearchParams(query);
      const limit = Number(params.get('limit'));
      const from = (Number(params.get('page') ?? 1) - 1) * limit;
      const matching = newestFirst.filter(matches);
      const before = process.cpuUsage();
      const res = await fetch(`${origin}/__admin/sales?${query}`);
      const used = process.cpuUsage(before);
      cpuMs.push((used.user + used.system) / 1000);
      const body = (await res.json()) as { sales: { sale: { id: number } }[]; total: number };
      expect({ query, status: res.status, total: body.total, ids: body.sales.map((view) => view.sale.id) }).toEqual({
        query,
        status: 200,
        total: matching.length,
        ids: matching.slice(from, from + limit).map((sale) => sale.id),
      });
      expect(body.sales.length).toBeGreaterThan(0);
    }
    process.stdout.write(
      `GET /__admin/sales over ${newestFirst.length} sales: ${cpuMs.map((ms) => ms.toFixed(0)).join(', ')} ms of CPU\n`,
    );
  });

  it('opens, pages, jumps to the last page and filters, each step one request for one page', async () => {
    const total = t.deps.store.collections.sales.size;
    const pages = Math.ceil(total / 25);
    const steps: Record<string, { ms: number; lists: URLSearchParams[] }> = {};
    // The page is open (its own first load is measured in qa-flows); from here, the table.
    await openView(page, origin, '#/overview', 'overview');
    steps.open = await step(
      () => page.getByRole('navigation', { name: 'Seções' }).getByRole('link', { name: 'Vendas' }).click(),
      new RegExp(`^Página 1 de ${pages.toLocaleString('pt-BR').replace('.', '\\.')}`),
    );
    steps.next = await step(() => page.getByRole('button', { name: 'Próxima ›' }).click(), /^Página 2 de/);
    steps.last = await step(
      () => page.evaluate((last) => (location.hash = `#/sales?page=${last}`), pages),
      new RegExp(`^Página ${pages.toLocaleString('pt-BR').replace('.', '\\.')} de`),
    );
    steps.filter = await step(() => page.getByLabel('Status').selectOption('PAGO'), /^Página 1 de/);
    steps.dates = await step(async () => {
      await page.getByLabel('De (Brasília)').fill('2026-09-01');
      await page.getByLabel('Até (Brasília)').fill('2026-09-30');
      await page.getByRole('button', { name: 'Filtrar' }).click();
    }, /^Página 1 de/);
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    process.stdout.write(
      `sales table over ${total} sales, ms per step: ${JSON.stringify(Object.fromEntries(Object.entries(steps).map(([name, { ms }]) => [name, ms])))}\n`,
    );
    // The console pages on the server, whatever the total: each step asked for one page of at most 100 sales.
    for (const [name, { lists }] of Object.entries(steps))
      expect({ step: name, lists: lists.map((list) => Number(list.get('limit') ?? 100) <= 100) }).toEqual({
        step: name,
        lists: [true],
      });
  });
});
