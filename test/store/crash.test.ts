import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keys } from '../helpers/accounts.js';
import { startChild, type ChildServer } from '../helpers/child.js';
import { saleBody } from '../sales/sale-helpers.js';
import { withSeed, type Seeded } from './seeded.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Answered {
  sellers: number[];
  sales: number[];
}

/**
 * A burst of writes of two kinds (admin seller creations; card sales, which write a sale, its
 * ledger entry and a sequence in one commit), killed with SIGKILL once `killAfter` of them
 * were answered, plus a seeded few milliseconds: an instant in the middle of commits.
 */
async function burstAndKill(server: ChildServer, killAfter: number, answered: Answered, random: Seeded): Promise<void> {
  let count = 0;
  const writes = Array.from({ length: 240 }, (_, i) => {
    const sale = i % 2 === 1;
    const request = sale
      ? fetch(`${server.url}/api/sales`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...keys('acme') },
          body: JSON.stringify(saleBody('CREDIT_CARD')),
        })
      : fetch(`${server.url}/__admin/sellers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ legalName: `Burst ${i} LTDA` }),
        });
    return request
      .then(async (res) => {
        if (res.status !== 201) return;
        const body = (await res.json()) as { userId?: number; sale?: { id: number } };
        if (sale) answered.sales.push(body.sale!.id);
        else answered.sellers.push(body.userId!);
        count++;
      })
      .catch(() => undefined);
  });
  const kill = (async () => {
    while (count < killAfter) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setTimeout(resolve, random.int(6)));
    await server.stop('SIGKILL');
  })();
  await Promise.all([...writes, kill]);
}

async function present(
  server: ChildServer,
  answered: Answered,
): Promise<{ lostSellers: number[]; lostSales: number[] }> {
  const sellers = (await (await fetch(`${server.url}/__admin/sellers?limit=1000`)).json()) as {
    sellers: { seller: { id: number } }[];
  };
  const sellerIds = new Set(sellers.sellers.map((view) => view.seller.id));
  const lostSales: number[] = [];
  for (const id of answered.sales) {
    const res = await fetch(`${server.url}/__admin/sales/${id}`);
    if (res.status !== 200) lostSales.push(id);
  }
  return { lostSellers: answered.sellers.filter((id) => !sellerIds.has(id)), lostSales };
}

describe('a server killed with SIGKILL at random instants of bursts of writes', () => {
  it(
    'restarts on its database every time, holding every write it had answered 2xx (three rounds on one file)',
    () =>
      withSeed(async (random) => {
        const file = join(dir, 'state.db');
        const answered: Answered = { sellers: [], sales: [] };
        let server = await startChild({ SANDBOX_DB_FILE: file });
        for (let round = 0; round < 3; round++) {
          await burstAndKill(server, 5 + random.int(100), answered, random);
          server = await startChild({ SANDBOX_DB_FILE: file });
          expect(readFileSync(file).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
          expect(await present(server, answered)).toEqual({ lostSellers: [], lostSales: [] });
        }
        await server.stop();
        expect(answered.sellers.length + answered.sales.length).toBeGreaterThanOrEqual(15);
      }),
    90_000,
  );
});
