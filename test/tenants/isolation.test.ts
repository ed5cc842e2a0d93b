import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Receiver } from '../helpers/receiver.js';
import { createTestTenant, startTenantServer, type TestTenant } from '../helpers/tenants.js';

/**
 * Issue 21: two pipelines, A and B, share one sandbox, each in its own tenant. Every leak the
 * issue lists, tenant by tenant: what B does never reaches A.
 */
let server: Awaited<ReturnType<typeof startTenantServer>>;
let a: TestTenant;
let b: TestTenant;
const acme = (tenant: TestTenant) => tenant.credentials.find((credentials) => credentials.userId === 1000)!;
const PIX_SALE = {
  amount: 15000,
  paymentMethod: 'PIX',
  customer: {
    name: 'Maria Oliveira',
    email: 'maria@example.com',
    document: { type: 'cpf', number: '52998224725' },
    phone: '11987654321',
  },
  items: [{ title: 'Curso', unitPrice: 15000, quantity: 1, tangible: false }],
  pix: { expiresInDays: 1 },
};

beforeAll(async () => {
  server = await startTenantServer();
  a = await createTestTenant(server, 'pipelinea', { fixtures: true });
  b = await createTestTenant(server, 'pipelineb', { fixtures: true });
});
afterAll(() => server.close());

