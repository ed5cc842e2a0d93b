/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import type { Browser, Page } from 'playwright-core';
import { startChild, type ChildServer } from '../helpers/child.js';
import { guardedContext, launchBrowser, openView, screenshot, type GuardedContext } from './browser.js';

/**
 * The console's shell, with SANDBOX_ADMIN_TOKEN set: the page loads without the token and asks for it once
 * (sessionStorage, never a URL); every control has a label and the views work from the keyboard; money and time read as
 * a Brazilian QA person expects; nothing needs a horizontal scroll at phone width.
 */
const TOKEN = 'adm_console_shell_7731';
let server: ChildServer;
let browser: Browser;
let guard: GuardedContext;
let page: Page;
let origin: string;
const urls: string[] = [];

beforeAll(async () => {
  server = await startChild({ SANDBOX_CLOCK_FROZEN: 'true', SANDBOX_ADMIN_TOKEN: TOKEN });
  origin = server.url;
  browser = await launchBrowser();
  guard = await guardedContext(browser, origin);
  guard.context.on('request', (request) => urls.push(request.url()));
  page = await guard.newPage();
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(() => {
  expect(guard.problems).toEqual([]);
});

/** Controls with no accessible name, buttons with no text, images with no alt, on the current view. */
function unlabelled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const control of document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input, select, textarea',
    )) {
      if (control.type === 'hidden') continue;
      if (!(control.labels?.length || control.getAttribute('aria-label') || control.getAttribute('aria-labelledby')))
        problems.push(`${control.tagName} ${control.name || control.type}`);
    }
    for (const button of document.querySelectorAll('button'))
      if (!(button.textContent?.trim() || button.getAttribute('aria-label')))
        problems.push(`button ${button.outerHTML.slice(0, 60)}`);
    for (const image of document.querySelectorAll('img'))
      if (!image.getAttribute('alt')) problems.push(`img ${image.src.slice(0, 40)}`);
    return problems;
  });
}

