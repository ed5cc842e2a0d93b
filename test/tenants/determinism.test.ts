import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestTenant, startTenantServer, type TestTenant } from '../helpers/tenants.js';

/**
 * Issue 21, determinism: two tenants created the same way and sent the same requests get the
 * same ids and, on a frozen clock, the same bodies. Only what carries the tenant's name (its
 * keys) or is secret by nature (keys, webhook secrets) differs, and is masked.
 */
let server: Awaited<ReturnType<typeof startTenantServer>>;
beforeAll(async () => {
  server = await startTenantServer({ clockFrozen: true });
});
afterAll(() => server.close());

const SECRET = /(pk|sk)_tnt_[a-z0-9]+_[A-Za-z0-9]+|whsec_[A-Za-z0-9]+/g;
const masked = (body: unknown) => JSON.parse(JSON.stringify(body).replace(SECRET, (found) => `${found.slice(0, 2)}_…`));

const customer = {
  name: 'Maria Oliveira',
  email: 'maria@example.com',
  document: { type: 'cpf', number: '52998224725' },
  phone: '11987654321',
};
const items = [{ title: 'Curso', unitPrice: 15000, quantity: 1, tangible: false }];

/**
 * A pipeline's run: a seller, two sales (PIX paid, card), a day on the clock, reads; every answer's status and body.
 */
async function pipeline(tenant: TestTenant) {
  const out: unknown[] = [];
  const admin = (method: string, path: string, body?: unknown) =>
    server.call(method, `${tenant.admin}${path}`, { token: tenant.token, body });
  const seller = await admin('POST', '/sellers', {
    name: 'Loja Pipeline',
    email: 'ci@loja.test',
    availableBalance: 100000,
  });
  out.push(seller.status, seller.body);
  const keys = seller.body.credentials;
  const api = (method: string, path: string, body?: unknown) => server.call(method, path, { keys, body });
  const pix = await api('POST', '/api/sales', {
    amount: 15000,
    paymentMethod: 'PIX',
    customer,
    items,
    pix: { expiresInDays: 1 },
  });
  const card = await api('POST', '/api/sales', {
    amount: 15000,
    paymentMethod: 'CREDIT_CARD',
    customer,
    items,
    card: {
      number: '4111111111111111',
      holderName: 'MARIA OLIVEIRA',
      expirationMonth: '12',
      expirationYear: '2030',
      cvv: '123',
    },
    installments: { number: 1 },
  });
  out.push(pix.status, pix.body, card.status, card.body);
  out.push((await admin('POST', `/sales/${pix.body.sale.id}/status`, { status: 'PAGO' })).body);
  out.push((await admin('POST', '/clock/advance', { days: 1 })).body);
  out.push((await api('GET', `/api/transactions/${card.body.sale.id}`)).body);
  out.push((await api('GET', '/api/seller')).body);
  out.push((await admin('GET', '/sales')).body);
  out.push((await admin('GET', '/overview')).body);
  return masked(out);
}

describe('two tenants, the same requests', () => {
  it('get the same ids and the same bodies on a frozen clock', async () => {
    const first = await pipeline(await createTestTenant(server, 'runone'));
    const second = await pipeline(await createTestTenant(server, 'runtwo'));
    expect(second).toEqual(first);
    // The ids are each tenant's own, from the same start: the first seller of each is the same number.
    const [sellerStatus, created, pixStatus, , cardStatus] = first as [
      number,
      { userId: number },
      number,
      unknown,
      number,
    ];
    expect([sellerStatus, pixStatus, cardStatus]).toEqual([201, 201, 201]);
    expect(created.userId).toBe(1000);
  });

  it('and so do two tenants created with the fixtures', async () => {
    const one = await createTestTenant(server, 'fixone', { fixtures: true });
    const two = await createTestTenant(server, 'fixtwo', { fixtures: true });
    const read = async (tenant: TestTenant) =>
      masked((await server.call('GET', `${tenant.admin}/state`, { token: tenant.token })).body);
    // Private keys are stored hashed: the hashes differ as the keys do.
    const withoutHashes = (state: { users: Record<string, { privateKeyHash: string }> }) => {
      for (const user of Object.values(state.users)) user.privateKeyHash = '…';
      return state;
    };
    expect(withoutHashes(await read(two))).toEqual(withoutHashes(await read(one)));
  });
});
