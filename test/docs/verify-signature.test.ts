import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';
import { Receiver } from '../helpers/receiver.js';
import { expectSchema } from '../helpers/schema.js';

/**
 * examples/verify-signature.mjs, the receiver the README shows, run as it is (plain node)
 * against the postbacks of a live sandbox.
 */
const EXAMPLE = join(ROOT, 'examples/verify-signature.mjs');

interface ExampleReceiver {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

function startExample(secret: string): Promise<ExampleReceiver> {
  const child: ChildProcess = spawn(process.execPath, [EXAMPLE], {
    env: { ...process.env, PORT: '0', WEBHOOK_SECRET: secret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the example did not start:\n${output}`)), 10_000);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        output: () => output,
        stop: () =>
          new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill()))),
      });
    });
  });
}

let server: ChildServer;
let good: ExampleReceiver;
let wrongSecret: ExampleReceiver;
let capture: Receiver;
beforeAll(async () => {
  [server, good, wrongSecret, capture] = await Promise.all([
    startChild({ SANDBOX_CLOCK_FROZEN: 'true', SANDBOX_WEBHOOK_RETRY_DELAYS_MS: '' }),
    startExample(ACCOUNTS.acme.webhookSecret),
    startExample('whsec_not_the_sellers_secret'),
    new Receiver().start(),
  ]);
});
afterAll(async () => {
  await Promise.all([server.stop(), good.stop(), wrongSecret.stop(), capture.stop()]);
});

async function api(
  path: string,
  init: { method?: string; body?: unknown; admin?: boolean } = {},
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.admin ? {} : keys('acme')) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: await res.json() };
}

/** A PIX sale of acme posting back to `postbackUrl`, moved to PAGO by the admin API: one signed postback. */
async function paidSaleWithPostback(postbackUrl: string): Promise<number> {
  const created = await api('/api/sales', {
    method: 'POST',
    body: {
      amount: 2500,
      paymentMethod: 'PIX',
      pix: {},
      postbackUrl,
      customer: { name: 'Maria da Silva', email: 'maria@example.com' },
      items: [{ title: 'E-book', unitPrice: 2500, quantity: 1, tangible: false }],
    },
  });
  expect(created.status).toBe(201);
  expectSchema(created.body, 'sales/sale-created.response.schema.json');
  const moved = await api(`/__admin/sales/${created.body.sale.id}/status`, {
    method: 'POST',
    body: { status: 'PAGO' },
    admin: true,
  });
  expect(moved.status).toBe(200);
  return created.body.sale.id;
}

/** The finished delivery of the sale's postback (first attempt made). */
async function deliveryOf(
  saleId: number,
): Promise<{ status: string; attempts: { statusCode: number | null }[]; body: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const list = await api('/__admin/webhooks/deliveries?kind=sale.postback&sellerId=1000', { admin: true });
    expectSchema(list.body, 'webhooks/deliveries.response.schema.json');
    const delivery = list.body.deliveries.find((d: { resource: { id: number } }) => d.resource.id === saleId);
    if (delivery && delivery.attempts.length > 0) return delivery;
    if (Date.now() > deadline) throw new Error(`no attempt for the postback of sale ${saleId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const post = (url: string, body: string, signature?: string) =>
  fetch(`${url}/postbacks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-signature': signature }) },
    body,
  }).then((res) => res.status);

describe('examples/verify-signature.mjs', () => {
  it('is the snippet docs/api-guide.md shows, byte for byte', () => {
    const readme = readFileSync(join(ROOT, 'docs/api-guide.md'), 'utf8');
    const shown = /<!-- examples\/verify-signature\.mjs -->\n+```js\n([\s\S]*?)```/.exec(readme);
    expect(shown?.[1]).toBe(readFileSync(EXAMPLE, 'utf8'));
  });

  it("accepts a sandbox postback signed with the seller's webhook secret", async () => {
    const saleId = await paidSaleWithPostback(`${good.url}/postbacks`);
    const delivery = await deliveryOf(saleId);
    expect(delivery.attempts[0].statusCode).toBe(200);
    expect(delivery.status).toBe('DELIVERED');
    expect(good.output()).toContain(`accepted /postbacks: id ${saleId} is PAGO`);
  });

  it('refuses the same postback when it holds another secret', async () => {
    const saleId = await paidSaleWithPostback(`${wrongSecret.url}/postbacks`);
    const delivery = await deliveryOf(saleId);
    expect(delivery.attempts[0].statusCode).toBe(401);
    expect(delivery.status).toBe('FAILED');
    expect(wrongSecret.output()).toContain('rejected POST /postbacks: bad signature');
  });

  it('refuses a postback whose body was changed after signing, or that has no signature', async () => {
    await paidSaleWithPostback(`${capture.url}/postbacks`);
    await capture.waitFor(1);
    const [original] = capture.received;
    const signature = original.headers['x-signature'] as string;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const tampered = original.body.replace(/"amount":2500/, '"amount":250000');
    expect(tampered).not.toBe(original.body);

    expect(await post(good.url, original.body, signature)).toBe(200);
    expect(await post(good.url, tampered, signature)).toBe(401);
    expect(await post(good.url, original.body)).toBe(401);
    expect(await post(good.url, original.body, signature.toUpperCase())).toBe(401);
    expect(await post(good.url, original.body, `${signature}00`)).toBe(401);
  });
});
