import fc from 'fast-check';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { property, runs } from '../helpers/runs.js';
import { ROUTES } from '../../src/sandbox/modules.js';
import { groupOf } from '../../src/http/groups.js';
import type { OperationDoc } from '../../src/http/operation.js';
import { MAX_BODY_DEPTH } from '../../src/http/body.js';
import { DocumentValidator, type OpenApiDocument } from '../helpers/openapi.js';

/**
 * Every public and admin operation, fed random and malformed ids, query strings, headers
 * and bodies: the answer is always JSON with a status the OpenAPI document lists for the
 * operation and a body its schema for that status accepts (an error in the group's own
 * body), and a refused request leaves the state exactly as it was.
 */
let t: TestApp;
let contract: DocumentValidator;
beforeAll(async () => {
  t = await buildTestApp({ webhookRetryDelaysMs: [], webhookTimeoutMs: 200 });
  contract = new DocumentValidator((await request(t.app).get('/openapi.json')).body as OpenApiDocument);
});
afterAll(() => t.close());

/**
 * The state as text, deliveries by id only: an attempt of an earlier delivery may record
 * itself in the background while a refused request is in flight.
 */
function stateText(): string {
  const state = t.deps.store.state;
  return JSON.stringify({ ...state, deliveries: Object.keys(state.deliveries) });
}

/**
 * Operations whose success rewinds or replaces the world, or arms failures on purpose; and those
 * whose success is not JSON: the two pages, and the event stream, which does not end (its
 * refusals are tested in test/events/events.test.ts).
 */
const EXCLUDED = new Set([
  'POST /__admin/reset',
  'PUT /__admin/state',
  'POST /__admin/faults',
  'POST /__admin/clock/advance',
  'GET /docs',
  'GET /__admin/ui',
  'GET /__admin/events',
]);

const weirdScalar = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1000',
    '1001',
    '1e3',
    '0x1f',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    'true',
    '__proto__',
    'constructor',
    '9'.repeat(30),
    '1.5',
    ' 7',
    '７',
    '%00',
    '..',
    '../etc/passwd',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/**
 * Values nested up to a little past the body's depth limit, built without recursion (JSON.stringify can write them).
 */
const nestedValue = (depth: number, kind: 'object' | 'array'): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
};

const weirdJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__": {"polluted": 1}}'),
    { constructor: { prototype: { polluted: 1 } } },
    { prototype: 1 },
  ),
  fc
    .tuple(fc.integer({ min: MAX_BODY_DEPTH - 2, max: 200 }), fc.constantFrom('object' as const, 'array' as const))
    .map(([depth, kind]) => nestedValue(depth, kind)),
  fc.dictionary(
    fc.constantFrom(
      'amount',
      'status',
      'pixKey',
      'paymentMethod',
      'items',
      'customer',
      'sellerId',
      'days',
      'reason',
      'cancelImmediately',
      'legalName',
      'availableBalance',
      'webhook',
      'permissions',
      'metadata',
      'postbackUrl',
    ),
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(
        1e308,
        -1e308,
        -0,
        2 ** 53 + 1,
        0.1 + 0.2,
        'NaN',
        '1e2',
        [],
        {},
        null,
        'http://169.254.169.254/',
        'http://2852039166/',
        'http://[::ffff:a9fe:a9fe]/',
        'http://u:p@127.0.0.1:1/',
      ),
      fc.integer({ min: 6, max: 40 }).map((depth) => nestedValue(depth, 'object')),
    ),
  ),
);

/**
 * Bodies as text: malformed JSON, JSON nested far deeper than the engine can serialize
 * (3,000 to 50,000 levels, the deepest near the 100 KiB body limit), and large bodies just
 * under that limit. None may answer 500 or change anything.
 */
const deepText = fc
  .tuple(fc.constantFrom(MAX_BODY_DEPTH + 1, 2_000, 3_000, 10_000, 50_000), fc.constantFrom('[', '{"a":'), fc.boolean())
  .map(([depth, open, wrapped]) => {
    const nested = open.repeat(depth) + (open === '[' ? '' : '1') + (open === '[' ? ']' : '}').repeat(depth);
    return wrapped ? `{"metadata":${nested}}` : nested;
  });
const largeText = fc
  .constantFrom(100_000, 102_300)
  .map((size) => JSON.stringify({ metadata: { blob: 'x'.repeat(size) } }));
