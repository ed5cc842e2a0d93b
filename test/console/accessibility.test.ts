/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import type { Browser, Page } from 'playwright-core';
import { keys } from '../helpers/accounts.js';
import { startChild, type ChildServer } from '../helpers/child.js';
import { saleBody } from '../sales/sale-helpers.js';
import { axeViolations } from './axe.js';
import { caller, guardedContext, type GuardedContext, launchBrowser, openView } from './browser.js';

/**
 * axe-core (from node_modules, injected into the page) on every view of the console, lists and
 * details, desktop and phone width, with data in them: 0 violations of WCAG 2.1 A/AA and axe's
 * best practices. A view added to the registry without a row here fails the last test.
 */
let server: ChildServer;
let browser: Browser;
let guard: GuardedContext;
let page: Page;
let origin: string;
const made = { sale: 0, cashout: 0, subscription: 0, delivery: 0, request: 0 };

const call = caller(() => origin);

beforeAll(async () => {
  server = await startChild({ SANDBOX_CLOCK_FROZEN: 'true' });
  origin = server.url;
  browser = await launchBrowser();
  guard = await guardedContext(browser, origin, undefined, { bypassCSP: true });
  page = await guard.newPage();
  // Something in every view: a paid sale with metadata and its postback, a cashout, a subscription, a fault, an inbox.
  const sale = await call(
    'POST',
    '/api/sales',
    saleBody('PIX', { postbackUrl: `${origin}/__admin/inbox/a11y`, metadata: { orderId: 'A11Y-1' } }),
    keys('acme'),
  );
  made.sale = sale.body.sale.id;
  await call('POST', `/__admin/sales/${made.sale}/status`, { status: 'PAGO' });
  made.cashout = (
    await call(
      'POST',
      '/api/public/cashout',
      { amount: 150, pixKey: 'qa@loja.example', pixKeyType: 'EMAIL' },
      keys('acme'),
    )
  ).body.id;
  made.subscription = (
    await call('POST', '/__admin/subscriptions', {
      sellerId: 1000,
      status: 'ACTIVE',
      amount: 4990,
      billingCycle: 'MONTHLY',
      paymentMethod: 'CREDIT_CARD',
      card: { outcome: 'PAGO' },
      customerName: 'Ana Souza',
      customerEmail: 'ana@example.com',
      product: { name: 'Plano Pro' },
    })
  ).body.id;
  await call('POST', '/__admin/clock/advance', { minutes: 1 });
  made.delivery = (
    await call('GET', `/__admin/webhooks/deliveries?resourceType=sale&resourceId=${made.sale}`)
  ).body.deliveries[0].id;
  made.request = (await call('GET', '/__admin/requests?limit=1&hideAdmin=true')).body.entries?.[0]?.id ?? 1;
  await call('POST', '/__admin/faults', { method: 'GET', path: '/api/seller', status: 503, times: 5 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(() => {
  expect(guard.problems).toEqual([]);
});

/** Every view, by its route and what it says when ready. */
const VIEWS: [string, () => string, string][] = [
  ['overview', () => '#/overview', 'overview'],
  ['sellers', () => '#/sellers', 'sellers'],
  ['tenants', () => '#/tenants', 'tenants'],
  ['seller detail', () => '#/sellers/1000', 'seller-detail'],
  ['sales', () => '#/sales', 'sales'],
  ['sale detail', () => `#/sales/${made.sale}`, 'sale-detail'],
  ['cashouts', () => '#/cashouts', 'cashouts'],
  ['cashout detail', () => `#/cashouts/${made.cashout}`, 'cashout-detail'],
  ['subscriptions', () => '#/subscriptions', 'subscriptions'],
  ['subscription detail', () => `#/subscriptions/${made.subscription}`, 'subscription-detail'],
  ['webhooks', () => '#/webhooks', 'webhooks'],
  ['delivery detail', () => `#/webhooks/${made.delivery}`, 'delivery-detail'],
  ['inboxes', () => '#/inbox', 'inboxes'],
  ['inbox detail', () => '#/inbox/a11y', 'inbox-detail'],
  ['requests', () => '#/requests', 'requests'],
  ['request detail', () => `#/requests/${made.request}`, 'request-detail'],
  ['faults', () => '#/faults', 'faults'],
  ['state', () => '#/state', 'state'],
  ['test values', () => '#/test-values', 'test-values'],
  ['ledger', () => '#/ledger/1000', 'ledger'],
  ['search', () => '#/search?q=maria', 'search'],
];

/**
 * Issue 32: "Portuguese in the console with the spec's values beside their labels", and the slips a QA found. The
 * text a person reads on each view, without what is a value rather than a label (code, JSON, amounts, the spec's
 * status values inside their badges, URLs, e-mails, ids), holds none of these.
 */
const SLIPS: [string, RegExp][] = [
  ['a cashout is masculine', /Saque \d+: criada/],
  ['one is singular', /\b1 (pagas|falharam)\b/],
  ['a label that repeats its value', /CHARGEBACK \(contestado \(chargeback\)\)/],
  ['words run together', /[^\s(]·/],
  ['an English mode beside its label', /Agora: accept/],
];
const ENGLISH =
  /\b(the|and|with|without|failed|created|paid|save|delete|loading|balance|refresh|none|yes|settings|search|ledger|page|next|previous|amount|status code)\b/i;

async function readableText(target: Page): Promise<string> {
  return target.evaluate(() => {
    const root = (document.querySelector('main') ?? document.body).cloneNode(true) as HTMLElement;
    for (const node of root.querySelectorAll('code, pre, textarea, script, style, .money, .json, [data-value], select'))
      node.remove();
    return root.innerText;
  });
}

describe('one language on every view', () => {
  it.each(VIEWS)('%s: Portuguese, without the slips', async (_name, hash, ready) => {
    await openView(page, origin, hash(), ready);
    const text = await readableText(page);
    for (const [why, slip] of SLIPS) expect({ why, found: slip.exec(text)?.[0] ?? null }).toEqual({ why, found: null });
    const words = text.replace(/\S*[@/:_.=]\S*/g, ' ');
    expect(ENGLISH.exec(words)?.[0] ?? null).toBeNull();
  });
});

describe('axe-core on every view', () => {
  it.each(VIEWS)('finds no violation on %s (desktop)', async (_name, hash, ready) => {
    await openView(page, origin, hash(), ready);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds no violation on the token dialog', async () => {
    const guarded = await startChild({ SANDBOX_CLOCK_FROZEN: 'true', SANDBOX_ADMIN_TOKEN: 'adm_axe_0001' });
    const other = await guardedContext(browser, guarded.url, undefined, { bypassCSP: true });
    try {
      const tab = await other.newPage();
      await tab.goto(`${guarded.url}/__admin/ui`);
      await tab.getByRole('dialog').waitFor();
      expect(await axeViolations(tab)).toEqual([]);
      expect(other.problems).toEqual([]);
    } finally {
      await other.context.close();
      await guarded.stop();
    }
  });

  it('finds no violation at phone width on the views a phone is used for', async () => {
    const phone = await guardedContext(browser, origin, { width: 390, height: 844 }, { bypassCSP: true });
    try {
      const small = await phone.newPage();
      for (const [, hash, ready] of VIEWS.filter(([name]) =>
        ['overview', 'sale detail', 'cashout detail', 'test values', 'faults'].includes(name),
      )) {
        await openView(small, origin, hash(), ready);
        expect({ hash: hash(), violations: await axeViolations(small) }).toEqual({ hash: hash(), violations: [] });
      }
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('has a row here for every view of the registry', async () => {
    await openView(page, origin, '#/overview', 'overview');
    const routes = await page.evaluate(() =>
      [...document.querySelectorAll('nav[aria-label="Seções"] a')].map((link) =>
        (link.getAttribute('href') ?? '').replace('#/', ''),
      ),
    );
    const covered = new Set(VIEWS.map(([, hash]) => hash().replace('#/', '').split(/[/?]/)[0]));
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
  });
});
