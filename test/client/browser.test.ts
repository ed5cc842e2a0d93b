import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startSandbox, type Sandbox } from '../../src/tools/testing/index.js';
import { signBody } from '../../src/features/webhooks/signature.js';
import { ROOT } from '../helpers/child.js';
import { systemBinary } from '../helpers/system-packages.js';

/**
 * The client's ES module build (dist/bundle/client.mjs, what `import 'gateway-sandbox/client'`
 * loads) in a real browser: Debian's chromium, driven by playwright-core. The page calls a
 * sandbox that allows its origin (SANDBOX_CORS_ORIGINS) and checks a signature with Web Crypto.
 */
let sandbox: Sandbox;
let pages: Server;
let origin: string;
let browser: Browser;

const PAGE = (
  sandboxUrl: string,
  keys: { publicKey: string; privateKey: string },
  signed: { body: string; signature: string; secret: string },
) => `<!doctype html>
<script type="module">
import { createGatewayClient, verifySignature } from './client.mjs';
const client = createGatewayClient({ baseUrl: ${JSON.stringify(sandboxUrl)}, publicKey: ${JSON.stringify(keys.publicKey)}, privateKey: ${JSON.stringify(keys.privateKey)} });
const seller = await client.seller.get();
const missing = await client.transactions.get(99999999);
window.result = {
  seller: seller.data.id,
  missing: [missing.response.status, missing.error.error],
  valid: await verifySignature(${JSON.stringify(signed.body)}, ${JSON.stringify(signed.signature)}, ${JSON.stringify(signed.secret)}),
  tampered: await verifySignature(${JSON.stringify(signed.body + ' ')}, ${JSON.stringify(signed.signature)}, ${JSON.stringify(signed.secret)}),
};
</script>`;

beforeAll(async () => {
  const executablePath = systemBinary('chromium');
  sandbox = await startSandbox({ settings: { corsOrigins: ['*'] } });
  const body = '{"id":1,"status":"PAGO"}';
  const signed = {
    body,
    signature: signBody(body, sandbox.keys.acme.webhookSecret),
    secret: sandbox.keys.acme.webhookSecret,
  };
  pages = createServer((req, res) => {
    if (req.url === '/client.mjs')
      return void res
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end(readFileSync(join(ROOT, 'dist/bundle/client.mjs')));
    res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE(sandbox.url, sandbox.keys.acme, signed));
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pages.address() as { port: number }).port}`;
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => pages.close(resolve));
  await sandbox.close();
});

describe('gateway-sandbox/client in a browser', () => {
  it('calls the API across origins and verifies a signature with Web Crypto', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/`);
    // Runs in the page: globalThis is its window.
    await page.waitForFunction(() => 'result' in globalThis, undefined, { timeout: 20_000 });
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (globalThis as unknown as { result: unknown }).result)).toEqual({
      seller: 1000,
      missing: [404, 'NOT_FOUND'],
      valid: true,
      tampered: false,
    });
  });
});
