import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { keys } from '../helpers/accounts.js';
import { ROOT, startChild, type ChildServer } from '../helpers/child.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { saleBody } from '../sales/sale-helpers.js';
import { untilCheckpointed, flipBytes, folderSnapshot, runCli } from './db-helpers.js';
import { withSeed } from './seeded.js';

// The hostile list of issue 20 (items 2, 3, 10): real servers killed over real files, then
// each damage, then `db check` and a start. `db check` must leave every file of the folder
// byte for byte as it was (presence of -wal/-shm included) whatever the damage. Needs dist/.

let dir: string;
let file: string;
let wal: string;
const running: ChildServer[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-wal-damage-'));
  file = join(dir, 'state.db');
  wal = `${file}-wal`;
});
/** Read-only mounts a test made (see readOnlyWay below), undone before its folder is removed. */
const mounts: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop('SIGKILL');
  for (const path of mounts.splice(0).reverse()) execFileSync('umount', [path]);
  chmodSync(dir, 0o700);
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ChildServer> {
  const server = await startChild({ SANDBOX_DB_FILE: file });
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
    const body = (await res.json()) as { sale: { id: number } };
    expect(res.status).toBe(201);
    expectSchema(body, 'sales/sale-created.response.schema.json');
    ids.push(body.sale.id);
  }
  return ids;
}

/** Which of `ids` the server holds (each answer checked against its schema). */
async function salesHeld(server: ChildServer, ids: number[]): Promise<number[]> {
  const held: number[] = [];
  for (const id of ids) {
    const res = await fetch(`${server.url}/__admin/sales/${id}`);
    const body = await res.json();
    if (res.status === 200) {
      expectSchema(body, 'sales/sale-admin.response.schema.json');
      held.push(id);
    } else {
      expect(res.status).toBe(404);
      expectSchema(body, ERROR_SCHEMAS.admin);
    }
  }
  return held;
}

/**
 * A server that answered `checkpointed` sales, had them checkpointed into the database file (the -wal cut to 0 bytes),
 * then answered `recent` more and was killed before the next checkpoint: those are in the -wal only, as after a crash.
 * One real server is killed so per file (the first test that asks pays for it); each test gets a byte-for-byte copy of
 * the files it left (database, -wal and -shm, their modes kept) in its own folder, to damage as it likes.
 */
let killed: { dir: string; checkpointed: number[]; recent: number[] } | undefined;
afterAll(() => {
  if (killed) rmSync(killed.dir, { recursive: true, force: true });
});

async function killedWithRecentWrites(): Promise<{ checkpointed: number[]; recent: number[] }> {
  killed ??= await killServerWithRecentWrites();
  for (const name of readdirSync(killed.dir)) copyFileSync(join(killed.dir, name), join(dir, name));
  expect(statSync(wal).size).toBeGreaterThan(0);
  return { checkpointed: killed.checkpointed, recent: killed.recent };
}

async function killServerWithRecentWrites(): Promise<{ dir: string; checkpointed: number[]; recent: number[] }> {
  const killedDir = mkdtempSync(join(tmpdir(), 'sandbox-wal-damage-killed-'));
  const killedFile = join(killedDir, 'state.db');
  const server = await startChild({ SANDBOX_DB_FILE: killedFile });
  running.push(server);
  const checkpointed = await createSales(server, 4);
  await untilCheckpointed(killedFile);
  const recent = await createSales(server, 6);
  await server.stop('SIGKILL');
  return { dir: killedDir, checkpointed, recent };
}

/** `db check` exits with `code` and the message, and leaves every file of the folder byte for byte as it was. */
async function expectCheck(code: number, message: RegExp, as: { uid?: number; gid?: number } = {}): Promise<void> {
  const before = folderSnapshot(dir);
  const checked = await runCli(['db', 'check', '--db-file', file], {}, as);
  expect({ code: checked.code, output: checked.stdout + checked.stderr }).toEqual({
    code,
    output: expect.stringMatching(message),
  });
  expect(checked.stdout + checked.stderr).not.toMatch(/damaged, run db repair/);
  expect(folderSnapshot(dir)).toEqual(before);
}

