import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { stateProblems } from '../../../src/features/admin/state.service.js';
import { startServer } from '../../../src/host/server.js';
import { defaultSettings } from '../../../src/core/settings.js';
import { saleMethodData } from '../../../src/core/store/migrations/0002-sale-method-data.js';
import {
  CURRENT_SCHEMA_VERSION,
  migrateState,
  MIGRATIONS,
  stepName,
} from '../../../src/core/store/migrations/index.js';
import { buildTestApp, type TestApp } from '../../helpers/app.js';
import { ROOT } from '../../helpers/child.js';
import { withPngsAsBefore } from '../../helpers/png-as-before.js';
import { expectSchema, schemas } from '../../helpers/schema.js';

/**
 * Issue 24 item 3: a sale stores its method's data as one `methodData` keyed by method. The
 * v1 state is the saved version 1 export (test/fixtures/saved-states/v1.state.json: GET
 * /__admin/state of the default fixtures answered by the code before the change, commit
 * 92c4dd6); the view digests are that code's GET /__admin/sales/{id} bodies over it.
 */
const V1_TEXT = readFileSync(join(ROOT, 'test/fixtures/saved-states/v1.state.json'), 'utf8');
const V1 = JSON.parse(V1_TEXT) as Record<string, unknown>;
const V1_VIEWS = (
  JSON.parse(readFileSync(join(ROOT, 'test/fixtures/methods-v1-sale-views.json'), 'utf8')) as {
    views: Record<string, string>;
  }
).views;
const v1Sales = V1.sales as Record<string, Record<string, unknown>>;
const METHOD_FIELDS = ['card', 'pix', 'boleto', 'transfer'];

describe('migration 0002: a sale’s method data in one methodData (state version 1 → 2)', () => {
  it('reads version 1 and makes version 2', () => {
    expect(saleMethodData.from).toBe(1);
    expect(stateProblems(schemas, V1)).toEqual(expect.arrayContaining(['meta.schemaVersion']));
    const v2 = saleMethodData.up(structuredClone(V1));
    expect((v2.meta as { schemaVersion: number }).schemaVersion).toBe(2);
    // What it makes, taken on by the steps after it (none while 2 is the current version), is a state this code takes.
    expect(stateProblems(schemas, migrateState(v2).state)).toEqual([]);
  });

  it('moves each sale’s one method field into methodData keyed by its paymentMethod, and changes nothing else', () => {
    const v2 = saleMethodData.up(structuredClone(V1));
    const v2Sales = v2.sales as Record<string, Record<string, unknown>>;
    expect(Object.keys(v2Sales)).toEqual(Object.keys(v1Sales));
    for (const [id, before] of Object.entries(v1Sales)) {
      const set = METHOD_FIELDS.filter((field) => before[field] !== null);
      expect([id, set.length]).toEqual([id, 1]);
      const { card, pix, boleto, transfer, ...rest } = before;
      expect([card, pix, boleto, transfer].filter((value) => value !== null)).toHaveLength(1);
      expect(v2Sales[id]).toEqual({
        ...rest,
        methodData: { method: before.paymentMethod, ...(before[set[0]] as object) },
      });
    }
    for (const name of Object.keys(V1).filter((key) => key !== 'sales' && key !== 'meta'))
      expect(v2[name]).toEqual(V1[name]);
    expect({ ...(v2.meta as object), schemaVersion: 1 }).toEqual(V1.meta);
  });

  it('is pure: the state it is given is left as it was', () => {
    const given = structuredClone(V1);
    saleMethodData.up(given);
    expect(given).toEqual(V1);
  });

  it.each([
    ['no method field set', {}],
    ['two method fields set', { card: { brand: 'visa', lastFour: '1111' }, transfer: { reference: 'TRF1' } }],
    ['a method field that is not an object', { transfer: 'TRF1' }],
  ])('leaves a sale with %s without methodData, so the check after it names the sale', (_case, fields) => {
    const state = structuredClone(V1);
    (state.sales as Record<string, Record<string, unknown>>)['1'] = {
      ...v1Sales['1'],
      ...Object.fromEntries(METHOD_FIELDS.map((field) => [field, null])),
      ...fields,
    };
    expect(stateProblems(schemas, saleMethodData.up(state))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^sales\.1\b/)]),
    );
  });

  it('keys methodData by the sale’s paymentMethod, whatever the old field held under `method`', () => {
    const state = structuredClone(V1);
    const [id, sale] = Object.entries(state.sales as Record<string, Record<string, unknown>>).find(
      ([, candidate]) => candidate.pix !== null,
    )!;
    sale.pix = { ...(sale.pix as object), method: 'BOLETO' };
    const migrated = (saleMethodData.up(state).sales as Record<string, { methodData: { method: string } }>)[id];
    expect(migrated.methodData.method).toBe(sale.paymentMethod);
  });

  it('passes over what is not a state without throwing (the checks after it refuse it)', () => {
    for (const odd of [{}, { sales: 'x', meta: 7 }, { sales: { 1: null, 2: [1] } }])
      expect(() => saleMethodData.up(odd)).not.toThrow();
  });
});

