import { ACCOUNTS } from '../helpers/accounts.js';
import { expectSchema } from '../helpers/schema.js';
import { PIX_SALE } from '../cli/cli-helpers.js';
import { unreachableUrl } from '../helpers/live-sandbox.js';
import {
  expectMatchesSchema,
  SandboxRefusal,
  schemaProblems,
  startReceiver,
  startSandbox,
  waitForDelivery,
  type Sandbox,
} from '../../src/tools/testing/index.js';

/**
 * The test kit (gateway-sandbox/testing) from its sources; test/package/consumers.test.ts runs it from the packed
 * tarball.
 */
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ settings: { webhookRetryDelaysMs: [50, 100], webhookTimeoutMs: 1000 } });
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('startSandbox', () => {
  it('listens on a free port of 127.0.0.1 with the fixture accounts’ keys and a frozen clock', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const handle of ['acme', 'bravo', 'nocash', 'orphan'] as const) {
      const { id, ...keys } = ACCOUNTS[handle];
      expect(sandbox.keys[handle]).toEqual({ ...keys, sellerId: id });
    }
    expect(await sandbox.admin.clock.get()).toEqual({ now: '2026-11-01T12:00:00.000Z', frozen: true });
    const seller = await sandbox.client('bravo').seller.get();
    expect(seller.data?.id).toBe(1001);
  });

  it('starts independent sandboxes side by side, with the clock running if asked, another seed, any setting', async () => {
    const other = await startSandbox({
      clock: 'running',
      seed: 7,
      settings: { adminToken: 'secret', minSaleAmountCents: 5000 },
    });
    try {
      expect(other.url).not.toBe(sandbox.url);
      // The kit's admin client carries the sandbox's admin token; anyone else is refused.
      expect((await fetch(`${other.url}/__admin/clock`)).status).toBe(401);
      expect((await other.admin.clock.get()).frozen).toBe(false);
      const [mine, theirs] = await Promise.all([
        sandbox.admin.sales.list({ limit: 5 }),
        other.admin.sales.list({ limit: 5 }),
      ]);
      expect(theirs.sales.map((view) => view.sale.customer.name)).not.toEqual(
        mine.sales.map((view) => view.sale.customer.name),
      );
      const small = await other.client().sales.create(PIX_SALE);
      expect(small.error).toMatchObject({ error: 'AMOUNT_BELOW_MINIMUM' });
      expect(small.response.status).toBe(422);
    } finally {
      await other.close();
    }
  });

  it('close() leaves no kept-alive connection behind: start, fetch, close eight times on one port, never UND_ERR_SOCKET nor EADDRINUSE', async () => {
    const port = Number(new URL(await unreachableUrl()).port);
    for (let run = 0; run < 8; run++) {
      const again = await startSandbox({ settings: { port } });
      try {
        expect(again.url).toBe(`http://127.0.0.1:${port}`);
        // Node's fetch (undici) pools the connection between these calls, and across sandboxes on the same origin.
        for (let call = 0; call < 3; call++) {
          const health = await fetch(`${again.url}/health`);
          expect(health.headers.get('connection')).toBe('keep-alive');
          expectSchema(await health.json(), 'health.response.schema.json');
        }
        const seller = await again.client().seller.get();
        expect(seller.response.status).toBe(200);
        expectSchema(seller.data, 'seller/seller.response.schema.json');
      } finally {
        await again.close();
      }
    }
  });

  it('resets to the fixtures and the clock to its start', async () => {
    const created = await sandbox.client().sales.create(PIX_SALE);
    await sandbox.admin.clock.advance({ days: 3 });
    await sandbox.reset();
    await expect(sandbox.admin.sales.get(created.data!.sale.id)).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await sandbox.admin.clock.get()).now).toBe('2026-11-01T12:00:00.000Z');
  });
});

