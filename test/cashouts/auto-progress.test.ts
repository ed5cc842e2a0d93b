import request from 'supertest';
import { advanceClock } from '../../src/features/clock/clock.service.js';
import { cashoutAutoProgressJob } from '../../src/features/cashouts/cashouts.auto-progress.js';
import { DUE_JOBS } from '../../src/sandbox/jobs.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { expectSchema } from '../helpers/schema.js';
import { patchSeller, postback, postCashout, VALID_KEYS } from './cashout-helpers.js';
import { waitUntil } from '../helpers/wait.js';

let t: TestApp;
afterEach(() => t?.close());

/** Other resources' due jobs (sales fixtures expiring...) run in the same advances. */
const ofThisJob = (ran: { job: string }[]) => ran.filter((run) => run.job === cashoutAutoProgressJob.name);
const statusOf = async (id: number) =>
  (await request(t.app).get(`/api/public/cashout/${id}`).set(keys('acme')).expect(200)).body;

describe('auto-progress (SANDBOX_CASHOUT_AUTO_PROGRESS_MS)', () => {
  it('is a registered due job', () => {
    expect(DUE_JOBS).toContain(cashoutAutoProgressJob);
  });

  it('is off by default: a cashout stays PENDING however much time passes', async () => {
    t = await buildTestApp({ clockFrozen: true });
    const created = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    const advanced = await request(t.app).post('/__admin/clock/advance').send({ days: 30 }).expect(200);
    expect(ofThisJob(advanced.body.ran)).toEqual([]);
    expect((await statusOf(created.body.id)).status).toBe('PENDING');
  });

  it('moves PENDING → PROCESSING after D1 and → COMPLETED D2 later, on the sandbox clock', async () => {
    t = await buildTestApp({ clockFrozen: true, cashoutAutoProgressMs: [60_000, 120_000] });
    const created = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    const createdMs = Date.parse(created.body.createdAt);
    const iso = (offset: number) => new Date(createdMs + offset).toISOString();

    await advanceClock(t.deps, 59_999);
    expect((await statusOf(created.body.id)).status).toBe('PENDING');
    await advanceClock(t.deps, 1);
    const processing = await statusOf(created.body.id);
    expectSchema(processing, 'cashouts/cashout-detail.response.schema.json');
    expect(processing).toMatchObject({ status: 'PROCESSING', updatedAt: iso(60_000), processedAt: null });
    expect(processing.externalId).toMatch(/^E00000000\d{12}SBX\d{8}$/);

    await advanceClock(t.deps, 119_999);
    expect((await statusOf(created.body.id)).status).toBe('PROCESSING');
    await advanceClock(t.deps, 1);
    expect(await statusOf(created.body.id)).toMatchObject({
      status: 'COMPLETED',
      updatedAt: iso(180_000),
      processedAt: iso(180_000),
      externalId: processing.externalId,
    });
    expect(t.deps.store.collections.cashouts.get(created.body.id)!.autoProgressAt).toBeNull();
  });

  it('takes every step in time order in one long clock advance, with the clock at each step', async () => {
    t = await buildTestApp({ clockFrozen: true, cashoutAutoProgressMs: [60_000] });
    const first = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    await advanceClock(t.deps, 30_000);
    const second = await postCashout(t.app, 'acme', { amount: 160, pixKey: VALID_KEYS.CPF }).expect(201);
    const res = await request(t.app).post('/__admin/clock/advance').send({ days: 1 }).expect(200);
    expectSchema(res.body, 'clock/advance.response.schema.json');
    const start = Date.parse(first.body.createdAt);
    expect(ofThisJob(res.body.ran)).toEqual(
      [30, 60, 90, 120].map((s) => ({
        job: 'cashout.autoProgress',
        at: new Date(start + (s + 30) * 1000).toISOString(),
        handled: 1,
      })),
    );
    for (const [created, offset] of [
      [first, 0],
      [second, 30_000],
    ] as const) {
      expect(await statusOf(created.body.id)).toMatchObject({
        status: 'COMPLETED',
        processedAt: new Date(start + offset + 120_000).toISOString(),
      });
    }
  });

  it('sends the webhook for each automatic step', async () => {
    const receiver = await new Receiver().start();
    try {
      t = await buildTestApp({ clockFrozen: true, cashoutAutoProgressMs: [1_000, 1_000] });
      await patchSeller(t.app, ACCOUNTS.acme.id, { webhook: { url: `${receiver.url}/hook`, notifyWithdrawals: true } });
      const created = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
      await advanceClock(t.deps, 5_000);
      await receiver.waitFor(2);
      const bodies = receiver.received.map((r) => JSON.parse(r.body));
      for (const body of bodies) expectSchema(body, 'webhooks/cashout-webhook.schema.json');
      expect(bodies.map((body) => body.status).sort()).toEqual(['COMPLETED', 'PROCESSING']);
      expect(bodies.every((body) => body.id === created.body.id)).toBe(true);
    } finally {
      await receiver.stop();
    }
  });

  it('lets a postback step in: a cancellation ends auto-progress, a manual PROCESSING keeps the next step', async () => {
    t = await buildTestApp({ clockFrozen: true, cashoutAutoProgressMs: [60_000, 60_000] });
    const cancelled = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    const manual = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    await postback(t.app, cancelled.body.id, { status: 'CANCELLED' }).expect(200);
    await advanceClock(t.deps, 10_000);
    await postback(t.app, manual.body.id, { status: 'PROCESSING', externalId: 'MANUAL' }).expect(200);
    await advanceClock(t.deps, 59_999);
    expect((await statusOf(manual.body.id)).status).toBe('PROCESSING');
    await advanceClock(t.deps, 1);
    expect(await statusOf(manual.body.id)).toMatchObject({ status: 'COMPLETED', externalId: 'MANUAL' });
    await advanceClock(t.deps, 3_600_000);
    expect((await statusOf(cancelled.body.id)).status).toBe('CANCELLED');
  });

  it('runs as real time flows, through the due-work ticker', async () => {
    t = await buildTestApp({ cashoutAutoProgressMs: [50, 50], dueWorkIntervalMs: 20 });
    const created = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    await waitUntil(async () => (await statusOf(created.body.id)).status === 'COMPLETED', 'the cashout COMPLETED');
    expect((await statusOf(created.body.id)).status).toBe('COMPLETED');
  });

  it('finds the next due cashout without scanning: nextDue is the earliest instant', async () => {
    t = await buildTestApp({ clockFrozen: true, cashoutAutoProgressMs: [60_000] });
    expect(cashoutAutoProgressJob.nextDue(t.deps)).toBeNull();
    const created = await postCashout(t.app, 'acme', { amount: 150, pixKey: VALID_KEYS.CPF }).expect(201);
    expect(cashoutAutoProgressJob.nextDue(t.deps)).toBe(Date.parse(created.body.createdAt) + 60_000);
    await postback(t.app, created.body.id, { status: 'CANCELLED' }).expect(200);
    expect(cashoutAutoProgressJob.nextDue(t.deps)).toBeNull();
  });
});
