import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { startServer, type RunningServer } from '../../src/host/server.js';
import { defaultSettings, type Settings } from '../../src/core/settings.js';
import { CURRENT_SCHEMA_VERSION, MIGRATIONS, stepName, type Migration } from '../../src/core/store/migrations/index.js';
import type { SchemaRegistry } from '../../src/http/schemas.js';
import { buildTestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ROOT } from '../helpers/child.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { cli } from '../cli/cli-helpers.js';
import { EXIT } from '../../src/tools/cli/verb.js';
import { dbVerb, describe as describeInspection } from '../../src/tools/cli/db.verb.js';
import { inspectStateFile } from '../../src/core/store/sqlite-open.js';
import { stateProblems } from '../../src/features/admin/state.service.js';
import { folderSnapshot, modeOf, readDatabase } from './db-helpers.js';
import {
  addPicpayFee,
  NEXT_SCHEMA_VERSION,
  PICPAY_CHAIN,
  PICPAY_FEE,
  picpaySchemas,
  picpayStepsFrom,
} from './picpay-world.js';

/**
 * The migration machinery, proven on the case with a test-only chain as the next release
 * would hold it (PICPAY_CHAIN: every real step, then one from this code's version to the next
 * that adds a required fee row), over the saved states this release and earlier ones left: a
 * file-mode start (SQLite and a JSON state), a restore, the CLI. Written against
 * CURRENT_SCHEMA_VERSION, so they hold as real steps join MIGRATIONS.
 */
const SAVED = join(ROOT, 'test/fixtures/saved-states');
const CURRENT = CURRENT_SCHEMA_VERSION;
const NEXT = NEXT_SCHEMA_VERSION;
/** The saved database and export of this release's version, and of version 1. */
const SAVED_DB = join(SAVED, `v${CURRENT}.state.db`);
const SAVED_V1_DB = join(SAVED, 'v1.state.db');
const savedText = readFileSync(join(SAVED, `v${CURRENT}.state.json`), 'utf8');
const savedV1Text = readFileSync(join(SAVED, 'v1.state.json'), 'utf8');
/** PICPAY's step as a migration reports it. */
const STEP = stepName(addPicpayFee);

let dir: string;
const running: RunningServer[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-migrate-'));
});
afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface World {
  schemas?: SchemaRegistry;
  migrations?: readonly Migration[];
}

async function start(settings: Partial<Settings>, world: World = {}): Promise<RunningServer> {
  const server = await startServer(
    { ...defaultSettings(), port: 0, host: '127.0.0.1', logLevel: 'silent', dueWorkIntervalMs: 0, ...settings },
    world,
  );
  running.push(server);
  return server;
}

async function stop(server: RunningServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.close();
}

/** The next release: its schemas and its chain. */
const next = (): World => ({ schemas: picpaySchemas(), migrations: PICPAY_CHAIN });

/** Every seller of a state has the PICPAY row, and the state says the next version. */
function expectNextVersion(state: {
  meta: { schemaVersion: number };
  sellers: Record<string, { fees: { sales: Record<string, unknown> } }>;
}): void {
  expect(state.meta.schemaVersion).toBe(NEXT);
  const sellers = Object.values(state.sellers);
  expect(sellers.length).toBeGreaterThan(0);
  for (const seller of sellers) expect(seller.fees.sales.PICPAY).toEqual(PICPAY_FEE);
}

/** schemaVersion and how many sellers have (or lack) the PICPAY row, read from a closed database. */
function readVersion(file: string) {
  return readDatabase(file, (db) => ({
    schemaVersion: JSON.parse(db.prepare("SELECT value FROM meta WHERE key = 'schemaVersion'").pluck().get() as string),
    withPicpay: db
      .prepare("SELECT count(*) FROM sellers WHERE json_extract(body, '$.fees.sales.PICPAY') IS NOT NULL")
      .pluck()
      .get(),
    sellers: db.prepare('SELECT count(*) FROM sellers').pluck().get(),
    sales: db.prepare('SELECT count(*) FROM sales').pluck().get(),
  }));
}

