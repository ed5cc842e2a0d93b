import { EXIT } from '../../src/tools/cli/verb.js';
import {
  createTenant,
  startReceiver,
  startSandbox,
  type Receiver,
  type Sandbox,
} from '../../src/tools/testing/index.js';
import { cli, closedPort, PIX_SALE, spawnCli } from './cli-helpers.js';
import { waitUntil } from '../helpers/wait.js';

/**
 * `listen --forward-to` (issue 23), as the real bin: the sandbox posts a sale's postback where
 * it was told (here an inbox of the sandbox, standing for a server-side address); listen
 * re-posts the same bytes with the same headers to a receiver on "the laptop", which checks
 * X-Signature with the seller's webhook secret and answers 401 when it does not verify.
 */
let sandbox: Sandbox;
let receiver: Receiver;

beforeAll(async () => {
  sandbox = await startSandbox();
  receiver = await startReceiver({ secret: sandbox.keys.acme.webhookSecret });
});
afterAll(async () => {
  await receiver.close();
  await sandbox.close();
});

async function paidSaleWithPostback(): Promise<{ saleId: number; deliveryId: number }> {
  const created = await sandbox
    .client('acme')
    .sales.create({ ...PIX_SALE, postbackUrl: `${sandbox.url}/__admin/inbox/servidor` });
  const saleId = created.data!.sale.id;
  await sandbox.admin.sales.move(saleId, 'PAGO');
  const delivery = await sandbox.waitForDelivery({ resource: { id: saleId }, status: 'DELIVERED' });
  return { saleId, deliveryId: delivery.id };
}

describe('gateway-sandbox listen', () => {
  it('re-posts each delivery, signed as sent, to --forward-to, and prints the event, the resource and the local answer', async () => {
    const listener = spawnCli(['listen', '--url', sandbox.url, '--forward-to', `${receiver.url}/hook`]);
    try {
      await listener.until(/listening to the deliveries of the default tenant at http:\/\//, 'stderr');
      const { saleId, deliveryId } = await paidSaleWithPostback();
      await listener.until(
        new RegExp(`sale\\.postback\\s+sale ${saleId} PAGO  delivery ${deliveryId}  → ${receiver.url}/hook  200\\n`),
      );
      const [got] = await receiver.waitFor(1);
      const sent = await sandbox.admin.deliveries.get(deliveryId);
      expect({ path: got.path, signatureValid: got.signatureValid, body: got.rawBody, eventId: got.eventId }).toEqual({
        path: '/hook',
        signatureValid: true,
        body: sent.body,
        eventId: sent.eventId,
      });
      expect(got.headers['x-signature']).toBe(sent.attempts[0].requestHeaders!['x-signature']);
    } finally {
      expect(await listener.interrupt()).toBe(EXIT.ok);
    }
  });

  it('prints the full payload, with its headers, without --forward-to', async () => {
    const listener = spawnCli(['listen', '--url', sandbox.url]);
    try {
      await listener.until(/listening to the deliveries/, 'stderr');
      const { saleId, deliveryId } = await paidSaleWithPostback();
      await listener.until(/\n\}\n/);
      expect(listener.stdout()).toContain(`delivery ${deliveryId}  sale.postback  sale ${saleId} PAGO\n`);
      expect(listener.stdout()).toMatch(/^x-signature: [0-9a-f]{64}$/m);
      expect(listener.stdout()).toContain(`"id": ${saleId}`);
      expect(listener.stdout()).toContain('"status": "PAGO"');
    } finally {
      expect(await listener.interrupt()).toBe(EXIT.ok);
    }
  });

  it('says when the local address does not answer, and goes on', async () => {
    const nowhere = `http://127.0.0.1:${await closedPort()}/hook`;
    const listener = spawnCli(['listen', '--url', sandbox.url, '--forward-to', nowhere, '--json']);
    try {
      await listener.until(/listening to the deliveries/, 'stderr');
      const { deliveryId } = await paidSaleWithPostback();
      await listener.until(/\n/);
      expect(JSON.parse(listener.stdout().trim())).toMatchObject({
        deliveryId,
        kind: 'sale.postback',
        forwardedTo: nowhere,
        status: null,
        error: 'ECONNREFUSED',
      });
    } finally {
      expect(await listener.interrupt()).toBe(EXIT.ok);
    }
  });

  it('refuses a --forward-to that is not an http(s) URL (exit 2)', async () => {
    expect(await cli(sandbox.url, ['listen', '--forward-to', 'localhost:3000/hook'])).toMatchObject({
      code: EXIT.usage,
      stderr: expect.stringContaining('--forward-to must start with http:// or https://'),
    });
  });
});