const rawBodies = fc.oneof(
  fc.constantFrom(
    '{"amount": 100, "amount": "x"}',
    '{"a":',
    'null',
    '"just a string"',
    '[1,2,3]',
    '{"x": 1e999}',
    '\u0000',
    '{}',
  ),
  deepText,
  largeText,
);

/** A Content-Encoding the body may claim: none, one it is not encoded in, one the sandbox does not know. */
const encodings = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'gzip',
      'deflate',
      'br',
      'GZIP',
      'identity',
      'zstd',
      'compress',
      'x-bogus',
      'gzip, gzip',
    ),
  },
);

/** Path parameters written as they are, not encoded: malformed percent-escapes among them. */
const rawIds = fc.oneof(
  fc.constantFrom('%', '%ZZ', '%ff', '%E0%A4%A', '%C0%AF', 'a%', '%%31', '%u0041', '1%'),
  fc.stringMatching(/^(%[0-9A-Fa-fG-Z]{0,2}|[a-z0-9])+$/).filter((id) => id.length <= 12),
);

const headers = fc.oneof(
  { weight: 4, arbitrary: fc.constant(keys('acme')) },
  { weight: 1, arbitrary: fc.constant(keys('orphan')) },
  {
    weight: 1,
    arbitrary: fc.record({
      'X-Api-Public-Key': fc.string({ maxLength: 60 }),
      'X-Api-Private-Key': fc.string({ maxLength: 60 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({}) },
);

/** Whether the path a request reached is still this operation's: an empty id makes it another route's, or none. */
function reachesOperation(op: OperationDoc, requestPath: string): boolean {
  return new RegExp(`^${op.path.replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+')}/?$`).test(requestPath.split('?')[0]);
}

const operations = ROUTES.filter((op) => !EXCLUDED.has(`${op.method.toUpperCase()} ${op.path}`));

describe.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
  '%s under hostile input',
  (_name, op) => {
    it(
      'answers JSON with a documented status and the group error body, and a refusal changes nothing',
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(
              fc.oneof({ weight: 4, arbitrary: weirdScalar.map(encodeURIComponent) }, { weight: 1, arbitrary: rawIds }),
              { minLength: 3, maxLength: 3 },
            ),
            fc.dictionary(
              fc.oneof(
                fc.constantFrom(...(op.query ?? []).map((q) => q.name), 'page', 'limit', 'status'),
                fc.string({ maxLength: 8 }),
              ),
              weirdScalar,
              { maxKeys: 4 },
            ),
            headers,
            fc.oneof(
              { weight: 4, arbitrary: weirdJson.map((body) => ({ json: body })) },
              { weight: 2, arbitrary: rawBodies.map((raw) => ({ raw })) },
            ),
            encodings,
            async (ids, query, head, body, encoding) => {
              let index = 0;
              const path = op.path.replace(/:\w+/g, () => ids[index++]);
              const before = stateText();
              let call = request(t.app)[op.method](path).query(query).set(head);
              if (op.method !== 'get' && op.method !== 'delete') {
                call = call.set('Content-Type', 'application/json');
                if (encoding) call = call.set('Content-Encoding', encoding);
                call = call.send('raw' in body ? body.raw : JSON.stringify(body.json));
              }
              const res = await call;
              t.deps.faults.clear();
              const summary = { path, encoding, status: res.status };
              expect(res.status).not.toBe(500);
              expect(res.headers['content-type']).toMatch(/application\/json/);
              if (reachesOperation(op, (res as unknown as { req: { path: string } }).req.path)) {
                expect({
                  ...summary,
                  problems: contract.responseProblems(op.method, op.path, res.status, res.body),
                }).toEqual({ ...summary, problems: [] });
              }
              if (res.status >= 400) {
                const group = groupOf(op.method.toUpperCase(), path.split('?')[0]);
                expectSchema(res.body, ERROR_SCHEMAS[group]);
                expect(stateText()).toBe(before);
              }
            },
          ),
          property(25, 500, 20261126),
        );
        // A deep run validates 500 answers per operation against the document (GET /__admin/state is a whole state each
        // time).
      },
      runs(20_000, 300_000),
    );
  },
);

describe('prototype pollution', () => {
  it('no request body pollutes Object.prototype', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
