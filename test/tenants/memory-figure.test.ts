import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { COLLECTION_NAMES } from '../../src/core/store/collections.js';
import { PIX_SALE } from '../cli/cli-helpers.js';
import { withMoreSales } from '../helpers/large-state.js';
import { createTestTenant, startTenantServer, type TestTenant } from '../helpers/tenants.js';

/**
 * Issue 27, "noisy neighbours": GET /__admin/tenants serialized every tenant's whole state to
 * estimate its memory (2 to 3 s with one big tenant, the process waiting). The figure is now
 * each collection's record count times a sampled average record size: the list never
 * serializes a state, and the figure follows the records as they are added.
 */
type Server = Awaited<ReturnType<typeof startTenantServer>>;
let server: Server;
let tenant: TestTenant;

beforeAll(async () => {
  server = await startTenantServer();
  tenant = await createTestTenant(server, 'measured', { fixtures: true });
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** The tenant's row of GET /__admin/tenants, and every value JSON.stringify was given while it was answered. */
async function listed(): Promise<{ approxBytes: number; records: number; stringified: unknown[] }> {
  const stringify = jest.spyOn(JSON, 'stringify');
  try {
    const list = await server.call('GET', '/__admin/tenants');
    expect(list.status).toBe(200);
    const row = list.body.tenants.find((entry: { name: string }) => entry.name === 'measured');
    return { ...row, stringified: stringify.mock.calls.map((call) => call[0]) };
  } finally {
    stringify.mockRestore();
  }
}

const actualBytes = () => Buffer.byteLength(JSON.stringify(server.tenants.get('measured')!.deps.store.state));

describe('the memory figure of GET /__admin/tenants (issue 27)', () => {
  it('never serializes a state or a collection, and is near the size of the state as JSON', async () => {
    const { approxBytes, stringified } = await listed();
    const state = server.tenants.get('measured')!.deps.store.state as unknown as Record<string, unknown>;
    const wholes = [state, ...COLLECTION_NAMES.map((name) => state[name])];
    expect(stringified.filter((value) => wholes.includes(value))).toEqual([]);
    const actual = actualBytes();
    expect(approxBytes).toBeGreaterThan(actual * 0.7);
    expect(approxBytes).toBeLessThan(actual * 1.3);
  });

  it('moves as records are added through the API, and after a restore of a larger state', async () => {
    const before = await listed();
    const keys = tenant.credentials[0];
    for (let i = 0; i < 5; i++)
      expect((await server.call('POST', '/api/sales', { keys, body: PIX_SALE })).status).toBe(201);
    const added = await listed();
    expect(added.records).toBeGreaterThan(before.records);
    expect(added.approxBytes).toBeGreaterThan(before.approxBytes);

    const state = (await server.call('GET', `${tenant.admin}/state?secrets=include`, { token: tenant.token })).body;
    const restored = await server.call('PUT', `${tenant.admin}/state`, {
      token: tenant.token,
      body: withMoreSales(state, 2_000, Number(keys.userId)),
    });
    expect(restored.status).toBe(200);
    const grown = await listed();
    const state2 = server.tenants.get('measured')!.deps.store.state as unknown as Record<string, unknown>;
    const wholes = [state2, ...COLLECTION_NAMES.map((name) => state2[name])];
    expect(grown.stringified.filter((value) => wholes.includes(value))).toEqual([]);
    expect(grown.approxBytes).toBeGreaterThan(added.approxBytes * 2);
    const actual = actualBytes();
    expect(grown.approxBytes).toBeGreaterThan(actual * 0.7);
    expect(grown.approxBytes).toBeLessThan(actual * 1.3);
  }, 60_000);
});