describe('tenants: what one pipeline does never reaches another', () => {
  it("gives each tenant's fixture accounts keys of the tenant form, and they reach that tenant's seller only", async () => {
    expect(acme(a).publicKey).toMatch(/^pk_tnt_pipelinea_[A-Za-z0-9]+$/);
    expect(acme(a).privateKey).toMatch(/^sk_tnt_pipelinea_[A-Za-z0-9]+$/);
    const seller = await server.call('GET', '/api/seller', { keys: acme(a) });
    expect(seller.status).toBe(200);
    // Another tenant's key with this tenant's name put in is an unknown key.
    const forged = { publicKey: acme(b).publicKey.replace('pipelineb', 'pipelinea'), privateKey: acme(b).privateKey };
    expect((await server.call('GET', '/api/seller', { keys: forged })).status).toBe(401);
    // The default tenant's fixture keys still reach the default tenant, unchanged.
    const fixture = await server.call('GET', '/api/seller', {
      keys: { publicKey: 'pk_test_acme_0000000000000001', privateKey: 'sk_test_acme_0000000000000001' },
    });
    expect(fixture.status).toBe(200);
  });

  it("faults: B's armed 500 on POST /api/sales fails B's sale, never A's, and A does not use it up", async () => {
    const armed = await server.call('POST', `${b.admin}/faults`, {
      token: b.token,
      body: { method: 'POST', path: '/api/sales', status: 500, times: 1 },
    });
    expect(armed.status).toBe(201);
    expect((await server.call('POST', '/api/sales', { keys: acme(a), body: PIX_SALE })).status).toBe(201);
    expect((await server.call('GET', `${a.admin}/faults`, { token: a.token })).body.faults).toEqual([]);
    expect((await server.call('GET', `${b.admin}/faults`, { token: b.token })).body.faults).toHaveLength(1);
    expect((await server.call('POST', '/api/sales', { keys: acme(b), body: PIX_SALE })).status).toBe(500);
  });

  it("clock: B's day forward leaves A's clock and A's pending PIX sale as they were", async () => {
    const sale = await server.call('POST', '/api/sales', {
      keys: acme(a),
      body: { ...PIX_SALE, pix: { expiresInDays: 1 } },
    });
    expect(sale.status).toBe(201);
    const before = (await server.call('GET', `${a.admin}/clock`, { token: a.token })).body;
    const advanced = await server.call('POST', `${b.admin}/clock/advance`, { token: b.token, body: { days: 2 } });
    expect(advanced.status).toBe(200);
    expect((await server.call('GET', `${a.admin}/clock`, { token: a.token })).body.now).toBe(before.now);
    const read = await server.call('GET', `/api/transactions/${sale.body.sale.id}`, { keys: acme(a) });
    expect(read.body.status).toBe('PENDENTE');
  });

  it("state: B's export holds B's keys only, none of A's", async () => {
    const state = await server.call('GET', `${b.admin}/state`, { token: b.token });
    expect(state.status).toBe(200);
    const text = JSON.stringify(state.body);
    expect(text).not.toContain('pk_tnt_pipelinea_');
    expect(text).toContain(acme(b).publicKey);
  });

  it("sellers and ids: B's PATCH of seller 1000 changes B's seller, never A's (the same id in each tenant)", async () => {
    const blocked = await server.call('PATCH', `${b.admin}/sellers/1000`, { token: b.token, body: { blocked: true } });
    expect(blocked.status).toBe(200);
    expect((await server.call('GET', `${a.admin}/sellers/1000`, { token: a.token })).body.seller.blocked).toBe(false);
    expect((await server.call('GET', '/api/seller', { keys: acme(a) })).status).toBe(200);
    await server.call('PATCH', `${b.admin}/sellers/1000`, { token: b.token, body: { blocked: false } });
  });

  it("journal and events: B's requests and event feed show none of A's", async () => {
    await server.call('GET', '/api/transactions/777001', { keys: acme(a) });
    const journal = await server.call('GET', `${b.admin}/requests`, { token: b.token });
    expect(journal.status).toBe(200);
    expect(JSON.stringify(journal.body)).not.toContain('777001');
    expect(JSON.stringify((await server.call('GET', `${a.admin}/requests`, { token: a.token })).body)).toContain(
      '777001',
    );
    const events = await server.call('GET', `${b.admin}/events?follow=false`, { token: b.token });
    expect(events.status).toBe(200);
    expect(JSON.stringify(events.body)).not.toContain('777001');
    // The default tenant's journal holds no tenant request either.
    expect(JSON.stringify((await server.call('GET', '/__admin/requests')).body)).not.toContain('777001');
  });

  it("deliveries: A's postback reaches A's receiver; B can neither list nor redeliver it", async () => {
    const receiver = await new Receiver().start();
    try {
      const sale = await server.call('POST', '/api/sales', {
        keys: acme(a),
        body: { ...PIX_SALE, postbackUrl: `${receiver.url}/a` },
      });
      const id = sale.body.sale.id;
      expect(
        (await server.call('POST', `${a.admin}/sales/${id}/status`, { token: a.token, body: { status: 'PAGO' } }))
          .status,
      ).toBe(200);
      await receiver.waitFor(1);
      const own = await server.call('GET', `${a.admin}/webhooks/deliveries`, { token: a.token });
      const delivery = own.body.deliveries.find((row: { url: string }) => row.url.startsWith(receiver.url));
      expect(delivery).toBeDefined();
      const theirs = await server.call('GET', `${b.admin}/webhooks/deliveries`, { token: b.token });
      expect(JSON.stringify(theirs.body)).not.toContain(receiver.url);
      const redeliver = await server.call('POST', `${b.admin}/webhooks/deliveries/${delivery.id}/redeliver`, {
        token: b.token,
      });
      expect(redeliver.status).toBe(404);
      // The positive control: A's own redelivery, asked after B's, reaches the receiver; B's would have come first.
      const ownRedeliver = await server.call('POST', `${a.admin}/webhooks/deliveries/${delivery.id}/redeliver`, {
        token: a.token,
      });
      expect(ownRedeliver.status).toBeLessThan(300);
      await receiver.waitFor(2);
      expect(receiver.received.map((got) => got.body)).toEqual([receiver.received[0].body, receiver.received[0].body]);
      expect(receiver.received).toHaveLength(2);
    } finally {
      await receiver.stop();
    }
  });

  it("reset: B's reset leaves A's keys answering and A's clock where it was", async () => {
    const clock = (await server.call('GET', `${a.admin}/clock`, { token: a.token })).body.now;
    expect((await server.call('POST', `${b.admin}/reset`, { token: b.token })).status).toBe(200);
    expect((await server.call('GET', '/api/seller', { keys: acme(a) })).status).toBe(200);
    expect((await server.call('GET', `${a.admin}/clock`, { token: a.token })).body.now).toBe(clock);
    // B's own keys survive its reset too: a tenant resets to the state it was created with.
    expect((await server.call('GET', '/api/seller', { keys: acme(b) })).status).toBe(200);
  });

  it("inboxes: a tenant's inbox is its own, and its receiver needs its capability, not the token", async () => {
    // Issue 29: the URL the tenant's view gives (inside its base path, with the inbox's capability) is the way in.
    const view = await server.call('GET', `${a.admin}/inbox/ci`, { token: a.token });
    expect(view.body.inbox.path).toMatch(new RegExp(`^${a.admin}/inbox/ci\\?token=ibx_`));
    const posted = await fetch(`${server.url}${view.body.inbox.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"hello":"a"}',
    });
    expect(posted.status).toBeLessThan(300);
    expect((await server.call('GET', `${a.admin}/inbox/ci`, { token: a.token })).status).toBe(200);
    const other = await server.call('GET', `${b.admin}/inbox/ci`, { token: b.token });
    expect(JSON.stringify(other.body)).not.toContain('hello');
  });
});

describe('tenant admin tokens', () => {
  it.each([
    ['no token', undefined],
    ['a wrong token', 'tnt_not_the_token_0000000000000000000000000'],
  ])("refuses %s on a tenant's routes with 401, even with no operator token set", async (_label, token) => {
    expect((await server.call('GET', `${a.admin}/sellers`, { token })).status).toBe(401);
  });

  it("refuses another tenant's token", async () => {
    expect((await server.call('GET', `${a.admin}/sellers`, { token: b.token })).status).toBe(401);
    expect((await server.call('DELETE', `/__admin/tenants/${a.name}`, { token: b.token })).status).toBe(401);
  });

  it('answers 401 for a tenant that does not exist when no token can be right for it', async () => {
    expect((await server.call('GET', '/__admin/tenants/nosuch/sellers')).status).toBe(401);
  });
});

describe('creating tenants', () => {
  it.each(['', 'UPPER', 'with_underscore', 'a'.repeat(64), '-dash', 'dash-'])(
    'refuses the name %j with 400',
    async (name) => {
      const answer = await server.call('POST', `/__admin/tenants/${name}`, { body: {} });
      expect(name === '' ? [404, 405] : [400]).toContain(answer.status);
    },
  );

  it('answers 409 for a name that exists', async () => {
    expect((await server.call('POST', `/__admin/tenants/${a.name}`, { body: {} })).status).toBe(409);
  });

  it('creates an empty tenant by default: no sellers, no credentials', async () => {
    const empty = await createTestTenant(server, 'emptyone');
    expect(empty.credentials).toEqual([]);
    expect((await server.call('GET', `${empty.admin}/sellers`, { token: empty.token })).body.sellers).toEqual([]);
  });

  it("refuses a seller with fixed keys of another form, so no seller is ever out of its tenant's reach", async () => {
    const answer = await server.call('POST', `${a.admin}/sellers`, {
      token: a.token,
      body: { credentials: { publicKey: 'pk_test_elsewhere_000000001', privateKey: 'sk_test_elsewhere_000000001' } },
    });
    expect(answer.status).toBe(400);
    const inDefault = await server.call('POST', '/__admin/sellers', {
      body: { credentials: { publicKey: 'pk_tnt_pipelinea_0000000001', privateKey: 'sk_tnt_pipelinea_0000000001' } },
    });
    expect(inDefault.status).toBe(400);
  });

  it('lists the tenants for the operator, with records and memory', async () => {
    const list = await server.call('GET', '/__admin/tenants');
    expect(list.status).toBe(200);
    const names = list.body.tenants.map((tenant: { name: string }) => tenant.name);
    expect(names).toEqual(expect.arrayContaining(['pipelinea', 'pipelineb']));
    const entry = list.body.tenants.find((tenant: { name: string }) => tenant.name === 'pipelinea');
    expect(entry.records).toBeGreaterThan(0);
    expect(entry.approxBytes).toBeGreaterThan(0);
  });

  it('deletes a tenant with its own token: its keys and token answer 401 from then on', async () => {
    const gone = await createTestTenant(server, 'shortlived', { fixtures: true });
    expect((await server.call('GET', '/api/seller', { keys: acme(gone) })).status).toBe(200);
    expect((await server.call('DELETE', `/__admin/tenants/${gone.name}`, { token: gone.token })).status).toBe(200);
    expect((await server.call('GET', '/api/seller', { keys: acme(gone) })).status).toBe(401);
    expect((await server.call('GET', `${gone.admin}/sellers`, { token: gone.token })).status).toBe(401);
    expect(server.tenants.get('shortlived')).toBeUndefined();
  });
});

describe("a tenant's export and restore", () => {
  it('restores its own export, and refuses a state whose keys belong elsewhere (changing nothing)', async () => {
    const exported = (await server.call('GET', `${a.admin}/state`, { token: a.token })).body;
    expect((await server.call('PUT', `${a.admin}/state`, { token: a.token, body: exported })).status).toBe(200);
    expect((await server.call('GET', '/api/seller', { keys: acme(a) })).status).toBe(200);
    const foreign = (await server.call('GET', '/__admin/state')).body;
    const refused = await server.call('PUT', `${a.admin}/state`, { token: a.token, body: foreign });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toContain('users.1000.publicKey');
    expect((await server.call('GET', '/api/seller', { keys: acme(a) })).status).toBe(200);
  });
});

describe("a tenant's routes and the pipeline's answers", () => {
  it('answer OPTIONS (no token, no data) with the methods of the path', async () => {
    const answer = await fetch(`${server.url}${a.admin}/sellers`, { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('allow')).toContain('GET');
    expect(await answer.text()).toBe('');
  });

  it('answer a method the path does not serve with 405 and Allow, as the default tenant does', async () => {
    const answer = await server.call('PUT', `${a.admin}/clock`, { token: a.token, body: {} });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toContain('GET');
  });
});
