import request from 'supertest';
import { CASHOUT_STATUSES } from '../../src/features/cashouts/cashouts.machine.js';
import { buildFixtureState } from '../../src/sandbox/fixtures/build.js';
import type { CashoutRecord } from '../../src/generated/schema-types.js';
import { buildTestApp } from '../helpers/app.js';
import { ACCOUNTS } from '../helpers/accounts.js';
import { expectSchema } from '../helpers/schema.js';

describe('fixture cashouts', () => {
  it('give acme cashouts in every status and nocash dashboard history, all before the anchor', async () => {
    const state = await buildFixtureState(20261121);
    const cashouts = Object.values<CashoutRecord>(state.cashouts);
    const of = (sellerId: number) => cashouts.filter((cashout) => cashout.sellerId === sellerId);
    expect(new Set(of(ACCOUNTS.acme.id).map((cashout) => cashout.status))).toEqual(new Set(CASHOUT_STATUSES));
    expect(of(ACCOUNTS.acme.id).every((cashout) => cashout.channel === 'api')).toBe(true);
    expect(of(ACCOUNTS.nocash.id).length).toBeGreaterThan(0);
    expect(
      of(ACCOUNTS.nocash.id).every((cashout) => cashout.channel === 'dashboard' && cashout.status === 'COMPLETED'),
    ).toBe(true);
    expect(of(ACCOUNTS.bravo.id)).toEqual([]);
    for (const cashout of cashouts) {
      expect(cashout.updatedAt < state.meta.anchor).toBe(true);
      expect(cashout.autoProgressAt).toBeNull();
      expect(cashout.postbackUrl).toBeNull();
    }
    expect(Object.keys(state.deliveries)).toEqual([]);
  });

  it('are in the ledger: each debit once, each rejected or cancelled one returned once', async () => {
    const state = await buildFixtureState(20261121);
    const entries = Object.values(state.ledger);
    const cashouts = Object.values<CashoutRecord>(state.cashouts);
    expect(cashouts.length).toBeGreaterThan(0);
    for (const cashout of cashouts) {
      const refs = entries.filter((entry) => entry.ref?.type === 'cashout' && entry.ref.id === cashout.id);
      const expected = [
        -cashout.amountCents,
        ...(cashout.status === 'REJECTED' || cashout.status === 'CANCELLED' ? [cashout.amountCents] : []),
      ];
      expect(refs.map((entry) => entry.amountCents)).toEqual(expected);
    }
  });

  it('leave nothing due within 24 hours of the anchor, and read back through the admin API', async () => {
    const t = await buildTestApp({ clockFrozen: true });
    try {
      const advanced = await request(t.app).post('/__admin/clock/advance').send({ hours: 24 }).expect(200);
      expect(advanced.body.ran.filter((run: { job: string }) => run.job === 'cashout.autoProgress')).toEqual([]);
      const list = await request(t.app).get(`/__admin/cashouts?sellerId=${ACCOUNTS.acme.id}`).expect(200);
      expectSchema(list.body, 'cashouts/cashout-list.response.schema.json');
      expect(list.body.total).toBeGreaterThanOrEqual(CASHOUT_STATUSES.length);
    } finally {
      t.close();
    }
  });
});

describe('fixture balances', () => {
  it.each([
    ['acme', 2_500_000],
    ['nocash', 1_000_000],
  ] as const)('%s keeps the documented balance, %i cents, after its cashout history', async (handle, cents) => {
    const state = await buildFixtureState(20261121);
    const sum = Object.values(state.ledger)
      .filter((entry) => entry.sellerId === ACCOUNTS[handle].id)
      .reduce((total, entry) => total + entry.amountCents, 0);
    expect(sum).toBe(cents);
  });
});
