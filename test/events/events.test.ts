import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ROOT } from '../helpers/child.js';
import { EventBus, EVENT_TYPES } from '../../src/features/events/events.bus.js';
import { BULK_AFTER } from '../../src/features/events/events.feed.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { EventStream, listening, type Listening } from '../helpers/listening.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';

describe('the event bus', () => {
  it('numbers events, hands them to every subscriber, and isolates a throwing one', () => {
    const bus = new EventBus(() => Date.parse('2026-11-01T12:00:00.000Z'), 3);
    const seen: number[] = [];
    bus.subscribe(() => {
      throw new Error('a broken view');
    });
    const stop = bus.subscribe((event) => seen.push(event.id));
    expect(bus.publish('state.reset', { now: 'x' })).toEqual({
      id: 1,
      type: 'state.reset',
      at: '2026-11-01T12:00:00.000Z',
      data: { now: 'x' },
    });
    bus.publish('state.reset', {});
    stop();
    bus.publish('state.reset', {});
    expect(seen).toEqual([1, 2]);
  });

  it('gives back what a client missed, or null once it left the ring', () => {
    const bus = new EventBus(() => 0, 3);
    for (let i = 0; i < 5; i++) bus.publish('clock.advanced', { i });
    expect(bus.since(2)!.map((event) => event.id)).toEqual([3, 4, 5]);
    expect(bus.since(4)!.map((event) => event.id)).toEqual([5]);
    expect(bus.since(5)).toEqual([]);
    expect(bus.since(1)).toBeNull();
  });
});

describe('what the sandbox announces', () => {
  let t: TestApp;
  let events: { type: string; data: Record<string, unknown> }[];
  beforeEach(async () => {
    t = await buildTestApp({ clockFrozen: true });
    events = [];
    t.deps.events.subscribe((event) => {
      expectSchema(event, 'events/event.schema.json');
      events.push(event);
    });
  });
  afterEach(() => t.close());

  const ofType = (type: string) => events.filter((event) => event.type === type);

  it('announces each record a commit wrote, as a summary with no keys, secrets or bodies', async () => {
    const created = await request(t.app)
      .post('/__admin/sellers')
      .send({ legalName: 'Eventos LTDA', availableBalance: 10_000 })
      .expect(201);
    const sale = await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('PIX')).expect(201);
    await request(t.app).post(`/__admin/sales/${sale.body.sale.id}/status`).send({ status: 'PAGO' }).expect(200);
    expect(ofType('sale.changed').map((event) => event.data)).toEqual([
      {
        id: sale.body.sale.id,
        object: { type: 'sale', id: sale.body.sale.id },
        change: { from: null, to: 'PENDENTE' },
        sellerId: ACCOUNTS.acme.id,
        status: 'PENDENTE',
        paymentMethod: 'PIX',
        amountCents: 15_000,
        subscriptionId: null,
      },
      {
        id: sale.body.sale.id,
        object: { type: 'sale', id: sale.body.sale.id },
        change: { from: 'PENDENTE', to: 'PAGO' },
        sellerId: ACCOUNTS.acme.id,
        status: 'PAGO',
        paymentMethod: 'PIX',
        amountCents: 15_000,
        subscriptionId: null,
      },
    ]);
    expect(ofType('seller.changed').map((event) => event.data.sellerId)).toContain(created.body.userId);
    expect(ofType('balance.changed').map((event) => event.data)).toContainEqual(
      expect.objectContaining({ sellerId: ACCOUNTS.acme.id, kind: 'SALE_PAID' }),
    );
    const text = JSON.stringify(events);
    for (const secret of [
      created.body.credentials.privateKey,
      created.body.credentials.webhookSecret,
      ACCOUNTS.acme.privateKey,
    ])
      expect(text).not.toContain(secret);
  });

  it('announces every request once answered, and clock moves, resets and restores', async () => {
    await request(t.app).get('/api/seller').set(keys('bravo')).expect(200);
    expect(ofType('request.finished').at(-1)!.data).toMatchObject({
      method: 'GET',
      path: '/api/seller',
      status: 200,
      sellerId: ACCOUNTS.bravo.id,
    });
    await request(t.app).post('/__admin/clock/advance').send({ days: 1 }).expect(200);
    expect(ofType('clock.advanced')[0].data).toMatchObject({ now: '2026-11-02T12:00:00.000Z', advancedMs: 86_400_000 });
    const snapshot = await request(t.app).get('/__admin/state').expect(200);
    await request(t.app).put('/__admin/state').send(snapshot.body).expect(200);
    await request(t.app).post('/__admin/reset').expect(200);
    expect(events.map((event) => event.type).filter((type) => type.startsWith('state.'))).toEqual([
      'state.restored',
      'state.reset',
    ]);
  });

  it(`announces more than ${BULK_AFTER} records of one collection in one commit as one bulk event`, () => {
    t.deps.store.transaction(() => {
      for (let i = 0; i < BULK_AFTER + 1; i++)
        t.deps.store.collections.sales.update(i + 1, { updatedAt: '2026-11-01T12:00:00.000Z' });
    });
    const bulk = ofType('sale.changed');
    expect(bulk).toHaveLength(1);
    expect(bulk[0].data).toMatchObject({ bulk: true, count: BULK_AFTER + 1 });
    expect(bulk[0].data.ids).toHaveLength(BULK_AFTER);
  });
});

