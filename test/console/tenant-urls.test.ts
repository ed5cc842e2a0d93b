/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import type { Page } from 'playwright-core';
import { consoleSuite } from './browser.js';

/**
 * Issue 27: a tenant's console fills in URLs of its own tenant. The seller page's "use the inbox" filled the default
 * tenant's inbox (`/__admin/inbox/seller-<id>`) as a tenant seller's webhook, which sent one tenant's cashout webhooks
 * into another's inbox. It fills the tenant's inbox URL now, inside `/__admin/tenants/<name>`, with its capability.
 */
// The console's own content policy holds here: no axe-core is injected.
const suite = consoleSuite({ SANDBOX_CLOCK_FROZEN: 'true' }, { bypassCSP: false });
let page: Page;
let origin: string;
let tenantToken: string;

beforeAll(async () => {
  ({ page, origin } = suite);
  const created = (await (
    await fetch(`${origin}/__admin/tenants/urlteam`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"fixtures":true}',
    })
  ).json()) as { adminToken: string };
  tenantToken = created.adminToken;
});

describe("a tenant's console", () => {
  it("fills the tenant's own inbox URL as a seller's webhook, and the sandbox delivers there", async () => {
    await page.goto(`${origin}/__admin/tenants/urlteam/ui#/sellers/1000`);
    const dialog = page.getByRole('dialog', { name: 'Token de administração' });
    await dialog.waitFor();
    await dialog.getByLabel('Token').fill(tenantToken);
    await dialog.getByRole('button', { name: 'Entrar' }).press('Enter');
    await page.locator('[data-ready="seller-detail"]').waitFor();
    await page.getByRole('button', { name: 'Usar a caixa de entrada seller-1000' }).click();
    const filled = await page.locator('input[name="url"]').inputValue();
    expect(filled).toMatch(
      new RegExp(
        `^${origin.replace(/[.:/]/g, '\\$&')}/__admin/tenants/urlteam/inbox/seller-1000\\?token=ibx_[A-Za-z0-9_-]{32}$`,
      ),
    );
    await page.getByRole('button', { name: 'Salvar webhook' }).click();
    const headers = { 'x-admin-token': tenantToken };
    for (;;) {
      const seller = (await (await fetch(`${origin}/__admin/tenants/urlteam/sellers/1000`, { headers })).json()) as {
        webhook: { url: string | null };
      };
      if (seller.webhook.url !== null) {
        expect(seller.webhook.url).toBe(filled);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The URL is the way in: a post to it is captured in the tenant's inbox, nothing in the default tenant's.
    expect(
      (await fetch(filled, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    ).toBe(200);
    const own = (await (await fetch(`${origin}/__admin/tenants/urlteam/inbox/seller-1000`, { headers })).json()) as {
      requests: unknown[];
    };
    expect(own.requests).toHaveLength(1);
    const theirs = (await (await fetch(`${origin}/__admin/inbox/seller-1000`)).json()) as { requests: unknown[] };
    expect(theirs.requests).toEqual([]);
  });
});
