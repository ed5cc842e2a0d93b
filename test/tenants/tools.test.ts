import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAdminClient, SandboxRefusal } from '../../src/tools/client/admin-client.js';
import { createTenant } from '../../src/tools/testing/index.js';
import { cli, json } from '../cli/cli-helpers.js';
import { ROOT } from '../helpers/child.js';
import { startTenantServer } from '../helpers/tenants.js';
import { expectSchema } from '../helpers/schema.js';
import { ACCOUNTS } from '../helpers/accounts.js';

/** Issue 21, the tools against a live shared sandbox: the test kit's createTenant, the typed admin client, the CLI. */
const OPERATOR = 'operator-token-tools-0123456789';
let server: Awaited<ReturnType<typeof startTenantServer>>;
beforeAll(async () => {
  server = await startTenantServer({ adminToken: OPERATOR });
});
afterAll(() => server.close());

describe('createTenant (gateway-sandbox/testing)', () => {
  it('gives a pipeline its keys, a scoped admin client, reset() and delete()', async () => {
    const tenant = await createTenant({ url: server.url, adminToken: OPERATOR, fixtures: true });
    expect(tenant.name).toMatch(/^t[0-9a-f]{12}$/);
    expect(tenant.keys.acme!.publicKey).toMatch(new RegExp(`^pk_tnt_${tenant.name}_`));
    const seller = (await tenant.client('acme').seller.get()).data!;
    expectSchema(seller, 'seller/seller.response.schema.json');
    const before = await tenant.admin.clock.get();
    const advanced = await tenant.admin.clock.advance({ days: 1 });
    expectSchema(advanced, 'clock/advance.response.schema.json');
    // The default tenant's clock did not move.
    const operator = createAdminClient({ baseUrl: server.url, adminToken: OPERATOR });
    expect((await operator.clock.get()).now).toBe(before.now);
    await tenant.reset();
    expect((await tenant.admin.clock.get()).now).toBe(before.now);
    expect((await tenant.client('acme').seller.get()).data!.id).toBe(seller.id);
    await tenant.delete();
    expect((await tenant.client('acme').seller.get()).response.status).toBe(401);
    await expect(tenant.admin.clock.get()).rejects.toBeInstanceOf(SandboxRefusal);
  });

  it('refuses to create without the operator token when one is set', async () => {
    await expect(createTenant({ url: server.url, name: 'nope' })).rejects.toMatchObject({ status: 401 });
  });
});

describe('the typed admin client with a tenant', () => {
  it("acts on that tenant's admin API only", async () => {
    const operator = createAdminClient({ baseUrl: server.url, adminToken: OPERATOR });
    const created = await operator.tenants.create('typed', {});
    expectSchema(created, 'tenants/tenant-created.response.schema.json');
    const scoped = createAdminClient({ baseUrl: server.url, adminToken: created.adminToken, tenant: 'typed' });
    const seller = await scoped.sellers.create({ name: 'Loja Tipada' });
    expect(seller.credentials.publicKey).toMatch(/^pk_tnt_typed_/);
    expect((await scoped.sellers.list()).sellers).toHaveLength(1);
    expect((await operator.sellers.list()).sellers.some((view) => view.publicKey.startsWith('pk_tnt_'))).toBe(false);
    const listed = await operator.tenants.list();
    expectSchema(listed, 'tenants/tenants.response.schema.json');
    expect(listed.tenants.map((tenant) => tenant.name)).toContain('typed');
    expectSchema(await scoped.tenants.delete('typed'), 'admin/ok.response.schema.json');
  });
});

