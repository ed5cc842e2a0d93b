import { createHmac } from 'node:crypto';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { expectSchema } from '../helpers/schema.js';
import { waitUntil } from '../helpers/wait.js';
import type { OutboxEvent } from '../../src/features/webhooks/outbox.js';

let t: TestApp;
let receiver: Receiver;
beforeEach(async () => {
  t = await buildTestApp({ webhookRetryDelaysMs: [30, 60], webhookTimeoutMs: 300 });
  receiver = await new Receiver().start();
});
afterEach(async () => {
  t.close();
  await receiver.stop();
});

function event(overrides: Partial<OutboxEvent> = {}): OutboxEvent {
  return {
    sellerId: ACCOUNTS.acme.id,
    kind: 'sale.postback',
    url: overrides.url ?? `${receiver.url}/postback`,
    payload: { id: 1, status: 'PAGO', amount: 1000 },
    signed: true,
    resource: { type: 'sale', id: 1, status: 'PAGO' },
    ...overrides,
  };
}

/** Enqueued as a service does: inside a unit of work. */
const enqueue = (outboxEvent: OutboxEvent) => t.deps.store.transaction(() => t.deps.outbox.enqueue(outboxEvent));

describe('the delivery outbox', () => {
  it('stores the delivery before the first attempt, then POSTs the exact body with X-Signature', async () => {
    const delivery = enqueue(event());
    expect(t.deps.store.collections.deliveries.get(delivery.id)?.status).toBe('PENDING');
    await receiver.waitFor(1);
    const [received] = receiver.received;
    expect(received.method).toBe('POST');
    expect(received.body).toBe(JSON.stringify({ id: 1, status: 'PAGO', amount: 1000 }));
    const expected = createHmac('sha256', ACCOUNTS.acme.webhookSecret).update(received.body).digest('hex');
    expect(received.headers['x-signature']).toBe(expected);
    expect(received.headers['x-sandbox-event-id']).toBe(delivery.eventId);
    await t.deps.outbox.settled();
    expect(t.deps.store.collections.deliveries.get(delivery.id)).toMatchObject({
      status: 'DELIVERED',
      attempts: [{ statusCode: 200, error: null }],
    });
  });

  it('sends no signature when the event is unsigned', async () => {
    enqueue(event({ signed: false, kind: 'cashout.webhook' }));
    await receiver.waitFor(1);
    expect(receiver.received[0].headers['x-signature']).toBeUndefined();
  });

  it('retries a receiver that fails first, with the same event id, until it acknowledges', async () => {
    receiver.respond = (_request, index) => (index < 2 ? 503 : 200);
    const delivery = enqueue(event());
    await receiver.waitFor(3);
    await t.deps.outbox.settled(1000);
    const stored = t.deps.store.collections.deliveries.get(delivery.id)!;
    expect(stored.status).toBe('DELIVERED');
    expect(stored.attempts.map((attempt) => attempt.statusCode)).toEqual([503, 503, 200]);
    expect(new Set(receiver.received.map((r) => r.headers['x-sandbox-event-id'])).size).toBe(1);
  });

  it('counts only 200 as the acknowledgement of the permanent cashout webhook', async () => {
    receiver.respond = () => 204;
    const delivery = enqueue(event({ kind: 'cashout.webhook', signed: false }));
    await receiver.waitFor(3);
    await t.deps.outbox.settled(1000);
    expect(t.deps.store.collections.deliveries.get(delivery.id)!.status).toBe('FAILED');
  });

  it('times out a hanging receiver and marks the delivery FAILED after the last retry', async () => {
    receiver.respond = () => 'hang';
    const delivery = enqueue(event());
    await receiver.waitFor(3);
    await t.deps.outbox.settled(1000);
    const stored = t.deps.store.collections.deliveries.get(delivery.id)!;
    expect(stored.status).toBe('FAILED');
    expect(stored.attempts).toHaveLength(3);
    expect(stored.attempts[0].error).toMatch(/timeout/);
  });

  it('records a receiver that is down, and loses nothing: a redelivery sends it again', async () => {
    const downUrl = receiver.url;
    await receiver.stop();
    const delivery = enqueue(event({ url: `${downUrl}/gone` }));
    // Waited for, not slept for (50 ms were): its three attempts (30 and 60 ms apart) end it.
    await waitUntil(
      () => t.deps.store.collections.deliveries.get(delivery.id)!.status !== 'PENDING',
      'the delivery to the receiver that is down ended',
    );
    expect(t.deps.store.collections.deliveries.get(delivery.id)!.status).toBe('FAILED');
    expect(t.deps.store.collections.deliveries.get(delivery.id)!.attempts[0].error).toBeTruthy();

    receiver = await new Receiver().start();
    t.deps.store.transaction(() =>
      t.deps.store.collections.deliveries.update(delivery.id, { url: `${receiver.url}/back` }),
    );
    const res = await request(t.app).post(`/__admin/webhooks/deliveries/${delivery.id}/redeliver`).expect(202);
    await receiver.waitFor(1);
    await t.deps.outbox.settled();
    expect(t.deps.store.collections.deliveries.get(delivery.id)!.status).toBe('DELIVERED');
    // Checked after the attempt: compiling a validator on first use holds this process's event
    // loop for a few hundred ms, long enough for the 300 ms receiver timeout to fire first.
    expectSchema(res.body, 'webhooks/delivery.response.schema.json');
  });

  it('lists deliveries by seller, status and kind, and shows one', async () => {
    const a = enqueue(event());
    enqueue(event({ sellerId: ACCOUNTS.bravo.id }));
    await receiver.waitFor(2);
    await t.deps.outbox.settled();
    const list = await request(t.app)
      .get(`/__admin/webhooks/deliveries?sellerId=${ACCOUNTS.acme.id}&status=DELIVERED&kind=sale.postback`)
      .expect(200);
    expectSchema(list.body, 'webhooks/deliveries.response.schema.json');
    expect(list.body.deliveries.map((d: { id: number }) => d.id)).toEqual([a.id]);
    const one = await request(t.app).get(`/__admin/webhooks/deliveries/${a.id}`).expect(200);
    expectSchema(one.body, 'webhooks/delivery.response.schema.json');
    await request(t.app).get('/__admin/webhooks/deliveries/99999').expect(404);
    await request(t.app).get('/__admin/webhooks/deliveries?status=LOST').expect(400);
  });
});
