import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COLLECTION_NAMES } from '../../src/core/store/collections.js';
import type { State } from '../../src/core/store/state.js';
import { fixtures } from '../helpers/app.js';
import { startChild, type ChildServer } from '../helpers/child.js';
import { folderSnapshot, modeOf, readDatabase, runCli } from './db-helpers.js';

// A JSON state file of the sandbox before SQLite (snapshot + `.wal.old` + `.wal` journals),
// converted once by a real server process (needs dist/: npm run build).

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-convert-'));
  file = join(dir, 'state.json');
});
const running: ChildServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ChildServer> {
  const server = await startChild({ SANDBOX_DB_FILE: file });
  running.push(server);
  return server;
}

type Entry = { records: [string, number, unknown][]; meta: unknown };
const line = (entry: Entry) => JSON.stringify(entry);

/**
 * A legacy state: the fixtures (clock frozen at the anchor, so nothing falls due at start),
 * a compaction's `.wal.old` changing a sale, a `.wal` inserting one sale, deleting another and
 * renaming a user, and a torn last line (a crash mid-append). Returns what it must convert to.
 */
async function legacyFiles(): Promise<{ expected: State; snapshot: string; walOld: string[]; wal: string[] }> {
  const state = await fixtures()();
  state.meta.clock = { offsetMs: 0, frozenAtMs: Date.parse(state.meta.anchor) };
  const expected = structuredClone(state);
  const saleIds = Object.keys(state.sales).map(Number);
  const [first, second] = saleIds;
  const added = Math.max(...saleIds) + 1;
  const meta = { ...expected.meta, sequences: { ...expected.meta.sequences, sales: added } };

  const changed = { ...expected.sales[first], metadata: { step: 'wal.old' } };
  const inserted = { ...expected.sales[second], id: added, metadata: { step: 'wal line 1' } };
  const renamed = { ...expected.users[1000], name: 'Convertida da Silva' };
  const walOld = [line({ records: [['sales', first, changed]], meta: expected.meta })];
  const wal = [
    line({ records: [['sales', added, inserted]], meta }),
    line({
      records: [
        ['sales', second, null],
        ['users', 1000, renamed],
      ],
      meta,
    }),
  ];

  expected.sales[first] = changed;
  expected.sales[added] = inserted;
  delete expected.sales[second];
  expected.users[1000] = renamed;
  expected.meta = meta;
  return { expected, snapshot: JSON.stringify(state), walOld, wal };
}

function write(snapshot: string, walOld: string, wal: string): void {
  writeFileSync(file, snapshot, { mode: 0o644 });
  writeFileSync(`${file}.wal.old`, walOld, { mode: 0o644 });
  writeFileSync(`${file}.wal`, wal, { mode: 0o644 });
}

function tables(path: string): Record<string, unknown> {
  return readDatabase(path, (db) => {
    const result: Record<string, unknown> = {
      meta: Object.fromEntries(
        (db.prepare('SELECT key, value FROM meta').raw().all() as [string, string][]).map(([key, value]) => [
          key,
          JSON.parse(value),
        ]),
      ),
    };
    for (const name of COLLECTION_NAMES)
      result[name] = Object.fromEntries(
        (db.prepare(`SELECT id, body FROM "${name}"`).raw().all() as [number, string][]).map(([id, body]) => [
          id,
          JSON.parse(body),
        ]),
      );
    return result;
  });
}

