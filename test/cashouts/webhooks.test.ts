import { createHmac } from 'node:crypto';
import request from 'supertest';
import { advanceClock } from '../../src/features/clock/clock.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { Receiver, type ReceivedRequest } from '../helpers/receiver.js';
import { expectSchema } from '../helpers/schema.js';
import { patchSeller, postback, postCashout, VALID_KEYS } from './cashout-helpers.js';
import { waitUntil } from '../helpers/wait.js';

const WEBHOOK = 'webhooks/cashout-webhook.schema.json';
const POSTBACK = 'webhooks/cashout-postback.schema.json';
const SPEC_WEBHOOK_FIELDS = [
  'id',
  'userId',
  'amount',
  'pixKey',
  'pixKeyType',
  'status',
  'externalId',
  'createdAt',
  'updatedAt',
  'processedAt',
  'user',
  'type',
];

let t: TestApp;
let receiver: Receiver;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true, webhookRetryDelaysMs: [30, 60, 90], webhookTimeoutMs: 500 });
  receiver = await new Receiver().start();
});
afterEach(async () => {
  t.close();
  await receiver.stop();
});

const acme = ACCOUNTS.acme.id;
const byPath = (path: string) => receiver.received.filter((r: ReceivedRequest) => r.path === path);

async function subscribe(notifyWithdrawals = true): Promise<void> {
  await patchSeller(t.app, acme, { webhook: { url: `${receiver.url}/hook`, notifyWithdrawals } });
}