describe('the CLI: --tenant (SANDBOX_TENANT) on every admin verb, and tenants create|list|delete', () => {
  it('creates a tenant, works in it with --tenant and SANDBOX_TENANT, lists and deletes it', async () => {
    const created = await cli(server.url, [
      'tenants',
      'create',
      'cli',
      '--fixtures',
      '--json',
      '--admin-token',
      OPERATOR,
    ]);
    expect(created.code).toBe(0);
    const body = json<{ adminToken: string; credentials: unknown[] }>(created);
    expectSchema(body, 'tenants/tenant-created.response.schema.json');
    const human = await cli(server.url, ['tenants', 'create', 'clihuman', '--admin-token', OPERATOR]);
    expect(human.stdout).toContain('X-Admin-Token');

    const advanced = await cli(server.url, [
      'clock',
      'advance',
      '2d',
      '--tenant',
      'cli',
      '--admin-token',
      body.adminToken,
      '--json',
    ]);
    expect(advanced.code).toBe(0);
    const tenantClock = json<{ now: string }>(
      await cli(server.url, ['clock', 'show', '--json'], {
        SANDBOX_TENANT: 'cli',
        SANDBOX_ADMIN_TOKEN: body.adminToken,
      }),
    );
    const defaultClock = json<{ now: string }>(
      await cli(server.url, ['clock', 'show', '--json', '--admin-token', OPERATOR]),
    );
    expect(Date.parse(tenantClock.now) - Date.parse(defaultClock.now)).toBe(2 * 86_400_000);
    const sellers = json<{ sellers: { publicKey: string }[] }>(
      await cli(server.url, ['sellers', 'list', '--json', '--tenant', 'cli', '--admin-token', body.adminToken]),
    );
    expect(sellers.sellers.every((view) => view.publicKey.startsWith('pk_tnt_cli_'))).toBe(true);
    // The tenant's token is no good for another tenant.
    const refused = await cli(server.url, ['clock', 'show', '--tenant', 'clihuman', '--admin-token', body.adminToken]);
    expect(refused.code).not.toBe(0);

    const list = await cli(server.url, ['tenants', 'list', '--admin-token', OPERATOR]);
    expect(list.stdout).toMatch(/^cli\s/m);
    expect((await cli(server.url, ['tenants', 'delete', 'cli', '--admin-token', body.adminToken])).code).toBe(0);
    expect((await cli(server.url, ['tenants', 'delete', 'clihuman', '--admin-token', OPERATOR])).code).toBe(0);
    expect(server.tenants.list().map((tenant) => tenant.record.name)).toEqual([]);
  });

  it('refuses a bad tenant name before calling the sandbox', async () => {
    const run = await cli(server.url, ['tenants', 'create', 'Bad_Name', '--admin-token', OPERATOR]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('1 to 63 characters of a-z, 0-9 and -');
  });
});

describe('gateway-sandbox events --follow --tenant (the real bin)', () => {
  it("follows that tenant's events only", async () => {
    const operator = createAdminClient({ baseUrl: server.url, adminToken: OPERATOR });
    const mine = await operator.tenants.create('listener', {});
    const other = await operator.tenants.create('noisy', {});
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'dist/bundle/cli.mjs'),
        'events',
        '--follow',
        '--url',
        server.url,
        '--tenant',
        'listener',
        '--admin-token',
        mine.adminToken,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const until = async (read: () => string, pattern: RegExp) => {
      const deadline = Date.now() + 10_000;
      while (!pattern.test(read())) {
        if (Date.now() > deadline) throw new Error(`no ${pattern}:\n${stdout}\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    try {
      await until(() => stderr, /following the event stream of tenant listener at /);
      await createAdminClient({ baseUrl: server.url, adminToken: other.adminToken, tenant: 'noisy' }).sellers.create({
        name: 'Loja Barulhenta',
      });
      await createAdminClient({ baseUrl: server.url, adminToken: mine.adminToken, tenant: 'listener' }).sellers.create({
        name: 'Loja Ouvinte',
      });
      await until(() => stdout, /seller/);
      // The other tenant's seller was created first: its events (a request and its seller changes) would double these.
      await until(() => stdout, /request\.finished/);
      // The positive control: a later request of the listener's tenant, whose event must come after
      // anything of the other tenant's the stream would have carried.
      await createAdminClient({ baseUrl: server.url, adminToken: mine.adminToken, tenant: 'listener' }).sellers.get(
        ACCOUNTS.acme.id,
      );
      await until(() => stdout, /request\.finished[^]*request\.finished/);
      // Each line: the Brasília instant (date and time), then the event's type.
      const types = stdout
        .split('\n')
        .map((line) => line.split(/\s+/).find((word) => /^[a-z]+\.[a-z_.]+$/.test(word)))
        .filter(Boolean) as string[];
      expect(types.filter((type) => type === 'request.finished')).toHaveLength(2);
      // One seller creation's changes (two here), not two creations'.
      expect(types.filter((type) => type.startsWith('seller.'))).toHaveLength(2);
    } finally {
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
      await operator.tenants.delete('listener');
      await operator.tenants.delete('noisy');
    }
  });
});
