import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { Receiver } from '../helpers/receiver.js';
import { expectSchema } from '../helpers/schema.js';
import { runDueWork } from '../../src/core/clock/due-run.js';
import { DUE_JOBS } from '../../src/sandbox/jobs.js';
import { MS_PER_DAY, MS_PER_HOUR } from '../../src/core/lib/clock.js';
import { PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums.js';
import { methodOf } from '../../src/features/sales/methods/registry.js';
import { saleExpiryJob } from '../../src/features/sales/sales.expiry.js';
import { getSale, moveSale, postSale, saleBody } from './sale-helpers.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true, dueWorkIntervalMs: 0 });
});
afterEach(() => t.close());

const advance = (body: object) => request(t.app).post('/__admin/clock/advance').send(body).expect(200);

describe('sale expiry (PIX)', () => {
  it('is a registered due job', () => {
    expect(DUE_JOBS).toContain(saleExpiryJob);
  });

  it('leaves nothing of the fixtures due within 24 h after the anchor', () => {
    const next = saleExpiryJob.nextDue(t.deps);
    expect(next === null || next > Date.parse(t.deps.store.meta.anchor) + MS_PER_DAY).toBe(true);
  });

  it('cancels a PENDENTE PIX sale when its expiresAt passes on the sandbox clock, at that instant', async () => {
    const created = await postSale(t, saleBody('PIX', { pix: { expiresInDays: 1 } })).expect(201);
    const { id } = created.body.sale;
    const expiresAt = created.body.sale.payment.pix.expiresAt;
    await advance({ hours: 23 });
    expect((await getSale(t, id)).body.status).toBe('PENDENTE');
    const res = await advance({ hours: 2 });
    expectSchema(res.body, 'clock/advance.response.schema.json');
    expect(res.body.ran).toEqual(expect.arrayContaining([{ job: 'sales.expiry', at: expiresAt, handled: 1 }]));
    const sale = await getSale(t, id).expect(200);
    expect(sale.body.status).toBe('CANCELADO');
    expect(t.deps.store.collections.sales.get(id)!.statusHistory.at(-1)).toEqual({
      status: 'CANCELADO',
      at: expiresAt,
    });
  });

  it('leaves paid PIX sales, and other methods, alone', async () => {
    const paid = (await postSale(t, saleBody('PIX', { pix: { expiresInDays: 1 } })).expect(201)).body.sale.id;
    await moveSale(t, paid, 'PAGO').expect(200);
    const boleto = (await postSale(t, saleBody('BOLETO', { boleto: { expiresInDays: 1 } })).expect(201)).body.sale.id;
    await advance({ days: 3 });
    expect((await getSale(t, paid)).body.status).toBe('PAGO');
    expect((await getSale(t, boleto)).body.status).toBe('PENDENTE');
  });

  it('cancels many sales in the order of their expiry, and nextDue always names the earliest', async () => {
    const ids: number[] = [];
    for (const days of [5, 2, 9, 2, 1])
      ids.push((await postSale(t, saleBody('PIX', { pix: { expiresInDays: days } })).expect(201)).body.sale.id);
    const start = t.deps.clock.nowMs();
    expect(saleExpiryJob.nextDue(t.deps)).toBe(start + MS_PER_DAY);
    await moveSale(t, ids[4], 'PAGO').expect(200);
    expect(saleExpiryJob.nextDue(t.deps)).toBe(start + 2 * MS_PER_DAY);
    const ran = (await runDueWork(t.deps, start + 6 * MS_PER_DAY, { moveClock: true, awaitStarted: null })).filter(
      (run) => run.job === 'sales.expiry',
    );
    expect(ran.map((run) => run.at)).toEqual([...ran.map((run) => run.at)].sort());
    expect(ran.slice(0, 1)).toEqual([
      { job: 'sales.expiry', at: new Date(start + 2 * MS_PER_DAY).toISOString(), handled: 2 },
    ]);
    const cancelledAt = (id: number) =>
      t.deps.store.collections.sales.get(id)!.statusHistory.find((change) => change.status === 'CANCELADO')?.at;
    expect(ids.map(cancelledAt)).toEqual(
      [start + 5 * MS_PER_DAY, start + 2 * MS_PER_DAY, undefined, start + 2 * MS_PER_DAY, undefined].map(
        (ms) => ms && new Date(ms).toISOString(),
      ),
    );
    expect(ids.map((id) => t.deps.store.collections.sales.get(id)!.status)).toEqual([
      'CANCELADO',
      'CANCELADO',
      'PENDENTE',
      'CANCELADO',
      'PAGO',
    ]);
    const next = saleExpiryJob.nextDue(t.deps)!;
    expect(next > start + 6 * MS_PER_DAY && next <= start + 9 * MS_PER_DAY).toBe(true);
  });

  it('runs from the ticker too, as real time flows', async () => {
    const id = (await postSale(t, saleBody('PIX', { pix: { expiresInDays: 1 } })).expect(201)).body.sale.id;
    t.deps.store.meta.clock.frozenAtMs! += MS_PER_DAY + MS_PER_HOUR;
    await runDueWork(t.deps, t.deps.clock.nowMs(), { moveClock: false, awaitStarted: null });
    expect(t.deps.store.collections.sales.get(id)!.status).toBe('CANCELADO');
  });

  it('posts the cancellation to the postbackUrl', async () => {
    const receiver = await new Receiver().start();
    try {
      const id = (
        await postSale(t, saleBody('PIX', { pix: { expiresInDays: 1 }, postbackUrl: `${receiver.url}/pix` })).expect(
          201,
        )
      ).body.sale.id;
      await advance({ days: 2 });
      await receiver.waitFor(1);
      expect(JSON.parse(receiver.received[0].body)).toMatchObject({ id, status: 'CANCELADO' });
    } finally {
      await receiver.stop();
    }
  });

  it('rebuilds its index when the state is swapped: a reset forgets sales made since', async () => {
    await postSale(t, saleBody('PIX', { pix: { expiresInDays: 1 } })).expect(201);
    const snapshot = (await request(t.app).get('/__admin/state').expect(200)).body;
    expect(saleExpiryJob.nextDue(t.deps)).toBe(t.deps.clock.nowMs() + MS_PER_DAY);
    await request(t.app).post('/__admin/reset').expect(200);
    const next = saleExpiryJob.nextDue(t.deps);
    expect(next === null || next > t.deps.clock.nowMs() + MS_PER_DAY).toBe(true);
    await request(t.app).put('/__admin/state').send(snapshot).expect(200);
    const pending = Object.values(
      snapshot.sales as Record<string, { methodData: { expiresAt?: string }; status: string }>,
    ).filter((s) => s.methodData.expiresAt && s.status === 'PENDENTE');
    expect(saleExpiryJob.nextDue(t.deps)).toBe(Date.parse(pending.map((s) => s.methodData.expiresAt!).sort()[0]));
  });
});

