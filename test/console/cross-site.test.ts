/// <reference lib="dom" />
// (DOM types for the page.evaluate callbacks, which run in the browser.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../../src/host/server.js';
import { defaultSettings } from '../../src/core/settings.js';
import { systemBinary } from '../helpers/system-packages.js';

/**
 * Issue 20, finding 6, in a real browser: a page on another site (evil.example, which this
 * Chromium resolves to 127.0.0.1) submits a form to POST /__admin/reset and fires no-cors
 * fetches at the admin API; a page whose name rebinds to the sandbox reads /__admin/state as
 * its own origin. None of it reaches the state; the console on the sandbox's own origin works.
 */
let sandbox: RunningServer;
let evil: Server;
let browser: Browser;
let sandboxPort: number;
let evilPort: number;

/**
 * The page served in place of the rebound one has no address, so Chromium would count it as
 * public and block its calls to a loopback address (Local Network Access) before they are sent;
 * a real rebinding page was itself loaded from the attacker's address, not from nowhere.
 */
const DISABLE_LOCAL_NETWORK_CHECKS =
  '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults';

const ATTACK = (target: string) => `<!doctype html><title>prize</title><body>
<form id="f" method="POST" action="${target}/__admin/reset" enctype="text/plain"></form>
<script>
  window.results = [];
  const send = (path, init) => fetch('${target}' + path, { mode: 'no-cors', ...init }).then(() => 'sent', (e) => String(e));
  Promise.all([
    send('/__admin/sellers', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ legalName: 'Pwned LTDA' }) }),
    send('/__admin/sellers/1000/keys', { method: 'POST' }),
  ]).then((r) => { window.results = r; document.getElementById('f').submit(); });
</script></body>`;

beforeAll(async () => {
  sandbox = await startServer({ ...defaultSettings(), port: 0, logLevel: 'silent', dueWorkIntervalMs: 0 });
  sandboxPort = Number(new URL(sandbox.url).port);
  evil = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(ATTACK(`http://127.0.0.1:${sandboxPort}`)),
  );
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilPort = (evil.address() as AddressInfo).port;
  browser = await chromium.launch({
    executablePath: systemBinary('chromium'),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--host-resolver-rules=MAP evil.example 127.0.0.1`,
      DISABLE_LOCAL_NETWORK_CHECKS,
    ],
  });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  evil?.closeAllConnections();
  await new Promise((resolve) => evil?.close(resolve));
  await sandbox?.close();
});

const sellerCount = async () =>
  ((await (await fetch(`${sandbox.url}/__admin/sellers?limit=1000`)).json()) as { sellers: unknown[] }).sellers.length;
const acmeKey = async () =>
  (await (await fetch(`${sandbox.url}/__admin/sellers/1000`)).json()) as {
    credentials?: { publicKey?: string };
    publicKey?: string;
  };

describe('in Chromium', () => {
  it('a page on another site cannot reset, create sellers or rotate keys', async () => {
    await fetch(`${sandbox.url}/__admin/sellers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ legalName: 'Antes LTDA' }),
    });
    const sellersBefore = await sellerCount();
    const keyBefore = JSON.stringify(await acmeKey());
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const answers: number[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`http://127.0.0.1:${sandboxPort}/__admin/`)) answers.push(response.status());
      });
      const reset = page.waitForResponse((response) => response.url().endsWith('/__admin/reset'));
      await page.goto(`http://evil.example:${evilPort}/`);
      expect((await reset).status()).toBe(403);
      // The form's answer is a navigation: read the page once it has landed, not while it is replaced.
      await page.waitForURL(/\/__admin\/reset$/);
      await page.waitForLoadState();
      expect(await page.evaluate(() => document.body.textContent)).toContain('ADMIN_CROSS_SITE');
      expect(answers).toEqual([403, 403, 403]);
    } finally {
      await context.close();
    }
    expect(await sellerCount()).toBe(sellersBefore);
    expect(JSON.stringify(await acmeKey())).toBe(keyBefore);
  });

  it('a page whose name rebinds to the sandbox cannot read the admin API as its own origin; the public API is not the admin one', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // The attacker's page, served for evil.example:<sandbox port> (as before the rebind); its fetches then reach the
      // sandbox.
      await page.route(`http://evil.example:${sandboxPort}/attack`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>rebind</title>' }),
      );
      await page.goto(`http://evil.example:${sandboxPort}/attack`);
      const seen = await page.evaluate(async () => {
        const state = await fetch('/__admin/state');
        const reset = await fetch('/__admin/reset', { method: 'POST' });
        const health = await fetch('/health');
        return { state: state.status, body: await state.json(), reset: reset.status, health: health.status };
      });
      expect(seen).toMatchObject({ state: 403, body: { error: 'ADMIN_HOST_NOT_ALLOWED' }, reset: 403, health: 200 });
    } finally {
      await context.close();
    }
  });

  it("the sandbox's own page (the console's origin) still drives the admin API", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${sandbox.url}/__admin/ui`);
      const statuses = await page.evaluate(async () => {
        const created = await fetch('/__admin/sellers', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ legalName: 'Pelo Console LTDA' }),
        });
        const reset = await fetch('/__admin/reset', { method: 'POST' });
        return [created.status, reset.status];
      });
      expect(statuses).toEqual([201, 200]);
    } finally {
      await context.close();
    }
  });
});
