import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTenant, startReceiver } from '../../src/tools/testing/index.js';
import { closedPort } from '../cli/cli-helpers.js';
import { startTenantServer } from '../helpers/tenants.js';

/** Issue 29, the kit for a team: createTenant made to measure, errors naming the URL, a receiver on a chosen port. */
const CREATOR = 'creator-token-kit-0123456789';
let server: Awaited<ReturnType<typeof startTenantServer>>;
beforeAll(async () => {
  server = await startTenantServer({ adminToken: 'operator-kit-0123456789', tenantCreatorTokens: [CREATOR] });
});
afterAll(() => server.close());

describe('createTenant options', () => {
  it('takes baseUrl (as createAdminClient) and a creator token, with a clock, ttl and labels of its own', async () => {
    const start = '2027-06-01T10:00:00.000Z';
    const tenant = await createTenant({
      baseUrl: server.url,
      adminToken: CREATOR,
      name: 'ci-kit-1',
      fixtures: true,
      clock: { frozen: true, start },
      ttl: '30m',
      labels: { pipeline: 'kit' },
    });
    expect(await tenant.admin.clock.get()).toEqual({ now: start, frozen: true });
    const sale = await tenant.client('acme').sales.create({
      amount: 1000,
      paymentMethod: 'PIX',
      pix: {},
      customer: { name: 'Maria da Silva', email: 'maria@example.com' },
      items: [{ title: 'E-book', unitPrice: 1000, quantity: 1, tangible: false }],
    });
    expect(sale.data!.sale.createdAt).toBe(start);
    const [view] = (await server.call('GET', '/__admin/tenants', { token: 'operator-kit-0123456789' })).body.tenants;
    expect(view).toMatchObject({ name: 'ci-kit-1', labels: { pipeline: 'kit' } });
    expect(Date.parse(view.expiresAt) - Date.parse(view.lastActivityAt)).toBe(1_800_000);
    await tenant.delete();
  });

  it('still takes url, its earlier name', async () => {
    const tenant = await createTenant({ url: server.url, adminToken: CREATOR, name: 'by-url' });
    expect(tenant.url).toBe(server.url);
    await tenant.delete();
  });

  it('an unreachable sandbox throws an error naming the URL', async () => {
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    await expect(createTenant({ baseUrl: nowhere, adminToken: CREATOR })).rejects.toThrow(
      `cannot reach the sandbox at ${nowhere} (ECONNREFUSED)`,
    );
  });
});

describe('startReceiver({ port })', () => {
  it('listens on the port asked for, and deliveries arrive there', async () => {
    const port = await closedPort();
    const receiver = await startReceiver({ port });
    try {
      expect(receiver.url).toBe(`http://127.0.0.1:${port}`);
      await fetch(`${receiver.url}/hook`, { method: 'POST', body: '{"ok":true}' });
      const [delivery] = await receiver.waitFor(1);
      expect(delivery).toMatchObject({ path: '/hook', body: { ok: true } });
    } finally {
      await receiver.close();
    }
  });
});

describe('used-up faults stay listed with their hits (GET …/faults?all=true)', () => {
  it('a fault of times: 2 leaves the armed list after its second hit, and all=true shows it with hits 2', async () => {
    const tenant = await createTenant({ baseUrl: server.url, adminToken: CREATOR, fixtures: true });
    try {
      const armed = await tenant.admin.faults.add({ method: 'GET', path: '/api/seller', status: 503, times: 2 });
      const kept = await tenant.admin.faults.add({ method: 'GET', path: '/api/balance', status: 500 });
      for (let i = 0; i < 3; i++) await tenant.client('acme').seller.get();
      expect((await tenant.admin.faults.list()).faults.map((fault) => fault.id)).toEqual([kept.id]);
      const all = (await tenant.admin.faults.list({ all: 'true' })).faults;
      expect(all.map(({ id, hits, remaining }) => ({ id, hits, remaining }))).toEqual([
        { id: armed.id, hits: 2, remaining: 0 },
        { id: kept.id, hits: 0, remaining: null },
      ]);
      // A bad value is refused naming the parameter.
      const bad = await server.call('GET', `/__admin/tenants/${tenant.name}/faults?all=yes`, {
        token: tenant.adminToken,
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('all');
      // Clearing clears the used-up ones too.
      await tenant.admin.faults.clear();
      expect((await tenant.admin.faults.list({ all: 'true' })).faults).toEqual([]);
    } finally {
      await tenant.delete();
    }
  });
});