describe('the permanent cashout webhook', () => {
  it('POSTs exactly the spec body, unsigned, on PROCESSING and COMPLETED', async () => {
    await subscribe();
    const created = await postCashout(t.app, 'acme', {
      amount: 150.5,
      pixKey: VALID_KEYS.PHONE,
      pixKeyType: 'PHONE',
    }).expect(201);
    const createdAt = t.deps.clock.iso();
    await advanceClock(t.deps, 60_000);
    await postback(t.app, created.body.id, { status: 'PROCESSING', externalId: 'E2E-777' }).expect(200);
    const processingAt = t.deps.clock.iso();
    await advanceClock(t.deps, 60_000);
    await postback(t.app, created.body.id, { status: 'COMPLETED' }).expect(200);
    const completedAt = t.deps.clock.iso();
    await receiver.waitFor(2);
    await t.deps.outbox.settled();

    // Deliveries travel independently: order them by the change they announce.
    const bodies = byPath('/hook')
      .map((r) => JSON.parse(r.body))
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
    for (const body of bodies) {
      expectSchema(body, WEBHOOK);
      expect(Object.keys(body)).toEqual(SPEC_WEBHOOK_FIELDS);
    }
    const common = {
      id: created.body.id,
      userId: acme,
      amount: '150.50',
      pixKey: VALID_KEYS.PHONE,
      pixKeyType: 'PHONE',
      externalId: 'E2E-777',
      createdAt,
      user: { id: acme, name: 'Ana Souza', email: 'financeiro@acme.sandbox.test' },
      type: 'WITHDRAWAL',
    };
    expect(bodies).toEqual([
      { ...common, status: 'PROCESSING', updatedAt: processingAt, processedAt: null },
      { ...common, status: 'COMPLETED', updatedAt: completedAt, processedAt: completedAt },
    ]);
    for (const received of byPath('/hook')) {
      expect(received.method).toBe('POST');
      expect(received.headers['content-type']).toBe('application/json');
      expect(received.headers['x-signature']).toBeUndefined();
    }
    const deliveries = await request(t.app)
      .get(`/__admin/webhooks/deliveries?sellerId=${acme}&kind=cashout.webhook`)
      .expect(200);
    expectSchema(deliveries.body, 'webhooks/deliveries.response.schema.json');
    expect(
      deliveries.body.deliveries.map((d: { status: string; resource: { status: string } }) => [
        d.resource.status,
        d.status,
      ]),
    ).toEqual([
      ['COMPLETED', 'DELIVERED'],
      ['PROCESSING', 'DELIVERED'],
    ]);
  });

  it.each(['REJECTED', 'CANCELLED'])('announces %s as well, with processedAt', async (final) => {
    await subscribe();
    const created = await postCashout(t.app, 'acme', { amount: 300, pixKey: VALID_KEYS.CPF }).expect(201);
    await postback(t.app, created.body.id, { status: 'PROCESSING' }).expect(200);
    await postback(t.app, created.body.id, { status: final }).expect(200);
    await receiver.waitFor(2);
    const last = byPath('/hook')
      .map((r) => JSON.parse(r.body))
      .find((body) => body.status === final);
    expectSchema(last, WEBHOOK);
    expect(last).toMatchObject({ status: final, processedAt: t.deps.clock.iso(), externalId: null });
  });

  it('sends nothing when the seller does not notify withdrawals, or has no URL', async () => {
    await subscribe(false);
    const created = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    await postback(t.app, created.body.id, { status: 'PROCESSING' }).expect(200);
    await patchSeller(t.app, acme, { webhook: { url: null, notifyWithdrawals: true } });
    await postback(t.app, created.body.id, { status: 'COMPLETED' }).expect(200);
    // The positive control: subscribed again, the next status change is announced, and it is the only one.
    await subscribe();
    const control = await postCashout(t.app, 'acme', { amount: 160, pixKey: VALID_KEYS.CPF }).expect(201);
    await postback(t.app, control.body.id, { status: 'PROCESSING' }).expect(200);
    await receiver.waitFor(1);
    expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual([control.body.id]);
    expect(t.deps.store.collections.deliveries.size).toBe(1);
  });

  it('sends nothing at creation: creation is not a status change', async () => {
    await subscribe();
    const created = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    // The positive control: its first status change is announced, and is the first thing received.
    await postback(t.app, created.body.id, { status: 'PROCESSING' }).expect(200);
    await receiver.waitFor(1);
    expect(receiver.received.map((r) => JSON.parse(r.body).status)).toEqual(['PROCESSING']);
  });

  it('retries a receiver that fails, with the same body and event id, until it answers 200', async () => {
    await subscribe();
    let failures = 2;
    let failing = 0;
    receiver.respond = (request) => (JSON.parse(request.body).id === failing && failures-- > 0 ? 500 : 200);
    const created = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    failing = created.body.id;
    await postback(t.app, created.body.id, { status: 'PROCESSING' }).expect(200);
    const start = t.deps.clock.nowMs();
    await receiver.waitFor(1);
    await t.deps.outbox.settled();
    // Retries are due on the sandbox clock: frozen, it sends nothing more until advanced. The
    // positive control: another seller's postback, sent through the same outbox once the first
    // retry's delay has passed in wall time, arrives; a retry timed by the wall clock would have come first.
    const sentAt = performance.now();
    await waitUntil(() => performance.now() - sentAt > 120, 'the first retry delay passed in wall time');
    const control = await postCashout(t.app, 'acme', { amount: 151, pixKey: VALID_KEYS.CPF }).expect(201);
    await postback(t.app, control.body.id, { status: 'PROCESSING' }).expect(200);
    await receiver.waitFor(2);
    expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual([created.body.id, control.body.id]);
    await advanceClock(t.deps, 1_000);
    // The advance sent each retry at its instant and waited for the answer.
    const retried = receiver.received.filter((r) => JSON.parse(r.body).id === created.body.id);
    expect(retried).toHaveLength(3);
    expect(new Set(retried.map((r) => r.body)).size).toBe(1);
    expect(new Set(retried.map((r) => r.headers['x-sandbox-event-id'])).size).toBe(1);
    const [delivery] = t.deps.store.collections.deliveries.values();
    expect(delivery).toMatchObject({ kind: 'cashout.webhook', status: 'DELIVERED', signed: false });
    expect(delivery.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 200]);
    expect(delivery.attempts.map((attempt) => Date.parse(attempt.at) - start)).toEqual([0, 30, 90]);
  });

  it('marks the delivery FAILED after the last retry when the receiver never acknowledges', async () => {
    await subscribe();
    receiver.respond = () => 503;
    const created = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    await postback(t.app, created.body.id, { status: 'CANCELLED' }).expect(200);
    await receiver.waitFor(1);
    await advanceClock(t.deps, 1_000);
    expect(receiver.received).toHaveLength(4);
    const [delivery] = t.deps.store.collections.deliveries.values();
    expect(delivery.status).toBe('FAILED');
    expect(delivery.attempts).toHaveLength(4);
    expect(delivery.nextAttemptAt).toBeNull();
  });

  it('does not hold up the API while a receiver hangs', async () => {
    // A webhook timeout past the test's own: the hung attempt cannot end while the test runs.
    const slow = await buildTestApp({ clockFrozen: true, webhookTimeoutMs: 60_000 });
    try {
      await patchSeller(slow.app, acme, { webhook: { url: `${receiver.url}/hook`, notifyWithdrawals: true } });
      receiver.respond = () => 'hang';
      const created = await postCashout(slow.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
      await postback(slow.app, created.body.id, { status: 'PROCESSING' }).expect(200);
      await receiver.waitFor(1);
      await postback(slow.app, created.body.id, { status: 'COMPLETED' }).expect(200);
      await postCashout(slow.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
      // Answered while the first delivery still hangs (order, not speed): a blocked API would have waited for
      // its attempt to end, and none has.
      const [hung] = slow.deps.store.collections.deliveries.values();
      expect([hung.status, hung.attempts.length, receiver.open > 0]).toEqual(['PENDING', 0, true]);
    } finally {
      slow.close();
    }
  });
});

describe('the per-transaction postback of a cashout', () => {
  it('POSTs every status change to postbackUrl, signed, without type and user', async () => {
    const created = await postCashout(t.app, 'acme', {
      amount: 250,
      pixKey: VALID_KEYS.RANDOM,
      pixKeyType: 'RANDOM',
      postbackUrl: `${receiver.url}/pb?order=42`,
    }).expect(201);
    await postback(t.app, created.body.id, { status: 'PROCESSING', externalId: 'X1' }).expect(200);
    await postback(t.app, created.body.id, { status: 'REJECTED' }).expect(200);
    await receiver.waitFor(2);
    await t.deps.outbox.settled();
    const received = byPath('/pb?order=42');
    expect(received).toHaveLength(2);
    for (const request of received) {
      const expected = createHmac('sha256', ACCOUNTS.acme.webhookSecret).update(request.body).digest('hex');
      expect(request.headers['x-signature']).toBe(expected);
      const body = JSON.parse(request.body);
      expectSchema(body, POSTBACK);
      expect(body).not.toHaveProperty('type');
      expect(body).not.toHaveProperty('user');
    }
    const bodies = received.map((r) => JSON.parse(r.body));
    expect(bodies.map((body) => body.status).sort()).toEqual(['PROCESSING', 'REJECTED']);
    expect(bodies.find((body) => body.status === 'REJECTED')).toEqual({
      id: created.body.id,
      userId: acme,
      amount: '250.00',
      pixKey: VALID_KEYS.RANDOM,
      pixKeyType: 'RANDOM',
      status: 'REJECTED',
      externalId: 'X1',
      createdAt: created.body.createdAt,
      updatedAt: t.deps.clock.iso(),
      processedAt: t.deps.clock.iso(),
    });
  });

  it('goes beside the permanent webhook, each to its own URL', async () => {
    await subscribe();
    const created = await postCashout(t.app, 'acme', {
      amount: 150,
      pixKey: VALID_KEYS.CPF,
      postbackUrl: `${receiver.url}/pb`,
    }).expect(201);
    await postback(t.app, created.body.id, { status: 'PROCESSING' }).expect(200);
    await receiver.waitFor(2);
    expect(receiver.received.map((r) => r.path).sort()).toEqual(['/hook', '/pb']);
    expect(byPath('/hook')[0].headers['x-signature']).toBeUndefined();
    expect(byPath('/pb')[0].headers['x-signature']).toBeDefined();
  });
});
