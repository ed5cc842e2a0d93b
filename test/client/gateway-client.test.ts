import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGatewayClient, verifySignature } from '../../src/tools/client/index.js';
import { startSandbox, type Sandbox } from '../../src/tools/testing/index.js';
import { signBody } from '../../src/features/webhooks/signature.js';
import { ROOT } from '../helpers/child.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { PIX_SALE } from '../cli/cli-helpers.js';

/**
 * The typed client (gateway-sandbox/client) against a live sandbox: every call, its success and its group's error body.
 */
let sandbox: Sandbox;
const sent: Request[] = [];
let client: ReturnType<typeof createGatewayClient>;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = createGatewayClient({
    baseUrl: `${sandbox.url}/`,
    publicKey: sandbox.keys.acme.publicKey,
    privateKey: sandbox.keys.acme.privateKey,
    fetch: (request) => {
      sent.push(request.clone());
      return fetch(request);
    },
  });
});
beforeEach(() => sandbox.reset());
afterAll(() => sandbox.close());

describe('createGatewayClient', () => {
  it('reads the seller and the balance', async () => {
    const seller = await client.seller.get();
    expect(seller.response.status).toBe(200);
    expectSchema(seller.data, 'seller/seller.response.schema.json');
    expect(seller.data?.id).toBe(1000);
    const balance = await client.balance.get();
    expectSchema(balance.data, 'cashouts/balance.response.schema.json');
  });

  it('creates, reads and lists sales; errors come in the sales groups’ bodies', async () => {
    const created = await client.sales.create({ ...PIX_SALE, metadata: { orderId: 'PED-1' } });
    expect(created.response.status).toBe(201);
    expectSchema(created.data, 'sales/sale-created.response.schema.json');
    const id = created.data!.sale.id;
    const read = await client.transactions.get(id);
    expectSchema(read.data, 'sales/sale.response.schema.json');
    expect(read.data).toMatchObject({ id, status: 'PENDENTE', amount: 2500 });
    const listed = await client.sales.list({ paymentMethod: 'PIX', status: 'PENDENTE', limit: 1 });
    expectSchema(listed.data, 'sales/sale-list.response.schema.json');

    const invalid = await client.sales.create({
      ...PIX_SALE,
      customer: { name: 'Maria' },
    } as unknown as typeof PIX_SALE);
    expect(invalid.response.status).toBe(400);
    expectSchema(invalid.error, ERROR_SCHEMAS.salesCreate);
    expect(invalid.error).toMatchObject({ details: { missingFields: ['customer.email'] } });
    const missing = await client.transactions.get(99999999);
    expect(missing.response.status).toBe(404);
    expectSchema(missing.error, ERROR_SCHEMAS.transactions);
  });

  it('creates and reads cashouts; refusals carry errorType', async () => {
    const created = await client.cashouts.create({ amount: 150, pixKey: 'maria@example.com', pixKeyType: 'EMAIL' });
    expectSchema(created.data, 'cashouts/cashout.response.schema.json');
    const read = await client.cashouts.get(created.data!.id);
    expectSchema(read.data, 'cashouts/cashout-detail.response.schema.json');
    const nocash = createGatewayClient({
      baseUrl: sandbox.url,
      publicKey: sandbox.keys.nocash.publicKey,
      privateKey: sandbox.keys.nocash.privateKey,
    });
    const refused = await nocash.cashouts.create({ amount: 150, pixKey: '52998224725' });
    expect(refused.response.status).toBe(403);
    expectSchema(refused.error, ERROR_SCHEMAS.cashout);
    expect(refused.error).toEqual(expect.objectContaining({ errorType: 'API_WITHDRAWAL_DISABLED_GLOBALLY' }));
  });

  it('lists, reads, pauses, resumes and cancels subscriptions, and reads the metrics', async () => {
    const listed = await client.subscriptions.list({ status: 'ACTIVE', limit: 1 });
    expectSchema(listed.data, 'subscriptions/list.response.schema.json');
    const id = listed.data!.data.subscriptions[0].id;
    expectSchema((await client.subscriptions.get(id)).data, 'subscriptions/detail.response.schema.json');
    expectSchema((await client.subscriptions.pause(id)).data, 'subscriptions/pause.response.schema.json');
    const again = await client.subscriptions.pause(id);
    expect(again.response.status).toBe(400);
    expectSchema(again.error, ERROR_SCHEMAS.subscriptions);
    expect(again.error?.error.code).toBe('ALREADY_PAUSED');
    expectSchema((await client.subscriptions.resume(id)).data, 'subscriptions/resume.response.schema.json');
    const scheduled = await client.subscriptions.cancel(id, { cancelImmediately: false, reason: 'Cliente pediu' });
    expectSchema(scheduled.data, 'subscriptions/cancel.response.schema.json');
    expect(scheduled.data?.data.status).toBe('ACTIVE');
    expect((await client.subscriptions.cancel(id)).data?.data.status).toBe('CANCELLED');
    expectSchema((await client.subscriptions.metrics()).data, 'subscriptions/metrics.response.schema.json');
  });

  it('sends only what the spec names: the two key headers and JSON, to the spec’s paths', async () => {
    sent.length = 0;
    await client.seller.get();
    await client.sales.create(PIX_SALE);
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /api/seller',
      'POST /api/sales',
    ]);
    for (const request of sent) {
      expect(request.headers.get('x-api-public-key')).toBe(sandbox.keys.acme.publicKey);
      expect(request.headers.get('x-api-private-key')).toBe(sandbox.keys.acme.privateKey);
      expect([...request.headers.keys()].filter((name) => name.startsWith('x-') && !name.startsWith('x-api-'))).toEqual(
        [],
      );
    }
    expect(await sent[1].json()).toEqual(PIX_SALE);
  });

  it('types calls and answers from the OpenAPI document (checked by tsc)', async () => {
    const created = await client.sales.create(PIX_SALE);
    if (created.error) throw new Error('expected a sale');
    const amount: string = created.data.sale.amount;
    expect(amount).toBe('2500');
    // @ts-expect-error amount is integer cents: a string does not type-check
    void (() => client.sales.create({ ...PIX_SALE, amount: '25.00' }));
    // @ts-expect-error the status filter takes the spec's statuses only
    void (() => client.subscriptions.list({ status: 'active' }));
    // A sale id no account has: the typed error carries the catalogue's code.
    const missing = await client.transactions.get(987_654_321);
    const code: string | undefined = missing.error?.error;
    expect([missing.response.status, code, missing.data]).toEqual([404, 'NOT_FOUND', undefined]);
  });
});

