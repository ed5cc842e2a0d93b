import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { stateProblems } from '../../../src/admin/state.service.js';
import { saleMethodData } from '../../../src/store/migrations/0002-sale-method-data.js';
import { buildTestApp, type TestApp } from '../../helpers/app.js';
import { ROOT } from '../../helpers/child.js';
import { ERROR_SCHEMAS, expectSchema, schemas } from '../../helpers/schema.js';

/**
 * Issue 24 item 3: a sale stores its method's data as one `methodData` keyed by method. The
 * v1 state is GET /__admin/state of the default fixtures answered by the code before the change
 * (commit 92c4dd6); the view digests are that code's GET /__admin/sales/{id} bodies over it.
 */
const V1 = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/methods-v1-state.json'), 'utf8')) as Record<string, unknown>;
const V1_VIEWS = (JSON.parse(readFileSync(join(ROOT, 'test/fixtures/methods-v1-sale-views.json'), 'utf8')) as { views: Record<string, string> }).views;
const v1Sales = V1.sales as Record<string, Record<string, unknown>>;
const METHOD_FIELDS = ['card', 'pix', 'boleto', 'transfer'];

describe('migration 0002: a sale’s method data in one methodData (state version 1 → 2)', () => {
  it('reads version 1 and makes version 2', () => {
    expect(saleMethodData.from).toBe(1);
    expect(stateProblems(schemas, V1)).toEqual(expect.arrayContaining(['meta.schemaVersion']));
    const v2 = saleMethodData.up(structuredClone(V1));
    expect((v2.meta as { schemaVersion: number }).schemaVersion).toBe(2);
    expect(stateProblems(schemas, v2)).toEqual([]);
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
      expect(v2Sales[id]).toEqual({ ...rest, methodData: { method: before.paymentMethod, ...(before[set[0]] as object) } });
    }
    for (const name of Object.keys(V1).filter((key) => key !== 'sales' && key !== 'meta')) expect(v2[name]).toEqual(V1[name]);
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
    (state.sales as Record<string, Record<string, unknown>>)['1'] = { ...v1Sales['1'], ...Object.fromEntries(METHOD_FIELDS.map((field) => [field, null])), ...fields };
    expect(stateProblems(schemas, saleMethodData.up(state))).toEqual(expect.arrayContaining([expect.stringMatching(/^sales\.1\b/)]));
  });

  it('keys methodData by the sale’s paymentMethod, whatever the old field held under `method`', () => {
    const state = structuredClone(V1);
    const [id, sale] = Object.entries(state.sales as Record<string, Record<string, unknown>>).find(([, candidate]) => candidate.pix !== null)!;
    sale.pix = { ...(sale.pix as object), method: 'BOLETO' };
    const migrated = (saleMethodData.up(state).sales as Record<string, { methodData: { method: string } }>)[id];
    expect(migrated.methodData.method).toBe(sale.paymentMethod);
  });

  it('passes over what is not a state without throwing (the checks after it refuse it)', () => {
    for (const odd of [{}, { sales: 'x', meta: 7 }, { sales: { 1: null, 2: [1] } }]) expect(() => saleMethodData.up(odd)).not.toThrow();
  });
});

describe('a migrated version 1 state, restored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dueWorkIntervalMs: 0 });
  });
  afterAll(() => t.close());

  it('refuses a version 1 export as it is (until loading migrates it), naming meta.schemaVersion, and changes nothing', async () => {
    const before = JSON.stringify(t.deps.store.state);
    const res = await request(t.app).put('/__admin/state').send(V1).expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(JSON.stringify(res.body)).toContain('meta.schemaVersion');
    expect(JSON.stringify(t.deps.store.state)).toBe(before);
  });

  it('answers every sale in GET /__admin/sales/{id} byte for byte as the version 1 code did (less the console’s view, new since)', async () => {
    const restored = await request(t.app).put('/__admin/state').send(saleMethodData.up(structuredClone(V1))).expect(200);
    expectSchema(restored.body, 'admin/ok.response.schema.json');
    const ids = Object.keys(v1Sales);
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) {
      const res = await request(t.app).get(`/__admin/sales/${id}`).expect(200);
      expectSchema(res.body, 'sales/sale-admin.response.schema.json');
      const { console: consoleView, ...asBefore } = res.body as Record<string, unknown>;
      expect(consoleView).toBeDefined();
      expect(JSON.stringify(res.body)).toBe(res.text);
      expect([id, createHash('sha256').update(JSON.stringify(asBefore)).digest('hex')]).toEqual([id, V1_VIEWS[id]]);
    }
  }, 60_000);
});
