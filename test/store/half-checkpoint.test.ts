import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { keys } from '../helpers/accounts.js';
import { startChild, type ChildServer } from '../helpers/child.js';
import { saleBody } from '../sales/sale-helpers.js';
import { runCli } from './db-helpers.js';
import { halfCheckpoint, walPages } from './wal-pages.js';

// Issue 27, "a restart refused after a kill": a checkpoint killed half-way leaves a database file
// that is malformed alone and whole with its -wal. The pair is built deterministically from a
// real server's files: the server is frozen (SIGSTOP) right after an answered burst, while its
// -wal holds the burst, then killed; half of the -wal's pages are then written into the file,
// as the checkpoint would have. Real processes, real files. Needs dist/.

let dir: string;
let file: string;
let wal: string;
const running: ChildServer[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-half-checkpoint-'));
  file = join(dir, 'state.db');
  wal = `${file}-wal`;
});
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGCONT');
    await server.stop('SIGKILL');
  }
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ChildServer> {
  const server = await startChild({ SANDBOX_DB_FILE: file });
  running.push(server);
  return server;
}

interface Answered {
  sales: number[];
  sellers: number[];
}

/** A burst of answered writes of two kinds: card sales (a sale, its ledger entry, a sequence) and admin sellers. */
async function burst(server: ChildServer, answered: Answered, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const sale = await fetch(`${server.url}/api/sales`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...keys('acme') },
      body: JSON.stringify(saleBody('CREDIT_CARD')),
    });
    expect(sale.status).toBe(201);
    answered.sales.push(((await sale.json()) as { sale: { id: number } }).sale.id);
    const seller = await fetch(`${server.url}/__admin/sellers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ legalName: `Checkpoint ${answered.sellers.length} Comercio de Testes LTDA` }),
    });
    expect(seller.status).toBe(201);
    answered.sellers.push(((await seller.json()) as { userId: number }).userId);
  }
}

/**
 * A server killed while its -wal holds answered writes not yet checkpointed: frozen at once after a burst (so no
 * checkpoint can run), then killed. When a checkpoint had just run (the -wal empty), it is thawed and written to again.
 */
async function killedWithWalPending(): Promise<Answered> {
  const server = await start();
  const answered: Answered = { sales: [], sellers: [] };
  for (let attempt = 0; attempt < 10; attempt++) {
    await burst(server, answered, 40);
    server.child.kill('SIGSTOP');
    if (statSync(wal).size > 0 && walPages(wal).pages.length >= 8) break;
    server.child.kill('SIGCONT');
  }
  await server.stop('SIGKILL');
  expect(walPages(wal).pages.length).toBeGreaterThanOrEqual(8);
  return answered;
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** What quick_check says of the database file alone, read from a copy without its -wal. */
function fileAloneVerdict(): string {
  const copy = join(mkdtempSync(join(dir, 'alone-')), 'state.db');
  copyFileSync(file, copy);
  try {
    const db = new Database(copy, { readonly: true, fileMustExist: true });
    try {
      return (db.pragma('quick_check(1)') as { quick_check: string }[])[0].quick_check;
    } finally {
      db.close();
    }
  } catch (error) {
    return (error as Error).message;
  }
}

async function held(server: ChildServer, answered: Answered): Promise<Answered> {
  const sellers = (await (await fetch(`${server.url}/__admin/sellers?limit=1000`)).json()) as {
    sellers: { seller: { id: number } }[];
  };
  const sellerIds = new Set(sellers.sellers.map((view) => view.seller.id));
  const sales: number[] = [];
  for (const id of answered.sales)
    if ((await fetch(`${server.url}/__admin/sales/${id}`)).status === 200) sales.push(id);
  return { sales, sellers: answered.sellers.filter((id) => sellerIds.has(id)) };
}

describe('a database whose checkpoint was killed half-way (half of the -wal copied into the file)', () => {
  it('is malformed alone, yet db check exits 0 changing no byte, and a real start answers every write answered before', async () => {
    const answered = await killedWithWalPending();
    const { copied, of } = halfCheckpoint(file, wal);
    expect(copied.length).toBeLessThan(of);
    // The premise: the file alone is not a database any more (what main refused to start on).
    expect(fileAloneVerdict()).not.toBe('ok');

    const before = { db: sha256(file), wal: sha256(wal) };
    const checked = await runCli(['db', 'check', '--db-file', file]);
    expect({ code: checked.code, stderr: checked.stderr }).toEqual({ code: 0, stderr: '' });
    expect(checked.stdout).toMatch(/would start\. quick_check ok/);
    expect({ db: sha256(file), wal: sha256(wal) }).toEqual(before);

    const server = await start();
    expect(await held(server, answered)).toEqual(answered);
    expect(answered.sales.length).toBeGreaterThanOrEqual(40);
  }, 90_000);

  it('db repair copies it whole (the pair, not the file alone): nothing lost, exit 0', async () => {
    const answered = await killedWithWalPending();
    halfCheckpoint(file, wal);
    const before = { db: sha256(file), wal: sha256(wal) };
    const out = join(dir, 'repaired.db');
    const repaired = await runCli(['db', 'repair', '--db-file', file, '--out', out]);
    expect({ code: repaired.code, stdout: repaired.stdout }).toEqual({
      code: 0,
      stdout: expect.stringMatching(/nothing lost/),
    });
    expect({ db: sha256(file), wal: sha256(wal) }).toEqual(before);
    file = out;
    const server = await start();
    expect(await held(server, answered)).toEqual(answered);
  }, 90_000);
});
