import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeliveryRecord } from '../../src/generated/schema-types.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { startChild, type ChildServer } from '../helpers/child.js';
import { Receiver } from '../helpers/receiver.js';
import { expectSchema } from '../helpers/schema.js';
import { VALID_KEYS } from './cashout-helpers.js';

// Needs dist/ (npm run build; `npm test` builds it first).

const acme = ACCOUNTS.acme.id;
const ENV = { SANDBOX_WEBHOOK_RETRY_DELAYS_MS: Array(20).fill('150').join(','), SANDBOX_WEBHOOK_TIMEOUT_MS: '500' };

let dir: string;
const cleanup: (() => Promise<void>)[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cashout-restart-'));
});
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  rmSync(dir, { recursive: true, force: true });
});

async function json(
  server: ChildServer,
  method: string,
  path: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function deliveries(server: ChildServer): Promise<DeliveryRecord[]> {
  return (await json(server, 'GET', `/__admin/webhooks/deliveries?sellerId=${acme}`)).body
    .deliveries as DeliveryRecord[];
}

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 1000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('pending cashout deliveries survive a restart with SANDBOX_DB_FILE', () => {
  it.each(['SIGKILL', 'SIGTERM'] as const)(
    'after %s, with the receiver down before and up after, both deliveries arrive',
    async (signal) => {
      const file = join(dir, 'state.json');
      // A receiver that is down: take a free port, then close it.
      const probe = await new Receiver().start();
      const port = Number(new URL(probe.url).port);
      await probe.stop();
      const target = `http://127.0.0.1:${port}`;

      const first = await startChild({ ...ENV, SANDBOX_DB_FILE: file });
      cleanup.push(() => first.stop('SIGKILL'));
      expect(
        (
          await json(first, 'PATCH', `/__admin/sellers/${acme}`, {
            webhook: { url: `${target}/hook`, notifyWithdrawals: true },
          })
        ).status,
      ).toBe(200);
      const created = await json(
        first,
        'POST',
        '/api/public/cashout',
        { amount: 150, pixKey: VALID_KEYS.CPF, postbackUrl: `${target}/pb` },
        keys('acme'),
      );
      expect(created.status).toBe(201);
      expect(
        (
          await json(first, 'POST', `/__admin/cashouts/${created.body.id}/postback`, {
            status: 'PROCESSING',
            externalId: 'E2E-RESTART',
          })
        ).status,
      ).toBe(200);

      const failing = await until(
        () => deliveries(first),
        (list) => list.length === 2 && list.every((delivery) => delivery.attempts.length >= 1),
      );
      expect(failing.map((delivery) => delivery.status)).toEqual(['PENDING', 'PENDING']);
      expect(failing.every((delivery) => delivery.attempts[0].statusCode === null && delivery.attempts[0].error)).toBe(
        true,
      );
      // No pause needed: an attempt is committed (appended to the state file's journal, synchronously) as it is
      // recorded.
      await first.stop(signal);

      const receiver = await new Receiver().start(port);
      cleanup.push(() => receiver.stop());
      const second = await startChild({ ...ENV, SANDBOX_DB_FILE: file });
      cleanup.push(() => second.stop());
      await receiver.waitFor(2);

      const webhook = receiver.received.find((r) => r.path === '/hook')!;
      const postback = receiver.received.find((r) => r.path === '/pb')!;
      expectSchema(JSON.parse(webhook.body), 'webhooks/cashout-webhook.schema.json');
      expectSchema(JSON.parse(postback.body), 'webhooks/cashout-postback.schema.json');
      expect(JSON.parse(webhook.body)).toMatchObject({
        id: created.body.id,
        status: 'PROCESSING',
        externalId: 'E2E-RESTART',
        type: 'WITHDRAWAL',
      });
      expect(webhook.headers['x-signature']).toBeUndefined();
      expect(postback.headers['x-signature']).toMatch(/^[0-9a-f]{64}$/);
      // The same events as before the restart: receivers can deduplicate by the event id.
      const eventIds = new Set(failing.map((delivery) => delivery.eventId));
      expect(receiver.received.every((r) => eventIds.has(String(r.headers['x-sandbox-event-id'])))).toBe(true);

      const delivered = await until(
        () => deliveries(second),
        (list) => list.every((delivery) => delivery.status === 'DELIVERED'),
      );
      for (const delivery of delivered) {
        expect(delivery.status).toBe('DELIVERED');
        expect(delivery.attempts.at(-1)!.statusCode).toBe(200);
        expect(delivery.attempts.length).toBeGreaterThanOrEqual(2);
        expect(delivery.attempts[0].statusCode).toBeNull();
      }
      // And the cashout itself came through the restart with its debit.
      const read = await json(second, 'GET', `/api/public/cashout/${created.body.id}`, undefined, keys('acme'));
      expect(read.body).toMatchObject({ status: 'PROCESSING', externalId: 'E2E-RESTART' });
    },
  );
});
