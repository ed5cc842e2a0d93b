import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { EventStream, listening } from '../helpers/listening.js';
import { expectSchema, ERROR_SCHEMAS } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';
import type { SandboxEvent } from '../../src/features/events/events.bus.js';
import { EventHistory } from '../../src/features/events/events.history.js';

/**
 * Issue 23, finding 5 and "an event timeline per sale, cashout and subscription (each event at the
 * sandbox instant it happened)": after a one-month advance the events were stamped with the end of
 * the advance; each now carries its own instant, the object, the status move, the amount and the
 * seller, and GET /__admin/events/timeline answers one object's story from a bounded history.
 */
const EVENT = 'events/event.schema.json';
const TIMELINE = 'events/timeline.response.schema.json';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

async function timeline(resource: string, query: Record<string, string> = {}) {
  const res = await request(t.app)
    .get('/__admin/events/timeline')
    .query({ resource, ...query })
    .expect(200);
  expectSchema(res.body, TIMELINE);
  return res.body as { resource: string; events: SandboxEvent[]; historySize: number; oldestKeptAt: string | null };
}

const advance = async (body: object) =>
  (await request(t.app).post('/__admin/clock/advance').send(body).expect(200)).body as { now: string };

describe('events at the instant each happened', () => {
  it('a one-month advance stamps each PIX expiry at its own instant, not at the end of the advance', async () => {
    const seen: SandboxEvent[] = [];
    t.deps.events.subscribe((event) => seen.push(event));
    const oneDay = (
      await request(t.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { pix: { expiresInDays: 1 } }))
        .expect(201)
    ).body.sale;
    const threeDays = (
      await request(t.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { pix: { expiresInDays: 3 } }))
        .expect(201)
    ).body.sale;
    const expiries = [oneDay, threeDays].map(
      (sale) => (t.deps.store.collections.sales.get(sale.id)!.methodData as { expiresAt: string }).expiresAt,
    );
    const { now } = await advance({ months: 1 });
    const mine = new Set([oneDay.id, threeDays.id]);
    const cancelled = seen.filter(
      (event) =>
        event.type === 'sale.changed' &&
        mine.has(event.data.id) &&
        (event.data.change as { to: string } | null)?.to === 'CANCELADO',
    );
    for (const event of cancelled) expectSchema(event, EVENT);
    expect(cancelled.map((event) => [event.data.id, event.at])).toEqual([
      [oneDay.id, expiries[0]],
      [threeDays.id, expiries[1]],
    ]);
    expect(cancelled.map((event) => event.at)).not.toContain(now);
    expect(cancelled[0].data).toMatchObject({
      object: { type: 'sale', id: oneDay.id },
      change: { from: 'PENDENTE', to: 'CANCELADO' },
      amountCents: 15_000,
      sellerId: 1000,
    });
  });

  it("a subscription's timeline shows each month's charge at its billing date, with the ledger entries of the charges", async () => {
    const subscription = t.deps.store.collections.subscriptions
      .values()
      .find(
        (record) =>
          record.status === 'ACTIVE' && record.billingCycle === 'MONTHLY' && record.paymentMethod === 'CREDIT_CARD',
      );
    expect(subscription).toBeDefined();
    await request(t.app).post(`/__admin/subscriptions/${subscription!.id}/card`).send({ outcome: 'PAGO' }).expect(200);
    await advance({ months: 3 });
    const { events } = await timeline(`subscription:${subscription!.id}`);
    for (const event of events) expectSchema(event, EVENT);
    const charges = events.filter(
      (event) => event.type === 'sale.changed' && (event.data.change as { to: string } | null)?.to === 'PAGO',
    );
    expect(charges.length).toBeGreaterThanOrEqual(3);
    // Each charge at its own month: three distinct instants, in order, none of them the end of the advance.
    const instants = charges.map((event) => event.at);
    expect(new Set(instants).size).toBe(instants.length);
    expect([...instants].sort()).toEqual(instants);
    for (const charge of charges)
      expect(charge.data).toMatchObject({
        subscriptionId: subscription!.id,
        amountCents: subscription!.amountCents,
        sellerId: subscription!.sellerId,
      });
    const paidSale = charges[0].data.id as number;
    const saleStory = await timeline(`sale:${paidSale}`);
    expect(saleStory.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['sale.changed', 'balance.changed']),
    );
    const credit = saleStory.events.find((event) => event.type === 'balance.changed')!;
    expect(credit.data).toMatchObject({
      kind: 'SALE_PAID',
      ref: { type: 'sale', id: paidSale },
      object: { type: 'ledger' },
    });
    expect(credit.at).toBe(charges[0].at);
  });
});