describe('the typed admin client', () => {
  it('drives sellers, sales, cashouts, subscriptions and the clock, answering the documented bodies', async () => {
    const { admin } = sandbox;
    const created = await admin.sellers.create({ name: 'Loja Kit', availableBalance: 500_000 });
    expectSchema(created, 'admin/seller-created.response.schema.json');
    const sellerId = created.seller!.id;
    expectSchema(
      await admin.sellers.update(sellerId, { apiCashoutEnabled: true }),
      'admin/seller-view.response.schema.json',
    );
    expectSchema(await admin.sellers.rotateWebhookSecret(sellerId), 'admin/webhook-secret.response.schema.json');
    expectSchema(await admin.sellers.list(), 'admin/seller-list.response.schema.json');

    const sale = await sandbox.client().sales.create(PIX_SALE);
    const moved = await admin.sales.move(sale.data!.sale.id, 'PAGO');
    expectSchema(moved, 'sales/sale.response.schema.json');
    expect(moved.status).toBe('PAGO');
    expectSchema(
      await admin.sales.list({ sellerId: 1000, status: 'PAGO', limit: 2 }),
      'sales/sale-admin-list.response.schema.json',
    );

    const cashout = await sandbox.client().cashouts.create({ amount: 150, pixKey: '52998224725' });
    expect((await admin.cashouts.postback(cashout.data!.id, 'PROCESSING', { externalId: 'E2E-1' })).status).toBe(
      'PROCESSING',
    );
    expectSchema(await admin.cashouts.get(cashout.data!.id), 'cashouts/cashout-admin.response.schema.json');

    const subscription = await admin.subscriptions.create({
      sellerId: 1000,
      status: 'ACTIVE',
      amount: 4990,
      billingCycle: 'MONTHLY',
      paymentMethod: 'CREDIT_CARD',
      card: { outcome: 'PAGO' },
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      product: { name: 'Plano' },
    });
    const advanced = await admin.clock.advance({ months: 1 });
    expect(advanced.now).toBe(subscription.nextBillingDate);
    const billed = await admin.subscriptions.get(subscription.id);
    expectSchema(billed, 'subscriptions/admin-view.response.schema.json');
    expect(billed.lastSaleId).not.toBeNull();
    expect((await admin.subscriptions.setCard(subscription.id, { outcome: 'RECUSADO' })).card?.outcome).toBe(
      'RECUSADO',
    );

    expectSchema(
      await admin.faults.add({ method: 'GET', path: '/api/seller', status: 503, times: 1 }),
      'admin/fault.response.schema.json',
    );
    expect((await sandbox.client().seller.get()).response.status).toBe(503);
    expect((await admin.faults.list()).faults).toEqual([]);
    expectSchema(await admin.faults.clear(), 'admin/ok.response.schema.json');
    expectSchema(await admin.requests.list({ limit: 3 }), 'admin/requests.response.schema.json');
    const state = await admin.state.get();
    expectSchema(await admin.state.put(state), 'admin/state-restore.response.schema.json');
    expectSchema(await admin.reset(), 'admin/ok.response.schema.json');
    expect(await admin.health()).toEqual({ status: 'ok' });
  });

  it('rejects a refusal with a SandboxRefusal carrying the status, the code and the allowed moves', async () => {
    const sale = await sandbox.client().sales.create(PIX_SALE);
    await sandbox.admin.sales.move(sale.data!.sale.id, 'CANCELADO');
    const refusal = await sandbox.admin.sales.move(sale.data!.sale.id, 'PAGO').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SandboxRefusal);
    expect(refusal).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      allowed: [],
      message: expect.stringContaining(`sale ${sale.data!.sale.id} → PAGO: 409 INVALID_TRANSITION`),
    });
    expectSchema((refusal as SandboxRefusal).body, 'errors/admin.error.schema.json');
  });
});