/** A start is refused with the message, and changes nothing. */
async function expectRefusedStart(message: RegExp, as: { uid?: number; gid?: number } = {}): Promise<void> {
  const before = folderSnapshot(dir);
  const started = await runCli([], { SANDBOX_DB_FILE: file }, as);
  expect({ code: started.code, stderr: started.stderr }).toEqual({ code: 1, stderr: expect.stringMatching(message) });
  expect(folderSnapshot(dir)).toEqual(before);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the database file alone, beside a -wal that holds writes', () => {
  it('an empty (0-byte) database file beside its -wal: refused naming the -wal, never "would be created" and never a start from the fixtures', async () => {
    await killedWithRecentWrites();
    truncateSync(file, 0);
    const message = new RegExp(
      `${escape(wal)}: holds \\d+ transactions \\(\\d+ bytes\\), but its database ${escape(file)} is empty \\(0 bytes\\).*Put the database file back`,
    );
    await expectCheck(1, message);
    await expectRefusedStart(message);
  }, 60_000);

  it.each([
    ['in WAL mode with no tables at all', ['PRAGMA journal_mode = WAL']],
    [
      'in WAL mode with tables of its own',
      ['PRAGMA journal_mode = WAL', 'CREATE TABLE notes (text TEXT)', "INSERT INTO notes VALUES ('mine')"],
    ],
  ])(
    'a foreign database (%s) put in place of the sandbox one: refused naming the -wal',
    async (_what, statements) => {
      await killedWithRecentWrites();
      const foreign = join(mkdtempSync(join(tmpdir(), 'sandbox-foreign-')), 'other.db');
      const db = new Database(foreign);
      for (const statement of statements) db.exec(statement);
      db.close();
      copyFileSync(foreign, file);
      rmSync(join(foreign, '..'), { recursive: true });
      const message = new RegExp(
        `${escape(wal)}: holds \\d+ transactions .* but the database beside it, ${escape(file)}, is not a sandbox state .*this -wal belongs to another database file`,
      );
      await expectCheck(1, message);
      await expectRefusedStart(message);
    },
    60_000,
  );
});

describe('a database an earlier version left, killed before its first checkpoint', () => {
  it('(a file with no table beside a -wal never restarted, holding the whole history) starts with every sale, db check changing nothing', async () => {
    // A real state, cleanly stopped: one file.
    const source = join(mkdtempSync(join(tmpdir(), 'sandbox-earlier-')), 'source.db');
    const server = await startChild({ SANDBOX_DB_FILE: source });
    running.push(server);
    const ids = await createSales(server, 3);
    await server.stop('SIGTERM');
    // What earlier versions did: WAL mode on the new file, then the whole state in one transaction, in the -wal only.
    writeFileSync(file, '', { mode: 0o600 });
    const live = join(mkdtempSync(join(tmpdir(), 'sandbox-earlier-live-')), 'state.db');
    copyFileSync(file, live);
    const db = new Database(live, { fileMustExist: true });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    db.pragma('journal_mode = WAL');
    db.prepare('ATTACH ? AS source').run(source);
    const tables = db.prepare("SELECT name, sql FROM source.sqlite_schema WHERE type = 'table'").all() as {
      name: string;
      sql: string;
    }[];
    const applicationId = db.pragma('source.application_id', { simple: true }) as number;
    db.transaction(() => {
      for (const { name, sql } of tables) {
        db.exec(sql);
        db.exec(`INSERT INTO main."${name}" SELECT * FROM source."${name}"`);
      }
      db.pragma(`application_id = ${applicationId}`);
      db.pragma('user_version = 1');
    })();
    copyFileSync(live, file);
    copyFileSync(`${live}-wal`, wal); // the server killed here
    db.close();
    rmSync(join(source, '..'), { recursive: true, force: true });
    rmSync(join(live, '..'), { recursive: true, force: true });

    await expectCheck(0, /would start\. quick_check ok.*Its -wal holds 1 transactions not yet checkpointed/);
    const restarted = await start();
    expect(await salesHeld(restarted, ids)).toEqual(ids);
  }, 60_000);
});

