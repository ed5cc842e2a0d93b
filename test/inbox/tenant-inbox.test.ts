import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { saleBody } from '../sales/sale-helpers.js';
import { cli } from '../cli/cli-helpers.js';
import { createTestTenant, startTenantServer, type TestTenant } from '../helpers/tenants.js';
import { keys } from '../helpers/accounts.js';

/**
 * Issues 27 and 29: a tenant's inboxes are its own. Reading one needs the tenant's token; posting into one needs the
 * capability its URL carries, so nobody else's requests reach it, make inboxes that evict it, or learn which tenants
 * exist. The default tenant's inboxes stay open, as the README documents. Every URL the tools print for a tenant is
 * inside its base path.
 */
type Server = Awaited<ReturnType<typeof startTenantServer>>;
let server: Server;
let a: TestTenant;
let b: TestTenant;
const acme = (tenant: TestTenant) => tenant.credentials.find((credentials) => credentials.userId === 1000)!;

beforeAll(async () => {
  server = await startTenantServer();
  a = await createTestTenant(server, 'teama', { fixtures: true });
  b = await createTestTenant(server, 'teamb', { fixtures: true });
});
afterAll(() => server.close());

const post = (path: string, body = '{"forged":true}') =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
  );
const pathOf = async (tenant: TestTenant, inbox: string): Promise<string> =>
  (await server.call('GET', `${tenant.admin}/inbox/${inbox}`, { token: tenant.token })).body.inbox.path;

/** Polls an inbox (the tenant's token) until it holds `count` requests. */
async function capturesOf(tenant: TestTenant, inbox: string, count: number) {
  for (;;) {
    const view = await server.call('GET', `${tenant.admin}/inbox/${inbox}`, { token: tenant.token });
    if (view.body.requests.length >= count) return view.body.requests as { headers: Record<string, string> }[];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a tenant's inbox takes posts only with its capability", () => {
  it('gives each inbox a URL inside the tenant’s base path with a token of its own', async () => {
    const qa = await pathOf(a, 'qa');
    expect(qa).toMatch(/^\/__admin\/tenants\/teama\/inbox\/qa\?token=ibx_[A-Za-z0-9_-]{32}$/);
    // Another inbox, another tenant: another capability; the same inbox asked again: the same one.
    expect(await pathOf(a, 'other')).not.toBe(qa.replace('/qa?', '/other?'));
    expect(await pathOf(b, 'qa')).not.toBe(qa.replace('teama', 'teamb'));
    expect(await pathOf(a, 'qa')).toBe(qa);
  });

  it('answers 404 without the capability, with a wrong one or another inbox’s, as for a tenant that does not exist', async () => {
    const qa = await pathOf(a, 'qa');
    const token = qa.split('token=')[1];
    const otherToken = (await pathOf(a, 'other')).split('token=')[1];
    const missingTenant = await post('/__admin/tenants/nosuchteam/inbox/qa');
    expect(missingTenant.status).toBe(404);
    for (const path of [
      '/__admin/tenants/teama/inbox/qa',
      '/__admin/tenants/teama/inbox/qa?token=ibx_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      `/__admin/tenants/teama/inbox/qa?token=${otherToken}`,
      `/__admin/tenants/teamb/inbox/qa?token=${token}`,
    ])
      expect(await post(path)).toEqual(missingTenant);
    const view = await server.call('GET', `${a.admin}/inbox/qa`, { token: a.token });
    expect(view.body.requests).toEqual([]);
    expect((await post(qa, '{"real":true}')).status).toBe(200);
    expect((await capturesOf(a, 'qa', 1))[0]).toBeDefined();
  });

  it("keeps the tenant's real inbox and what it captured through 25 unauthenticated posts to new names", async () => {
    const real = await pathOf(a, 'real');
    expect((await post(real, '{"captured":1}')).status).toBe(200);
    for (let index = 0; index < 25; index++) expect((await post(`${a.admin}/inbox/flood${index}`)).status).toBe(404);
    const list = await server.call('GET', `${a.admin}/inbox`, { token: a.token });
    expect(list.body.inboxes.map((inbox: { name: string }) => inbox.name)).not.toContain('flood0');
    const kept = await server.call('GET', `${a.admin}/inbox/real`, { token: a.token });
    expect(kept.body.inbox.total).toBe(1);
    expect(kept.body.requests[0].body).toBe('{"captured":1}');
  });

  it("delivers the tenant's own postbacks through its inbox URL, each naming the tenant", async () => {
    const created = await server.call('POST', '/api/sales', {
      keys: acme(a),
      body: saleBody('PIX', { postbackUrl: `${server.url}${await pathOf(a, 'shop')}`, pix: { expiresInDays: 1 } }),
    });
    expect(created.status).toBe(201);
    await server.call('POST', `${a.admin}/clock/advance`, { token: a.token, body: { days: 2 } });
    const [captured] = await capturesOf(a, 'shop', 1);
    expect(captured.headers['x-sandbox-tenant']).toBe('teama');
    // The token of the URL is never shown back in what was captured.
    const view = await server.call('GET', `${a.admin}/inbox/shop`, { token: a.token });
    expect(view.body.requests[0].query).not.toContain('ibx_');
  });
});