describe('a JSON state file of an earlier version', () => {
  it('is converted once into SQLite at the same path: every record of snapshot + journals there, a torn last line dropped, the JSON files kept as backups, all 0600', async () => {
    const { expected, snapshot, walOld, wal } = await legacyFiles();
    const walText = `${wal.join('\n')}\n{"records":[["sales",`;
    write(snapshot, `${walOld.join('\n')}\n`, walText);
    const checked = await runCli(['db', 'check', '--db-file', file]);
    expect(checked).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(
        'a start would convert it into SQLite (snapshot + 3 journal entries, a torn last line dropped)',
      ),
    });

    const server = await start();
    expect(server.output()).toContain(`converted the JSON state ${file} (snapshot + 3 journal entries)`);
    expect(server.output()).toContain(
      `kept as ${file}.json-backup, ${file}.json-backup.wal.old, ${file}.json-backup.wal`,
    );
    const added = Number(Object.keys(expected.sales).at(-1));
    const sale = await fetch(`${server.url}/__admin/sales/${added}`);
    expect(((await sale.json()) as { sale: { metadata: unknown } }).sale.metadata).toEqual({ step: 'wal line 1' });
    await server.stop();

    expect(readFileSync(file).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect(tables(file)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(readFileSync(`${file}.json-backup`, 'utf8')).toBe(snapshot);
    expect(readFileSync(`${file}.json-backup.wal`, 'utf8')).toBe(walText);
    expect(readFileSync(`${file}.json-backup.wal.old`, 'utf8')).toBe(`${walOld.join('\n')}\n`);
    expect(readdirSync(dir).sort()).toEqual([
      'state.json',
      'state.json.json-backup',
      'state.json.json-backup.wal',
      'state.json.json-backup.wal.old',
    ]);
    for (const name of readdirSync(dir)) expect({ name, mode: modeOf(join(dir, name)) }).toEqual({ name, mode: '600' });

    // Once: the next start opens the database.
    const again = await start();
    expect(again.output()).not.toContain('converted');
    await again.stop();
    expect(tables(file)).toEqual(JSON.parse(JSON.stringify(expected)));
  }, 60_000);

  const damage: [string, (lines: string[]) => string, string, number][] = [
    ['a garbage line in the middle of .wal', (wal) => `${wal[0]}\nnot json at all\n${wal[1]}\n`, '.wal', 2],
    ['a line of .wal cut short, followed by a complete one', (wal) => `${wal[0].slice(0, 60)}\n${wal[1]}\n`, '.wal', 1],
    ['one byte of line 1 changed (a brace)', (wal) => `${wal[0].replace('{', '(')}\n${wal[1]}\n`, '.wal', 1],
    [
      'one byte of line 1 changed (invalid UTF-8)',
      (wal) =>
        Buffer.concat([
          Buffer.from(wal[0].slice(0, 20)),
          Buffer.from([0xff]),
          Buffer.from(`${wal[0].slice(21)}\n${wal[1]}\n`),
        ]).toString('latin1'),
      '.wal',
      1,
    ],
    ['a complete last line that is not an entry', (wal) => `${wal[0]}\n${wal[1]}\n{"hello":"world"}\n`, '.wal', 3],
  ];

  it.each(damage)(
    'with %s: refuses to start naming the file and line, and changes nothing',
    async (_name, corrupt, journal, lineNumber) => {
      const { snapshot, walOld, wal } = await legacyFiles();
      write(snapshot, `${walOld.join('\n')}\n`, '');
      writeFileSync(`${file}.wal`, Buffer.from(corrupt(wal), 'latin1'), { mode: 0o644 });
      const before = folderSnapshot(dir);
      const started = await runCli([], { SANDBOX_DB_FILE: file });
      expect(started.code).toBe(1);
      expect(started.stderr).toContain(`${file}${journal}: line ${lineNumber} is damaged`);
      expect(folderSnapshot(dir)).toEqual(before);
      expect((await runCli(['db', 'check', '--db-file', file])).code).toBe(1);
      expect(folderSnapshot(dir)).toEqual(before);
    },
    30_000,
  );

  it('with a damaged line in .wal.old: refuses naming .wal.old; db repair copies what is readable, skipping that line, into a database that starts', async () => {
    const { snapshot, walOld, wal } = await legacyFiles();
    write(snapshot, `garbage\n${walOld.join('\n')}\n`, `${wal.join('\n')}\n`);
    const before = folderSnapshot(dir);
    const started = await runCli([], { SANDBOX_DB_FILE: file });
    expect(started.stderr).toContain(`${file}.wal.old: line 1 is damaged`);
    expect(folderSnapshot(dir)).toEqual(before);

    const out = join(dir, 'repaired.db');
    const repair = await runCli(['db', 'repair', '--db-file', file, '--out', out]);
    expect(repair.stdout).toContain(`${file}.wal.old: skipped damaged lines 1`);
    expect(repair.code).toBe(1);
    expect(existsSync(`${file}.converting`)).toBe(false);
    expect(
      Object.fromEntries(Object.entries(folderSnapshot(dir)).filter(([name]) => !name.startsWith('repaired'))),
    ).toEqual(before);
    expect((await runCli(['db', 'check', '--db-file', out])).code).toBe(0);
  }, 30_000);
});
