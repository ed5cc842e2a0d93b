import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CURRENT_SCHEMA_VERSION } from '../../src/core/store/migrations/index.js';
import { applyScenario, createTenant, SandboxRefusal } from '../../src/tools/testing/index.js';
import { cli, json } from '../cli/cli-helpers.js';
import { startTenantServer } from '../helpers/tenants.js';
import { waitUntil } from '../helpers/wait.js';

/**
 * Issue 29, "Scenarios as files", from the tools: `gateway-sandbox scenario apply FILE --set`,
 * `scenario export`, the kit's `applyScenario` and `createTenant({ scenario })`, and a shipped
 * scenario whose receiver fails, so the deliveries of its records follow as from the API.
 */
type Server = Awaited<ReturnType<typeof startTenantServer>>;
let server: Server;
let dir: string;

const FILE_SCENARIO = {
  version: CURRENT_SCHEMA_VERSION,
  sellers: { shop: { legalName: 'Loja do Arquivo LTDA' } },
  sales: { first: { seller: '@shop', paymentMethod: 'PIX', amount: 15000, status: 'PAGO' } },
};

beforeAll(async () => {
  server = await startTenantServer({ maxTenants: 20 });
  dir = mkdtempSync(join(tmpdir(), 'scenario-tools-'));
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('gateway-sandbox scenario', () => {
  it('apply FILE --set: the file with its overrides, each entry with its id', async () => {
    const tenant = await createTenant({ url: server.url, name: 'clifile' });
    const file = join(dir, 'world.json');
    writeFileSync(file, JSON.stringify(FILE_SCENARIO));
    const args = ['--tenant', 'clifile', '--admin-token', tenant.adminToken];
    const run = await cli(server.url, [
      'scenario',
      'apply',
      file,
      '--set',
      'sales.first.amount=20000',
      '--set',
      'sales.first.status=ESTORNADO',
      ...args,
      '--json',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const applied = json<{ sales: Record<string, { id: number; status: string }> }>(run);
    expect(applied.sales.first.status).toBe('ESTORNADO');
    expect((await tenant.admin.sales.get(applied.sales.first.id)).sale.amount).toBe(20000);
    const human = await cli(server.url, ['scenario', 'apply', 'checkout-day', ...args]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^sales: pix-paid=\d+ pix-waiting=\d+/m);
  });

  it('a refused scenario exits 1 naming the entry, and export writes what applies again elsewhere', async () => {
    const tenant = await createTenant({ url: server.url, name: 'cliexport' });
    const args = ['--tenant', 'cliexport', '--admin-token', tenant.adminToken];
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ ...FILE_SCENARIO, sales: { lost: { seller: '@gone', paymentMethod: 'PIX', amount: 100 } } }),
    );
    const refused = await cli(server.url, ['scenario', 'apply', file, ...args]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('sales.lost.seller');
    expect((await cli(server.url, ['scenario', 'apply', 'chargeback-month', ...args])).code).toBe(0);
    const out = join(dir, 'exported.json');
    expect((await cli(server.url, ['scenario', 'export', out, ...args])).code).toBe(0);
    const exported = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
    const copy = await createTenant({ url: server.url, name: 'cliimport', scenario: exported });
    expect(await copy.admin.scenarios.export()).toEqual(exported);
  });
});

describe('the kit', () => {
  it('createTenant({ scenario }) and applyScenario(admin, name | scenario, { set })', async () => {
    const tenant = await createTenant({ url: server.url, name: 'kit', scenario: 'checkout-day' });
    expect(tenant.scenario?.sales['card-declined'].status).toBe('RECUSADO');
    const applied = await applyScenario(tenant.admin, FILE_SCENARIO, { set: { 'sales.first.amount': 30000 } });
    expect((await tenant.admin.sales.get(applied.sales.first.id)).sale.amount).toBe(30000);
    const refusal = await applyScenario(tenant.admin, 'no-such-scenario').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SandboxRefusal);
    expect((refusal as SandboxRefusal).status).toBe(404);
  });
});

describe('the failing-receiver scenario', () => {
  it("sends its cashout's webhooks to its own inbox, which answers 500: each delivery waits for a retry", async () => {
    const tenant = await createTenant({ url: server.url, name: 'flaky', scenario: 'failing-receiver' });
    const seller = await tenant.admin.sellers.get(tenant.scenario!.sellers.flaky.id);
    expect(seller.webhook.url).toContain('/__admin/tenants/flaky/inbox/flaky');
    // The cashout's two moves (PROCESSING, COMPLETED) each sent a webhook, through the outbox, as the API's would.
    await waitUntil(
      async () => (await tenant.admin.inbox.get('flaky')).requests.length >= 2,
      'two webhooks at the inbox',
    );
    const { deliveries } = await tenant.admin.deliveries.list({});
    expect(deliveries).toHaveLength(2);
    await waitUntil(
      async () => (await tenant.admin.deliveries.list({})).deliveries.every((delivery) => delivery.attempts.length > 0),
      'the first attempt of each delivery recorded',
    );
    for (const delivery of (await tenant.admin.deliveries.list({})).deliveries) {
      expect(delivery.kind).toBe('cashout.webhook');
      expect(delivery.status).not.toBe('DELIVERED');
      expect(delivery.attempts[0]).toEqual(expect.objectContaining({ statusCode: 500 }));
    }
  });
});
