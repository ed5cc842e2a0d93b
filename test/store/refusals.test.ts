import { copyFileSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { keys } from '../helpers/accounts.js';
import { startChild, type ChildServer } from '../helpers/child.js';
import { saleBody } from '../sales/sale-helpers.js';
import {
  untilCheckpointed,
  flipBytes,
  folderSnapshot,
  middleLeafPage,
  modeOf,
  readDatabase,
  runCli,
} from './db-helpers.js';

// Real server processes over real files (needs dist/: npm run build).

let dir: string;
let file: string;
const running: ChildServer[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-refuse-'));
  file = join(dir, 'state.db');
});
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<ChildServer> {
  const server = await startChild({ SANDBOX_DB_FILE: file, ...env });
  running.push(server);
  return server;
}

async function createSales(server: ChildServer, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${server.url}/api/sales`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...keys('acme') },
      body: JSON.stringify(saleBody('CREDIT_CARD')),
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { sale: { id: number } }).sale.id);
  }
  return ids;
}

/**
 * A database with the fixtures and a few sales, its server stopped cleanly (everything in the main file). One server
 * makes it per file (the first test that asks pays for it); each test gets a copy of the file, its mode kept.
 */
let closed: { dir: string; ids: number[] } | undefined;
afterAll(() => {
  if (closed) rmSync(closed.dir, { recursive: true, force: true });
});

async function closedDatabase(): Promise<number[]> {
  closed ??= await stoppedServerDatabase();
  for (const name of readdirSync(closed.dir)) copyFileSync(join(closed.dir, name), join(dir, name));
  return closed.ids;
}

async function stoppedServerDatabase(): Promise<{ dir: string; ids: number[] }> {
  const closedDir = mkdtempSync(join(tmpdir(), 'sandbox-refuse-closed-'));
  const closedFile = join(closedDir, 'state.db');
  const server = await startChild({ SANDBOX_DB_FILE: closedFile });
  running.push(server);
  await createSales(server, 3);
  await server.stop();
  const ids = readDatabase(
    closedFile,
    (db) => db.prepare('SELECT id FROM sales ORDER BY id').pluck().all() as number[],
  );
  return { dir: closedDir, ids };
}

/** A start on `file` must fail, with the message, and leave every file of the folder as it was. */
async function expectRefusedStart(message: RegExp): Promise<void> {
  const before = folderSnapshot(dir);
  const started = await runCli([], { SANDBOX_DB_FILE: file });
  expect(started.code).toBe(1);
  expect(started.stderr).toMatch(message);
  expect(folderSnapshot(dir)).toEqual(before);
  const checked = await runCli(['db', 'check', '--db-file', file]);
  expect({ code: checked.code, stderr: checked.stderr }).toEqual({ code: 1, stderr: expect.stringMatching(message) });
  expect(folderSnapshot(dir)).toEqual(before);
}

describe('a damaged database', () => {
  it('with a page of the sales table overwritten: the server refuses (quick_check), changing nothing; db repair copies every other row into a new file that starts', async () => {
    const allSales = await closedDatabase();
    const page = middleLeafPage(file, 'sales');
    expect(page.ids.length).toBeGreaterThan(0);
    flipBytes(file, page.offset, 8); // the page header: type, free block, cell count, content start
    await expectRefusedStart(new RegExp(`${file}: fails SQLite's quick_check, the database is damaged`));

    const before = folderSnapshot(dir);
    const repaired = join(dir, 'repaired.db');
    const repair = await runCli(['db', 'repair', '--db-file', file, '--out', repaired]);
    expect(repair.code).toBe(1); // rows were lost
    const first = page.ids[0];
    const last = page.ids[page.ids.length - 1];
    expect(repair.stdout).toContain(
      `sales: copied ${allSales.length - page.ids.length}; lost behind damaged pages: ${first === last ? `id ${first}` : `ids ${first}–${last}`}`,
    );
    expect(repair.stdout).toContain(`lost at most ${page.ids.length} rows`);
    // The original is never written.
    expect(
      Object.fromEntries(Object.entries(folderSnapshot(dir)).filter(([name]) => !name.startsWith('repaired'))),
    ).toEqual(before);
    expect(modeOf(repaired)).toBe('600');

    expect((await runCli(['db', 'check', '--db-file', repaired])).code).toBe(0);
    const server = await startChild({ SANDBOX_DB_FILE: repaired });
    running.push(server);
    for (const id of allSales)
      expect({ id, status: (await fetch(`${server.url}/__admin/sales/${id}`)).status }).toEqual({
        id,
        status: page.ids.includes(id) ? 404 : 200,
      });
    // Writes go on past the highest id the damaged file knew: no id is handed out twice.
    const [next] = await createSales(server, 1);
    expect(next).toBeGreaterThan(Math.max(...allSales));
  }, 60_000);

  it('with bytes of a record changed so it is no longer JSON: the server refuses naming the table and id, changing nothing', async () => {
    const sales = await closedDatabase();
    const target = sales[sales.length - 1];
    const db = new Database(file);
    db.prepare('UPDATE sales SET body = substr(body, 1, 40) WHERE id = ?').run(target);
    db.close();
    await expectRefusedStart(new RegExp(`table sales, id ${target}: the body is not JSON`));
  }, 30_000);

  it('with a record that is JSON but not a valid sale: the server refuses naming the field, changing nothing', async () => {
    const sales = await closedDatabase();
    const db = new Database(file);
    db.prepare(`UPDATE sales SET body = json_set(body, '$.status', 'PAID?') WHERE id = ?`).run(sales[0]);
    db.close();
    await expectRefusedStart(new RegExp(`does not hold a valid sandbox state: sales\\.${sales[0]}\\.status`));
  }, 30_000);

  it('that is not a SQLite database at all (its header destroyed): refused, changing nothing', async () => {
    await closedDatabase();
    flipBytes(file, 0, 16);
    await expectRefusedStart(/is neither a SQLite database nor a JSON state/);
  }, 30_000);
});

