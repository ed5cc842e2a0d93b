import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { patchSeller, VALID_KEYS } from './cashout-helpers.js';

let dir: string;
let t: TestApp;
let server: Server;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cashout-race-'));
});
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('concurrent cashouts over real sockets', () => {
  it.each([
    ['an in-memory store', false, 12, 5],
    ['a state file (commits interleave)', true, 12, 5],
    ['an in-memory store, balance for none', false, 8, 0],
    ['an in-memory store, balance for all', false, 8, 8],
  ])('with %s: N parallel requests against a balance for k → exactly k accepted', async (_name, useFile, n, k) => {
    t = await buildTestApp({ dbFile: useFile ? join(dir, 'state.json') : null });
    const acme = ACCOUNTS.acme.id;
    // k cashouts of 150.00 fit, with 99.99 to spare (not enough for one more).
    await patchSeller(t.app, acme, { availableBalance: k * 15_000 + 9_999 });
    const cashoutDebits = () =>
      t.deps.store.collections.ledger.values().filter((entry) => entry.sellerId === acme && entry.kind === 'CASHOUT')
        .length;
    const debitsBefore = cashoutDebits();
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/public/cashout`;

    const responses = await Promise.all(
      Array.from({ length: n }, () =>
        fetch(url, {
          method: 'POST',
          headers: { ...keys('acme'), 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 150, pixKey: VALID_KEYS.CPF }),
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { id: number; errorType?: string },
        })),
      ),
    );

    const accepted = responses.filter((res) => res.status === 201);
    const refused = responses.filter((res) => res.status !== 201);
    expect(accepted).toHaveLength(k);
    for (const res of accepted) expectSchema(res.body, 'cashouts/cashout.response.schema.json');
    for (const res of refused) {
      expect(res.status).toBe(422);
      expectSchema(res.body, ERROR_SCHEMAS.cashout);
      expect(res.body.errorType).toBe('INSUFFICIENT_BALANCE');
    }
    expect(new Set(accepted.map((res) => res.body.id)).size).toBe(k);
    expect(t.deps.ledger.available(acme)).toBe(9_999);
    expect(cashoutDebits()).toBe(debitsBefore + k);
  });
});
