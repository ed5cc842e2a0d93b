// A burst of due deliveries (a thousand status changes in a second, say) must not start in one
// stretch of the event loop: the attempts start a few per turn, in due order, so requests that
// arrive meanwhile are answered between two batches. Ordering only, no timing.
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { StartGate, STARTS_PER_TURN } from '../../src/features/webhooks/start-gate.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the start gate', () => {
  it('lets attempts start a few per turn of the event loop, in the order they asked, with other work between', async () => {
    const gate = new StartGate(3);
    const log: (number | string)[] = [];
    const started = Array.from({ length: 7 }, (_, i) => gate.turn().then(() => log.push(i)));
    // Scheduled after the first batch's turn: it runs between the first batch and the second.
    setImmediate(() => log.push('between'));
    await Promise.all(started);
    expect(log).toEqual([0, 1, 2, 'between', 3, 4, 5, 6]);
    expect(gate.size).toBe(0);
  });
});

describe('a burst of deliveries', () => {
  let t: TestApp;
  let receiver: Receiver;
  beforeEach(async () => {
    t = await buildTestApp();
    receiver = await new Receiver().start();
  });
  afterEach(async () => {
    t.close();
    await receiver.stop();
  });

  it(`starts at most ${STARTS_PER_TURN} attempts per turn of the event loop, and delivers every one once`, async () => {
    const count = 4 * STARTS_PER_TURN;
    const ids = t.deps.store.transaction(() =>
      Array.from(
        { length: count },
        (_, i) =>
          t.deps.outbox.enqueue({
            sellerId: ACCOUNTS.acme.id,
            kind: 'sale.postback',
            url: `${receiver.url}/postback`,
            payload: { id: i + 1, status: 'PAGO' },
            signed: false,
            resource: { type: 'sale', id: i + 1, status: 'PAGO' },
          }).id,
      ),
    );
    // Every turn of the event loop, how many attempts still wait to start.
    const waiting: number[] = [];
    while (waiting.length < 10_000 && (waiting.at(-1) ?? 1) > 0) {
      await nextTurn();
      const now = t.deps.outbox.waitingToStart;
      if (now > 0 || waiting.length) waiting.push(now);
    }
    expect(Math.max(...waiting)).toBeGreaterThan(STARTS_PER_TURN);
    for (let i = 1; i < waiting.length; i++) expect(waiting[i - 1] - waiting[i]).toBeLessThanOrEqual(STARTS_PER_TURN);

    await receiver.waitFor(count);
    await t.deps.outbox.settled();
    expect(receiver.received.map((request) => request.headers['x-sandbox-delivery-id']).sort()).toEqual(
      ids.map(String).sort(),
    );
    expect(ids.map((id) => t.deps.store.collections.deliveries.get(id)?.status)).toEqual(ids.map(() => 'DELIVERED'));
  });
});
