import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';
import { Receiver } from '../helpers/receiver.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { groupOf } from '../../src/http/groups.js';
import { MAX_BODY_DEPTH } from '../../src/http/body.js';
import { firstTooDeep } from '../../src/http/json-depth.js';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import { ROUTES } from '../../src/sandbox/modules.js';
import { SETTINGS } from '../../src/core/settings.js';
import { saleBody } from '../sales/sale-helpers.js';
import { BASE_INPUT } from '../subscriptions/subscription-helpers.js';

/**
 * Issue 11, finding 1: metadata nested ~2,000 levels was stored (201) and every later read
 * of it answered 500, because JSON.parse nests without limit while JSON.stringify and
 * structuredClone recurse and run out of stack. Now no body nests deeper than MAX_BODY_DEPTH,
 * metadata keeps to its budget, and a refusal changes nothing at all.
 */

/** `{"a": {"a": ... 1}}` with `depth` objects, as text (JSON.stringify could not write the deep ones). */
const nestedObjects = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** metadata whose own depth is `depth` (the metadata object counts as one). */
const metadataOfDepth = (depth: number) => JSON.parse(`{"k":${nestedObjects(depth - 1, '"x"')}}`) as object;

/** What a refused request must leave untouched: records, sequence numbers, ledger entries, deliveries. */
function footprint(t: TestApp) {
  const state = t.deps.store.state;
  return {
    sales: Object.keys(state.sales).length,
    subscriptions: Object.keys(state.subscriptions).length,
    sequences: JSON.stringify(state.meta.sequences),
    ledger: Object.keys(state.ledger).length,
    deliveries: Object.keys(state.deliveries).length,
    whole: JSON.stringify(state),
  };
}

let t: TestApp;
let receiver: Receiver;
beforeEach(async () => {
  t = await buildTestApp({ webhookRetryDelaysMs: [], webhookTimeoutMs: 500 });
  receiver = await new Receiver().start();
});
afterEach(async () => {
  t.close();
  await receiver.stop();
});

describe('why deep JSON poisoned the state', () => {
  it('the engine parses any depth but cannot serialize or clone it; the depth check itself never recurses', () => {
    const value = JSON.parse(nestedArrays(20_000)) as unknown;
    expect(() => JSON.stringify(value)).toThrow(/Maximum call stack size exceeded/);
    expect(() => structuredClone(value)).toThrow(/Maximum call stack size exceeded/);
    expect(firstTooDeep(value, MAX_BODY_DEPTH)).toBe('[0]'.repeat(MAX_BODY_DEPTH));
  });

  it('takes exactly MAX_BODY_DEPTH levels and refuses one more, naming the first value too deep', () => {
    expect(MAX_BODY_DEPTH).toBe(32);
    expect(firstTooDeep(JSON.parse(nestedObjects(MAX_BODY_DEPTH)), MAX_BODY_DEPTH)).toBeNull();
    expect(firstTooDeep(JSON.parse(nestedObjects(MAX_BODY_DEPTH + 1)), MAX_BODY_DEPTH)).toBe(
      Array(MAX_BODY_DEPTH).fill('a').join('.'),
    );
    expect(firstTooDeep({ ok: [1, { fine: true }], items: [{}, { deep: [[[1]]] }] }, 4)).toBe('items[1].deep[0]');
  });
});

describe('POST /api/sales with metadata nested thousands of levels (the reproduction)', () => {
  it.each([
    ['2,000 nested objects', 2000, nestedObjects],
    ['3,000 nested objects', 3000, nestedObjects],
    ['3,000 nested arrays', 3000, nestedArrays],
    ['50,000 nested arrays (a body near the 100 KiB limit)', 50_000, nestedArrays],
  ])(
    '%s: 400 BODY_TOO_DEEP naming the field; no record, no sequence number, no ledger entry, no delivery',
    async (_name, depth, nested) => {
      const before = footprint(t);
      const sale = JSON.stringify(saleBody('CREDIT_CARD', { postbackUrl: `${receiver.url}/hook` })).replace(
        /}$/,
        `,"metadata":${nested(depth)}}`,
      );
      const res = await request(t.app)
        .post('/api/sales')
        .set(keys('acme'))
        .set('Content-Type', 'application/json')
        .send(sale);
      expect(res.status).toBe(400);
      expectSchema(res.body, ERROR_SCHEMAS.salesCreate);
      expect(res.body.error).toBe('BODY_TOO_DEEP');
      expect(res.body.details.missingFields).toHaveLength(1);
      expect(res.body.details.missingFields[0]).toMatch(/^metadata(\.a|\[0\])+$/);
      expect(footprint(t)).toEqual(before);
      await t.deps.outbox.settled();
      expect(receiver.received).toHaveLength(0);
    },
  );

  it('every read of the sale collections still answers afterwards', async () => {
    await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(saleBody('PIX')).replace(/}$/, `,"metadata":${nestedObjects(2500)}}`))
      .expect(400);
    await request(t.app).get('/api/sales').set(keys('acme')).expect(200);
    await request(t.app).get('/__admin/sales').expect(200);
    await request(t.app).get('/__admin/state').expect(200);
  });
});