describe('a file-mode start on a state of an earlier version', () => {
  it('migrates a database of the current version to the next, rewrites it there and keeps the earlier file as <file>.v<N>.bak', async () => {
    const file = join(dir, 'state.db');
    copyFileSync(SAVED_DB, file);
    const original = readVersion(file);
    expect(original).toMatchObject({ schemaVersion: CURRENT, withPicpay: 0 });

    const world = next();
    const first = await start({ dbFile: file }, world);
    expect(first.deps.store.notice).toBe(
      `migrated the state from schema version ${CURRENT} to ${NEXT} (${STEP}); the version-${CURRENT} database is kept as ${file}.v${CURRENT}.bak`,
    );
    const exported = await fetch(`${first.url}/__admin/state`);
    const state = await exported.json();
    expect(world.schemas!.errors('admin/state.response.schema.json', state)).toBeNull();
    expectNextVersion(state);
    expect((await fetch(`${first.url}/api/seller`, { headers: keys('acme') })).status).toBe(200);
    await stop(first);

    expect(readVersion(file)).toEqual({ ...original, schemaVersion: NEXT, withPicpay: original.sellers });
    expect(readVersion(`${file}.v${CURRENT}.bak`)).toEqual(original);
    expect(modeOf(`${file}.v${CURRENT}.bak`)).toBe('600');

    // Once migrated, a start has nothing to do; this release (the one before the step) refuses the file, naming both
    // versions, and changes nothing.
    const second = await start({ dbFile: file }, next());
    expect(second.deps.store.notice).toBeNull();
    await stop(second);
    const before = folderSnapshot(dir);
    await expect(start({ dbFile: file })).rejects.toThrow(
      `${file}: holds a state of schema version ${NEXT}, newer than this gateway-sandbox reads (version ${CURRENT}): use a gateway-sandbox of that version or later. Nothing was changed`,
    );
    expect(folderSnapshot(dir)).toEqual(before);
  });

  it("migrates a version-1 database through every step in order (the real ones, then PICPAY's) in one start, keeping the version-1 file as <file>.v1.bak", async () => {
    const file = join(dir, 'state.db');
    copyFileSync(SAVED_V1_DB, file);
    const original = readVersion(file);
    expect(original).toMatchObject({ schemaVersion: 1, withPicpay: 0 });
    const steps = picpayStepsFrom(1);
    expect(steps).toHaveLength(NEXT - 1);

    const world = next();
    const server = await start({ dbFile: file }, world);
    expect(server.deps.store.notice).toBe(
      `migrated the state from schema version 1 to ${NEXT} (${steps.join('; ')}); the version-1 database is kept as ${file}.v1.bak`,
    );
    const state = await (await fetch(`${server.url}/__admin/state`)).json();
    expect(world.schemas!.errors('admin/state.response.schema.json', state)).toBeNull();
    expectNextVersion(state);
    expect(Object.keys(state.sales)).toHaveLength(original.sales as number);
    expect((await fetch(`${server.url}/api/seller`, { headers: keys('acme') })).status).toBe(200);
    await stop(server);

    expect(readVersion(file)).toEqual({ ...original, schemaVersion: NEXT, withPicpay: original.sellers });
    expect(readVersion(`${file}.v1.bak`)).toEqual(original);
  });

  it('db check says what a start would migrate, and changes nothing', async () => {
    const file = join(dir, 'state.db');
    copyFileSync(SAVED_DB, file);
    const before = folderSnapshot(dir);
    const registry = picpaySchemas();
    const check = (state: unknown) => {
      const problems = stateProblems(registry, state);
      if (problems.length) throw new Error(problems.join(', '));
    };
    const line = describeInspection(await inspectStateFile(file, check, PICPAY_CHAIN));
    expect(line).toMatch(
      new RegExp(
        `^${file}: would start\\. quick_check ok, every row valid \\(.*\\); a start would migrate it from schema version ${CURRENT} to ${NEXT} \\(${STEP}\\), keeping the version-${CURRENT} database as ${file}\\.v${CURRENT}\\.bak$`,
      ),
    );
    expect(folderSnapshot(dir)).toEqual(before);
  });

  it('a start and db check of this release refuse a database of a newer version, naming both versions, and change nothing', async () => {
    const file = join(dir, 'state.db');
    copyFileSync(SAVED_DB, file);
    const db = new Database(file);
    db.prepare("UPDATE meta SET value = ? WHERE key = 'schemaVersion'").run(String(CURRENT_SCHEMA_VERSION + 1));
    db.close();
    const before = folderSnapshot(dir);
    const refusal = `${file}: holds a state of schema version ${CURRENT_SCHEMA_VERSION + 1}, newer than this gateway-sandbox reads (version ${CURRENT_SCHEMA_VERSION}): use a gateway-sandbox of that version or later. Nothing was changed`;
    await expect(start({ dbFile: file })).rejects.toThrow(refusal);
    let stdout = '';
    let stderr = '';
    const code = await dbVerb.run(['check', '--db-file', file], {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      env: {},
    });
    expect({ code, stdout, stderr }).toEqual({
      code: EXIT.refused,
      stdout: '',
      stderr: `gateway-sandbox db check: ${refusal}\n`,
    });
    expect(folderSnapshot(dir)).toEqual(before);
  });

  it('keeps the earlier database whole when the rewrite fails half-way (one transaction, rolled back), and a later start migrates it', async () => {
    const file = join(dir, 'state.db');
    copyFileSync(SAVED_DB, file);
    const original = readVersion(file);
    // The database refuses the third migrated seller, after the rewrite has already deleted every table's rows.
    const db = new Database(file);
    db.exec(
      "CREATE TRIGGER refuse_picpay BEFORE INSERT ON sellers WHEN (SELECT count(*) FROM sellers) >= 2 BEGIN SELECT RAISE(ABORT, 'simulated write failure'); END",
    );
    db.close();
    await expect(start({ dbFile: file }, next())).rejects.toThrow(
      `${file}: could not be rewritten at schema version ${NEXT} (simulated write failure); the transaction was rolled back, the file still holds version ${CURRENT}, and a copy is at ${file}.v${CURRENT}.bak`,
    );
    expect(readVersion(file)).toEqual(original);
    expect(readVersion(`${file}.v${CURRENT}.bak`)).toEqual(original);
    expect(existsSync(`${file}.pid`)).toBe(false);

    const fixed = new Database(file);
    fixed.exec('DROP TRIGGER refuse_picpay');
    fixed.close();
    const server = await start({ dbFile: file }, next());
    expect(server.deps.store.notice).toContain(`the version-${CURRENT} database is kept as ${file}.v${CURRENT}.bak-2`);
    await stop(server);
    expect(readVersion(file)).toMatchObject({
      schemaVersion: NEXT,
      withPicpay: original.sellers,
      sales: original.sales,
    });
  });

  it('migrates a JSON state of the current version as it converts it, keeping the JSON files (of that version) as backups', async () => {
    const file = join(dir, 'state.json');
    writeFileSync(file, savedText);
    const server = await start({ dbFile: file }, next());
    expect(server.deps.store.notice).toContain(`converted the JSON state ${file}`);
    expect(server.deps.store.notice).toContain(
      `; migrated the state from schema version ${CURRENT} to ${NEXT} (${STEP}) (the JSON backups hold version ${CURRENT})`,
    );
    expectNextVersion(server.deps.store.state);
    await stop(server);
    const sellers = Object.keys(JSON.parse(savedText).sellers).length;
    expect(readVersion(file)).toMatchObject({ schemaVersion: NEXT, sellers, withPicpay: sellers });
    expect(readFileSync(`${file}.json-backup`, 'utf8')).toBe(savedText);
  });

  it('refuses a start when a step fails on the state, naming the step, and changes nothing', async () => {
    const file = join(dir, 'state.db');
    copyFileSync(SAVED_DB, file);
    const before = folderSnapshot(dir);
    const broken: Migration = {
      from: CURRENT,
      summary: 'a step that cannot read this state',
      up: () => {
        throw new Error('no sellers table as it expected');
      },
    };
    await expect(
      start({ dbFile: file }, { schemas: picpaySchemas(), migrations: [...MIGRATIONS, broken] }),
    ).rejects.toThrow(
      `${file}: cannot be migrated from schema version ${CURRENT} to ${NEXT}: step v${CURRENT}→v${NEXT}: a step that cannot read this state failed (no sellers table as it expected). Nothing was changed`,
    );
    expect(folderSnapshot(dir)).toEqual(before);
  });
});

