import request from 'supertest';
import { advanceClock } from '../../src/features/clock/clock.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { waitUntil } from '../helpers/wait.js';
import { saleBody } from '../sales/sale-helpers.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function paidTaggedPix(app: TestApp, overrides: Record<string, unknown> = {}): Promise<number> {
  const body = saleBody('PIX', { customer: { name: 'Maria', email: 'maria+paid@example.com' }, ...overrides });
  return (await request(app.app).post('/api/sales').set(keys('acme')).send(body).expect(201)).body.sale.id;
}

const statusOf = (app: TestApp, id: number) => app.deps.store.collections.sales.get(id)!.status;

describe('due work as the clock runs', () => {
  it('runs each step at its instant from a timer armed for it, not on the next poll (interval 60 s)', async () => {
    t = await buildTestApp({ autoDelayMs: 150, dueWorkIntervalMs: 60_000 });
    const app = t;
    const ids: number[] = [];
    for (let index = 0; index < 8; index++) ids.push(await paidTaggedPix(app));
    await waitUntil(() => ids.every((id) => statusOf(app, id) === 'PAGO'), 'every sale PAGO');
    // Never early, and long before the 60 s poll: a timer armed for the step ran it. The margin
    // (half the poll interval) is one no load reaches; how punctual the timers are is the bench's.
    const late = ids.map((id) => {
      const sale = app.deps.store.collections.sales.get(id)!;
      const ms = Date.parse(sale.statusHistory.at(-1)!.at) - (Date.parse(sale.createdAt) + 150);
      return { id, early: ms < 0, beforeThePoll: ms < 30_000 };
    });
    expect(late).toEqual(ids.map((id) => ({ id, early: false, beforeThePoll: true })));
  });

  it('with the clock frozen, leaves what lies ahead to an advance and arms no timer for it', async () => {
    t = await buildTestApp({ clockFrozen: true, autoDelayMs: 50 });
    const id = await paidTaggedPix(t);
    // The positive control: a running sandbox's step due later than this one's has run.
    const control = await buildTestApp({ autoDelayMs: 50 });
    try {
      const controlId = await paidTaggedPix(control);
      await waitUntil(() => statusOf(control, controlId) === 'PAGO', 'the running control sandbox ran its step');
    } finally {
      control.close();
    }
    expect(statusOf(t, id)).toBe('PENDENTE');
    expect((t.deps.dueWork as unknown as { timer: unknown }).timer).toBeNull();
    await advanceClock(t.deps, 50);
    expect(statusOf(t, id)).toBe('PAGO');
  });

  it('with SANDBOX_DUE_WORK_INTERVAL_MS=0 runs steps only on advances, while deliveries still go out', async () => {
    const receiver = await new Receiver().start();
    try {
      t = await buildTestApp({ autoDelayMs: 30, dueWorkIntervalMs: 0 });
      const id = await paidTaggedPix(t, { postbackUrl: `${receiver.url}/pb` });
      // The positive control: a sandbox with due work on its timers has run a step due later.
      const control = await buildTestApp({ autoDelayMs: 30 });
      try {
        const controlId = await paidTaggedPix(control);
        await waitUntil(() => statusOf(control, controlId) === 'PAGO', 'the control sandbox ran its step');
      } finally {
        control.close();
      }
      expect(statusOf(t, id)).toBe('PENDENTE');
      await advanceClock(t.deps, 0);
      expect(statusOf(t, id)).toBe('PAGO');
      // The postback of that step is sent by the advance itself, before it answers.
      expect(receiver.received.map((received) => JSON.parse(received.body).status)).toEqual(['PAGO']);
      await request(t.app)
        .post('/__admin/sales/' + id + '/status')
        .send({ status: 'ESTORNADO' })
        .expect(200);
      // No advance: the delivery still goes out as time flows.
      await receiver.waitFor(2);
    } finally {
      await receiver.stop();
    }
  });

  it('runs two advances one after the other, never interleaved', async () => {
    t = await buildTestApp({ clockFrozen: true, autoDelayMs: 1_000 });
    const start = t.deps.clock.nowMs();
    const id = await paidTaggedPix(t, { customer: { name: 'Maria', email: 'maria+med@example.com' } });
    const [first, second] = await Promise.all([advanceClock(t.deps, 1_500), advanceClock(t.deps, 2_000)]);
    expect(Date.parse(first.now) - start).toBe(1_500);
    expect(Date.parse(second.now) - start).toBe(3_500);
    expect(first.totals).toEqual({ 'sales.autoSteps': 1 });
    expect(second.totals).toEqual({ 'sales.autoSteps': 2 });
    expect(
      t.deps.store.collections.sales
        .get(id)!
        .statusHistory.map((change) => [change.status, Date.parse(change.at) - start]),
    ).toEqual([
      ['PENDENTE', 0],
      ['PAGO', 1_000],
      ['MED', 2_000],
      ['PAGO', 3_000],
    ]);
  });

  it('stops an advance when the state is reset under it', async () => {
    t = await buildTestApp({ clockFrozen: true });
    const app = t;
    const start = app.deps.clock.nowMs();
    let answered = false;
    const pending = request(app.app)
      .post('/__admin/clock/advance')
      .send({ days: 3650 })
      .then((res) => ((answered = true), res));
    // Reset once the advance has moved the clock, while it has not answered yet.
    await waitUntil(() => answered || app.deps.clock.nowMs() > start, 'the advance moved the clock');
    expect(answered).toBe(false);
    await request(app.app).post('/__admin/reset').expect(200);
    const res = await pending;
    expect(res.status).toBe(200);
    // Back at the fixtures' start: the advance did not carry the new state along.
    expect((await request(t.app).get('/__admin/clock').expect(200)).body.now).toBe(t.deps.store.meta.anchor);
  });
});