describe('the admin move to PAGO with a deep body', () => {
  it('is refused before it runs: no balance credited, no postback queued', async () => {
    const id = (
      await request(t.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { postbackUrl: `${receiver.url}/hook` }))
        .expect(201)
    ).body.sale.id;
    const before = footprint(t);
    const res = await request(t.app)
      .post(`/__admin/sales/${id}/status`)
      .set('Content-Type', 'application/json')
      .send(`{"status":"PAGO","note":${nestedObjects(3000)}}`);
    expect(res.status).toBe(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body).toMatchObject({ error: 'BODY_TOO_DEEP', details: [expect.stringMatching(/^note(\.a)+$/)] });
    expect(footprint(t)).toEqual(before);
    expect(t.deps.store.collections.sales.get(id)!.status).toBe('PENDENTE');
    await t.deps.outbox.settled();
    expect(receiver.received).toHaveLength(0);
  });
});

/** Every operation that reads a body, with ids that name real records. */
// An inbox keeps any body as it arrives (outsidePipeline): its own tests are in test/inbox.
const WITH_BODY = ROUTES.filter((op) => op.method !== 'get' && op.method !== 'delete' && !op.outsidePipeline);
const pathOf = (path: string) => path.replace(/:\w+/g, '1');

describe.each(WITH_BODY.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', (_name, op) => {
  it('answers a body one level deeper than the limit with 400 in its group body naming the field, and changes nothing', async () => {
    const before = footprint(t);
    const path = pathOf(op.path);
    const res = await request(t.app)
      [op.method](path)
      .set(keys('acme'))
      .set('Content-Type', 'application/json')
      .send(`{"x":${nestedArrays(MAX_BODY_DEPTH)}}`);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const group = groupOf(op.method.toUpperCase(), path);
    expectSchema(res.body, ERROR_SCHEMAS[group]);
    expect(JSON.stringify(res.body)).toContain(`x${'[0]'.repeat(MAX_BODY_DEPTH - 1)}`);
    expect(footprint(t)).toEqual(before);
  });
});

describe('the metadata budget (SANDBOX_METADATA_MAX_*)', () => {
  it('has documented defaults', () => {
    expect([
      SETTINGS.metadataMaxDepth.default,
      SETTINGS.metadataMaxKeys.default,
      SETTINGS.metadataMaxKeyLength.default,
      SETTINGS.metadataMaxBytes.default,
    ]).toEqual([8, 100, 40, 16_384]);
    expect(() => SETTINGS.metadataMaxDepth.parse('17')).toThrow(/1 to 16/);
    expect(SETTINGS.metadataMaxDepth.parse('16')).toBe(16);
  });

  const keysMetadata = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
  /** Compact JSON of exactly `bytes` bytes: {"p":"xxx..."} */
  const bytesMetadata = (bytes: number) => ({ p: 'x'.repeat(bytes - '{"p":""}'.length) });
  const CASES: [string, unknown, unknown, RegExp][] = [
    ['depth', metadataOfDepth(8), metadataOfDepth(9), /^metadata\.k(\.a){7}$/],
    [
      'keys, counted at every level',
      { ...keysMetadata(99), nested: {} },
      { ...keysMetadata(99), nested: { one: 1 } },
      /^metadata$/,
    ],
    ['key length', { ['k'.repeat(40)]: 1 }, { ok: { ['k'.repeat(41)]: 1 } }, /^metadata\.ok\.k{41}$/],
    ['bytes of compact JSON', bytesMetadata(16_384), bytesMetadata(16_385), /^metadata$/],
  ];

  it.each(CASES)(
    '%s: a sale at the limit is created, one over is 400 METADATA_TOO_LARGE naming the field, changing nothing',
    async (_name, atLimit, over, field) => {
      await request(t.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { metadata: atLimit }))
        .expect(201);
      const before = footprint(t);
      const res = await request(t.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { metadata: over }));
      expect(res.status).toBe(400);
      expectSchema(res.body, ERROR_SCHEMAS.salesCreate);
      expect(res.body.error).toBe('METADATA_TOO_LARGE');
      expect(res.body.details.missingFields).toEqual([expect.stringMatching(field)]);
      expect(footprint(t)).toEqual(before);
    },
  );

  it.each(CASES)(
    '%s: a subscription at the limit is created, one over is 400 in the admin body',
    async (_name, atLimit, over, field) => {
      const input = { ...BASE_INPUT, sellerId: ACCOUNTS.acme.id };
      const created = await request(t.app)
        .post('/__admin/subscriptions')
        .send({ ...input, metadata: atLimit })
        .expect(201);
      expectSchema(created.body, 'subscriptions/admin-view.response.schema.json');
      const before = footprint(t);
      const res = await request(t.app)
        .post('/__admin/subscriptions')
        .send({ ...input, metadata: over })
        .expect(400);
      expectSchema(res.body, ERROR_SCHEMAS.admin);
      expect(res.body).toMatchObject({ error: 'METADATA_TOO_LARGE', details: [expect.stringMatching(field)] });
      expect(footprint(t)).toEqual(before);
    },
  );

  it('follows the settings: SANDBOX_METADATA_MAX_KEYS=2 refuses a third key', async () => {
    const strict = await buildTestApp({ metadataMaxKeys: 2 });
    try {
      await request(strict.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { metadata: { a: 1, b: 2 } }))
        .expect(201);
      const res = await request(strict.app)
        .post('/api/sales')
        .set(keys('acme'))
        .send(saleBody('PIX', { metadata: { a: 1, b: 2, c: 3 } }))
        .expect(400);
      expect(res.body.message).toBe('metadata tem mais de 2 chaves');
    } finally {
      strict.close();
    }
  });

  it('the catalogue says what each refusal is', () => {
    expect(ERROR_CATALOGUE.BODY_TOO_DEEP.status).toBe(400);
    expect(ERROR_CATALOGUE.METADATA_TOO_LARGE.status).toBe(400);
  });
});

