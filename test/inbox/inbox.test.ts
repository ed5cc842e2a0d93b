import { createHmac } from 'node:crypto';
import request from 'supertest';
import {
  HANG_LIMIT_MS,
  MAX_BODY_BYTES,
  MAX_CAPTURES_PER_INBOX,
  MAX_INBOXES,
} from '../../src/features/inbox/inbox.store.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { listening, type Listening } from '../helpers/listening.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';

let t: TestApp;
afterEach(() => t.close());

const inbox = (name: string) => request(t.app).get(`/__admin/inbox/${name}`);

describe('POST /__admin/inbox/<name>', () => {
  beforeEach(async () => {
    t = await buildTestApp({ clockFrozen: true });
  });

  it('captures the headers and the exact body, answers 200 and lists it newest first', async () => {
    const body = '{"id": 7,  "status":"PAGO"}';
    const res = await request(t.app)
      .post('/__admin/inbox/qa?x=1')
      .set('Content-Type', 'application/json')
      .set('X-Custom', 'yes')
      .send(body)
      .expect(200);
    expectSchema(res.body, 'inbox/received.response.schema.json');
    await request(t.app).post('/__admin/inbox/qa').set('Content-Type', 'text/plain').send('second').expect(200);
    const listed = await inbox('qa').expect(200);
    expectSchema(listed.body, 'inbox/inbox.response.schema.json');
    expect(listed.body.inbox).toMatchObject({
      name: 'qa',
      path: '/__admin/inbox/qa',
      total: 2,
      behaviour: { mode: 'accept', status: 200, times: null },
    });
    expect(listed.body.requests.map((capture: { body: string }) => capture.body)).toEqual(['second', body]);
    expect(listed.body.requests[1]).toMatchObject({
      method: 'POST',
      query: 'x=1',
      bodyBytes: body.length,
      bodyTruncated: false,
      deliveryId: null,
      signature: { header: null, valid: null },
      answeredStatus: 200,
      at: '2026-11-01T12:00:00.000Z',
    });
    expect(listed.body.requests[1].headers['x-custom']).toBe('yes');
    const all = await request(t.app).get('/__admin/inbox').expect(200);
    expectSchema(all.body, 'inbox/inbox-list.response.schema.json');
    expect(all.body.inboxes.map((view: { name: string }) => view.name)).toEqual(['qa']);
  });

  it('shows an inbox nothing reached yet as empty, and forgets one on DELETE', async () => {
    expect((await inbox('never').expect(200)).body).toEqual({
      inbox: {
        name: 'never',
        path: '/__admin/inbox/never',
        behaviour: { mode: 'accept', status: 200, times: null },
        total: 0,
        lastAt: null,
      },
      requests: [],
    });
    await request(t.app).post('/__admin/inbox/gone').send({ a: 1 }).expect(200);
    await request(t.app).delete('/__admin/inbox/gone').expect(200);
    expect((await inbox('gone').expect(200)).body.requests).toEqual([]);
  });

  it('answers 500 (or the status set) in fail mode, for the next N requests only when told', async () => {
    const set = await request(t.app).put('/__admin/inbox/flaky/mode').send({ mode: 'fail', times: 2 }).expect(200);
    expectSchema(set.body, 'inbox/inbox.response.schema.json');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(t.app).post('/__admin/inbox/flaky').send({ i })).status);
    expect(statuses).toEqual([500, 500, 200]);
    await request(t.app).put('/__admin/inbox/flaky/mode').send({ mode: 'fail', status: 503 }).expect(200);
    await request(t.app).post('/__admin/inbox/flaky').send({}).expect(503);
    await request(t.app).put('/__admin/inbox/flaky/mode').send({ mode: 'accept', status: 202 }).expect(200);
    await request(t.app).post('/__admin/inbox/flaky').send({}).expect(202);
    expect(
      (await inbox('flaky')).body.requests.map((capture: { answeredStatus: number }) => capture.answeredStatus),
    ).toEqual([202, 503, 200, 500, 500]);
  });

  it('does not answer in hang mode: the sender times out, the capture says so', async () => {
    await request(t.app).put('/__admin/inbox/slow/mode').send({ mode: 'hang' }).expect(200);
    const server = await listening(t);
    try {
      const outcome = await fetch(`${server.url}/__admin/inbox/slow`, {
        method: 'POST',
        body: '{}',
        signal: AbortSignal.timeout(300),
      }).then(
        (res) => res.status,
        (error: Error) => error.name,
      );
      expect(outcome).toBe('TimeoutError');
      expect((await inbox('slow')).body.requests[0]).toMatchObject({ mode: 'hang', answeredStatus: null });
      expect(HANG_LIMIT_MS).toBeGreaterThanOrEqual(60_000);
    } finally {
      await server.close();
    }
  });

  it.each([
    [{ mode: 'sleep' }, 'mode'],
    [{ mode: 'accept', status: 500 }, 'status'],
    [{ mode: 'fail', status: 204 }, 'status'],
    [{ mode: 'fail', times: 0 }, 'times'],
    [{}, 'mode'],
  ])('refuses the mode %j in the admin error body, changing nothing', async (body, field) => {
    const res = await request(t.app).put('/__admin/inbox/qa/mode').send(body).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details).toContain(field);
    expect((await inbox('qa')).body.inbox.behaviour.mode).toBe('accept');
  });

  it.each(['-starts-with-dash', 'a'.repeat(65), 'sp%20ace'])('refuses the name %s', async (name) => {
    expectSchema((await request(t.app).post(`/__admin/inbox/${name}`).send({}).expect(400)).body, ERROR_SCHEMAS.admin);
    await request(t.app).get(`/__admin/inbox/${name}`).expect(400);
  });

  it('keeps bounded: bodies cut, the last captures of each inbox, the most recently used inboxes', async () => {
    await request(t.app)
      .post('/__admin/inbox/big')
      .set('Content-Type', 'text/plain')
      .send('x'.repeat(MAX_BODY_BYTES + 10))
      .expect(200);
    expect((await inbox('big')).body.requests[0]).toMatchObject({
      bodyBytes: MAX_BODY_BYTES + 10,
      bodyTruncated: true,
    });
    expect((await inbox('big')).body.requests[0].body).toHaveLength(MAX_BODY_BYTES);
    for (let i = 0; i < MAX_CAPTURES_PER_INBOX + 5; i++) await request(t.app).post('/__admin/inbox/many').send({ i });
    const many = (await inbox('many')).body;
    expect(many.requests).toHaveLength(MAX_CAPTURES_PER_INBOX);
    expect(many.inbox.total).toBe(MAX_CAPTURES_PER_INBOX + 5);
    expect(JSON.parse(many.requests[0].body)).toEqual({ i: MAX_CAPTURES_PER_INBOX + 4 });
    for (let i = 0; i < MAX_INBOXES; i++) await request(t.app).post(`/__admin/inbox/n${i}`).send({});
    const names = (await request(t.app).get('/__admin/inbox')).body.inboxes.map((view: { name: string }) => view.name);
    expect(names).toHaveLength(MAX_INBOXES);
    expect(names).not.toContain('big');
  });

  it('refuses a body over SANDBOX_BODY_LIMIT_BYTES with 413, capturing nothing', async () => {
    t.close();
    t = await buildTestApp({ bodyLimitBytes: 1024 });
    expectSchema(
      (
        await request(t.app)
          .post('/__admin/inbox/qa')
          .set('Content-Type', 'text/plain')
          .send('y'.repeat(2048))
          .expect(413)
      ).body,
      ERROR_SCHEMAS.admin,
    );
    expect((await inbox('qa')).body.requests).toEqual([]);
  });

  it('needs no admin token to receive, while reading it does', async () => {
    t.close();
    t = await buildTestApp({ adminToken: 'lock' });
    await request(t.app).post('/__admin/inbox/qa').send({ a: 1 }).expect(200);
    await request(t.app).get('/__admin/inbox/qa').expect(401);
    await request(t.app).put('/__admin/inbox/qa/mode').send({ mode: 'fail' }).expect(401);
    expect(
      (await request(t.app).get('/__admin/inbox/qa').set('X-Admin-Token', 'lock').expect(200)).body.requests,
    ).toHaveLength(1);
  });

  it('is emptied by a reset', async () => {
    await request(t.app).post('/__admin/inbox/qa').send({ a: 1 }).expect(200);
    await request(t.app).post('/__admin/reset').expect(200);
    expect((await request(t.app).get('/__admin/inbox')).body.inboxes).toEqual([]);
  });
});

