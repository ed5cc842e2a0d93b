import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startChild, type ChildServer } from '../helpers/child.js';
import { documentedCall } from '../helpers/tenants.js';

/**
 * Issue 21, file mode: every tenant, its token, data and clock survive a restart and a SIGKILL
 * with nothing answered lost. A real server (the shipped CLI) in a child process.
 */
let dir: string;
let server: ChildServer | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-tenants-'));
});
afterEach(async () => {
  await server?.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const call = documentedCall(() => server!.url);

const SALE = {
  amount: 15000,
  paymentMethod: 'PIX',
  customer: {
    name: 'Maria Oliveira',
    email: 'maria@example.com',
    document: { type: 'cpf', number: '52998224725' },
    phone: '11987654321',
  },
  items: [{ title: 'Curso', unitPrice: 15000, quantity: 1, tangible: false }],
  pix: { expiresInDays: 5 },
};

describe('tenants in file mode', () => {
  it('bring back every tenant, its token, keys, data and clock after a SIGKILL; a deleted one stays deleted', async () => {
    const env = { SANDBOX_DB_FILE: join(dir, 'state.db'), SANDBOX_CLOCK_FROZEN: 'true' };
    server = await startChild(env);
    const alpha = (await call('POST', '/__admin/tenants/alpha', { body: { fixtures: true } })).body;
    const beta = (await call('POST', '/__admin/tenants/beta', { body: {} })).body;
    const gamma = (await call('POST', '/__admin/tenants/gamma', { body: {} })).body;
    const keys = alpha.credentials.find((credentials: { userId: number }) => credentials.userId === 1000);
    const sale = await call('POST', '/api/sales', { keys, body: SALE });
    expect(sale.status).toBe(201);
    expect(
      (await call('POST', '/__admin/tenants/alpha/clock/advance', { token: alpha.adminToken, body: { days: 3 } }))
        .status,
    ).toBe(200);
    const alphaNow = (await call('GET', '/__admin/tenants/alpha/clock', { token: alpha.adminToken })).body.now;
    expect((await call('DELETE', '/__admin/tenants/gamma', { token: gamma.adminToken })).status).toBe(200);
    // A burst of writes to beta, then SIGKILL the moment they are answered: every answered one must be there.
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/__admin/tenants/beta/sellers', { token: beta.adminToken, body: { name: `Loja ${i}` } }),
      ),
    );
    expect(created.every((answer) => answer.status === 201)).toBe(true);
    await server.stop('SIGKILL');

    expect(
      readdirSync(join(dir, 'state.db.tenants'))
        .filter((file) => file.endsWith('.db'))
        .sort(),
    ).toEqual(['alpha.db', 'beta.db']);
    server = await startChild(env);
    expect((await call('GET', '/__admin/tenants')).body.tenants.map((tenant: { name: string }) => tenant.name)).toEqual(
      ['alpha', 'beta'],
    );
    // Tokens, keys, data and the clock of each.
    expect((await call('GET', '/__admin/tenants/alpha/clock', { token: alpha.adminToken })).body.now).toBe(alphaNow);
    expect((await call('GET', `/api/transactions/${sale.body.sale.id}`, { keys })).body.status).toBe('PENDENTE');
    const sellers = (await call('GET', '/__admin/tenants/beta/sellers?limit=1000', { token: beta.adminToken })).body
      .sellers;
    expect(sellers.map((view: { seller: { id: number } }) => view.seller.id).sort()).toEqual(
      created.map((answer) => answer.body.userId).sort(),
    );
    expect((await call('GET', '/__admin/tenants/beta/sellers', { token: alpha.adminToken })).status).toBe(401);
    // The deleted tenant stays deleted; the default tenant is today's sandbox, its fixture keys answering.
    expect((await call('GET', '/__admin/tenants/gamma/sellers', { token: gamma.adminToken })).status).toBe(401);
    expect(existsSync(join(dir, 'state.db.tenants', 'gamma.json'))).toBe(false);
    expect(
      (
        await call('GET', '/api/seller', {
          keys: { publicKey: 'pk_test_acme_0000000000000001', privateKey: 'sk_test_acme_0000000000000001' },
        })
      ).status,
    ).toBe(200);
    // And a reset of a restored tenant goes back to the fixtures with its own keys.
    expect((await call('POST', '/__admin/tenants/alpha/reset', { token: alpha.adminToken })).status).toBe(200);
    expect((await call('GET', '/api/seller', { keys })).status).toBe(200);
  });
});