describe('startReceiver and waitForDelivery', () => {
  it('collects signed postbacks, checks X-Signature, and waits for the delivery', async () => {
    const receiver = await startReceiver({ secret: sandbox.keys.acme.webhookSecret });
    try {
      const sale = await sandbox.client().sales.create({ ...PIX_SALE, postbackUrl: `${receiver.url}/postbacks` });
      await sandbox.admin.sales.move(sale.data!.sale.id, 'PAGO');
      const delivery = await sandbox.waitForDelivery({
        url: `${receiver.url}/postbacks`,
        resource: { type: 'sale', id: sale.data!.sale.id, status: 'PAGO' },
      });
      expectSchema(delivery, 'webhooks/delivery.response.schema.json');
      const [got] = await receiver.waitFor(1);
      expect(got).toMatchObject({
        method: 'POST',
        path: '/postbacks',
        signatureValid: true,
        eventId: delivery.eventId,
        attempt: 1,
        body: { id: sale.data!.sale.id, status: 'PAGO' },
      });
      expect(got.rawBody).toBe(delivery.body);
      expectMatchesSchema(got.body, 'sale');
    } finally {
      await receiver.close();
    }
  });

  it('answers 401 to a bad signature, so the sandbox retries and the delivery fails', async () => {
    const receiver = await startReceiver({ secret: 'whsec_not_the_sellers_secret' });
    try {
      const sale = await sandbox.client().sales.create({ ...PIX_SALE, postbackUrl: receiver.url });
      await sandbox.admin.sales.move(sale.data!.sale.id, 'PAGO');
      await receiver.waitFor(1);
      // Retries are due on the sandbox clock, which the kit starts frozen: an advance sends them.
      await sandbox.admin.clock.advance({ hours: 1 });
      const failed = await waitForDelivery(sandbox.admin, {
        sellerId: 1000,
        kind: 'sale.postback',
        status: 'FAILED',
        resource: { id: sale.data!.sale.id },
      });
      expect(failed.attempts.map((attempt) => attempt.statusCode)).toEqual([401, 401, 401]);
      expect(receiver.received.map((got) => got.signatureValid)).toEqual([false, false, false]);
    } finally {
      await receiver.close();
    }
  });

  it('takes an unsigned permanent webhook (signature null), answers the status it is told', async () => {
    const receiver = await startReceiver({
      secret: sandbox.keys.acme.webhookSecret,
      status: (got) => (got.attempt === 1 ? 500 : 200),
    });
    try {
      await sandbox.admin.sellers.update(1000, {
        webhook: { url: `${receiver.url}/withdrawals`, notifyWithdrawals: true },
      });
      const cashout = await sandbox.client().cashouts.create({ amount: 150, pixKey: '52998224725' });
      await sandbox.admin.cashouts.postback(cashout.data!.id, 'PROCESSING');
      await receiver.waitFor(1);
      await sandbox.admin.clock.advance({ hours: 1 });
      const delivery = await sandbox.waitForDelivery({ kind: 'cashout.webhook', resource: { id: cashout.data!.id } });
      expect(delivery.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 200]);
      const got = await receiver.waitFor((entry) => entry.attempt === 2);
      expect(got.map((entry) => [entry.signatureValid, entry.attempt])).toEqual([
        [null, 1],
        [null, 2],
      ]);
      expectMatchesSchema(got[1].body, 'webhooks/cashout-webhook');
    } finally {
      await receiver.close();
    }
  });

  it('answers 500 naming the error when its status function throws, and keeps the delivery', async () => {
    const receiver = await startReceiver({
      status: () => {
        throw new Error('status function broke');
      },
    });
    try {
      const res = await fetch(`${receiver.url}/hook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"id":1}',
      });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 500,
        body: { received: false, error: 'status function broke' },
      });
      const [got] = await receiver.waitFor(1);
      expect({ path: got.path, body: got.body }).toEqual({ path: '/hook', body: { id: 1 } });
    } finally {
      await receiver.close();
    }
  });

  it('give up after their timeout, saying what they saw', async () => {
    const receiver = await startReceiver();
    try {
      await expect(receiver.waitFor(1, 50)).rejects.toThrow('the receiver got 0 deliveries in 50 ms');
      await expect(sandbox.waitForDelivery({ url: 'http://127.0.0.1:1/nowhere', timeoutMs: 60 })).rejects.toThrow(
        /no DELIVERED delivery matched .* within 60 ms; matching in other statuses: none/,
      );
    } finally {
      await receiver.close();
    }
  });
});

describe('expectMatchesSchema', () => {
  it.each([
    ['sale', 'GET /api/transactions'],
    ['seller', 'GET /api/seller'],
    ['subscription', 'GET /api/subscriptions/{id}'],
    ['subscriptions/list', 'GET /api/subscriptions'],
    ['sales/sale-created.response.schema.json', 'POST /api/sales'],
  ])('knows %s (%s)', async (name) => {
    const client = sandbox.client();
    const sale = await client.sales.create(PIX_SALE);
    const subscriptionId = (await client.subscriptions.list({ limit: 1 })).data!.data.subscriptions[0].id;
    const bodies: Record<string, unknown> = {
      sale: (await client.transactions.get(sale.data!.sale.id)).data,
      seller: (await client.seller.get()).data,
      subscription: (await client.subscriptions.get(subscriptionId)).data,
      'subscriptions/list': (await client.subscriptions.list()).data,
      'sales/sale-created.response.schema.json': sale.data,
    };
    expect(() => expectMatchesSchema(bodies[name], name)).not.toThrow();
  });

  it('throws naming every problem, checks error bodies by group, and suggests names', () => {
    expect(() => expectMatchesSchema({ id: 'x' }, 'sale')).toThrow(
      /does not match sales\/sale\.response\.schema\.json:\n {2}\(root\) must have required property/,
    );
    expect(schemaProblems({ message: 'Dados invalidos', error: 'VALIDATION_ERROR' }, 'errors/cashout')).toEqual([]);
    expect(schemaProblems({ id: 1.5 }, 'cashout')).toEqual(expect.arrayContaining(['/id must be integer']));
    expect(() => expectMatchesSchema({}, 'sales/sale')).not.toThrow(/no shipped schema/);
    expect(() => expectMatchesSchema({}, 'transaction')).toThrow('no shipped schema is called "transaction"');
    expect(() => expectMatchesSchema({}, 'cashout-det')).toThrow(/did you mean .*cashouts\/cashout-detail/);
  });
});