describe('PUT /__admin/state cannot store what could not be read back', () => {
  const stateWith = (mutate: (state: Record<string, Record<string, Record<string, unknown>>>) => void) => {
    const state = JSON.parse(JSON.stringify(t.deps.store.state)) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    mutate(state);
    return state;
  };
  const firstSaleId = () => Object.keys(t.deps.store.state.sales)[0];

  it.each([
    ['a sale nesting 3,000 levels', 3000],
    // state, sales and the record are three levels: 30 more make the state one level deeper than a body may be.
    ['a sale nesting the state one level past the body limit', MAX_BODY_DEPTH - 2],
  ])('refuses %s with 400 naming the record, and changes nothing', async (_name, depth) => {
    const id = firstSaleId();
    const text = JSON.stringify(stateWith(() => {})).replace(
      `"sales":{"${id}":{"id":${id},`,
      `"sales":{"${id}":{"id":${id},"deep":${nestedArrays(depth)},`,
    );
    const before = footprint(t);
    const res = await request(t.app)
      .put('/__admin/state')
      .set('Content-Type', 'application/json')
      .send(text)
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect(res.body.details[0]).toMatch(new RegExp(`^sales\\.${id}\\.deep(\\[0\\])+$`));
    expect(footprint(t)).toEqual(before);
    await request(t.app).get('/__admin/state').expect(200);
  });

  it('refuses a sale or subscription metadata over the budget, naming it', async () => {
    const saleId = firstSaleId();
    const subscriptionId = Object.keys(t.deps.store.state.subscriptions)[0];
    const state = stateWith((s) => {
      s.sales[saleId].metadata = metadataOfDepth(9);
      s.subscriptions[subscriptionId].metadata = { ['k'.repeat(41)]: 1 };
    });
    const before = footprint(t);
    const res = await request(t.app).put('/__admin/state').send(state).expect(400);
    expect(res.body.details).toEqual([
      expect.stringMatching(new RegExp(`^sales\\.${saleId}\\.metadata\\.k`)),
      `subscriptions.${subscriptionId}.metadata.${'k'.repeat(41)}`,
    ]);
    expect(footprint(t)).toEqual(before);
  });

  it('round-trips a state whose metadata sits at every limit', async () => {
    await request(t.app)
      .post('/api/sales')
      .set(keys('acme'))
      .send(saleBody('PIX', { metadata: metadataOfDepth(8) }))
      .expect(201);
    const exported = (await request(t.app).get('/__admin/state').expect(200)).text;
    await request(t.app).put('/__admin/state').set('Content-Type', 'application/json').send(exported).expect(200);
    expect((await request(t.app).get('/__admin/state').expect(200)).text).toBe(exported);
  });
});

describe('other bodies that are kept', () => {
  it('a fault armed with a deep body is refused before it is kept', async () => {
    const res = await request(t.app)
      .post('/__admin/faults')
      .set('Content-Type', 'application/json')
      .send(`{"method":"GET","path":"/api/seller","status":500,"x":${nestedObjects(5000)}}`)
      .expect(400);
    expectSchema(res.body, ERROR_SCHEMAS.admin);
    expect((await request(t.app).get('/__admin/faults').expect(200)).body.faults).toEqual([]);
  });
});