describe('verifySignature', () => {
  const body = '{"id":1,"status":"PAGO"}';
  const secret = 'whsec_acme_0000000000000001';
  const signature = signBody(body, secret);

  it('accepts the sandbox’s X-Signature over the exact bytes, as text, bytes or an ArrayBuffer', async () => {
    const bytes = new TextEncoder().encode(body);
    expect(await verifySignature(body, signature, secret)).toBe(true);
    expect(await verifySignature(bytes, [signature], secret)).toBe(true);
    expect(await verifySignature(bytes.buffer.slice(0), signature, secret)).toBe(true);
  });

  it.each([
    ['a changed body', '{"id":1,"status":"PAGO" }', signature, secret],
    ['another secret', body, signature, 'whsec_bravo_000000000000002'],
    ['no header', body, undefined, secret],
    ['a header that is not hex', body, 'z'.repeat(64), secret],
    ['a truncated header', body, signature.slice(0, 63), secret],
  ])('refuses %s', async (_case, raw, header, key) => {
    expect(await verifySignature(raw, header, key)).toBe(false);
  });
});

describe('the generated paths', () => {
  it('are up to date with the OpenAPI document (npm run gen:types)', async () => {
    const { generate } = (await import(join(ROOT, 'scripts/gen-openapi-paths.mjs'))) as {
      generate: () => Promise<string>;
    };
    expect(readFileSync(join(ROOT, 'src/generated/openapi-paths.ts'), 'utf8')).toBe(await generate());
  });
});
