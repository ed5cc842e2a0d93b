import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { CURRENT_SCHEMA_VERSION } from '../../src/core/store/migrations/index.js';
import { createTestTenant, startTenantServer, type TestTenant } from '../helpers/tenants.js';

/**
 * Issue 29, "Scenarios as files": a world declared in one JSON file (sellers, sales in given
 * statuses, cashouts, subscriptions, clock, faults, inbox modes), with references between
 * entries and per-run overrides, applied whole or refused whole, with the same ids every time.
 */
type Server = Awaited<ReturnType<typeof startTenantServer>>;
let server: Server;
let count = 0;

/** A fresh empty tenant for each case: nothing of one case leaks into another. */
const fresh = (): Promise<TestTenant> => createTestTenant(server, `scn${++count}`);
const call = (tenant: TestTenant, method: string, path: string, body?: unknown) =>
  server.call(method, `${tenant.admin}${path}`, { token: tenant.token, body });
const apply = (tenant: TestTenant, body: unknown) => call(tenant, 'POST', '/scenarios/apply', body);

/** What the tenant holds, as its admin API shows it: the whole of it that a scenario can set. */
async function world(tenant: TestTenant) {
  const [sales, cashouts, subscriptions, sellers, faults, clock] = await Promise.all(
    [
      '/sales?limit=100',
      '/cashouts?limit=100',
      '/subscriptions?limit=100',
      '/sellers?limit=100',
      '/faults',
      '/clock',
    ].map((path) => call(tenant, 'GET', path)),
  );
  return {
    sales: sales.body,
    cashouts: cashouts.body,
    subscriptions: subscriptions.body,
    sellers: sellers.body.sellers.map((seller: { publicKey?: string }) => ({ ...seller, publicKey: undefined })),
    faults: faults.body,
    clock: clock.body,
  };
}

const SCENARIO = {
  version: CURRENT_SCHEMA_VERSION,
  clock: { at: '2026-03-02T12:00:00.000Z', frozen: true },
  sellers: {
    shop: { legalName: 'Loja Cenário LTDA', availableBalance: 100000 },
    other: { legalName: 'Outra Loja LTDA', permissions: { isBoletoAvailable: false } },
  },
  sales: {
    paid: { seller: '@shop', paymentMethod: 'PIX', amount: 15000, status: 'PAGO' },
    waiting: { seller: '@other', paymentMethod: 'PIX', amount: 2500 },
    disputed: { seller: '@shop', paymentMethod: 'CREDIT_CARD', amount: 30000, status: 'CHARGEBACK' },
    declined: { seller: '@shop', paymentMethod: 'CREDIT_CARD', amount: 30000, status: 'RECUSADO' },
    medRefund: { seller: '@shop', paymentMethod: 'PIX', amount: 9000, through: ['PAGO', 'MED'], status: 'ESTORNADO' },
  },
  cashouts: { payout: { seller: '@shop', amount: 20000, status: 'COMPLETED' } },
  subscriptions: {
    monthly: {
      seller: '@shop',
      status: 'ACTIVE',
      amount: 4990,
      paymentMethod: 'PIX',
      customerName: 'Ana Souza',
      customerEmail: 'ana@example.com',
      product: { name: 'Plano mensal' },
      billingCycle: 'MONTHLY',
    },
  },
  faults: [{ method: 'POST', path: '/api/public/cashout', status: 503, times: 2 }],
  inboxes: { hooks: { mode: 'fail', status: 500 } },
};

