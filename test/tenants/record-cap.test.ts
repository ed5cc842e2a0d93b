import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import type { State } from '../../src/core/store/state.js';
import { cli } from '../cli/cli-helpers.js';
import { withMoreSales } from '../helpers/large-state.js';
import { createTestTenant, startTenantServer, type TestTenant } from '../helpers/tenants.js';

/**
 * Issue 27, "noisy neighbours": SANDBOX_TENANT_MAX_RECORDS was checked on API writes only, so a
 * clock advance that bills (24 months over the fixture subscriptions: 484 → 1,678 records under a
 * cap of 524) and a restore (2,202 records) passed it. The cap is now held at the store's commit,
 * whatever writes: an advance stops at the step that would pass it and says so, a restore or an
 * import over it is refused naming it, and nothing of the refused step is stored.
 */
const CAP = 524;
/** The operator's token: `tenants export` and `import` need it when one is set, and list and make tenants with it. */
const OPERATOR = 'operator-token-of-record-cap';
const AS_OPERATOR = { SANDBOX_ADMIN_TOKEN: OPERATOR };

type Server = Awaited<ReturnType<typeof startTenantServer>>;
let capped: Server;
let tenant: TestTenant;
let dir: string;

const records = (server: Server, name: string) => server.tenants.get(name)!.deps.store.recordCount;

beforeAll(async () => {
  capped = await startTenantServer({ tenantMaxRecords: CAP, adminToken: OPERATOR });
  tenant = await createTestTenant(capped, 'capped', { fixtures: true, token: OPERATOR });
  dir = mkdtempSync(join(tmpdir(), 'record-cap-'));
}, 60_000);
afterAll(async () => {
  await capped.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SANDBOX_TENANT_MAX_RECORDS at the commit (issue 27)', () => {
  it('a 24-month advance that bills stops at the step that would pass the cap, says so, and keeps what it did', async () => {
    const start = records(capped, 'capped');
    expect(start).toBeLessThan(CAP);
    const before = (await capped.call('GET', `${tenant.admin}/clock`, { token: tenant.token })).body.now as string;
    const advanced = await capped.call('POST', `${tenant.admin}/clock/advance`, {
      token: tenant.token,
      body: { months: 24 },
    });
    expect(advanced.status).toBe(200);
    expect(advanced.body.stoppedBy).toEqual({ error: 'RECORD_LIMIT', limit: CAP, message: expect.any(String) });
    expect(advanced.body.stoppedBy.message).toContain(ERROR_CATALOGUE.RECORD_LIMIT.message);
    expect(advanced.body.stoppedBy.message).toContain('SANDBOX_TENANT_MAX_RECORDS');
    // Stopped on the way: the clock is past where it was and short of 24 months on.
    const now = (await capped.call('GET', `${tenant.admin}/clock`, { token: tenant.token })).body.now as string;
    expect(now).toBe(advanced.body.now);
    expect(Date.parse(now)).toBeGreaterThan(Date.parse(before));
    expect(Date.parse(now)).toBeLessThan(Date.parse(before) + 700 * 86_400_000);
    const held = records(capped, 'capped');
    expect(held).toBeGreaterThan(start);
    expect(held).toBeLessThanOrEqual(CAP);
    // The tenant list agrees, and a second advance stops at once, storing nothing more.
    const list = await capped.call('GET', '/__admin/tenants', { token: OPERATOR });
    expect(list.body.tenants.find((entry: { name: string }) => entry.name === 'capped').records).toBe(held);
    const again = await capped.call('POST', `${tenant.admin}/clock/advance`, {
      token: tenant.token,
      body: { months: 1 },
    });
    expect(again.body.stoppedBy.error).toBe('RECORD_LIMIT');
    expect(again.body.now).toBe(now);
    expect(records(capped, 'capped')).toBe(held);
  }, 60_000);

  it('a restore of more records than the cap is 413 naming it, and changes nothing', async () => {
    const state = (await capped.call('GET', `${tenant.admin}/state?secrets=include`, { token: tenant.token }))
      .body as State;
    const count = records(capped, 'capped');
    const grown = withMoreSales(state, CAP);
    const refused = await capped.call('PUT', `${tenant.admin}/state`, { token: tenant.token, body: grown });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain('SANDBOX_TENANT_MAX_RECORDS');
    expect(refused.body.message).toContain(String(CAP));
    expect(records(capped, 'capped')).toBe(count);
    expect((await capped.call('GET', `${tenant.admin}/state?secrets=include`, { token: tenant.token })).body).toEqual(
      state,
    );
  }, 60_000);

  it('a tenant import over the cap is refused naming it, and the tenant is not made', async () => {
    const open = await startTenantServer({ adminToken: OPERATOR });
    try {
      const big = await createTestTenant(open, 'bigone', { fixtures: true, token: OPERATOR });
      await open.call('POST', `${big.admin}/clock/advance`, { token: big.token, body: { months: 24 } });
      expect(records(open, 'bigone')).toBeGreaterThan(CAP);
      const file = join(dir, 'bigone.tenant.json');
      const exported = await cli(open.url, ['tenants', 'export', 'bigone', file], AS_OPERATOR);
      expect([exported.code, exported.stderr]).toEqual([0, '']);
      const imported = await cli(capped.url, ['tenants', 'import', file], AS_OPERATOR);
      expect(imported.code).toBe(1);
      expect(imported.stderr).toContain('413');
      expect(imported.stderr).toContain('SANDBOX_TENANT_MAX_RECORDS');
      expect(capped.tenants.get('bigone')).toBeUndefined();
      const list = await capped.call('GET', '/__admin/tenants', { token: OPERATOR });
      expect(list.body.tenants.map((entry: { name: string }) => entry.name)).toEqual(['capped']);
    } finally {
      await open.close();
    }
  }, 60_000);
});