describe('PUT /__admin/state with a state of an earlier version', () => {
  it("without a migration, a snapshot of the current version is the issue's 400 (sellers.1000.fees.sales.PICPAY)", async () => {
    const server = await start({}, { schemas: picpaySchemas(CURRENT) });
    const res = await request(server.url)
      .put('/__admin/state')
      .set('content-type', 'application/json')
      .send(savedText)
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details).toContain('sellers.1000.fees.sales.PICPAY');
  });

  it('migrates it first and answers what it did; the sandbox then holds the next version', async () => {
    const world = next();
    const server = await start({}, world);
    const res = await request(server.url)
      .put('/__admin/state')
      .set('content-type', 'application/json')
      .send(savedText)
      .expect(200);
    expect(world.schemas!.errors('admin/state-restore.response.schema.json', res.body)).toBeNull();
    expect(res.body).toEqual({
      ok: true,
      message: `Estado substituído (migrado da versão de esquema ${CURRENT} para a ${NEXT})`,
      schemaVersion: NEXT,
      migratedFrom: CURRENT,
      migrations: [STEP],
    });
    const state = (await request(server.url).get('/__admin/state').expect(200)).body;
    expect(world.schemas!.errors('admin/state.response.schema.json', state)).toBeNull();
    expectNextVersion(state);
  });

  it("migrates a version-1 snapshot through every step in order (the real ones, then PICPAY's) and answers each", async () => {
    const world = next();
    const server = await start({}, world);
    const res = await request(server.url)
      .put('/__admin/state')
      .set('content-type', 'application/json')
      .send(savedV1Text)
      .expect(200);
    expect(world.schemas!.errors('admin/state-restore.response.schema.json', res.body)).toBeNull();
    expect(res.body).toEqual({
      ok: true,
      message: `Estado substituído (migrado da versão de esquema 1 para a ${NEXT})`,
      schemaVersion: NEXT,
      migratedFrom: 1,
      migrations: picpayStepsFrom(1),
    });
    expect(res.body.migrations).toHaveLength(NEXT - 1);
    const state = (await request(server.url).get('/__admin/state').expect(200)).body;
    expect(world.schemas!.errors('admin/state.response.schema.json', state)).toBeNull();
    expectNextVersion(state);
    expect(Object.keys(state.sales)).toEqual(Object.keys(JSON.parse(savedV1Text).sales));
  });

  it('refuses a state a step fails on with 400, naming the step, and changes nothing', async () => {
    const broken: Migration = { from: CURRENT, summary: 'broken', up: () => ({}) };
    const server = await start({}, { migrations: [...MIGRATIONS, broken] });
    const before = JSON.stringify(server.deps.store.state);
    const res = await request(server.url)
      .put('/__admin/state')
      .set('content-type', 'application/json')
      .send(savedText)
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body).toEqual({
      error: 'STATE_VERSION_UNSUPPORTED',
      message: `O estado da versão de esquema ${CURRENT} não pôde ser migrado para a ${NEXT} (step v${CURRENT}→v${NEXT}: broken did not return a state): nada foi alterado`,
      details: ['meta.schemaVersion'],
    });
    expect(JSON.stringify(server.deps.store.state)).toBe(before);
  });

  it('refuses a state newer than the sandbox with 400 naming both versions, and changes nothing', async () => {
    const t = await buildTestApp();
    try {
      const before = JSON.stringify(t.deps.store.state);
      const newer = JSON.parse(savedText);
      newer.meta.schemaVersion = CURRENT_SCHEMA_VERSION + 1;
      const res = await request(t.app).put('/__admin/state').send(newer).expect(400);
      expectSchema(res.body, ERROR_SCHEMAS.admin);
      expect(res.body).toEqual({
        error: 'STATE_VERSION_UNSUPPORTED',
        message: `O estado é da versão de esquema ${CURRENT_SCHEMA_VERSION + 1}, mais nova que a deste sandbox (${CURRENT_SCHEMA_VERSION}): use um gateway-sandbox dessa versão ou posterior; nada foi alterado`,
        details: ['meta.schemaVersion'],
      });
      expect(JSON.stringify(t.deps.store.state)).toBe(before);
    } finally {
      t.close();
    }
  });

  it("the CLI's state load prints the steps it applied", async () => {
    const server = await start({}, next());
    const file = join(dir, 'saved.json');
    writeFileSync(file, savedV1Text);
    const run = await cli(server.url, ['state', 'load', file]);
    const steps = picpayStepsFrom(1)
      .map((step) => `  ${step}\n`)
      .join('');
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: `loaded ${file}: Estado substituído (migrado da versão de esquema 1 para a ${NEXT})\nmigrated from schema version 1 to ${NEXT}:\n${steps}`,
    });
  });
});