describe('a WAL file without its database', () => {
  it('is refused (naming the WAL), changing nothing; with the database back, every answered write is there', async () => {
    const server = await start();
    const ids = await createSales(server, 3);
    await server.stop('SIGKILL'); // the writes are in state.db-wal, not yet in state.db
    expect(modeOf(`${file}-wal`)).toBe('600');
    renameSync(file, join(dir, 'elsewhere.db'));
    await expectRefusedStart(new RegExp(`${file}-wal: is present but its database ${file} is missing`));

    renameSync(join(dir, 'elsewhere.db'), file);
    const restarted = await start();
    for (const id of ids) expect((await fetch(`${restarted.url}/__admin/sales/${id}`)).status).toBe(200);
  }, 30_000);
});

describe('a JSON-era journal without its snapshot', () => {
  it.each(['.wal', '.wal.old'])(
    '(%s) is refused, naming it, changing nothing: starting afresh would drop its writes',
    async (suffix) => {
      writeFileSync(`${file}${suffix}`, '{"records":[],"meta":{}}\n', { mode: 0o600 });
      await expectRefusedStart(new RegExp(`${file}\\${suffix}: is present but its database ${file} is missing`));
    },
  );
});

describe('two servers on one database', () => {
  it('the second refuses, naming the first by its pid, and changes nothing; the first goes on; a killed holder does not block the next start', async () => {
    const first = await start();
    await createSales(first, 1);
    expect(modeOf(`${file}.pid`)).toBe('600');
    await untilCheckpointed(file); // the first server's own checkpoint, which the snapshot must not catch half-way
    const before = folderSnapshot(dir);
    const second = await runCli([], { SANDBOX_DB_FILE: file });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`${file}: is in use by process ${first.child.pid}`);
    const checked = await runCli(['db', 'check', '--db-file', file]);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain(`is in use by process ${first.child.pid}`);
    expect(folderSnapshot(dir)).toEqual(before);

    const [later] = await createSales(first, 1);
    await first.stop('SIGKILL'); // its pid file stays behind, naming a process that is gone
    const next = await start();
    expect((await fetch(`${next.url}/__admin/sales/${later}`)).status).toBe(200);
  }, 30_000);
});
