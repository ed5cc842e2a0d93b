// A burst of due deliveries (a thousand status changes in a second, say) must not start in one
// stretch of the event loop: the attempts start a few per turn, in due order, so requests that
// arrive meanwhile are answered between two batches. Ordering only, no timing.
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { BUSY_ABOVE, BUSY_HOLD_MAX_MS, StartGate, STARTS_PER_TURN } from '../../src/features/webhooks/start-gate.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the start gate', () => {
  it('lets attempts start a few per turn of the event loop, in the order they asked, with other work between', async () => {
    // A loop with time to spare (the busy case is below).
    const gate = new StartGate(3, () => false);
    const log: (number | string)[] = [];
    const started = Array.from({ length: 7 }, (_, i) => gate.turn().then(() => log.push(i)));
    // Scheduled after the first batch's turn: it runs between the first batch and the second.
    setImmediate(() => log.push('between'));
    await Promise.all(started);
    expect(log).toEqual([0, 1, 2, 'between', 3, 4, 5, 6]);
    expect(gate.size).toBe(0);
  });
});

describe('the start gate while the event loop is busy', () => {
  /** How many attempts still waited when each one started, in the order they started. */
  async function startOrder(gate: StartGate, count: number): Promise<{ order: number[]; waitingAtStart: number[] }> {
    const order: number[] = [];
    const waitingAtStart: number[] = [];
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        gate.turn().then(() => {
          order.push(i);
          waitingAtStart.push(gate.size);
        }),
      ),
    );
    return { order, waitingAtStart };
  }

  it(`starts one attempt per release while the loop's utilization is above ${BUSY_ABOVE}, in the order they asked`, async () => {
    const { order, waitingAtStart } = await startOrder(new StartGate(3, () => true), 5);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    // Each start saw every later attempt still waiting: one per release.
    expect(waitingAtStart).toEqual([4, 3, 2, 1, 0]);
  });

  it('goes back to a batch per turn when the loop has time to spare, still in order', async () => {
    const busy = [true, true, false];
    const { order, waitingAtStart } = await startOrder(new StartGate(3, () => busy.shift() ?? false), 8);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(waitingAtStart).toEqual([7, 6, 3, 3, 3, 0, 0, 0]);
  });

  it(`holds attempts back for at most ${BUSY_HOLD_MAX_MS} ms: then batches again, busy or not, still in order`, async () => {
    // A clock the test moves: seven ask at 0, the first two releases find the oldest young (0, 10 ms), the third finds
    // it has waited the limit.
    const clock = [0, 0, 0, 0, 0, 0, 0, 0, 10, BUSY_HOLD_MAX_MS];
    let reading = 0;
    const gate = new StartGate(
      3,
      () => true,
      () => clock[Math.min(reading++, clock.length - 1)],
    );
    const { order, waitingAtStart } = await startOrder(gate, 7);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // One start at 0 and one at 10, then the rest in batches of three.
    expect(waitingAtStart).toEqual([6, 5, 2, 2, 2, 0, 0]);
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
  it('delivers every change of every object once, each delivery by one attempt', async () => {
    const statuses = ['PROCESSING', 'COMPLETED', 'REFUNDED'];
    const objects = 10;
    // One change a unit of work, each status of every object before the next status of any: a burst's interleaving.
    const ids: number[] = [];
    for (const status of statuses)
      for (let id = 1; id <= objects; id++)
        ids.push(
          t.deps.store.transaction(
            () =>
              t.deps.outbox.enqueue({
                sellerId: ACCOUNTS.acme.id,
                kind: 'cashout.postback',
                url: `${receiver.url}/postback`,
                payload: { id, status },
                signed: false,
                resource: { type: 'cashout', id, status },
              }).id,
          ),
        );
    const count = objects * statuses.length;
    await receiver.waitFor(count);
    await t.deps.outbox.settled();
    // Arrival order is not promised (the attempts go out on parallel connections), so the receiver's list is sorted.
    const arrived = receiver.received.map((request) => JSON.parse(request.body) as { id: number; status: string });
    const key = ({ id, status }: { id: number; status: string }) => `${id}:${status}`;
    expect(arrived.map(key).sort()).toEqual(
      statuses.flatMap((status) => Array.from({ length: objects }, (_, i) => key({ id: i + 1, status }))).sort(),
    );
    // One request per delivery: no delivery was sent twice, none was left out.
    const started = receiver.received.map((request) => Number(request.headers['x-sandbox-delivery-id']));
    expect([...started].sort((a, b) => a - b)).toEqual(ids);
    expect(ids.map((id) => t.deps.store.collections.deliveries.get(id)?.status)).toEqual(ids.map(() => 'DELIVERED'));
  });
});
