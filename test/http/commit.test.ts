import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { postSale, saleBody } from '../sales/sale-helpers.js';

/**
 * The pipeline commits a writing request before its answer goes out (src/http/commit.ts): no
 * handler commits by hand, and what a client was told is in the database when it hears it.
 */

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(join(dir, entry.name))
      : entry.name.endsWith('.routes.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

it('no route handler commits by hand', () => {
  const files = routeFiles(join(process.cwd(), 'src'));
  expect(files.length).toBeGreaterThan(10);
  expect(files.filter((file) => /store\.commit/.test(readFileSync(file, 'utf8')))).toEqual([]);
});

describe('in file mode, every answered write is already in the database', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-commit-'));
    t = await buildTestApp({ dbFile: join(dir, 'state.db'), clockFrozen: true });
  });
  afterAll(() => {
    t.close();
    t.deps.store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The row as the database holds it at this instant (the store's own connection: the file is locked). */
  const row = (table: string, id: number) => {
    const found = t.deps.store.database!.prepare(`SELECT body FROM "${table}" WHERE id = ?`).get(id) as
      { body: string } | undefined;
    return found ? JSON.parse(found.body) : null;
  };

  it.each([
    [
      'POST /api/sales',
      async () => ['sales', (await postSale(t, saleBody('PIX')).expect(201)).body.sale.id, 'PENDENTE'],
    ],
    [
      'POST /api/public/cashout',
      async () => [
        'cashouts',
        (
          await request(t.app)
            .post('/api/public/cashout')
            .set(keys('acme'))
            .send({ amount: 150, pixKey: '52998224725' })
            .expect(201)
        ).body.id,
        'PENDING',
      ],
    ],
    [
      'POST /__admin/sales/:id/status',
      async () => {
        const id = (await postSale(t, saleBody('PIX')).expect(201)).body.sale.id;
        await request(t.app).post(`/__admin/sales/${id}/status`).send({ status: 'PAGO' }).expect(200);
        return ['sales', id, 'PAGO'];
      },
    ],
    [
      'POST /__admin/cashouts/:id/postback',
      async () => {
        const id = (
          await request(t.app)
            .post('/api/public/cashout')
            .set(keys('acme'))
            .send({ amount: 150, pixKey: '52998224725' })
            .expect(201)
        ).body.id;
        await request(t.app).post(`/__admin/cashouts/${id}/postback`).send({ status: 'PROCESSING' }).expect(200);
        return ['cashouts', id, 'PROCESSING'];
      },
    ],
  ] as [string, () => Promise<[string, number, string]>][])('%s', async (_name, write) => {
    const [table, id, status] = await write();
    expect(row(table, id)?.status).toBe(status);
  });

  it('a refusal answered in the group body leaves nothing behind, in memory or in the database', async () => {
    const before = t.deps.store.meta.sequences.sales;
    await postSale(t, { ...saleBody('PIX'), amount: 1 }).expect(422);
    expect(t.deps.store.meta.sequences.sales).toBe(before);
    expect(t.deps.store.uncommitted).toBe(false);
    expect(row('sales', before + 1)).toBeNull();
  });
});