describe('the sandbox delivering to its own inbox', () => {
  let server: Listening;
  beforeEach(async () => {
    t = await buildTestApp({ clockFrozen: true, webhookRetryDelaysMs: [30, 30], webhookTimeoutMs: 500 });
    server = await listening(t);
  });
  afterEach(() => server.close());

  it('takes a signed sale postback (no loop refusal) and finds its signature valid', async () => {
    const sale = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('PIX', { postbackUrl: `${server.url}/__admin/inbox/acme-sales` }))
      .expect(201);
    await request(t.app).post(`/__admin/sales/${sale.body.sale.id}/status`).send({ status: 'PAGO' }).expect(200);
    await t.deps.outbox.settled(100);
    const [capture] = (await inbox('acme-sales')).body.requests;
    expect(JSON.parse(capture.body)).toMatchObject({ id: sale.body.sale.id, status: 'PAGO' });
    expect(capture.signature).toEqual({
      header: createHmac('sha256', ACCOUNTS.acme.webhookSecret).update(capture.body).digest('hex'),
      valid: true,
    });
    expect(capture.deliveryId).toBe(Number(capture.headers['x-sandbox-delivery-id']));
    expect(t.deps.store.collections.deliveries.get(capture.deliveryId)!.status).toBe('DELIVERED');
    // Elsewhere under /__admin a delivery is still a loop.
    await request(t.app).get('/__admin/sales').set('X-Sandbox-Delivery-Id', '1').expect(508);
  });

  it('says a signature is invalid when the body was changed on the way', async () => {
    const sale = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('BOLETO', { postbackUrl: `${server.url}/__admin/inbox/acme-sales` }))
      .expect(201);
    await request(t.app).post(`/__admin/sales/${sale.body.sale.id}/status`).send({ status: 'PAGO' }).expect(200);
    await t.deps.outbox.settled(100);
    const [delivered] = (await inbox('acme-sales')).body.requests;
    await request(t.app)
      .post('/__admin/inbox/acme-sales')
      .set('Content-Type', 'application/json')
      .set('X-Sandbox-Delivery-Id', String(delivered.deliveryId))
      .set('X-Signature', delivered.signature.header)
      .send(delivered.body.replace('PAGO', 'ESTORNADO'))
      .expect(200);
    expect((await inbox('acme-sales')).body.requests[0].signature.valid).toBe(false);
  });

  it('fails the attempts while it answers 500, and takes the redelivery once it accepts', async () => {
    await request(t.app).put('/__admin/inbox/down/mode').send({ mode: 'fail' }).expect(200);
    const sale = await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('PIX', { postbackUrl: `${server.url}/__admin/inbox/down` }))
      .expect(201);
    await request(t.app).post(`/__admin/sales/${sale.body.sale.id}/status`).send({ status: 'PAGO' }).expect(200);
    await t.deps.outbox.settled(100);
    // Retries are due on the sandbox clock (frozen here): an advance past them sends them.
    await request(t.app).post('/__admin/clock/advance').send({ seconds: 1 }).expect(200);
    await t.deps.outbox.settled(100);
    const [delivery] = t.deps.store.collections.deliveries
      .values()
      .filter((record) => record.resource.id === sale.body.sale.id);
    expect(delivery.status).toBe('FAILED');
    expect(delivery.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 500]);
    expect(delivery.attempts[0].responseExcerpt).toContain('"received":true');
    expect(delivery.attempts[0].requestHeaders).toMatchObject({
      'x-sandbox-delivery-id': String(delivery.id),
      'x-sandbox-delivery-attempt': '1',
      'x-signature': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await request(t.app).put('/__admin/inbox/down/mode').send({ mode: 'accept' }).expect(200);
    await request(t.app).post(`/__admin/webhooks/deliveries/${delivery.id}/redeliver`).expect(202);
    await t.deps.outbox.settled(100);
    expect(t.deps.store.collections.deliveries.get(delivery.id)!.status).toBe('DELIVERED');
    expect(
      (await inbox('down')).body.requests.map((capture: { answeredStatus: number }) => capture.answeredStatus),
    ).toEqual([200, 500, 500, 500]);
  });
});