describe('the console shell', () => {
  it('serves the page and its assets without the token, with a policy that allows nothing from elsewhere', async () => {
    const res = await fetch(`${origin}/__admin/ui`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self'");
    const html = await res.text();
    for (const asset of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])) {
      expect(asset.startsWith('/') || asset.startsWith('data:')).toBe(true);
      if (asset.startsWith('/')) expect((await fetch(origin + asset)).status).toBe(200);
    }
    expect(
      JSON.parse(/<script type="application\/json" id="console-config">(.*?)<\/script>/.exec(html)![1]),
    ).toMatchObject({ tokenRequired: true });
    // The API itself still needs it.
    expect((await fetch(`${origin}/__admin/overview`)).status).toBe(401);
  });

  it('tells the page which optional admin routes this server has, as the server answers them', async () => {
    const html = await (await fetch(`${origin}/__admin/ui`)).text();
    const { features } = JSON.parse(
      /<script type="application\/json" id="console-config">(.*?)<\/script>/.exec(html)![1],
    ) as { features: Record<string, boolean> };
    const probes: Record<string, [string, string]> = {
      testValues: ['GET', '/__admin/test-values'],
      ledger: ['GET', '/__admin/sellers/1000/ledger'],
      search: ['GET', '/__admin/search?q=maria'],
      timeline: ['GET', '/__admin/events/timeline?resource=sale:1'],
      faultDelete: ['DELETE', '/__admin/faults/999999'],
    };
    expect(Object.keys(features).sort()).toEqual(Object.keys(probes).sort());
    for (const [feature, [method, path]] of Object.entries(probes)) {
      const res = await fetch(origin + path, { method, headers: { 'X-Admin-Token': TOKEN } });
      const body = (await res.json()) as { error?: string };
      expect({ feature, served: body.error !== 'ROUTE_NOT_FOUND' }).toEqual({ feature, served: features[feature] });
    }
  });

  it('asks for the token once, keeps it in sessionStorage and never puts it in a URL', async () => {
    await page.goto(`${origin}/__admin/ui`);
    const dialog = page.getByRole('dialog', { name: 'Token de administração' });
    await dialog.waitFor();
    await screenshot(page, 'token');
    await dialog.getByLabel('Token').fill(TOKEN);
    await dialog.getByRole('button', { name: 'Entrar' }).press('Enter');
    await page.locator('[data-ready="overview"]').waitFor();
    expect(await page.evaluate(() => Object.values(sessionStorage))).toEqual([TOKEN]);
    await page.reload();
    await page.locator('[data-ready="overview"]').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(urls.filter((url) => url.includes(TOKEN))).toEqual([]);
    expect(await page.evaluate(() => location.href)).not.toContain(TOKEN);
  });

  it('says a wrong token was refused, instead of silently asking again', async () => {
    const other = await guardedContext(browser, origin);
    try {
      const tab = await other.newPage();
      await tab.goto(`${origin}/__admin/ui`);
      await tab.getByRole('dialog').getByLabel('Token').fill('not-the-token');
      await tab.getByRole('button', { name: 'Entrar' }).click();
      const refused = tab.getByRole('dialog').getByRole('alert');
      await refused.waitFor();
      expect(await refused.textContent()).toContain('O servidor recusou o token informado (401 ADMIN_UNAUTHORIZED)');
      expect(await tab.getByRole('dialog').getByLabel('Token').getAttribute('aria-invalid')).toBe('true');
      await screenshot(tab, 'token-refused');
      // The right one gets in, and the note is gone.
      await tab.getByRole('dialog').getByLabel('Token').fill(TOKEN);
      await tab.getByRole('button', { name: 'Entrar' }).click();
      await tab.locator('[data-ready="overview"]').waitFor();
      expect(await tab.getByRole('dialog').count()).toBe(0);
      // The refused calls were logged by the browser as 401s; nothing else went wrong.
      expect(other.problems.filter((problem) => !/status of 401/.test(problem))).toEqual([]);
    } finally {
      await other.context.close();
    }
  });

  it('shows amounts in reais with Brazilian grouping and times in Brasília with the UTC instant on hover', async () => {
    await openView(page, origin, '#/sellers/1000', 'seller-detail');
    expect(await page.locator('[data-balance]').textContent()).toMatch(/^R\$\s25\.000,00/);
    const time = page.locator('time').first();
    expect(await time.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    const [utc, shown] = [await time.getAttribute('datetime'), await time.textContent()];
    expect(await time.getAttribute('title')).toBe(`UTC: ${new Date(utc!).toISOString()}`);
    const brasilia = new Date(Date.parse(utc!) - 3 * 3600_000).toISOString();
    expect(shown).toBe(
      `${brasilia.slice(8, 10)}/${brasilia.slice(5, 7)}/${brasilia.slice(0, 4)} ${brasilia.slice(11, 19)}`,
    );
  });

  it.each([
    ['#/overview', 'overview'],
    ['#/sellers', 'sellers'],
    ['#/sellers/1000', 'seller-detail'],
    ['#/sales', 'sales'],
    ['#/sales/1', 'sale-detail'],
    ['#/cashouts', 'cashouts'],
    ['#/subscriptions', 'subscriptions'],
    ['#/webhooks', 'webhooks'],
    ['#/inbox', 'inboxes'],
    ['#/requests', 'requests'],
    ['#/faults', 'faults'],
    ['#/state', 'state'],
    ['#/test-values', 'test-values'],
    ['#/ledger/1000', 'ledger'],
    ['#/search?q=1000', 'search'],
  ])('labels every control of %s', async (hash, ready) => {
    await openView(page, origin, hash, ready);
    expect(await unlabelled(page)).toEqual([]);
  });

  it('works from the keyboard: skip link, navigation, filters and pages', async () => {
    await page.goto(`${origin}/__admin/ui#/overview`);
    await page.locator('[data-ready="overview"]').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ir para o conteúdo');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // Back up into the navigation, key by key, to the sales.
    let focused = '';
    for (let i = 0; i < 20 && focused !== 'Vendas'; i++) {
      await page.keyboard.press('Shift+Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    expect(focused).toBe('Vendas');
    await page.keyboard.press('Enter');
    await page.locator('[data-ready="sales"]').waitFor();
    await page.getByLabel('Status').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => location.hash.includes('status='));
    await page.locator('[data-ready="sales"]').waitFor();
    await page.getByRole('button', { name: 'Limpar' }).press('Enter');
    await page.waitForFunction(() => !location.hash.includes('status='));
    await page.getByRole('button', { name: 'Próxima ›' }).press('Enter');
    await page.waitForFunction(() => location.hash.includes('page=2'));
    await page
      .getByRole('navigation', { name: 'Páginas de vendas' })
      .getByText(/^Página 2 de/)
      .waitFor();
  });

  it('needs no horizontal scrolling at phone width', async () => {
    const phone = await guardedContext(browser, origin, { width: 390, height: 844 });
    try {
      const small = await phone.newPage();
      await small.goto(`${origin}/__admin/ui`);
      await small.getByRole('dialog').getByLabel('Token').fill(TOKEN);
      await small.getByRole('button', { name: 'Entrar' }).click();
      for (const [hash, ready] of [
        ['#/overview', 'overview'],
        ['#/sales', 'sales'],
        ['#/sales/1', 'sale-detail'],
        ['#/cashouts/1', 'cashout-detail'],
        ['#/inbox', 'inboxes'],
      ]) {
        await openView(small, origin, hash, ready);
        expect({
          hash,
          overflow: await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        }).toEqual({ hash, overflow: 0 });
        if (hash === '#/overview') {
          // Every section's name whole in the header, in a row that scrolls sideways within the screen (issue 32).
          const cut = await small.evaluate(() =>
            [...document.querySelectorAll('nav[aria-label="Seções"] a')]
              .filter((link) => link.scrollWidth > link.clientWidth + 1)
              .map((link) => link.textContent),
          );
          expect(cut).toEqual([]);
          const row = await small.evaluate(() => {
            const box = document.querySelector('nav[aria-label="Seções"] ul')!.getBoundingClientRect();
            return box.left >= 0 && box.right <= window.innerWidth;
          });
          expect(row).toBe(true);
          await screenshot(small, 'phone-overview');
        }
        if (hash === '#/sales/1') await screenshot(small, 'phone-sale');
      }
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
