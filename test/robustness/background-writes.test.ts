import pino from 'pino';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { waitUntil } from '../helpers/wait.js';
import { retryAfterFailuresMs } from '../../src/core/clock/due-scheduler.js';

/**
 * Work outside a request (webhook attempts, due work as time flows) also writes the state.
 * When such a write fails (a full disk, say) the failure is logged and the work rolled back,
 * so memory never shows what the state file does not hold; as an unhandled promise rejection
 * it would end the process (jest fails a test on one, as Node would crash).
 */
let t: TestApp;
let receiver: Receiver;
beforeEach(async () => {
  receiver = await new Receiver().start();
});
afterEach(async () => {
  t.close();
  await receiver.stop();
});

/** The store's commit refusing, as the database does on a full disk. */
const diskFull = () => {
  throw new Error('ENOSPC: no space left on device');
};

describe('a background write that fails', () => {
  it('in the outbox is rolled back with its unit of work: a delivery that was never stored is not sent', async () => {
    t = await buildTestApp({ webhookRetryDelaysMs: [], webhookTimeoutMs: 500 });
    t.deps.store.commitNow = diskFull;
    const deliveryId = t.deps.store.meta.sequences.deliveries + 1;
    expect(() =>
      t.deps.store.transaction(() =>
        t.deps.outbox.enqueue({
          sellerId: ACCOUNTS.acme.id,
          kind: 'sale.postback',
          url: `${receiver.url}/postback`,
          payload: { id: 1 },
          signed: true,
          resource: { type: 'sale', id: 1, status: 'PAGO' },
        }),
      ),
    ).toThrow('ENOSPC');
    await t.deps.outbox.settled();
    expect(t.deps.store.collections.deliveries.get(deliveryId)).toBeUndefined();
    expect(t.deps.store.uncommitted).toBe(false);
    expect(receiver.received).toHaveLength(0);
    await request(t.app).get('/health').expect(200);
  });

  it('in the due-work ticker is logged and rolled back, and the server goes on', async () => {
    t = await buildTestApp({ cashoutAutoProgressMs: [200, 200], dueWorkIntervalMs: 10 });
    const lines: string[] = [];
    t.deps.logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const cashout = await request(t.app)
      .post('/api/public/cashout')
      .set(keys('acme'))
      .send({ amount: 150, pixKey: '52998224725' })
      .expect(201);
    t.deps.store.commitNow = diskFull;
    const failures = () =>
      lines
        .map((line) => JSON.parse(line) as { msg: string; failuresInARow?: number; retryInMs?: number })
        .filter((line) => line.msg === 'due work failed, rolled back');
    await waitUntil(() => failures().length >= 2, 'two failed runs of due work logged');
    expect(lines.join('')).toContain('ENOSPC');
    // A failure that lasts is retried further and further apart, not every second forever.
    expect(failures().slice(0, 2)).toEqual([
      expect.objectContaining({ failuresInARow: 1, retryInMs: 1_000 }),
      expect.objectContaining({ failuresInARow: 2, retryInMs: 2_000 }),
    ]);
    expect(t.deps.store.collections.cashouts.get(cashout.body.id)!.status).toBe('PENDING');
    await request(t.app).get('/health').expect(200);
  });
});

describe('the wait after due work failed', () => {
  it('starts at a second and doubles per failure in a row, to at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryAfterFailuresMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
