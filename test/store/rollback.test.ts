import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import request from 'supertest';
import { withClockSettings } from '../../src/features/admin/state.service.js';
import { errorResponse } from '../../src/http/error-bodies.js';
import { AppError } from '../../src/core/lib/errors.js';
import { defaultSettings } from '../../src/core/settings.js';
import type { State } from '../../src/core/store/state.js';
import { Store } from '../../src/core/store/store.js';
import { buildTestApp, fixtures, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { postSale, saleBody, sellerView } from '../sales/sale-helpers.js';
import { waitUntil } from '../helpers/wait.js';

/**
 * All-or-nothing writes: a request that fails after its first change leaves the state as it
 * was (records, indexes, balances, deliveries, id sequences), in memory and in the database.
 */

let t: TestApp;
let dir: string | null = null;
afterEach(() => {
  jest.restoreAllMocks();
  t.close();
  t.deps.store.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** Everything a client or the admin API could see of the state, to compare before and after. */
async function observed(app: TestApp) {
  const store = app.deps.store;
  return {
    state: store.snapshot(),
    seller: await sellerView(app),
    sales: (await request(app.app).get('/api/sales?limit=100').set(keys('acme')).expect(200)).body,
    deliveries: (await request(app.app).get('/__admin/webhooks/deliveries?sellerId=1000&limit=1000').expect(200)).body,
    subscriptions: (await request(app.app).get('/api/subscriptions?limit=100').set(keys('acme')).expect(200)).body,
  };
}

/** Makes the `n`th call of a method throw after it did its own work (or before, with `before`). */
function failOnCall<T extends object, K extends keyof T>(
  target: T,
  method: K,
  n: number,
  error: () => Error,
  before = false,
) {
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  let calls = 0;
  return jest.spyOn(target, method as never).mockImplementation(((...args: unknown[]) => {
    calls++;
    if (calls !== n) return original(...args);
    if (before) throw error();
    original(...args);
    throw error();
  }) as never);
}

const injected = () => new Error('injected failure');

describe('a request that fails after its first change (memory mode)', () => {
  beforeEach(async () => {
    t = await buildTestApp({ clockFrozen: true });
  });

  it('a card sale whose ledger posting throws (the sale already inserted): the group 500, and state, balance, lists and sequences as before', async () => {
    const before = await observed(t);
    failOnCall(t.deps.ledger, 'post', 1, injected, true);
    const res = await postSale(t, saleBody('CREDIT_CARD')).expect(500);
    expectSchema(res.body, ERROR_SCHEMAS.salesCreate);
    expect(res.body).toEqual(errorResponse('salesCreate', 'INTERNAL_ERROR').body);
    expect(await observed(t)).toEqual(before);
    // The id the failed sale had taken is handed out again: the sequence did not move.
    jest.restoreAllMocks();
    const next = await postSale(t, saleBody('CREDIT_CARD')).expect(201);
    expect(next.body.sale.id).toBe(before.state.meta.sequences.sales + 1);
  });

  it('an admin move to PAGO whose postback enqueue throws after storing the delivery: 500, sale still PENDENTE, no credit, no delivery sent', async () => {
    const created = await postSale(t, saleBody('PIX', { postbackUrl: 'http://127.0.0.1:9/postback' })).expect(201);
    const before = await observed(t);
    failOnCall(t.deps.outbox, 'enqueue', 1, injected);
    const res = await request(t.app)
      .post(`/__admin/sales/${created.body.sale.id}/status`)
      .send({ status: 'PAGO' })
      .expect(500);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(await observed(t)).toEqual(before);
    expect(t.deps.store.collections.sales.get(created.body.sale.id)!.status).toBe('PENDENTE');
    await t.deps.outbox.settled();
    expect(t.deps.store.collections.deliveries.size).toBe(before.deliveries.total);
  });

  it('a refusal (4xx) thrown after an id was taken gives the id back', async () => {
    const before = await observed(t);
    failOnCall(
      t.deps.ledger,
      'post',
      1,
      () => new AppError('VALIDATION_ERROR', { message: 'recusada depois de numerada' }),
      true,
    );
    await postSale(t, saleBody('CREDIT_CARD')).expect(400);
    expect(await observed(t)).toEqual(before);
  });

  it('a clock advance that fails midway keeps each item done before the failure whole, and nothing of the failing one', async () => {
    // Advances commit slice by slice (so other requests run meanwhile): the unit of all-or-nothing is one due item.
    const clockBefore = (await request(t.app).get('/__admin/clock').expect(200)).body;
    const paidBefore = new Set(
      t.deps.store.collections.sales
        .values()
        .filter((sale) => sale.status === 'PAGO')
        .map((sale) => sale.id),
    );
    const spy = failOnCall(t.deps.ledger, 'post', 4, injected, true);
    await request(t.app).post('/__admin/clock/advance').send({ days: 40 }).expect(500);
    spy.mockRestore();
    expect(t.deps.store.uncommitted).toBe(false);
    // Every charge the advance paid has its ledger credit: none half-applied.
    const credited = new Set(
      t.deps.store.collections.ledger
        .values()
        .filter((entry) => entry.ref?.type === 'sale')
        .map((entry) => entry.ref!.id),
    );
    const paidNow = t.deps.store.collections.sales
      .values()
      .filter((sale) => sale.status === 'PAGO' && !paidBefore.has(sale.id));
    for (const sale of paidNow) expect(credited.has(sale.id)).toBe(true);
    // The balance is the sum of the ledger, and the clock never went back.
    const acme = t.deps.store.collections.ledger
      .values()
      .filter((entry) => entry.sellerId === 1000)
      .reduce((sum, entry) => sum + entry.amountCents, 0);
    expect((await request(t.app).get('/api/public/balance').set(keys('acme')).expect(200)).body.availableCents).toBe(
      acme,
    );
    expect(Date.parse((await request(t.app).get('/__admin/clock').expect(200)).body.now)).toBeGreaterThanOrEqual(
      Date.parse(clockBefore.now),
    );
  });
});

describe('background work that fails (memory mode)', () => {
  it('a due-work tick that throws midway is rolled back whole', async () => {
    t = await buildTestApp({ cashoutAutoProgressMs: [200, 200], dueWorkIntervalMs: 10 });
    const cashout = await request(t.app)
      .post('/api/public/cashout')
      .set(keys('acme'))
      .send({ amount: 150, pixKey: '52998224725' })
      .expect(201);
    const before = await observed(t);
    // The tick's move is applied (status, indexes, its webhook delivery), then fails.
    const cashouts = t.deps.store.collections.cashouts;
    const replace = cashouts.replace.bind(cashouts);
    let failures = 0;
    jest.spyOn(cashouts, 'replace').mockImplementation((next) => {
      replace(next);
      failures++;
      throw injected();
    });
    await waitUntil(() => failures >= 2, 'two failed replaces');
    expect(t.deps.store.collections.cashouts.get(cashout.body.id)!.status).toBe('PENDING');
    expect(await observed(t)).toEqual(before);
    expect(t.deps.store.uncommitted).toBe(false);
  });
});

async function fileApp(): Promise<{ file: string }> {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-rollback-'));
  const file = join(dir, 'state.db');
  t = await buildTestApp({ dbFile: file, clockFrozen: true });
  return { file };
}

/** A trigger that makes SQLite refuse the transaction: what a full disk or an I/O error looks like to the store. */
function refuseWrites(store: Store, table: string): () => void {
  const db = store.database!;
  db.exec(
    `CREATE TEMP TRIGGER refuse_${table} BEFORE INSERT ON main."${table}" BEGIN SELECT RAISE(ABORT, 'injected: database or disk is full'); END`,
  );
  return () => db.exec(`DROP TRIGGER temp.refuse_${table}`);
}

async function reopen(file: string): Promise<State> {
  const settings = { ...defaultSettings(), clockFrozen: true };
  const store = await Store.open({
    file,
    initial: async () => withClockSettings(await fixtures()(), settings, Date.now()),
  });
  try {
    return store.snapshot();
  } finally {
    store.close();
  }
}

describe('a write the database refuses (file mode)', () => {
  it('answers the group 500, memory rolled back to what the database holds, and after a restart the write is absent', async () => {
    const { file } = await fileApp();
    const before = await observed(t);
    const allow = refuseWrites(t.deps.store, 'ledger'); // the sale row is written first, then the ledger row fails
    const res = await postSale(t, saleBody('CREDIT_CARD')).expect(500);
    expect(res.body).toEqual(errorResponse('salesCreate', 'INTERNAL_ERROR').body);
    expect(await observed(t)).toEqual(before);

    allow();
    t.close();
    t.deps.store.close();
    const reopened = await reopen(file);
    expect(reopened).toEqual(before.state);
    t = await buildTestApp({ dbFile: file, clockFrozen: true });
    const next = await postSale(t, saleBody('CREDIT_CARD')).expect(201);
    expect(next.body.sale.id).toBe(before.state.meta.sequences.sales + 1);
  });

  it('a move whose delivery cannot be stored is refused whole; an outbox attempt whose record cannot be written is rolled back and logged, the delivery PENDING in memory and in the file', async () => {
    const { file } = await fileApp();
    const logged = jest.spyOn(
      (t.deps.outbox as unknown as { logger: { error: (...args: unknown[]) => void } }).logger,
      'error',
    );
    const created = await postSale(t, saleBody('PIX', { postbackUrl: 'http://127.0.0.1:9/postback' })).expect(201);
    const before = await observed(t);
    const allow = refuseWrites(t.deps.store, 'deliveries');
    await request(t.app).post(`/__admin/sales/${created.body.sale.id}/status`).send({ status: 'PAGO' }).expect(500);
    expect(await observed(t)).toEqual(before);
    allow();

    await request(t.app).post(`/__admin/sales/${created.body.sale.id}/status`).send({ status: 'PAGO' }).expect(200);
    const delivery = t.deps.store.meta.sequences.deliveries;
    const stored = t.deps.store.collections.deliveries.get(delivery)!;
    expect(stored).toMatchObject({ status: 'PENDING', attempts: [] });
    refuseWrites(t.deps.store, 'deliveries'); // the attempt rewrites the delivery row: refused
    await waitUntil(
      () => logged.mock.calls.some((call) => call[1] === 'webhook delivery state not persisted, rolled back'),
      'the rolled-back delivery logged',
    );
    expect(logged.mock.calls.map((call) => call[1])).toContain('webhook delivery state not persisted, rolled back');
    expect(t.deps.store.collections.deliveries.get(delivery)).toEqual(stored);
    expect(t.deps.store.uncommitted).toBe(false);
    t.close();
    t.deps.store.close();
    expect((await reopen(file)).deliveries[delivery]).toEqual(stored);
    t = await buildTestApp({ dbFile: file, clockFrozen: true });
  });
});
