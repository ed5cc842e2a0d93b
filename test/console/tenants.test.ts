/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import type { Browser, Page } from 'playwright-core';
import { startChild, type ChildServer } from '../helpers/child.js';
import { guardedContext, launchBrowser, screenshot, type GuardedContext } from './browser.js';

/**
 * Issue 21, the console of a shared sandbox: the operator's console lists the tenants and opens
 * each; a tenant's console (/__admin/tenants/{name}/ui) asks for its token, says whose it is,
 * and shows and changes that tenant only.
 */
let server: ChildServer;
let browser: Browser;
let guard: GuardedContext;
let page: Page;
let origin: string;
let tenantToken: string;

beforeAll(async () => {
  server = await startChild({ SANDBOX_CLOCK_FROZEN: 'true' });
  origin = server.url;
  const created = (await (
    await fetch(`${origin}/__admin/tenants/qateam`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"fixtures":true}',
    })
  ).json()) as { adminToken: string };
  tenantToken = created.adminToken;
  // A seller only this tenant has, to tell its list from the default tenant's.
  const own = await fetch(`${origin}/__admin/tenants/qateam/sellers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': tenantToken },
    body: JSON.stringify({ legalName: 'Loja Exclusiva Do Tenant LTDA' }),
  });
  expect(own.status).toBe(201);
  browser = await launchBrowser();
  guard = await guardedContext(browser, origin);
  page = await guard.newPage();
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(() => {
  expect(guard.problems).toEqual([]);
});

describe("the console's tenants", () => {
  it('lists the tenants on the operator’s console and opens one', async () => {
    await page.goto(`${origin}/__admin/ui#/tenants`);
    await page.locator('[data-ready="tenants"]').waitFor();
    const link = page.locator('[data-tenant-link="qateam"]');
    expect(await link.getAttribute('href')).toBe('/__admin/tenants/qateam/ui');
    await screenshot(page, 'tenants');
    await link.click();
    await page.waitForURL(`${origin}/__admin/tenants/qateam/ui`);
  });

  it("asks for the tenant's token, names the tenant, and shows its sellers only", async () => {
    const dialog = page.getByRole('dialog', { name: 'Token de administração' });
    await dialog.waitFor();
    await dialog.getByLabel('Token').fill(tenantToken);
    await dialog.getByRole('button', { name: 'Entrar' }).press('Enter');
    await page.locator('[data-ready="overview"]').waitFor();
    expect(await page.locator('[data-tenant]').first().textContent()).toContain('qateam');
    // No operator-only view in a tenant's console.
    expect(await page.getByRole('link', { name: 'Tenants' }).count()).toBe(0);
    await page.evaluate(() => (location.hash = '#/sellers'));
    await page.locator('[data-ready="sellers"]').waitFor();
    const text = await page.locator('[data-ready="sellers"]').textContent();
    expect(text).toContain('Loja Exclusiva Do Tenant');
    const defaults = (await (await fetch(`${origin}/__admin/sellers`)).json()) as {
      sellers: { seller: { legalName: string } }[];
    };
    expect(defaults.sellers.map((view) => view.seller.legalName)).not.toContain('Loja Exclusiva Do Tenant LTDA');
  });

  it("arms a fault from the tenant's console in that tenant only", async () => {
    await page.evaluate(() => (location.hash = '#/faults'));
    await page.getByLabel('Caminho').fill('/api/seller');
    await page.locator('select[name="status"]').selectOption('503');
    await page.getByRole('button', { name: 'Armar', exact: true }).click();
    await page.locator('[data-ready="faults"]').waitFor();
    const own = (await (
      await fetch(`${origin}/__admin/tenants/qateam/faults`, { headers: { 'x-admin-token': tenantToken } })
    ).json()) as { faults: unknown[] };
    expect(own.faults).toHaveLength(1);
    const theirs = (await (await fetch(`${origin}/__admin/faults`)).json()) as { faults: unknown[] };
    expect(theirs.faults).toEqual([]);
  });
});