describe('a damaged -wal', () => {
  it.each([
    ['its magic number', 0, /does not start with SQLite's WAL magic number/],
    ['its page size', 8, /names a page size of/],
    ['its salt', 16, /header checksum does not match/],
  ])(
    'with %s changed: refused naming the -wal (SQLite would silently start from the database file alone)',
    async (_what, offset, problem) => {
      await killedWithRecentWrites();
      flipBytes(wal, offset, 4);
      const message = new RegExp(
        `${escape(wal)}: is damaged: .*${problem.source}.*SQLite would ignore every write it holds`,
      );
      await expectCheck(1, message);
      await expectRefusedStart(message);
    },
    60_000,
  );

  it('with a damaged header: db repair copies what the database file holds and says the -wal was not read (exit 1), the originals untouched', async () => {
    const { checkpointed, recent } = await killedWithRecentWrites();
    flipBytes(wal, 0, 4);
    const before = folderSnapshot(dir);
    const out = join(mkdtempSync(join(tmpdir(), 'sandbox-repaired-')), 'repaired.db');
    const repair = await runCli(['db', 'repair', '--db-file', file, '--out', out]);
    expect(repair.code).toBe(1);
    expect(repair.stdout).toContain(`${wal}: is damaged (its header does not start with SQLite's WAL magic number`);
    expect(repair.stdout).toMatch(/lost at most 0 rows, and the uncounted writes of the damaged -wal/);
    expect(folderSnapshot(dir)).toEqual(before);
    const server = await startChild({ SANDBOX_DB_FILE: out });
    running.push(server);
    expect(await salesHeld(server, checkpointed)).toEqual(checkpointed);
    expect(await salesHeld(server, recent)).toEqual([]);
    await server.stop('SIGKILL');
    rmSync(join(out, '..'), { recursive: true, force: true });
  }, 60_000);

  it('shorter than its header: refused naming the -wal', async () => {
    await killedWithRecentWrites();
    truncateSync(wal, 20);
    const message = new RegExp(`${escape(wal)}: is damaged: it is 20 bytes, shorter than the 32-byte WAL header`);
    await expectCheck(1, message);
    await expectRefusedStart(message);
  }, 60_000);

  it('cut in half: db check says what is replayed and what is ignored; the start holds every checkpointed write and the recent ones up to the cut, in order', async () => {
    const { checkpointed, recent } = await killedWithRecentWrites();
    truncateSync(wal, Math.floor(statSync(wal).size / 2));
    await expectCheck(
      0,
      /would start\. .*Its -wal holds \d+ transactions not yet checkpointed into the database file; \d+ bytes after them are ignored/,
    );
    const server = await start();
    expect(await salesHeld(server, checkpointed)).toEqual(checkpointed);
    const kept = await salesHeld(server, recent);
    expect(kept).toEqual(recent.slice(0, kept.length)); // a prefix: transactions are replayed in order up to the cut
    expect(kept.length).toBeLessThan(recent.length);
  }, 60_000);
});

describe('other damage: db check changes nothing', () => {
  it('a -wal removed: the database file alone holds every write checkpointed before the kill (the promise: all but the last ~second)', async () => {
    const { checkpointed, recent } = await killedWithRecentWrites();
    rmSync(wal);
    await expectCheck(0, /would start\. quick_check ok/);
    const server = await start();
    expect(await salesHeld(server, checkpointed)).toEqual(checkpointed);
    expect(await salesHeld(server, recent)).toEqual([]);
  }, 60_000);

  it('a database file cut in half (its -wal beside it): refused as damaged, changing nothing', async () => {
    await killedWithRecentWrites();
    truncateSync(file, Math.floor(statSync(file).size / 2));
    await expectCheck(1, /quick_check|cannot be opened|malformed/);
    await expectRefusedStart(/quick_check|cannot be opened|malformed/);
  }, 60_000);

  // Seeded: unseeded bytes started with `{` (a JSON state's first byte) about 1 run in 250. A fixed seed, whose bytes
  // start with neither `{` nor white space (asserted); SANDBOX_TEST_SEED tries others.
  it(
    'a database file overwritten with random bytes: refused, changing nothing',
    () =>
      withSeed(async (random) => {
        await killedWithRecentWrites();
        const bytes = random.bytes(statSync(file).size);
        expect(bytes.subarray(0, 1).toString('latin1')).toMatch(/^[^{\s]$/);
        writeFileSync(file, bytes);
        await expectCheck(1, /is neither a SQLite database nor a JSON state/);
        await expectRefusedStart(/is neither a SQLite database nor a JSON state/);
      }, 20261126),
    60_000,
  );
});

// Root is not stopped by permissions. As root, the CLI runs as nobody when nobody can reach the
// shipped bundle (the checkout's folders are world-readable); otherwise the read-only place is a
// read-only mount (a real EROFS, which stops root too). Either way the CLI meets a real refusal.
type ReadOnlyWay = { kind: 'permissions'; as: { uid?: number; gid?: number } } | { kind: 'mount' };
function readOnlyWay(): ReadOnlyWay {
  if (process.getuid?.() !== 0) return { kind: 'permissions', as: {} };
  const nobody = { uid: 65534, gid: 65534 };
  const probe = spawnSync(
    process.execPath,
    ['-e', `require('node:fs').accessSync(${JSON.stringify(join(ROOT, 'dist/bundle/cli.mjs'))}, 4)`],
    nobody,
  );
  return probe.status === 0 ? { kind: 'permissions', as: nobody } : { kind: 'mount' };
}
const way = readOnlyWay();
const wording = way.kind === 'mount' ? 'a read-only file system' : 'no write permission';
const as = way.kind === 'permissions' ? way.as : {};

/** The folder `dir` made read-only for the CLI, its files as they were. */
function readOnlyFolder(): void {
  if (way.kind === 'permissions') {
    if (as.uid !== undefined)
      for (const path of [dir, ...readdirSync(dir).map((name) => join(dir, name))]) chownSync(path, as.uid, as.gid!);
    chmodSync(dir, 0o500);
    return;
  }
  const held = mkdtempSync(join(tmpdir(), 'sandbox-held-'));
  for (const name of readdirSync(dir)) renameSync(join(dir, name), join(held, name));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m,mode=0700', 'tmpfs', dir]);
  mounts.push(dir);
  for (const name of readdirSync(held)) copyFileSync(join(held, name), join(dir, name));
  rmSync(held, { recursive: true, force: true });
  execFileSync('mount', ['-o', 'remount,ro', dir]);
}

/** The database file alone made read-only for the CLI, its folder writable. */
function readOnlyFile(): void {
  if (way.kind === 'permissions') {
    if (as.uid !== undefined) for (const path of [dir, file]) chownSync(path, as.uid, as.gid!);
    chmodSync(file, 0o400);
    return;
  }
  execFileSync('mount', ['--bind', file, file]);
  mounts.push(file);
  execFileSync('mount', ['-o', 'remount,ro,bind', file]);
}

describe('a read-only directory', () => {
  it('is named as such by db check and by a start (never "damaged, run db repair"), changing nothing', async () => {
    const { checkpointed } = await killedWithRecentWrites();
    expect(checkpointed.length).toBeGreaterThan(0);
    readOnlyFolder();
    const message = new RegExp(
      `${escape(file)}: the directory ${escape(dir)} is read-only \\(${wording}\\).*the database is not damaged`,
    );
    await expectCheck(1, message, as);
    await expectRefusedStart(message, as);
    expect(existsSync(`${file}-shm`)).toBe(false);
  }, 60_000);

  it('a read-only database file in a writable directory is named as such', async () => {
    await killedWithRecentWrites();
    renameSync(wal, join(dir, 'aside')); // the file alone, so only its own permission is in question
    readOnlyFile();
    const message = new RegExp(`${escape(file)}: the file ${escape(file)} is read-only \\(${wording}\\)`);
    await expectCheck(1, message, as);
    await expectRefusedStart(message, as);
  }, 60_000);
});
