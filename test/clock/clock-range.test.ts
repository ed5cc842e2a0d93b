import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { CLOCK_MAX_MS, RUNNING_CLOCK_MAX_MS } from '../../src/core/lib/clock.js';
import { settingsFromEnv } from '../../src/core/settings.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';
import { runCli } from '../store/db-helpers.js';

/**
 * The sandbox clock stays within 1970-01-01T00:00:00Z … 9999-12-31T23:59:59Z, the instants a
 * four-digit-year ISO date can write, and a running clock a century short of that end: an
 * advance or a restored state that would take it out is 400 naming the field and changes
 * nothing; a state file whose clock is out is refused at start and by `db check`.
 */

const END = '9999-12-31T23:59:59.000Z';
const RUNNING_END = '9899-12-31T23:59:59.000Z';
const WALL = Date.parse('2026-11-23T12:00:00Z');

let t: TestApp;
/** The wall clock under the sandbox's, moved by the tests. */
let wallMs = WALL;
beforeEach(async () => {
  wallMs = WALL;
  t = await buildTestApp({ clockFrozen: true }, { wallTime: () => wallMs });
});
afterEach(() => t.close());

async function exportState() {
  const res = await request(t.app).get('/__admin/state?secrets=include').expect(200);
  expectSchema(res.body, 'admin/state.response.schema.json');
  return res.body as { meta: { clock: { offsetMs: number; frozenAtMs: number | null } } };
}

/** What a client sees still works: the clock, the overview, a new sale. */
async function stillServes() {
  const clock = await request(t.app).get('/__admin/clock').expect(200);
  expectSchema(clock.body, 'clock/clock.response.schema.json');
  const overview = await request(t.app).get('/__admin/overview').expect(200);
  expectSchema(overview.body, 'admin/overview.response.schema.json');
  const sale = await request(t.app).post('/api/sales').set(keys('acme')).send(saleBody('PIX')).expect(201);
  expectSchema(sale.body, 'sales/sale-created.response.schema.json');
  return clock.body.now as string;
}

describe('PUT /__admin/state of a clock outside its range', () => {
  it.each([
    [
      'an offset of 9e15 ms (no Date can hold it)',
      { offsetMs: 9_000_000_000_000_000, frozenAtMs: null },
      'meta.clock.offsetMs',
    ],
    ['an offset to the year 10012', { offsetMs: 252_000_000_000_000, frozenAtMs: null }, 'meta.clock.offsetMs'],
    ['a frozen clock one second past the end', { offsetMs: 1000, frozenAtMs: CLOCK_MAX_MS }, 'meta.clock.offsetMs'],
    [
      'a frozen instant past the end',
      { offsetMs: -1_000_000, frozenAtMs: CLOCK_MAX_MS + 1_000_000 },
      'meta.clock.frozenAtMs',
    ],
    ['a running clock before 1970', { offsetMs: -WALL - 1, frozenAtMs: null }, 'meta.clock.offsetMs'],
    [
      'a running clock a second from the end (it would run into it)',
      { offsetMs: CLOCK_MAX_MS - 1000 - WALL, frozenAtMs: null },
      'meta.clock.offsetMs',
    ],
    [
      'a running clock a second past its century-short end',
      { offsetMs: RUNNING_CLOCK_MAX_MS + 1000 - WALL, frozenAtMs: null },
      'meta.clock.offsetMs',
    ],
  ])('%s: 400 naming the field, and nothing changes', async (_name, clock, field) => {
    const state = await exportState();
    const before = JSON.stringify(t.deps.store.state);
    const res = await request(t.app)
      .put('/__admin/state')
      .send({ ...state, meta: { ...state.meta, clock } })
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', details: [field] });
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
    await stillServes();
  });
});