describe('GET /__admin/events', () => {
  let t: TestApp;
  let server: Listening;
  let stream: EventStream | undefined;
  beforeEach(async () => {
    t = await buildTestApp({ clockFrozen: true });
    server = await listening(t);
  });
  afterEach(async () => {
    stream?.close();
    stream = undefined;
    await server.close();
    t.close();
  });

  it('streams the events as Server-Sent Events, opening with hello', async () => {
    stream = await EventStream.open(`${server.url}/__admin/events`);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const hello = await stream.waitFor((event) => event.event === 'hello');
    expect(hello.data).toMatchObject({ lastEventId: expect.any(Number), now: '2026-11-01T12:00:00.000Z' });
    const sale = await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('BOLETO')).expect(201);
    const changed = await stream.waitFor((event) => event.event === 'sale.changed');
    expect(changed.data).toMatchObject({ type: 'sale.changed', data: { id: sale.body.sale.id, status: 'PENDENTE' } });
    expect(changed.id).toBe(String(changed.data.id));
    expectSchema(changed.data, 'events/event.schema.json');
  });

  it('sends only the types asked for (a type, or the prefix before its dot)', async () => {
    stream = await EventStream.open(`${server.url}/__admin/events?types=clock,state.reset`);
    await stream.waitFor((event) => event.event === 'hello');
    await request(t.app).get('/health').expect(200);
    await request(t.app).post('/__admin/clock/advance').send({ hours: 1 }).expect(200);
    await request(t.app).post('/__admin/reset').expect(200);
    await stream.waitFor((event) => event.event === 'state.reset');
    expect(stream.events.map((event) => event.event)).toEqual(['hello', 'clock.advanced', 'state.reset']);
  });

  it('resumes after Last-Event-ID with what was missed, and says reload when it is gone', async () => {
    const first = t.deps.events.publish('clock.advanced', { n: 1 });
    t.deps.events.publish('clock.advanced', { n: 2 });
    t.deps.events.publish('clock.advanced', { n: 3 });
    stream = await EventStream.open(`${server.url}/__admin/events?types=clock`, { 'Last-Event-ID': String(first.id) });
    await stream.waitFor((event) => event.event === 'clock.advanced' && event.data.data.n === 3);
    expect(
      stream.events.filter((event) => event.event === 'clock.advanced').map((event) => JSON.parse(event.data).data.n),
    ).toEqual([2, 3]);
    stream.close();
    for (let i = 0; i < t.deps.events.capacity + 1; i++) t.deps.events.publish('clock.advanced', { i });
    stream = await EventStream.open(`${server.url}/__admin/events`, { 'Last-Event-ID': String(first.id) });
    await stream.waitFor((event) => event.event === 'reload');
  });

  it('keeps what happened while no stream was open, built when read as it was when published', async () => {
    // No subscriber: the bus keeps these events unbuilt (publishLazy); a resumed stream builds them.
    const lastId = t.deps.events.lastId;
    await request(t.app).get('/api/seller').set(keys('bravo')).expect(200);
    const sale = await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('PIX')).expect(201);
    await request(t.app).post(`/__admin/sales/${sale.body.sale.id}/status`).send({ status: 'PAGO' }).expect(200);
    const journal = (await request(t.app).get('/__admin/requests').query({ path: '/api/seller', limit: 1 }).expect(200))
      .body.requests[0];
    stream = await EventStream.open(`${server.url}/__admin/events?types=request,sale`, {
      'Last-Event-ID': String(lastId),
    });
    await stream.waitFor((event) => event.event === 'sale.changed' && event.data.data.status === 'PAGO');
    const seen = stream.events.filter((event) => event.event !== 'hello').map((event) => JSON.parse(event.data));
    for (const event of seen) expectSchema(event, 'events/event.schema.json');
    expect(seen.find((event) => event.type === 'request.finished')).toEqual({
      id: expect.any(Number),
      type: 'request.finished',
      at: '2026-11-01T12:00:00.000Z',
      data: {
        id: journal.id,
        time: journal.time,
        method: 'GET',
        path: '/api/seller',
        status: 200,
        sellerId: ACCOUNTS.bravo.id,
        durationMs: journal.durationMs,
        client: null,
      },
    });
    // Each sale event shows the sale as that commit left it, though both were built after the second.
    expect(seen.filter((event) => event.type === 'sale.changed').map((event) => event.data.status)).toEqual([
      'PENDENTE',
      'PAGO',
    ]);
    expect(seen.map((event) => event.id)).toEqual([...seen.map((event) => event.id)].sort((a, b) => a - b));
  });

  it('with follow=false, sends the events kept and ends, so curl returns', async () => {
    await request(t.app).post('/__admin/clock/advance').send({ hours: 1 }).expect(200);
    await request(t.app).post('/__admin/clock/advance').send({ hours: 2 }).expect(200);
    const res = await fetch(`${server.url}/__admin/events?types=clock&follow=false`);
    const text = await res.text();
    expect(text.match(/^event: .*$/gm)).toEqual(['event: hello', 'event: clock.advanced', 'event: clock.advanced']);
    await request(t.app).get('/__admin/events?follow=maybe').expect(400);
  });

  it('lists in its schema exactly the types the bus has', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/events/event.schema.json'), 'utf8'));
    expect(EVENT_TYPES).toEqual(schema.$defs.SandboxEventType.enum);
  });

  it.each(EVENT_TYPES.map((type) => [type]))('accepts the type %s as a filter', async (type) => {
    stream = await EventStream.open(`${server.url}/__admin/events?types=${type}`);
    expect(stream.status).toBe(200);
  });

  it('refuses an unknown type or a bad Last-Event-ID in the admin error body, and needs the token when one is set', async () => {
    const unknown = await request(t.app).get('/__admin/events?types=sale,nope').expect(400);
    expectSchema(unknown.body, ERROR_SCHEMAS.admin);
    expect(unknown.body.message).toContain('nope');
    await request(t.app).get('/__admin/events?lastEventId=-1').expect(400);
    const locked = await buildTestApp({ adminToken: 'lock' });
    try {
      expectSchema((await request(locked.app).get('/__admin/events').expect(401)).body, ERROR_SCHEMAS.admin);
    } finally {
      locked.close();
    }
  });
});