describe("the operator's Tenants view creates and deletes (issue 29)", () => {
  it('creates a tenant with labels, shows its token, keys and webhook secrets once, and deletes it', async () => {
    const operator = await guard.newPage();
    await operator.goto(`${origin}/__admin/ui#/tenants`);
    await operator.locator('[data-ready="tenants"]').waitFor();
    const form = operator.locator('[data-tenant-create]');
    await form.getByLabel('Nome').fill('qa-lucia');
    await form.getByLabel('Rótulos (opcional)').fill('owner=lucia, pipeline=manual');
    await form.getByLabel('Expira sem uso após (opcional)').fill('2h');
    await form.getByRole('button', { name: 'Criar' }).click();
    const shown = operator.locator('[data-tenant-created="qa-lucia"]');
    await shown.waitFor();
    const token = (await shown.locator('[data-created-token]').textContent()) ?? '';
    expect(token).toMatch(/^tnt_/);
    expect(await shown.textContent()).toContain(`${origin}/__admin/tenants/qa-lucia/ui`);
    expect(await shown.textContent()).toMatch(/pk_tnt_qa-lucia_\w+/);
    expect(await shown.textContent()).toContain('whsec_');
    await operator.locator('[data-tenant-labels="qa-lucia"]').waitFor();
    expect(await operator.locator('[data-tenant-labels="qa-lucia"]').textContent()).toContain('owner=lucia');
    // The token shown works on the tenant's routes.
    const sellers = await fetch(`${origin}/__admin/tenants/qa-lucia/sellers`, { headers: { 'x-admin-token': token } });
    expect(sellers.status).toBe(200);
    operator.once('dialog', (dialog) => void dialog.accept());
    await operator.locator('[data-tenant-delete="qa-lucia"]').click();
    await operator.locator('[data-tenant-link="qa-lucia"]').waitFor({ state: 'detached' });
    const gone = await fetch(`${origin}/__admin/tenants/qa-lucia/sellers`, { headers: { 'x-admin-token': token } });
    expect(gone.status).toBe(401);
    await operator.close();
  });

  it("a tenant's token dialog names the tenant and asks for its token, not SANDBOX_ADMIN_TOKEN", async () => {
    const fresh = await guard.newPage();
    await fresh.goto(`${origin}/__admin/tenants/qateam/ui`);
    const dialog = fresh.getByRole('dialog', { name: 'Token de administração' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Este é o console do tenant qateam');
    expect(text).toContain('tenants create qateam');
    expect(text).not.toContain('SANDBOX_ADMIN_TOKEN');
    await fresh.close();
  });
});

describe('the Tenants view says which clock each instant is (issue 32)', () => {
  it('labels the wall-clock columns "hora real" and the sandbox clock as such, with the Brasília offset once', async () => {
    const operator = await guard.newPage();
    await operator.goto(`${origin}/__admin/ui#/tenants`);
    await operator.locator('[data-ready="tenants"]').waitFor();
    const headers = await operator.locator('[data-ready="tenants"] th').allTextContents();
    for (const column of ['Criado', 'Última atividade', 'Expira']) expect(headers).toContain(`${column} (hora real)`);
    const legend = operator.locator('[data-time-legend]');
    await legend.locator('[data-sandbox-clock] time').waitFor();
    const clock = (await (await fetch(`${origin}/__admin/clock`)).json()) as { now: string };
    expect(await legend.locator('[data-sandbox-clock] time').getAttribute('datetime')).toBe(clock.now);
    expect(await legend.locator('[data-sandbox-clock]').textContent()).toMatch(
      /^Relógio do sandbox: \d\d\/\d\d\/\d{4}/,
    );
    // The header's clock is the sandbox clock too, and says so.
    expect(await operator.locator('[data-clock-badge]').textContent()).toMatch(/^relógio do sandbox \d\d\/\d\d\/\d{4}/);
    // The offset once on the page, not beside every instant.
    const body = (await operator.locator('main').textContent()) ?? '';
    expect(body.split('UTC−03:00')).toHaveLength(2);
    await screenshot(operator, 'tenants-clocks-1280');
    await operator.setViewportSize({ width: 390, height: 844 });
    await screenshot(operator, 'tenants-clocks-390');
    await operator.close();
  });
});
