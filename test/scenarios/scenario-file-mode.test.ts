import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CURRENT_SCHEMA_VERSION } from '../../src/core/store/migrations/index.js';
import { createTestTenant, startTenantServer } from '../helpers/tenants.js';

/**
 * Issue 29, "Scenarios as files", in file mode: what a scenario made is in the database (one
 * transaction), and what a refused one would have made is not, across a restart.
 */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'scenario-file-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const SCENARIO = {
  version: CURRENT_SCHEMA_VERSION,
  sellers: { shop: { legalName: 'Loja em Disco LTDA', availableBalance: 50000 } },
  sales: { paid: { seller: '@shop', paymentMethod: 'PIX', amount: 15000, status: 'PAGO' } },
  cashouts: { payout: { seller: '@shop', amount: 20000, status: 'PROCESSING' } },
};

describe('a scenario in file mode', () => {
  it('is in the database after a restart; a refused one left nothing there', async () => {
    const dbFile = join(dir, 'state.db');
    const first = await startTenantServer({ dbFile });
    const tenant = await createTestTenant(first, 'disk');
    const as = { token: tenant.token };
    expect(
      (await first.call('POST', `${tenant.admin}/scenarios/apply`, { ...as, body: { scenario: SCENARIO } })).status,
    ).toBe(201);
    const refused = await first.call('POST', `${tenant.admin}/scenarios/apply`, {
      ...as,
      body: { scenario: { ...SCENARIO, cashouts: { big: { seller: '@shop', amount: 90000000 } } } },
    });
    expect(refused.status).toBe(422);
    const exported = (await first.call('GET', `${tenant.admin}/scenarios/export`, as)).body;
    expect(Object.keys(exported.sellers)).toHaveLength(1);
    await first.close();

    const second = await startTenantServer({ dbFile });
    try {
      expect((await second.call('GET', `${tenant.admin}/scenarios/export`, as)).body).toEqual(exported);
    } finally {
      await second.close();
    }
  });
});
