import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keys } from '../helpers/accounts.js';
import { ROOT, startChild } from '../helpers/child.js';
import { saleBody } from '../sales/sale-helpers.js';
import { readDatabase } from '../store/db-helpers.js';

/** The QA queries of docs/database.md, run against a database a real server wrote (needs dist/). */
const DOC = readFileSync(join(ROOT, 'docs', 'database.md'), 'utf8');
const QUERIES = [...DOC.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1].trim());

let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-doc-db-'));
  file = join(dir, 'state.db');
  const server = await startChild({ SANDBOX_DB_FILE: file, SANDBOX_CLOCK_FROZEN: 'true' });
  try {
    const sale = await fetch(`${server.url}/api/sales`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...keys('acme') },
      body: JSON.stringify(saleBody('PIX', { postbackUrl: 'http://127.0.0.1:9/postback' })),
    });
    const { sale: created } = (await sale.json()) as { sale: { id: number } };
    await fetch(`${server.url}/__admin/sales/${created.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'PAGO' }),
    });
  } finally {
    await server.stop();
  }
}, 30_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the QA queries of docs/database.md', () => {
  it('are there', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(5);
  });

  it.each(QUERIES.map((query) => [query.split('\n')[0], query]))('%s … runs and finds rows', (_first, query) => {
    const rows = readDatabase(file, (db) => db.prepare(query).all());
    expect(rows.length).toBeGreaterThan(0);
  });

  it('read what the API shows: the balance of the ledger query is GET /api/seller’s', async () => {
    const server = await startChild({
      SANDBOX_DB_FILE: file,
      SANDBOX_CLOCK_FROZEN: 'true',
      SANDBOX_DUE_WORK_INTERVAL_MS: '0',
    });
    let available: number;
    try {
      const seller = (await (await fetch(`${server.url}/api/seller`, { headers: keys('acme') })).json()) as {
        defaultRecipient: { balance: { available: number } };
      };
      available = seller.defaultRecipient.balance.available;
    } finally {
      await server.stop();
    }
    const ledgerQuery = QUERIES.find((query) => query.includes('FROM ledger'))!;
    const rows = readDatabase(
      file,
      (db) => db.prepare(ledgerQuery).all() as { seller: number; available_cents: number }[],
    );
    expect(rows.find((row) => row.seller === 1000)!.available_cents).toBe(available);
  }, 30_000);
});