/**
 * Every sale of the v1 export, in GET /__admin/sales/{id} of `server`, is byte for byte what the version 1 code
 * answered (less the console’s view and the expiry's reason, new since; its QR's PNG compressed as then).
 */
async function expectEverySaleAsV1(server: Parameters<typeof request>[0]): Promise<void> {
  const ids = Object.keys(v1Sales);
  expect(ids.length).toBeGreaterThan(100);
  for (const id of ids) {
    const res = await request(server).get(`/__admin/sales/${id}`).expect(200);
    expectSchema(res.body, 'sales/sale-admin.response.schema.json');
    const { console: consoleView, ...answer } = res.body as Record<string, unknown>;
    expect(consoleView).toBeDefined();
    expect(JSON.stringify(res.body)).toBe(res.text);
    // New since version 1 too: the reason of a move the expiry job made (issue 32), on the CANCELADO it made alone.
    const history = answer.statusHistory as { status: string; reason?: string }[];
    const reasons = history.filter((entry) => entry.reason !== undefined);
    expect(reasons.every((entry) => entry.status === 'CANCELADO' && entry.reason === 'sales.expiry')).toBe(true);
    // And the QR's PNG as the writer of then compressed it (the same pixels: test/lib/qr-png.test.ts).
    const asBefore = withPngsAsBefore({
      ...answer,
      statusHistory: history.map(({ reason: _reason, ...entry }) => entry),
    });
    expect([id, createHash('sha256').update(JSON.stringify(asBefore)).digest('hex')]).toEqual([id, V1_VIEWS[id]]);
  }
}

/** The lines a load reports when it takes a version 1 state to this code's version: this step first. */
const STEPS_FROM_V1 = MIGRATIONS.map(stepName);

describe('a version 1 export, loaded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dueWorkIntervalMs: 0 });
  });
  afterAll(() => t.close());

  it('is migrated on restore: PUT /__admin/state takes it as it is and answers the steps, this one first', async () => {
    const res = await request(t.app)
      .put('/__admin/state')
      .set('content-type', 'application/json')
      .send(V1_TEXT)
      .expect(200);
    expectSchema(res.body, 'admin/state-restore.response.schema.json');
    expect(STEPS_FROM_V1[0]).toBe(stepName(saleMethodData));
    expect(res.body).toEqual({
      ok: true,
      message: `Estado substituído (migrado da versão de esquema 1 para a ${CURRENT_SCHEMA_VERSION})`,
      schemaVersion: CURRENT_SCHEMA_VERSION,
      migratedFrom: 1,
      migrations: STEPS_FROM_V1,
    });
    const state = (await request(t.app).get('/__admin/state').expect(200)).body;
    expectSchema(state, 'admin/state.response.schema.json');
    expect(Object.keys(state.sales)).toEqual(Object.keys(v1Sales));
  });

  it('answers every sale in GET /__admin/sales/{id} byte for byte as the version 1 code did (less the console’s view, new since)', async () => {
    const restored = await request(t.app)
      .put('/__admin/state')
      .set('content-type', 'application/json')
      .send(V1_TEXT)
      .expect(200);
    expectSchema(restored.body, 'admin/state-restore.response.schema.json');
    expect(restored.body).toMatchObject({ migratedFrom: 1, schemaVersion: CURRENT_SCHEMA_VERSION });
    await expectEverySaleAsV1(t.app);
  }, 60_000);

  it('is migrated on a file-mode start (a JSON state of version 1, converted), and answers every sale as the version 1 code did', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-0002-'));
    try {
      const file = join(dir, 'state.json');
      writeFileSync(file, V1_TEXT);
      const running = await startServer({
        ...defaultSettings(),
        port: 0,
        host: '127.0.0.1',
        logLevel: 'silent',
        dueWorkIntervalMs: 0,
        dbFile: file,
      });
      try {
        expect(running.deps.store.notice).toContain(
          `; migrated the state from schema version 1 to ${CURRENT_SCHEMA_VERSION} (${STEPS_FROM_V1.join('; ')}) (the JSON backups hold version 1)`,
        );
        const state = (await request(running.url).get('/__admin/state').expect(200)).body;
        expectSchema(state, 'admin/state.response.schema.json');
        expect(state.meta.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
        await expectEverySaleAsV1(running.url);
      } finally {
        await running.close();
      }
      expect(readFileSync(`${file}.json-backup`, 'utf8')).toBe(V1_TEXT);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