describe("the default tenant's inboxes stay open, as the README documents", () => {
  it('takes a post without any token, and its deliveries carry no X-Sandbox-Tenant', async () => {
    expect((await post('/__admin/inbox/open')).status).toBe(200);
    expect((await server.call('GET', '/__admin/inbox/open')).body.inbox.path).toBe('/__admin/inbox/open');
    const created = await server.call('POST', '/api/sales', {
      headers: keys('acme'),
      body: saleBody('PIX', { postbackUrl: `${server.url}/__admin/inbox/dflt`, pix: { expiresInDays: 1 } }),
    });
    expect(created.status).toBe(201);
    await server.call('POST', '/__admin/clock/advance', { body: { days: 2 } });
    for (;;) {
      const view = await server.call('GET', '/__admin/inbox/dflt');
      if (view.body.requests.length) {
        expect(view.body.requests[0].headers).not.toHaveProperty('x-sandbox-tenant');
        expect(view.body.requests[0].headers).toHaveProperty('x-sandbox-event-id');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

describe("a tenant's console page tells nobody whether the tenant exists", () => {
  it.each(['/ui', '/ui/assets/app.js'])('answers %s the same for an existing and a missing tenant', async (rest) => {
    const existing = await fetch(`${server.url}${a.admin}${rest}`);
    const missing = await fetch(`${server.url}/__admin/tenants/nosuchteam${rest}`);
    expect(missing.status).toBe(200);
    expect({ status: missing.status, type: missing.headers.get('content-type'), body: await missing.text() }).toEqual({
      status: existing.status,
      type: existing.headers.get('content-type'),
      body: await existing.text(),
    });
  });
});

describe("the CLI prints a tenant's inbox URLs inside its base path", () => {
  const run = (...args: string[]) => cli(server.url, [...args, '--tenant', 'teamb', '--admin-token', b.token]);

  it('inbox list, before any inbox, says where they are', async () => {
    const listed = await run('inbox', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${server.url}/__admin/tenants/teamb/inbox/`);
    expect(listed.stdout).not.toContain(`${server.url}/__admin/inbox/`);
  });

  it('inbox list and inbox show print the full URL, with the capability', async () => {
    expect((await run('inbox', 'mode', 'cli', 'accept')).code).toBe(0);
    const path = await pathOf(b, 'cli');
    const listed = await run('inbox', 'list');
    expect(listed.stdout).toContain(`${server.url}${path}`);
    expect(listed.stdout).not.toContain(`${server.url}/__admin/inbox/`);
    const shown = await run('inbox', 'show', 'cli');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`${server.url}${path}`);
    // The printed URL is the way in.
    expect((await post(path)).status).toBe(200);
  });
});

describe('the API document', () => {
  it('tags the three /__admin/tenants operations as admin operations', async () => {
    const document = (await server.call('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const tags = Object.entries(document.paths)
      .filter(([path]) => path === '/__admin/tenants' || path === '/__admin/tenants/{name}')
      .flatMap(([, operations]) => Object.values(operations).flatMap((operation) => operation.tags ?? []));
    expect(tags).toEqual(['Tenants (admin)', 'Tenants (admin)', 'Tenants (admin)']);
  });
});