describe('gateway-sandbox listen --tenant', () => {
  it("forwards that tenant's deliveries only, signed with that tenant's seller secret", async () => {
    const mine = await createTenant({ url: sandbox.url, fixtures: true });
    const other = await createTenant({ url: sandbox.url, fixtures: true });
    const { webhookSecret } = await mine.admin.sellers.rotateWebhookSecret(1000);
    const local = await startReceiver({ secret: webhookSecret });
    const listener = spawnCli([
      'listen',
      '--url',
      sandbox.url,
      '--tenant',
      mine.name,
      '--admin-token',
      mine.adminToken,
      '--forward-to',
      `${local.url}/hook`,
    ]);
    try {
      await listener.until(/listening to the deliveries/, 'stderr');
      // The other tenant's postback first: a listener of every tenant would forward it too.
      const theirs = (
        await other.client('acme').sales.create({
          ...PIX_SALE,
          postbackUrl: `${sandbox.url}${(await other.admin.inbox.get('deles')).inbox.path}`,
        })
      ).data!.sale.id;
      await other.admin.sales.move(theirs, 'PAGO');
      await other.waitForDelivery({ resource: { id: theirs }, status: 'DELIVERED' });
      const ours = (
        await mine.client('acme').sales.create({
          ...PIX_SALE,
          postbackUrl: `${sandbox.url}${(await mine.admin.inbox.get('nossa')).inbox.path}`,
        })
      ).data!.sale.id;
      await mine.admin.sales.move(ours, 'PAGO');
      const delivery = await mine.waitForDelivery({ resource: { id: ours }, status: 'DELIVERED' });
      await listener.until(
        // Its tenant named (X-Sandbox-Tenant), as a receiver shared by tenants must tell them apart (issue 29).
        new RegExp(
          `sale\\.postback\\s+tenant ${mine.name}  sale ${ours} PAGO  delivery ${delivery.id}  → ${local.url}/hook  200\\n`,
        ),
      );
      // The positive control: a later postback of ours, forwarded after anything of theirs would have been.
      const later = (
        await mine.client('acme').sales.create({
          ...PIX_SALE,
          postbackUrl: `${sandbox.url}${(await mine.admin.inbox.get('nossa')).inbox.path}`,
        })
      ).data!.sale.id;
      await mine.admin.sales.move(later, 'PAGO');
      const control = await mine.waitForDelivery({ resource: { id: later }, status: 'DELIVERED' });
      await listener.until(
        new RegExp(`sale\\.postback\\s+tenant ${mine.name}  sale ${later} PAGO  delivery ${control.id} `),
      );
      await waitUntil(() => local.received.length >= 2, 'the control postback forwarded');
      expect(local.received.map((got) => ({ signatureValid: got.signatureValid, body: got.rawBody }))).toEqual([
        { signatureValid: true, body: (await mine.admin.deliveries.get(delivery.id)).body },
        { signatureValid: true, body: (await mine.admin.deliveries.get(control.id)).body },
      ]);
    } finally {
      expect(await listener.interrupt()).toBe(EXIT.ok);
      await local.close();
      await mine.delete();
      await other.delete();
    }
  });
});
