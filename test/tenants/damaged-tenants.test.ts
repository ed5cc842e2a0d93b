import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startChild, type ChildServer } from '../helpers/child.js';
import { documentedCall, type Answer } from '../helpers/tenants.js';

/**
 * Issue 27, "smaller": one damaged tenant never stops the others from starting (refused alone, named, listed as
 * damaged), and a tenant's database deleted under the running server is noticed (its writes refused with a 503
 * naming it; after a restart it is listed as damaged, never re-seeded from the fixtures). Real servers (the shipped
 * CLI in a child process), real files, real restarts. Needs dist/.
 */
let dir: string;
let tenantsDir: string;
let server: ChildServer | undefined;
const env = () => ({ SANDBOX_DB_FILE: join(dir, 'state.db'), SANDBOX_LOG_LEVEL: 'error' });
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-damaged-tenants-'));
  tenantsDir = join(dir, 'state.db.tenants');
});
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const call = documentedCall(() => server!.url);

interface Created {
  adminToken: string;
  credentials: { userId: number; publicKey: string; privateKey: string }[];
}

async function createTenant(name: string): Promise<Created> {
  const answer = await call('POST', `/__admin/tenants/${name}`, { body: { fixtures: true } });
  expect(answer.status).toBe(201);
  return answer.body as Created;
}

async function createSeller(name: string, token: string, label: string): Promise<Answer> {
  return call('POST', `/__admin/tenants/${name}/sellers`, { token, body: { legalName: label } });
}

async function sellerNames(name: string, token: string): Promise<string[]> {
  const answer = await call('GET', `/__admin/tenants/${name}/sellers?limit=1000`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { sellers: { seller: { legalName: string } }[] }).sellers
    .map((view) => view.seller.legalName)
    .sort();
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('a damaged tenant record (<name>.json)', () => {
  it('truncated: the server starts, the tenant is refused alone (file and tenant named in the log, listed as damaged), the others answer with their data', async () => {
    server = await startChild(env());
    const alpha = await createTenant('alpha');
    const beta = await createTenant('beta');
    expect((await createSeller('beta', beta.adminToken, 'Loja Beta')).status).toBe(201);
    expect((await createSeller('alpha', alpha.adminToken, 'Loja Alfa')).status).toBe(201);
    await server.stop('SIGTERM');
    const record = join(tenantsDir, 'alpha.json');
    truncateSync(record, 30); // "Unterminated string in JSON at position 30" stopped the whole server
    const before = { record: sha256(record), db: sha256(join(tenantsDir, 'alpha.db')) };

    server = await startChild(env());
    expect(server.output()).toMatch(/tenant alpha refused at start: \S*alpha\.json is not a whole tenant record/);
    const list = await call('GET', '/__admin/tenants');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      tenants: [expect.objectContaining({ name: 'beta' })],
      damaged: [{ name: 'alpha', file: record, reason: expect.stringMatching(/^is not a whole tenant record \(/) }],
    });
    expect(await sellerNames('beta', beta.adminToken)).toContain('Loja Beta');
    // Refused alone: its token opens nothing, its name cannot be taken over, its files are kept byte for byte.
    expect((await call('GET', '/__admin/tenants/alpha/sellers', { token: alpha.adminToken })).status).toBe(401);
    expect((await call('POST', '/__admin/tenants/alpha', { body: {} })).status).toBe(409);
    expect({ record: sha256(record), db: sha256(join(tenantsDir, 'alpha.db')) }).toEqual(before);
  }, 60_000);
});

describe('a tenant whose database is deleted while the server runs', () => {
  it('refuses its next write with a 503 naming the tenant (nothing committed), and after a restart is listed as damaged, never re-seeded', async () => {
    server = await startChild(env());
    const gamma = await createTenant('gamma');
    const delta = await createTenant('delta');
    expect((await createSeller('gamma', gamma.adminToken, 'Antes')).status).toBe(201);
    rmSync(join(tenantsDir, 'gamma.db'));

    const refused = await createSeller('gamma', gamma.adminToken, 'Depois');
    expect(refused.status).toBe(503);
    expect(JSON.stringify(refused.body)).toMatch(/Tenant gamma: o banco de dados \S*gamma\.db foi apagado/);
    // Nothing claimed committed: the refused write is not in its memory either; the other tenant still writes.
    expect(await sellerNames('gamma', gamma.adminToken)).not.toContain('Depois');
    expect((await createSeller('delta', delta.adminToken, 'Delta')).status).toBe(201);
    await server.stop('SIGKILL');

    server = await startChild(env());
    expect(server.output()).toMatch(/tenant gamma refused at start: \S*gamma\.db is missing/);
    const list = await call('GET', '/__admin/tenants');
    expect(list.body).toEqual({
      tenants: [expect.objectContaining({ name: 'delta' })],
      damaged: [{ name: 'gamma', file: join(tenantsDir, 'gamma.db'), reason: expect.stringMatching(/^is missing/) }],
    });
    expect(existsSync(join(tenantsDir, 'gamma.db'))).toBe(false); // not made afresh from the fixtures
    expect((await call('GET', '/__admin/tenants/gamma/sellers', { token: gamma.adminToken })).status).toBe(401);
    expect(await sellerNames('delta', delta.adminToken)).toContain('Delta');
  }, 60_000);

  it('the default sandbox, built like any tenant, refuses its next write with the same 503 when its database is deleted', async () => {
    server = await startChild(env());
    const body = { legalName: 'Depois do apagão' };
    expect((await call('POST', '/__admin/sellers', { body: { legalName: 'Antes' } })).status).toBe(201);
    rmSync(join(dir, 'state.db'));
    const refused = await call('POST', '/__admin/sellers', { body });
    expect(refused.status).toBe(503);
    expect(JSON.stringify(refused.body)).toMatch(/O sandbox: o banco de dados \S*state\.db foi apagado/);
    // Nothing claimed committed: the refused write is not in its memory either.
    const list = await call('GET', '/__admin/sellers?limit=1000');
    const names = (list.body as { sellers: { seller: { legalName: string } }[] }).sellers.map(
      (view) => view.seller.legalName,
    );
    expect(names).toContain('Antes');
    expect(names).not.toContain(body.legalName);
  }, 60_000);

  it('a record still pending (a crash between the record and its database) is made afresh: the creation promise holds', async () => {
    server = await startChild(env());
    const epsilon = await createTenant('epsilon');
    await server.stop('SIGTERM');
    const record = join(tenantsDir, 'epsilon.json');
    writeFileSync(record, JSON.stringify({ ...JSON.parse(readFileSync(record, 'utf8')), pending: true }));
    rmSync(join(tenantsDir, 'epsilon.db'));

    server = await startChild(env());
    const list = await call('GET', '/__admin/tenants');
    expect(list.body).toEqual({ tenants: [expect.objectContaining({ name: 'epsilon' })] });
    expect((await call('GET', '/__admin/tenants/epsilon/sellers', { token: epsilon.adminToken })).status).toBe(200);
    expect(JSON.parse(readFileSync(record, 'utf8'))).not.toHaveProperty('pending'); // its database exists now
  }, 60_000);
});
