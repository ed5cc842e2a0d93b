import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { runDueWork } from '../../src/core/clock/due-run.js';
import type { DueJob } from '../../src/core/clock/due-jobs.js';
import type { Deps } from '../../src/sandbox/deps.js';
import { MS_PER_DAY } from '../../src/core/lib/clock.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterEach(() => t.close());

describe('the sandbox clock', () => {
  it('starts at the fixtures anchor by default', async () => {
    const res = await request(t.app).get('/__admin/clock').expect(200);
    expectSchema(res.body, 'clock/clock.response.schema.json');
    expect(res.body).toEqual({ now: t.deps.store.meta.anchor, frozen: true });
  });

  it('moves forward by days, hours and minutes together', async () => {
    const before = t.deps.clock.nowMs();
    const res = await request(t.app).post('/__admin/clock/advance').send({ days: 1, hours: 2, minutes: 3 }).expect(200);
    expectSchema(res.body, 'clock/advance.response.schema.json');
    expect(Date.parse(res.body.now) - before).toBe(MS_PER_DAY + 2 * 3_600_000 + 3 * 60_000);
    expect((await request(t.app).get('/__admin/clock')).body.now).toBe(res.body.now);
  });

  it.each([
    ['2027-01-31T10:00:00.000Z', { months: 1 }, '2027-02-28T10:00:00.000Z'],
    ['2027-03-31T10:00:00.000Z', { months: 1, days: 1 }, '2027-05-01T10:00:00.000Z'],
    ['2027-11-15T23:30:00.000Z', { months: 2, hours: 1 }, '2028-01-16T00:30:00.000Z'],
  ])('moves forward by calendar months from %s, then the fixed parts: %j', async (start, body, expected) => {
    const at = await buildTestApp({ clockFrozen: true, clockStart: Date.parse(start) });
    try {
      const res = await request(at.app).post('/__admin/clock/advance').send(body).expect(200);
      expectSchema(res.body, 'clock/advance.response.schema.json');
      expect(res.body.now).toBe(expected);
    } finally {
      at.close();
    }
  });

  it('lands one month on the next billing of a monthly subscription created now', async () => {
    const created = await request(t.app)
      .post('/__admin/subscriptions')
      .send({
        sellerId: 1000,
        status: 'ACTIVE',
        amount: 1000,
        billingCycle: 'MONTHLY',
        paymentMethod: 'CREDIT_CARD',
        card: { outcome: 'PAGO' },
        customerName: 'Ana',
        customerEmail: 'ana@example.com',
        product: { name: 'Plano' },
      })
      .expect(201);
    const res = await request(t.app).post('/__admin/clock/advance').send({ months: 1 }).expect(200);
    expect(res.body.now).toBe(created.body.nextBillingDate);
    expect(res.body.ran.at(-1)).toEqual({ job: 'subscriptions.billing', at: created.body.nextBillingDate, handled: 1 });
    expect((await request(t.app).get(`/__admin/subscriptions/${created.body.id}`)).body.totalBillings).toBe(1);
  });

  it.each([[{}], [{ days: -1 }], [{ hours: 1.5 }], [{ weeks: 1 }], [{ months: 0.5 }], [{ months: 121 }]])(
    'refuses %j and stays put',
    async (body) => {
      const before = t.deps.clock.iso();
      const res = await request(t.app).post('/__admin/clock/advance').send(body).expect(400);
      expectSchema(res.body, ERROR_SCHEMAS.admin);
      expect(t.deps.clock.iso()).toBe(before);
    },
  );

  it('follows the wall clock when not frozen, from the start instant', async () => {
    let wall = 1_000_000;
    const running = await buildTestApp({ clockStart: Date.parse('2030-01-01T00:00:00Z') }, { wallTime: () => wall });
    try {
      expect(running.deps.clock.iso()).toBe('2030-01-01T00:00:00.000Z');
      wall += 5_000;
      expect(running.deps.clock.iso()).toBe('2030-01-01T00:00:05.000Z');
    } finally {
      running.close();
    }
  });

  it('runs due work in time order across jobs, with the clock at each instant', async () => {
    const start = t.deps.clock.nowMs();
    const log: string[] = [];
    const job = (name: string, dues: number[]): DueJob<Deps> => ({
      name,
      nextDue: () => dues[0] ?? null,
      run: (deps, atMs) => {
        let handled = 0;
        while (dues.length && dues[0] <= atMs) {
          log.push(`${name}@${(deps.clock.nowMs() - start) / MS_PER_DAY}`);
          dues.shift();
          handled++;
        }
        return handled;
      },
    });
    const jobs = [
      job('a', [start + 2 * MS_PER_DAY, start + 5 * MS_PER_DAY]),
      job('b', [start + 1 * MS_PER_DAY, start + 30 * MS_PER_DAY]),
    ];
    const runs = await runDueWork(t.deps, start + 10 * MS_PER_DAY, { moveClock: true, awaitStarted: null, jobs });
    expect(log).toEqual(['b@1', 'a@2', 'a@5']);
    expect(runs.map((run) => run.job)).toEqual(['b', 'a', 'a']);
  });
});

describe('a reset', () => {
  it('starts the clock again from its start instant against the same wall clock the app was given', async () => {
    let wall = 5_000_000;
    const running = await buildTestApp({ clockStart: Date.parse('2030-01-01T00:00:00Z') }, { wallTime: () => wall });
    try {
      wall += 60_000;
      await request(running.app).post('/__admin/reset').expect(200);
      expect(running.deps.clock.iso()).toBe('2030-01-01T00:00:00.000Z');
    } finally {
      running.close();
    }
  });
});