beforeAll(async () => {
  server = await startTenantServer({ maxTenants: 100 });
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('POST /__admin/scenarios/apply (issue 29)', () => {
  it('makes every entry in its status through the state machines, with the ledger following', async () => {
    const tenant = await fresh();
    const applied = await apply(tenant, { scenario: SCENARIO });
    expect(applied.status).toBe(201);
    const { sales, cashouts, subscriptions, sellers } = applied.body;
    expect(Object.keys(sellers)).toEqual(['shop', 'other']);
    const statusOf = async (id: number) => (await call(tenant, 'GET', `/sales/${id}`)).body.sale.status;
    expect(await statusOf(sales.paid.id)).toBe('PAGO');
    expect(await statusOf(sales.waiting.id)).toBe('PENDENTE');
    expect(await statusOf(sales.disputed.id)).toBe('CHARGEBACK');
    expect(await statusOf(sales.declined.id)).toBe('RECUSADO');
    const refunded = (await call(tenant, 'GET', `/sales/${sales.medRefund.id}`)).body;
    expect(refunded.statusHistory.map((step: { status: string }) => step.status)).toEqual([
      'PENDENTE',
      'PAGO',
      'MED',
      'ESTORNADO',
    ]);
    expect((await call(tenant, 'GET', `/cashouts/${cashouts.payout.id}`)).body.status).toBe('COMPLETED');
    expect((await call(tenant, 'GET', `/subscriptions/${subscriptions.monthly.id}`)).body.status).toBe('ACTIVE');
    // The ledger followed the moves, as the admin API's would have.
    const ledger = (await call(tenant, 'GET', `/sellers/${sellers.shop.id}/ledger?limit=100`)).body;
    const kinds = ledger.entries.map((entry: { kind: string }) => entry.kind);
    // Oldest first: the balance set, the PIX paid, the card paid then charged back, the MED one paid, held, refunded.
    expect([...kinds].reverse()).toEqual([
      'ADJUSTMENT',
      'SALE_PAID',
      'SALE_PAID',
      'SALE_CHARGEBACK',
      'SALE_PAID',
      'SALE_HELD',
      'SALE_REFUNDED',
      'CASHOUT',
    ]);
    // The faults and inbox modes are set, after the records.
    const faults = (await call(tenant, 'GET', '/faults')).body.faults;
    expect(faults).toEqual([expect.objectContaining({ method: 'POST', path: '/api/public/cashout', status: 503 })]);
    expect(applied.body.faults).toEqual([faults[0].id]);
    const inbox = (await call(tenant, 'GET', '/inbox/hooks')).body.inbox;
    expect(inbox.behaviour).toEqual({ mode: 'fail', status: 500, times: null });
    // The clock stands where the scenario put it.
    expect((await call(tenant, 'GET', '/clock')).body).toEqual({ now: '2026-03-02T12:00:00.000Z', frozen: true });
  });

  it('gives the same ids and bodies for the same file on a frozen clock', async () => {
    const [first, second] = [await fresh(), await fresh()];
    const answers = [await apply(first, { scenario: SCENARIO }), await apply(second, { scenario: SCENARIO })];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const ids = (body: Record<string, unknown>) => ({ ...body, sellers: undefined });
    expect(ids(answers[1].body)).toEqual(ids(answers[0].body));
    expect(await world(second)).toEqual(await world(first));
  });

  it('takes per-run overrides by dotted path (`set`)', async () => {
    const tenant = await fresh();
    const applied = await apply(tenant, {
      scenario: SCENARIO,
      set: {
        'sales.paid.amount': '50000',
        'sellers.shop.legalName': 'Loja Trocada LTDA',
        'sales.extra': { seller: '@other', paymentMethod: 'PIX', amount: 1234 },
      },
    });
    expect(applied.status).toBe(201);
    expect((await call(tenant, 'GET', `/sales/${applied.body.sales.paid.id}`)).body.sale.amount).toBe(50000);
    expect((await call(tenant, 'GET', `/sales/${applied.body.sales.extra.id}`)).body.sale.amount).toBe(1234);
    const shop = (await call(tenant, 'GET', `/sellers/${applied.body.sellers.shop.id}`)).body;
    expect(shop.seller.legalName).toBe('Loja Trocada LTDA');
  });

  it('applies a shipped scenario by name', async () => {
    const tenant = await fresh();
    const list = await call(tenant, 'GET', '/scenarios');
    expect(list.body.scenarios.map((scenario: { name: string }) => scenario.name)).toEqual([
      'chargeback-month',
      'checkout-day',
      'failing-receiver',
    ]);
    const applied = await apply(tenant, { name: 'chargeback-month' });
    expect(applied.status).toBe(201);
    expect(applied.body.sales['charged-back'].status).toBe('CHARGEBACK');
    expect(applied.body.cashouts.payout.status).toBe('COMPLETED');
    expect((await apply(tenant, { name: 'no-such-one' })).status).toBe(404);
  });
});

/** Each refusal: its status, the entry its body names, and nothing changed. */
const REFUSALS: [string, unknown, number, string][] = [
  [
    'a dangling reference',
    { sales: { lost: { seller: '@nobody', paymentMethod: 'PIX', amount: 1000 } } },
    400,
    'sales.lost.seller',
  ],
  [
    'a status a card sale cannot reach',
    { sales: { bad: { seller: '@shop', paymentMethod: 'CREDIT_CARD', amount: 1000, status: 'CANCELADO' } } },
    400,
    'sales.bad',
  ],
  [
    'a way the machine has no move for',
    { sales: { bad: { seller: '@shop', paymentMethod: 'PIX', amount: 1000, through: ['CHARGEBACK'] } } },
    400,
    'sales.bad',
  ],
  [
    'a cashout the balance does not cover',
    { cashouts: { big: { seller: '@shop', amount: 90000000 } } },
    422,
    'cashouts.big',
  ],
  [
    'a field the schema does not know',
    { sales: { odd: { seller: '@shop', paymentMethod: 'PIX', amount: 1000, colour: 'red' } } },
    400,
    'sales.odd.colour',
  ],
  ['a newer version', { version: CURRENT_SCHEMA_VERSION + 1 }, 400, 'version'],
  ['a bad fault', { faults: [{ method: 'GET', path: '/api/seller', kind: 'delay', status: 500 }] }, 400, 'faults[0]'],
  ['a clock sent back over records', { clock: { at: '2001-01-01T00:00:00Z', frozen: true } }, 400, 'clock.at'],
];

describe('a scenario that does not validate is refused whole, naming the entry, and changes nothing', () => {
  it.each(REFUSALS)('%s', async (_what, change, status, entry) => {
    const tenant = await fresh();
    // Something there already, so "nothing changed" has something to compare.
    expect((await apply(tenant, { name: 'checkout-day' })).status).toBe(201);
    const before = await world(tenant);
    const base = { ...SCENARIO, clock: undefined, ...(change as object) };
    const refused = await apply(tenant, { scenario: JSON.parse(JSON.stringify(base)) });
    expect(refused.status).toBe(status);
    expect(JSON.stringify(refused.body)).toContain(entry);
    expect(await world(tenant)).toEqual(before);
  });

  it('the record cap (SANDBOX_TENANT_MAX_RECORDS) refuses the whole scenario at its commit', async () => {
    const capped = await startTenantServer({ tenantMaxRecords: 12 });
    try {
      const tenant = await createTestTenant(capped, 'capped');
      const refused = await capped.call('POST', `${tenant.admin}/scenarios/apply`, {
        token: tenant.token,
        body: { scenario: SCENARIO },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe('RECORD_LIMIT');
      expect(refused.body.message).toContain(ERROR_CATALOGUE.RECORD_LIMIT.message);
      const sellers = await capped.call('GET', `${tenant.admin}/sellers`, { token: tenant.token });
      expect(sellers.body.sellers).toEqual([]);
      const faults = await capped.call('GET', `${tenant.admin}/faults`, { token: tenant.token });
      expect(faults.body.faults).toEqual([]);
    } finally {
      await capped.close();
    }
  });
});

describe('a scenario round-trips', () => {
  it('apply, export, apply the export on a fresh sandbox: the same state, and the same export', async () => {
    const first = await fresh();
    expect((await apply(first, { scenario: SCENARIO })).status).toBe(201);
    const exported = await call(first, 'GET', '/scenarios/export');
    expect(exported.status).toBe(200);
    const second = await fresh();
    expect((await apply(second, { scenario: exported.body })).status).toBe(201);
    expect(await world(second)).toEqual(await world(first));
    expect((await call(second, 'GET', '/scenarios/export')).body).toEqual(exported.body);
  });
});

describe('a scenario at tenant creation (`scenario` of POST /__admin/tenants/{name})', () => {
  it('makes the tenant with the scenario applied, by name or whole', async () => {
    const byName = await server.call('POST', '/__admin/tenants/scnnamed', { body: { scenario: 'checkout-day' } });
    expect(byName.status).toBe(201);
    expect(Object.keys(byName.body.scenario.sales)).toContain('card-declined');
    const whole = await server.call('POST', '/__admin/tenants/scnwhole', { body: { scenario: SCENARIO } });
    expect(whole.status).toBe(201);
    const clock = await server.call('GET', '/__admin/tenants/scnwhole/clock', { token: whole.body.adminToken });
    expect(clock.body.now).toBe('2026-03-02T12:00:00.000Z');
  });

  it('a refused scenario refuses the tenant: it does not exist afterwards', async () => {
    const refused = await server.call('POST', '/__admin/tenants/scnrefused', {
      body: { scenario: { ...SCENARIO, cashouts: { big: { seller: '@shop', amount: 90000000 } } } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('cashouts.big');
    const tenants = (await server.call('GET', '/__admin/tenants')).body.tenants as { name: string }[];
    expect(tenants.map((tenant) => tenant.name)).not.toContain('scnrefused');
    expect(tenants.map((tenant) => tenant.name)).toContain('scnwhole');
  });
});