describe('the end of the clock', () => {
  /**
   * Restores the accounts (without the fixtures' sales, cashouts, subscriptions and deliveries,
   * whose due work would otherwise span eight millennia) with the clock `msBeforeEnd` before its
   * end (frozen: the end; running: a century before it).
   */
  async function nearTheEnd(msBeforeEnd: number, frozen = true) {
    const state = await exportState();
    const clock = frozen
      ? { offsetMs: 0, frozenAtMs: CLOCK_MAX_MS - msBeforeEnd }
      : { offsetMs: RUNNING_CLOCK_MAX_MS - msBeforeEnd - wallMs, frozenAtMs: null };
    await request(t.app)
      .put('/__admin/state')
      .send({ ...state, sales: {}, cashouts: {}, subscriptions: {}, deliveries: {}, meta: { ...state.meta, clock } })
      .expect(200);
  }

  it('an advance up to the end is taken; one past it is 400 naming the fields sent, and changes nothing', async () => {
    await nearTheEnd(86_400_000);
    const reached = await request(t.app).post('/__admin/clock/advance').send({ days: 1 }).expect(200);
    expectSchema(reached.body, 'clock/advance.response.schema.json');
    expect(reached.body.now).toBe(END);
    const before = JSON.stringify(t.deps.store.state);

    const refused = await request(t.app).post('/__admin/clock/advance').send({ hours: 1, seconds: 1 }).expect(400);
    expectSchema(refused.body, ERROR_SCHEMAS.admin);
    expect(refused.body).toMatchObject({ error: 'VALIDATION_ERROR', details: ['hours', 'seconds'] });
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
    expect(await stillServes()).toBe(END);
  });

  it('repeated advances stop at the end, and the state written there (a PIX sale due after it) exports and restores', async () => {
    await nearTheEnd(3 * 86_400_000);
    for (let day = 0; day < 3; day++) await request(t.app).post('/__admin/clock/advance').send({ days: 1 }).expect(200);
    await request(t.app).post('/__admin/clock/advance').send({ days: 1 }).expect(400);
    await stillServes();
    const state = await exportState();
    await request(t.app).put('/__admin/state').send(state).expect(200);
    expect((await request(t.app).get('/__admin/clock').expect(200)).body.now).toBe(END);
  });

  it('work that recurs (a monthly subscription) runs up to the end and not at it: its next charge, computed past the end, never falls due', async () => {
    await nearTheEnd(2 * 86_400_000);
    const created = await request(t.app)
      .post('/__admin/subscriptions')
      .send({
        sellerId: 1000,
        status: 'ACTIVE',
        amount: 4990,
        paymentMethod: 'CREDIT_CARD',
        card: { outcome: 'PAGO' },
        customerName: 'Cliente',
        customerEmail: 'cliente@example.com',
        product: { name: 'Plano' },
        billingCycle: 'MONTHLY',
        nextBillingDate: new Date(CLOCK_MAX_MS - 86_400_000).toISOString(),
      })
      .expect(201);
    const advanced = await request(t.app).post('/__admin/clock/advance').send({ days: 2 }).expect(200);
    expectSchema(advanced.body, 'clock/advance.response.schema.json');
    expect(advanced.body).toMatchObject({ now: END, totals: { 'subscriptions.billing': 1 } });
    const view = await request(t.app).get(`/__admin/subscriptions/${created.body.id}`).expect(200);
    expectSchema(view.body, 'subscriptions/admin-view.response.schema.json');
    expect(view.body).toMatchObject({ status: 'ACTIVE', nextBillingDate: END });
    const state = await exportState();
    await request(t.app).put('/__admin/state').send(state).expect(200);
  });

  it('a running clock advances to a century before the end and no further: past it is 400, and nothing changes', async () => {
    await nearTheEnd(86_400_000, false);
    const reached = await request(t.app).post('/__admin/clock/advance').send({ days: 1 }).expect(200);
    expect(reached.body.now).toBe(RUNNING_END);
    const before = JSON.stringify(t.deps.store.state);
    const refused = await request(t.app).post('/__admin/clock/advance').send({ seconds: 1 }).expect(400);
    expectSchema(refused.body, ERROR_SCHEMAS.admin);
    expect(refused.body).toMatchObject({ error: 'VALIDATION_ERROR', details: ['seconds'] });
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
    // Its own export restores: it is within its range.
    await request(t.app)
      .put('/__admin/state')
      .send(await exportState())
      .expect(200);
  });

  it('a running clock never shows an instant past the end, even if the wall clock under it jumped two centuries', async () => {
    await nearTheEnd(1000, false);
    wallMs += 200 * 366 * 86_400_000;
    const clock = await request(t.app).get('/__admin/clock').expect(200);
    expectSchema(clock.body, 'clock/clock.response.schema.json');
    expect(clock.body).toEqual({ now: END, frozen: false });
    await stillServes();
  });
});

describe('a state file whose clock is outside its range', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gs-clock-range-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused at start and by db check, naming meta.clock.offsetMs', async () => {
    const file = join(dir, 'state.db');
    const made = await buildTestApp({ clockFrozen: true, dbFile: file });
    made.close();
    made.deps.store.close();
    const db = new Database(file);
    db.prepare('UPDATE meta SET value = ? WHERE key = ?').run(
      JSON.stringify({ offsetMs: 252_000_000_000_000, frozenAtMs: null }),
      'clock',
    );
    db.close();

    const check = await runCli(['db', 'check', '--db-file', file]);
    expect(check.code).toBe(1);
    expect(check.stdout + check.stderr).toContain('meta.clock.offsetMs');
    const start = await runCli(['--db-file', file]);
    expect(start.code).not.toBe(0);
    expect(start.stderr).toContain('meta.clock.offsetMs');
  });
});

describe('SANDBOX_CLOCK_START', () => {
  it.each([
    ['9950-01-01T00:00:00Z', 'past where a running clock may go'],
    ['1969-12-31T23:59:59Z', 'before 1970'],
  ])('%s (%s) is refused, naming the variable: a reset must never make a state that is refused', (start) => {
    expect(() => settingsFromEnv({ SANDBOX_CLOCK_START: start })).toThrow(
      `SANDBOX_CLOCK_START: expected an instant from 1970 to 9899-12-31T23:59:59Z, got "${start}"`,
    );
  });

  it('takes the last instant a running clock may show', () => {
    expect(settingsFromEnv({ SANDBOX_CLOCK_START: '9899-12-31T23:59:59Z' }).clockStart).toBe(RUNNING_CLOCK_MAX_MS);
  });
});