describe('sale expiry, for every method', () => {
  const expiring = PAYMENT_METHOD_VALUES.filter((method) => methodOf(method).expiresAt);

  it('some method declares an expiry (else this job has nothing to do)', () => {
    expect(expiring.length).toBeGreaterThan(0);
  });

  it.each(PAYMENT_METHOD_VALUES)(
    'a new %s sale falls due at its method’s expiry, or never when the method declares none',
    async (method) => {
      const created = await postSale(t, saleBody(method)).expect(201);
      const record = t.deps.store.collections.sales.get(created.body.sale.id)!;
      const expiresAt = methodOf(method).expiresAt?.(record) ?? null;
      expect(expiring.includes(method)).toBe(expiresAt !== null);
      const before = saleExpiryJob.nextDue(t.deps);
      const ran = await runDueWork(t.deps, t.deps.clock.nowMs() + 40 * MS_PER_DAY, {
        moveClock: true,
        awaitStarted: null,
      });
      const after = t.deps.store.collections.sales.get(record.id)!;
      if (expiresAt === null) {
        expect(
          after.statusHistory.some(
            (change) =>
              change.status === 'CANCELADO' &&
              ran.some((run) => run.job === saleExpiryJob.name && run.at === change.at),
          ),
        ).toBe(false);
      } else {
        expect(before).toBeLessThanOrEqual(Date.parse(expiresAt));
        expect(after.status).toBe('CANCELADO');
        expect(after.statusHistory.at(-1)).toEqual({ status: 'CANCELADO', at: expiresAt });
        expect(ran).toEqual(expect.arrayContaining([{ job: 'sales.expiry', at: expiresAt, handled: 1 }]));
      }
    },
  );
});
