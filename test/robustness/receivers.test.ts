import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { HostileReceiver, type Hostility } from '../helpers/hostile-receiver.js';
import { Receiver } from '../helpers/receiver.js';
import { expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';
import type { DeliveryRecord } from '../../src/generated/schema-types.js';
import { waitUntil } from '../helpers/wait.js';

/**
 * Receivers that hang, trickle, redirect, fail or flood: every one is timed out or refused
 * per attempt, retried on the schedule, recorded, and none of them slows the API down or
 * makes the process hold what it sends.
 */
const TIMEOUT_MS = 400;
const RETRY_DELAYS_MS = [50, 100];
const ATTEMPTS = 1 + RETRY_DELAYS_MS.length;
const HUGE = 50 * 1024 * 1024;

let t: TestApp;
let server: Server;
let redirectTarget: Receiver;
const receivers = new Map<string, HostileReceiver>();
const deliveries = new Map<string, number>();
/** API requests answered while the hanging receiver's delivery was still out, and all of them. */
const probes = { answeredWhileHung: 0, all: 0 };
let memory: { before: number; peak: number };

const CASES: [string, Hostility][] = [
  ['hangs', { kind: 'hang' }],
  ['sends its status line and headers one byte at a time', { kind: 'slowHeaders', everyMs: 40 }],
  ['answers 200 at once, then trickles its body one byte at a time', { kind: 'trickle', everyMs: 40 }],
  ['closes the connection without answering', { kind: 'reset' }],
  ['answers bytes that are not HTTP', { kind: 'garbage' }],
  ['redirects with 301', { kind: 'status', status: 301 }],
  ['redirects with 302', { kind: 'status', status: 302 }],
  ['redirects with 307', { kind: 'status', status: 307 }],
  ['redirects with 308', { kind: 'status', status: 308 }],
  ['answers 304', { kind: 'status', status: 304 }],
  ['answers 400', { kind: 'status', status: 400 }],
  ['answers 404', { kind: 'status', status: 404 }],
  ['answers 429', { kind: 'status', status: 429 }],
  ['answers 500', { kind: 'status', status: 500 }],
  ['answers 503', { kind: 'status', status: 503 }],
  ['answers 500 with a 50 MB body', { kind: 'huge', status: 500, bytes: HUGE }],
];

const stored = (name: string): DeliveryRecord => t.deps.store.collections.deliveries.get(deliveries.get(name)!)!;

beforeAll(async () => {
  t = await buildTestApp({ webhookTimeoutMs: TIMEOUT_MS, webhookRetryDelaysMs: RETRY_DELAYS_MS, dueWorkIntervalMs: 0 });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  redirectTarget = await new Receiver().start();
  for (const [name, hostility] of [
    ...CASES,
    ['answers 200 with a 50 MB body', { kind: 'huge', status: 200, bytes: HUGE }] as [string, Hostility],
  ]) {
    const location =
      hostility.kind === 'status' && hostility.status >= 300 && hostility.status < 400
        ? `${redirectTarget.url}/moved`
        : undefined;
    receivers.set(
      name,
      await new HostileReceiver(location ? ({ ...hostility, location } as Hostility) : hostility).start(),
    );
  }
  memory = { before: process.memoryUsage().rss, peak: 0 };

  // Every hostile receiver at once, each through a real sale postback; the API is timed meanwhile.
  let id = 0;
  for (const [name, receiver] of receivers) {
    const sale = await request(server)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('PIX', { postbackUrl: receiver.url }))
      .expect(201);
    await request(server).post(`/__admin/sales/${sale.body.sale.id}/status`).send({ status: 'PAGO' }).expect(200);
    const [delivery] = t.deps.outbox.idsOfSeller(ACCOUNTS.acme.id).filter((delivery) => delivery > id);
    deliveries.set(name, (id = delivery));
  }
  const pending = () =>
    [...deliveries.values()].some(
      (delivery) => t.deps.store.collections.deliveries.get(delivery)!.status === 'PENDING',
    );
  const hung = () => stored('hangs').status === 'PENDING';
  const deadline = Date.now() + 15_000;
  while (pending() && Date.now() < deadline) {
    await request(server).get('/api/seller').set(keys('acme')).expect(200);
    probes.all++;
    if (hung()) probes.answeredWhileHung++;
    memory.peak = Math.max(memory.peak, process.memoryUsage().rss);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}, 30_000);

afterAll(async () => {
  t.close();
  for (const receiver of receivers.values()) await receiver.stop();
  await redirectTarget.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a receiver that misbehaves', () => {
  it.each(CASES.map(([name]) => [name]))(
    'and %s: every attempt fails and is recorded, retried on the schedule, then FAILED',
    async (name) => {
      const delivery = stored(name);
      expectSchema(
        (await request(server).get(`/__admin/webhooks/deliveries/${delivery.id}`).expect(200)).body,
        'webhooks/delivery.response.schema.json',
      );
      expect(delivery.status).toBe('FAILED');
      expect(delivery.attempts).toHaveLength(ATTEMPTS);
      expect(receivers.get(name)!.hits).toBe(ATTEMPTS);
      const hostility = CASES.find(([caseName]) => caseName === name)![1];
      for (const attempt of delivery.attempts) {
        if (hostility.kind === 'status' || hostility.kind === 'huge')
          expect([attempt.statusCode, attempt.error]).toEqual([hostility.status, null]);
        else
          expect({ statusCode: attempt.statusCode, error: typeof attempt.error }).toEqual({
            statusCode: null,
            error: 'string',
          });
        // Bounded by the per-attempt timeout, however the receiver drips: the attempt ended as a timeout (the sender
        // hung up), not by the receiver finishing its answer, and not before the timeout.
        if (hostility.kind === 'hang' || hostility.kind === 'slowHeaders' || hostility.kind === 'trickle') {
          expect(attempt.error).toBe(`timeout after ${TIMEOUT_MS} ms`);
          expect(attempt.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
        }
      }
      // Each retry waits its delay (attempt instants are whole milliseconds of the wall clock, timers run on a
      // monotonic one: 2 ms of slack).
      for (let i = 1; i < ATTEMPTS; i++) {
        expect(Date.parse(delivery.attempts[i].at) - Date.parse(delivery.attempts[i - 1].at)).toBeGreaterThanOrEqual(
          RETRY_DELAYS_MS[i - 1] - 2,
        );
      }
    },
  );

  it('that redirects is never followed: the target receives nothing', () => {
    expect(redirectTarget.received).toEqual([]);
  });

  it('that trickles is cut off by the timeout over the whole exchange, not just the headers', () => {
    const receiver = receivers.get('answers 200 at once, then trickles its body one byte at a time')!;
    expect(receiver.bytesWritten).toBeGreaterThan(0);
    for (const attempt of stored('answers 200 at once, then trickles its body one byte at a time').attempts)
      expect(attempt.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
  });

  it('that floods: at most a little of the 50 MB is read before the sender hangs up, a 200 still counts, and memory stays bounded', () => {
    for (const name of ['answers 500 with a 50 MB body', 'answers 200 with a 50 MB body']) {
      const receiver = receivers.get(name)!;
      // Hung up early: far less than one body was written per attempt (socket buffers hold some).
      expect(receiver.bytesWritten / receiver.hits).toBeLessThan(HUGE / 4);
    }
    const flood = stored('answers 200 with a 50 MB body');
    expect([flood.status, flood.attempts.length, flood.attempts[0].statusCode]).toEqual(['DELIVERED', 1, 200]);
    expect(memory.peak - memory.before).toBeLessThan(64 * 1024 * 1024);
  });

  it('never blocks the API: requests answered while a delivery hangs', () => {
    // Interleaving, not speed: an API waiting behind a delivery would answer only once the hanging receiver's
    // delivery had ended (its three timeouts). How many probes fit depends on the machine's load, not the sandbox.
    expect(probes.all).toBeGreaterThan(0);
    expect(probes.answeredWhileHung).toBeGreaterThan(0);
  });
});

describe('a webhook URL pointing at the sandbox itself', () => {
  it('is refused with 508 on every attempt, and changes nothing: no loop', async () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sale = await request(server).post('/api/sales').set(keys('acme')).send(saleBody('PIX')).expect(201);
    const id = sale.body.sale.id as number;
    // The postback would move the sale itself, and its own postback would call again: a loop, if it were let in.
    await request(server)
      .patch(`/__admin/sellers/${ACCOUNTS.acme.id}`)
      .send({ webhook: { url: `${base}/__admin/sales/${id}/status`, notifyWithdrawals: true } })
      .expect(200);
    const cashout = await request(server)
      .post('/api/public/cashout')
      .set(keys('acme'))
      .send({ amount: 150, pixKey: '52998224725' })
      .expect(201);
    const before = t.deps.store.collections.deliveries.size;
    await request(server)
      .post(`/__admin/cashouts/${cashout.body.id}/postback`)
      .send({ status: 'PROCESSING' })
      .expect(200);
    const [deliveryId] = t.deps.outbox.idsOfSeller(ACCOUNTS.acme.id).slice(-1);
    await waitUntil(
      () => t.deps.store.collections.deliveries.get(deliveryId)!.status !== 'PENDING',
      'the delivery ended',
    );
    const delivery = t.deps.store.collections.deliveries.get(deliveryId)!;
    expect(delivery.status).toBe('FAILED');
    expect(delivery.attempts.map((attempt) => attempt.statusCode)).toEqual(Array(ATTEMPTS).fill(508));
    expect(t.deps.store.collections.deliveries.size).toBe(before + 1);
    expect(t.deps.store.collections.sales.get(id)!.status).toBe('PENDENTE');
  });
});
