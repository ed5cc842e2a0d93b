import { createHmac } from 'node:crypto';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { waitUntil } from '../helpers/wait.js';
import { expectSchema } from '../helpers/schema.js';
import { getSale, moveSale, postSale, saleBody } from './sale-helpers.js';

let t: TestApp;
let receiver: Receiver;
beforeEach(async () => {
  t = await buildTestApp({ webhookRetryDelaysMs: [30, 60], webhookTimeoutMs: 500 });
  receiver = await new Receiver().start();
});
afterEach(async () => {
  t.close();
  await receiver.stop();
});

function signatureOf(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

describe('sale postbacks', () => {
  it('posts each status change to postbackUrl with the sale object, signed with the seller webhook secret', async () => {
    const id = (await postSale(t, saleBody('PIX', { postbackUrl: `${receiver.url}/hooks/sale` })).expect(201)).body.sale
      .id;
    expect(receiver.received).toHaveLength(0);
    await moveSale(t, id, 'PAGO').expect(200);
    await receiver.waitFor(1);
    const paidSale = (await getSale(t, id)).body;
    await moveSale(t, id, 'ESTORNADO').expect(200);
    await receiver.waitFor(2);

    const [paid, refunded] = receiver.received;
    expect(paid.method).toBe('POST');
    expect(paid.path).toBe('/hooks/sale');
    expect(paid.headers['content-type']).toMatch(/application\/json/);
    for (const delivery of receiver.received) {
      expect(delivery.headers['x-signature']).toBe(signatureOf(delivery.body, ACCOUNTS.acme.webhookSecret));
      expect(delivery.headers['x-signature']).toMatch(/^[0-9a-f]{64}$/);
      const body = JSON.parse(delivery.body);
      expectSchema(body, 'sales/sale.response.schema.json');
      expect(body).not.toHaveProperty('type');
      expect(body).not.toHaveProperty('user');
    }
    expect(JSON.parse(paid.body)).toEqual(paidSale);
    expect(JSON.parse(refunded.body)).toEqual((await getSale(t, id)).body);
    expect([JSON.parse(paid.body).status, JSON.parse(refunded.body).status]).toEqual(['PAGO', 'ESTORNADO']);
  });

  it('posts the outcome of a card decided at creation', async () => {
    const id = (await postSale(t, saleBody('CREDIT_CARD', { postbackUrl: `${receiver.url}/card` })).expect(201)).body
      .sale.id;
    await receiver.waitFor(1);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ id, status: 'PAGO' });
  });

  it("signs bravo's postbacks with bravo's secret", async () => {
    await postSale(t, saleBody('DEBIT_CARD', { postbackUrl: `${receiver.url}/b` }), 'bravo').expect(201);
    await receiver.waitFor(1);
    expect(receiver.received[0].headers['x-signature']).toBe(
      signatureOf(receiver.received[0].body, ACCOUNTS.bravo.webhookSecret),
    );
  });

  it('retries a receiver that fails first, with the same body and signature, until it acknowledges', async () => {
    receiver.respond = (_request, index) => (index < 2 ? 500 : 200);
    const id = (await postSale(t, saleBody('PIX', { postbackUrl: `${receiver.url}/flaky` })).expect(201)).body.sale.id;
    await moveSale(t, id, 'PAGO').expect(200);
    await receiver.waitFor(3);
    await t.deps.outbox.settled(1000);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.headers['x-signature'])).size).toBe(1);
    expect(receiver.received[2].headers['x-signature']).toBe(
      signatureOf(receiver.received[2].body, ACCOUNTS.acme.webhookSecret),
    );
    const list = await request(t.app)
      .get(`/__admin/webhooks/deliveries?sellerId=${ACCOUNTS.acme.id}&kind=sale.postback`)
      .expect(200);
    expectSchema(list.body, 'webhooks/deliveries.response.schema.json');
    const delivery = list.body.deliveries.find((d: { resource: { id: number } }) => d.resource.id === id);
    expect(delivery).toMatchObject({
      status: 'DELIVERED',
      signed: true,
      resource: { type: 'sale', id, status: 'PAGO' },
    });
    expect(delivery.attempts.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([500, 500, 200]);
  });

  it('keeps the event of a receiver that is down, and a redelivery sends it', async () => {
    const down = receiver.url;
    await receiver.stop();
    const id = (await postSale(t, saleBody('PIX', { postbackUrl: `${down}/gone` })).expect(201)).body.sale.id;
    await moveSale(t, id, 'PAGO').expect(200);
    const deliveryOfSale = () =>
      t.deps.outbox
        .idsOfSeller(ACCOUNTS.acme.id)
        .map((deliveryId) => t.deps.store.collections.deliveries.get(deliveryId)!)
        .find((d) => d.resource.id === id);
    // Waited for, not slept for: its three attempts (30 and 60 ms apart) end it FAILED.
    await waitUntil(
      () => ['FAILED', 'DELIVERED'].includes(deliveryOfSale()?.status ?? 'none'),
      'the delivery to the receiver that is down ended',
    );
    const delivery = deliveryOfSale()!;
    expect(delivery.status).toBe('FAILED');
    receiver = await new Receiver().start();
    t.deps.store.transaction(() =>
      t.deps.store.collections.deliveries.update(delivery.id, { url: `${receiver.url}/back` }),
    );
    await request(t.app).post(`/__admin/webhooks/deliveries/${delivery.id}/redeliver`).expect(202);
    await receiver.waitFor(1);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ id, status: 'PAGO' });
  });

  it('sends nothing for a sale created without postbackUrl', async () => {
    const before = t.deps.store.collections.deliveries.size;
    const id = (await postSale(t, saleBody('PIX')).expect(201)).body.sale.id;
    await moveSale(t, id, 'PAGO').expect(200);
    expect(t.deps.store.collections.deliveries.size).toBe(before);
  });
});