describe('GET /__admin/events/timeline', () => {
  it('tells a sale from creation to refund: each move with from → to, its ledger entries and its postbacks, at the instants they happened', async () => {
    const receiver = await listening(t);
    try {
      const sale = (
        await request(t.app)
          .post('/api/sales')
          .set(keys('acme'))
          .send(saleBody('CREDIT_CARD', { postbackUrl: `${receiver.url}/nowhere` }))
          .expect(201)
      ).body.sale;
      const createdAt = t.deps.clock.iso();
      await advance({ hours: 1 });
      await request(t.app).post(`/__admin/sales/${sale.id}/status`).send({ status: 'ESTORNADO' }).expect(200);
      const refundedAt = t.deps.clock.iso();
      const { events, resource, historySize } = await timeline(`sale:${sale.id}`);
      expect({ resource, historySize }).toEqual({ resource: `sale:${sale.id}`, historySize: 10_000 });
      const moves = events
        .filter((event) => event.type === 'sale.changed')
        .map((event) => [event.data.change, event.at]);
      expect(moves).toEqual([
        [{ from: null, to: expect.any(String) }, createdAt],
        [{ from: 'PAGO', to: 'ESTORNADO' }, refundedAt],
      ]);
      expect(events.filter((event) => event.type === 'balance.changed').map((event) => event.data.kind)).toEqual([
        'SALE_PAID',
        'SALE_REFUNDED',
      ]);
      expect(
        events.some(
          (event) => event.type === 'delivery.changed' && (event.data.resource as { id: number }).id === sale.id,
        ),
      ).toBe(true);
      expect(events.map((event) => event.id)).toEqual([...events.map((event) => event.id)].sort((a, b) => a - b));
    } finally {
      await receiver.close();
    }
  });

  it('streams only one object with resource= on GET /__admin/events', async () => {
    const server = await listening(t);
    let stream: EventStream | null = null;
    try {
      const sale = (await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('PIX')).expect(201)).body
        .sale;
      const other = (await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('PIX')).expect(201)).body
        .sale;
      stream = await EventStream.open(`${server.url}/__admin/events?resource=sale:${sale.id}`);
      await request(t.app).post(`/__admin/sales/${other.id}/status`).send({ status: 'PAGO' }).expect(200);
      await request(t.app).post(`/__admin/sales/${sale.id}/status`).send({ status: 'PAGO' }).expect(200);
      await stream.waitFor((event) => event.event === 'sale.changed' && event.data.data.id === sale.id);
      await stream.waitFor((event) => event.event === 'balance.changed');
      const about = stream.events
        .filter((event) => event.event !== 'hello')
        .map((event) => JSON.parse(event.data) as SandboxEvent);
      expect(about.length).toBeGreaterThanOrEqual(2); // the sale.changed and balance.changed waited for
      for (const event of about)
        expect([event.data.id, (event.data.ref as { id: number } | undefined)?.id]).toContain(sale.id);
    } finally {
      stream?.close();
      await server.close();
    }
  });

  it('a reset empties the history: ids are reused by the new state', async () => {
    const sale = (await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('PIX')).expect(201)).body
      .sale;
    expect((await timeline(`sale:${sale.id}`)).events).toHaveLength(1);
    await request(t.app).post('/__admin/reset').expect(200);
    expect(await timeline(`sale:${sale.id}`)).toMatchObject({ events: [], oldestKeptAt: null });
  });

  it('a refused request leaves nothing in the history (its writes were rolled back)', async () => {
    await request(t.app)
      .post('/api/public/cashout')
      .set(keys('acme'))
      .send({ amount: 99_999, pixKey: '52998224725' })
      .expect(422);
    const cashouts = t.deps.store.collections.cashouts.size;
    expect((await timeline(`cashout:${cashouts + 1}`)).events).toEqual([]);
  });

  it.each([
    ['no resource', {}],
    ['a type it does not know', { resource: 'invoice:1' }],
    ['no id', { resource: 'sale' }],
    ['id 0', { resource: 'sale:0' }],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await request(t.app).get('/__admin/events/timeline').query(query).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details).toEqual(['resource']);
  });
});

describe('the bounded history', () => {
  const event = (id: number, sale: number): SandboxEvent => ({
    id,
    type: 'sale.changed',
    at: new Date(id * 1000).toISOString(),
    data: { id: sale, object: { type: 'sale', id: sale } },
  });

  it('keeps the last `capacity` changes, whatever object they touched, and forgets the oldest first', () => {
    const history = new EventHistory(3);
    history.add(event(1, 7));
    history.add(event(2, 8));
    history.add(event(3, 7));
    history.add(event(4, 9));
    expect(history.of('sale:7').map((kept) => kept.id)).toEqual([3]);
    expect(history.of('sale:8').map((kept) => kept.id)).toEqual([2]);
    expect(history.oldestAt()).toBe(new Date(2000).toISOString());
    history.add(event(5, 9));
    history.add(event(6, 9));
    expect(history.of('sale:7')).toEqual([]);
    expect(history.of('sale:9').map((kept) => kept.id)).toEqual([4, 5, 6]);
  });

  it('with capacity 0 keeps nothing', () => {
    const history = new EventHistory(0);
    history.add(event(1, 7));
    expect(history.of('sale:7')).toEqual([]);
    expect(history.oldestAt()).toBeNull();
  });
});

describe('request.finished names the client', () => {
  it("carries the User-Agent's product token, so a follower can hide the CLI's own requests", async () => {
    const seen: SandboxEvent[] = [];
    t.deps.events.subscribe((published) => seen.push(published));
    await request(t.app).get('/__admin/clock').set('User-Agent', 'gateway-sandbox-cli/0.1.0 node/20.20').expect(200);
    await request(t.app).get('/__admin/clock').set('User-Agent', 'curl/7.88.1').expect(200);
    const finished = seen.filter((published) => published.type === 'request.finished');
    for (const published of finished) expectSchema(published, EVENT);
    expect(finished.map((published) => published.data.client)).toEqual(['gateway-sandbox-cli/0.1.0', 'curl/7.88.1']);
    const journal = await request(t.app).get('/__admin/requests').query({ limit: 2 }).expect(200);
    expectSchema(journal.body, 'admin/requests.response.schema.json');
    expect(journal.body.requests.map((entry: { client: string | null }) => entry.client)).toEqual([
      'curl/7.88.1',
      'gateway-sandbox-cli/0.1.0',
    ]);
  });
});
