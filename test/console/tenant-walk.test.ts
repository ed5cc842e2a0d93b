/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import type { Browser, Page } from 'playwright-core';
import { createAdminClient, type AdminClient } from '../../src/tools/client/admin-client.js';
import { runCli } from '../../src/tools/cli/dispatch.js';
import { VERBS } from '../../src/tools/cli/verbs.js';
import { PIX_SALE } from '../cli/cli-helpers.js';
import { startChild, type ChildServer } from '../helpers/child.js';
import { eventually, guardedContext, launchBrowser, type GuardedContext } from './browser.js';

/**
 * Issue 28: every URL a tool reaches, prints or fills in comes from its sandbox's base. Inside a
 * tenant, the console's every view (lists and details) and the CLI's every read verb make no
 * request and print no sandbox URL outside /__admin/tenants/<name>.
 */
const TENANT = 'walkteam';
let server: ChildServer;
let browser: Browser;
let guard: GuardedContext;
let page: Page;
let origin: string;
let token: string;
let admin: AdminClient;
const ids: Record<string, string> = {};

/** Every URL of the sandbox's origin in a text (URLs of other hosts, a seller's own webhook, are not the sandbox's). */
const sandboxUrls = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map(([url]) => url);
const outsideTenant = (urls: string[]) =>
  urls.filter(
    (url) => new URL(url).origin === origin && !new URL(url).pathname.startsWith(`/__admin/tenants/${TENANT}/`),
  );

beforeAll(async () => {
  server = await startChild({ SANDBOX_CLOCK_FROZEN: 'true' });
  origin = server.url;
  const operator = createAdminClient({ baseUrl: origin });
  token = (await operator.tenants.create(TENANT, { fixtures: true })).adminToken;
  admin = createAdminClient({ baseUrl: origin, tenant: TENANT, adminToken: token });
  // A sale whose webhook lands in the tenant's inbox: a delivery and an inbox with a request to look at.
  const inbox = await admin.inbox.get('seller-1000', { limit: 1 });
  await admin.sellers.update(1000, { webhook: { url: `${origin}${inbox.inbox.path}`, notifyWithdrawals: true } });
  const sale = await admin.sales.create(1000, { ...PIX_SALE, postbackUrl: `${origin}${inbox.inbox.path}` });
  await admin.sales.move(sale.sale.id, 'PAGO');
  await eventually(async () => (await admin.deliveries.list()).deliveries.length > 0, true, 10_000);
  ids.sale = String(sale.sale.id);
  ids.delivery = String((await admin.deliveries.list()).deliveries[0].id);
  ids.cashout = String((await admin.cashouts.list()).cashouts[0].id);
  ids.subscription = String((await admin.subscriptions.list()).subscriptions[0].id);
  ids.request = String((await admin.requests.list()).requests[0].id);
  browser = await launchBrowser();
  guard = await guardedContext(browser, origin);
  page = await guard.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(() => {
  expect(guard.problems).toEqual([]);
});

describe(`a tenant's tools reach only the tenant`, () => {
  it('the console: every view and every detail asks for URLs inside the tenant’s base only', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${origin}/__admin/tenants/${TENANT}/ui#/overview`);
    const dialog = page.getByRole('dialog', { name: 'Token de administração' });
    await dialog.waitFor();
    await dialog.getByLabel('Token').fill(token);
    await dialog.getByRole('button', { name: 'Entrar' }).press('Enter');
    const views: [string, string][] = [
      ['#/overview', 'overview'],
      ['#/sellers', 'sellers'],
      ['#/sellers/1000', 'seller-detail'],
      ['#/sales', 'sales'],
      [`#/sales/${ids.sale}`, 'sale-detail'],
      ['#/cashouts', 'cashouts'],
      [`#/cashouts/${ids.cashout}`, 'cashout-detail'],
      ['#/subscriptions', 'subscriptions'],
      [`#/subscriptions/${ids.subscription}`, 'subscription-detail'],
      ['#/webhooks', 'webhooks'],
      [`#/webhooks/${ids.delivery}`, 'delivery-detail'],
      ['#/inbox', 'inboxes'],
      ['#/inbox/seller-1000', 'inbox-detail'],
      ['#/requests', 'requests'],
      [`#/requests/${ids.request}`, 'request-detail'],
      ['#/faults', 'faults'],
      ['#/state', 'state'],
      ['#/test-values', 'test-values'],
      ['#/ledger/1000', 'ledger'],
      ['#/search?q=1000', 'search'],
    ];
    for (const [hash, ready] of views) {
      await page.evaluate((h) => (location.hash = h), hash);
      await page.locator(`[data-ready="${ready}"]`).first().waitFor();
    }
    // The page's own text and links name no sandbox URL outside the tenant either (the inbox URL it shows, its links).
    const shown = await page.evaluate(() => document.body.innerText + [...document.links].map((a) => a.href).join(' '));
    const apiCalls = requested.filter((url) => new URL(url).pathname !== `/__admin/tenants/${TENANT}/ui`);
    expect(apiCalls.length).toBeGreaterThan(views.length);
    // The page's script and style are the console's code, the same files for every sandbox (served by the page's HTML,
    // src/features/console/console.routes.ts): every other request is a call of the tenant's own routes.
    const code = (url: string) => new URL(url).pathname.startsWith('/__admin/ui/assets/');
    expect(requested.filter(code).length).toBeGreaterThan(0);
    expect(outsideTenant(requested.filter((url) => !code(url)))).toEqual([]);
    expect(outsideTenant(sandboxUrls(shown))).toEqual([]);
  }, 120_000);

  it('the CLI: every read verb with --tenant prints no sandbox URL outside the tenant’s base', async () => {
    const runs = [
      ['overview'],
      ['sellers', 'list'],
      ['sellers', 'show', '1000'],
      ['sales', 'list'],
      ['sales', 'show', ids.sale],
      ['cashouts', 'list'],
      ['cashouts', 'show', ids.cashout],
      ['subscriptions', 'list'],
      ['subscriptions', 'show', ids.subscription],
      ['deliveries', 'list'],
      ['deliveries', 'show', ids.delivery],
      ['inbox', 'list'],
      ['inbox', 'show', 'seller-1000'],
      ['requests', 'list'],
      ['requests', 'show', ids.request],
      ['faults', 'list'],
      ['clock', 'show'],
      ['test-values'],
      ['ledger', '1000'],
      ['search', '1000'],
      ['timeline', `sale:${ids.sale}`],
    ];
    const env = { SANDBOX_URL: origin, SANDBOX_TENANT: TENANT, SANDBOX_ADMIN_TOKEN: token };
    const printed: string[] = [];
    const codes: number[] = [];
    for (const args of runs) {
      const out: string[] = [];
      codes.push(
        await runCli(args, { stdout: (text) => out.push(text), stderr: (text) => out.push(text), env }, VERBS),
      );
      printed.push(out.join(''));
    }
    expect(codes).toEqual(runs.map(() => 0));
    // The inbox verbs print the tenant's inbox URLs: the check has URLs to judge.
    expect(sandboxUrls(printed.join('\n')).length).toBeGreaterThan(0);
    expect(outsideTenant(sandboxUrls(printed.join('\n')))).toEqual([]);
  }, 120_000);
});
