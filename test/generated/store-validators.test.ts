import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORE_VALIDATORS } from '../../src/generated/store-validators.js';
import { SchemaRegistry } from '../../src/http/schemas.js';
import { COLLECTION_NAMES, COLLECTION_SCHEMAS } from '../../src/core/store/collections.js';
import type { State } from '../../src/core/store/state.js';
import { fixtures } from '../helpers/app.js';
import { ROOT } from '../helpers/child.js';

/**
 * The store schemas' validators compiled ahead (scripts/gen-store-validators.mjs) are what a
 * start in file mode checks every row with; ajv compiling the same schemas at run time is what
 * PUT /__admin/state and memory mode use. The two must give the same verdict and the same
 * errors (whence the refusal's field names), on good records and on broken ones.
 */
const runtime = new SchemaRegistry();
let state: State;
beforeAll(async () => {
  state = await fixtures()();
});

/** The fixtures send no webhooks: a delivery as the outbox records one, with an attempt that failed. */
const DELIVERY = {
  id: 1,
  eventId: 'evt_1',
  sellerId: 1000,
  kind: 'sale.postback',
  url: 'https://receiver.example/hook',
  body: '{"id":1}',
  signed: true,
  resource: { type: 'sale', id: 1, status: 'PAGO' },
  status: 'PENDING',
  attempts: [
    {
      at: '2026-11-20T12:00:00.000Z',
      statusCode: 500,
      error: null,
      durationMs: 12,
      requestHeaders: { 'x-signature': 'abc' },
      responseExcerpt: 'no',
    },
  ],
  nextAttemptAt: '2026-11-20T12:01:00.000Z',
  createdAt: '2026-11-20T12:00:00.000Z',
  deliveredAt: null,
};

/** Every record of a collection of the fixtures (the delivery above for deliveries). */
function recordsOf(name: (typeof COLLECTION_NAMES)[number]): Record<string, unknown>[] {
  const records = Object.values(state[name] as unknown as Record<string, Record<string, unknown>>);
  return name === 'deliveries' ? [...records, DELIVERY] : records;
}

/** Ways a record goes wrong: a missing field, a stranger, wrong types, a bad date, a bad URL. */
const BREAKAGES: [string, (record: Record<string, unknown>) => Record<string, unknown>][] = [
  ['without its id', ({ id: _id, ...rest }) => rest],
  ['with an unknown field', (record) => ({ ...record, bogus: 1 })],
  ['with its id a string', (record) => ({ ...record, id: String(record.id) })],
  ['with its id negative', (record) => ({ ...record, id: -1 })],
  ['with every field null', (record) => Object.fromEntries(Object.keys(record).map((key) => [key, null]))],
  ['with createdAt not a date', (record) => ({ ...record, createdAt: 'yesterday' })],
  [
    'with a URL that is not http',
    (record) => ({ ...record, postbackUrl: 'ftp://example.com/x', webhookUrl: 'javascript:alert(1)' }),
  ],
];

const errorsOf = (validate: (data: unknown) => boolean, data: unknown) =>
  validate(data) ? null : structuredClone((validate as unknown as { errors: unknown }).errors);

describe('the store validators compiled ahead', () => {
  it('cover every schema of schemas/store/, by the name the registry gives it', () => {
    const files = readdirSync(join(ROOT, 'schemas/store')).map((file) => `store/${file}`);
    expect(Object.keys(STORE_VALIDATORS).sort()).toEqual(files.sort());
    for (const name of Object.values(COLLECTION_SCHEMAS)) expect(STORE_VALIDATORS[name]).toBeDefined();
  });

  it('accept the meta and every record of the fixtures, as ajv does at run time', () => {
    expect(errorsOf(STORE_VALIDATORS['store/meta.schema.json'], state.meta)).toBeNull();
    expect(runtime.errors('store/meta.schema.json', state.meta)).toBeNull();
    for (const name of COLLECTION_NAMES) {
      const records = recordsOf(name);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) {
        expect(errorsOf(STORE_VALIDATORS[COLLECTION_SCHEMAS[name]], record)).toBeNull();
        expect(runtime.errors(COLLECTION_SCHEMAS[name], record)).toBeNull();
      }
    }
  });

  describe.each(COLLECTION_NAMES)('refuse a broken record of %s with the errors ajv gives at run time', (name) => {
    it.each(BREAKAGES)('%s', (_, breakIt) => {
      const record = breakIt(recordsOf(name)[0]);
      const ahead = errorsOf(STORE_VALIDATORS[COLLECTION_SCHEMAS[name]], record);
      expect(ahead).not.toBeNull();
      expect(ahead).toEqual(runtime.errors(COLLECTION_SCHEMAS[name], record));
    });
  });

  it('are what a registry over the package schemas uses once loaded', async () => {
    const registry = new SchemaRegistry();
    await registry.loadStoreValidators();
    expect(registry.validator('store/sale.schema.json')).toBe(STORE_VALIDATORS['store/sale.schema.json']);
    // Over another folder the generated code may not match the files: compiled at run time.
    const copy = mkdtempSync(join(tmpdir(), 'schemas-'));
    try {
      cpSync(join(ROOT, 'schemas'), copy, { recursive: true });
      const elsewhere = new SchemaRegistry(copy);
      await elsewhere.loadStoreValidators();
      expect(elsewhere.validator('store/sale.schema.json')).not.toBe(STORE_VALIDATORS['store/sale.schema.json']);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
