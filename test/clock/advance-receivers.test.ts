import request from 'supertest';
import { defaultSettings } from '../../src/core/settings.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';

/**
 * Issue 20, finding 12: five PIX sales whose postbackUrl accepts the connection and never
 * answers, moved to PAGO, then a one-hour advance: it answered after 130 s, each retry due in
 * the hour attempted in turn and waited for to its timeout. An advance runs the state changes on
 * the way; the deliveries they cause are I/O, sent side by side and waited for only briefly.
 */
// As shipped: retries after 1 s, 5 s, 30 s, 2 min and 10 min (all five fall within the hour). The timeout is an hour
// of wall time, not the shipped 5 s: a receiver that hangs is held until the test releases it, so no outcome below
// depends on how fast a loaded machine runs (an advance that waited for a held receiver would never answer).
const { webhookRetryDelaysMs: DELAYS_MS } = defaultSettings();
const TIMEOUT_MS = 3_600_000;

type Delivery = {
  id: number;
  status: string;
  nextAttemptAt: string | null;
  attempts: { at: string; statusCode: number | null; error: string | null }[];
  resource: { id: number; status: string };
};

let t: TestApp;
let receiver: Receiver;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true, webhookTimeoutMs: TIMEOUT_MS, webhookRetryDelaysMs: DELAYS_MS });
  receiver = await new Receiver().start();
});
afterEach(async () => {
  t.close();
  await receiver.stop();
});

async function paidPixSales(count: number, postbackUrl: string): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const created = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('PIX', { postbackUrl }))
      .expect(201);
    expectSchema(created.body, 'sales/sale-created.response.schema.json');
    const moved = await request(t.app)
      .post(`/__admin/sales/${created.body.sale.id}/status`)
      .send({ status: 'PAGO' })
      .expect(200);
    expectSchema(moved.body, 'sales/sale.response.schema.json');
    ids.push(created.body.sale.id);
  }
  return ids;
}

async function deliveriesOf(ids: number[]): Promise<Delivery[]> {
  const list = await request(t.app).get('/__admin/webhooks/deliveries?kind=sale.postback&limit=1000').expect(200);
  expectSchema(list.body, 'webhooks/deliveries.response.schema.json');
  return (list.body.deliveries as Delivery[])
    .filter((delivery) => ids.includes(delivery.resource.id))
    .sort((a, b) => a.id - b.id);
}

async function advance(body: object): Promise<{ now: string; totals: Record<string, number> }> {
  const res = await request(t.app).post('/__admin/clock/advance').send(body).expect(200);
  expectSchema(res.body, 'clock/advance.response.schema.json');
  return res.body;
}

describe('a clock advance with receivers that never answer', () => {
  it('answers without waiting for receivers: five postbacks, one hour', async () => {
    receiver.respond = () => 'hang';
    const ids = await paidPixSales(5, `${receiver.url}/never`);
    await receiver.waitFor(5);

    const advanced = await advance({ hours: 1 });
    expect(t.deps.clock.iso()).toBe(advanced.now);

    // Ordering, not speed: the advance answered while the receiver still held all five requests unanswered (it
    // answers them only below), so it waited for none of them.
    expect(receiver.open).toBe(5);
    expect(receiver.received).toHaveLength(5);
    // The attempts are still out: PENDING, in flight (no next attempt yet), visible in the journal.
    expect(
      (await deliveriesOf(ids)).map((delivery) => [delivery.status, delivery.nextAttemptAt, delivery.attempts.length]),
    ).toEqual(ids.map(() => ['PENDING', null, 0]));

    // When each is answered, its outcome and next retry are recorded at the sandbox clock's instant then: the advanced
    // one.
    expect(receiver.release(503)).toBe(5);
    await t.deps.outbox.idle();
    for (const delivery of await deliveriesOf(ids)) {
      expect(delivery.status).toBe('PENDING');
      expect(delivery.attempts).toEqual([expect.objectContaining({ at: advanced.now, statusCode: 503 })]);
      expect(delivery.nextAttemptAt).toBe(new Date(Date.parse(advanced.now) + DELAYS_MS[0]).toISOString());
    }
  }, 30_000);

  it('leaves every state final when it answers: sales expired on the way, their postbacks in flight', async () => {
    receiver.respond = () => 'hang';
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) {
      const created = await request(t.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { postbackUrl: `${receiver.url}/expiry`, pix: { expiresInDays: 1 } }))
        .expect(201);
      ids.push(created.body.sale.id);
    }
    const advanced = await advance({ days: 2 });
    expect(advanced.totals['sales.expiry']).toBe(3);
    for (const id of ids) {
      const sale = await request(t.app).get(`/api/transactions/${id}`).set(keys('acme')).expect(200);
      expectSchema(sale.body, 'sales/sale.response.schema.json');
      expect(sale.body.status).toBe('CANCELADO');
    }
    // Their postbacks were not waited for: none of their attempts has ended.
    expect(
      (await deliveriesOf(ids)).map((delivery) => [
        delivery.resource.status,
        delivery.status,
        delivery.nextAttemptAt,
        delivery.attempts.length,
      ]),
    ).toEqual(ids.map(() => ['CANCELADO', 'PENDING', null, 0]));
  }, 30_000);
});

describe('a clock advance with a receiver that answers at once', () => {
  it('waits for its answers, so each retry falls at its instant within the advance', async () => {
    receiver.respond = (_request, index) => (index < 2 ? 503 : 200);
    const [id] = await paidPixSales(1, `${receiver.url}/flaky`);
    await receiver.waitFor(1);
    await t.deps.outbox.idle();
    const paidAt = Date.parse(t.deps.clock.iso());

    await advance({ hours: 1 });
    const [delivery] = await deliveriesOf([id]);
    expect(delivery.status).toBe('DELIVERED');
    expect(delivery.attempts.map((attempt) => [attempt.statusCode, Date.parse(attempt.at) - paidAt])).toEqual([
      [503, 0],
      [503, DELAYS_MS[0]],
      [200, DELAYS_MS[0] + DELAYS_MS[1]],
    ]);
    expect(receiver.received).toHaveLength(3);
  });

  it('that is down: every retry of the hour is sent and recorded, and the delivery is FAILED when it answers', async () => {
    const downUrl = `${receiver.url}/down`;
    await receiver.stop();
    const [id] = await paidPixSales(1, downUrl);
    await t.deps.outbox.idle();
    const paidAt = Date.parse(t.deps.clock.iso());

    await advance({ hours: 1 });
    const [delivery] = await deliveriesOf([id]);
    expect(delivery.status).toBe('FAILED');
    let due = 0;
    expect(delivery.attempts.map((attempt) => Date.parse(attempt.at) - paidAt)).toEqual([
      0,
      ...DELAYS_MS.map((delay) => (due += delay)),
    ]);
    expect(delivery.attempts.every((attempt) => attempt.statusCode === null && attempt.error)).toBe(true);
  });
});
