import fc from 'fast-check';
import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';
import { runs } from '../helpers/runs.js';
import { ALL_OPERATIONS } from '../../src/openapi/operations.js';
import { groupOf } from '../../src/http/groups.js';
import type { OperationDoc } from '../../src/openapi/operation.js';

/**
 * Every public and admin operation, fed random and malformed ids, query strings, headers
 * and bodies: the answer is always JSON with a status the operation documents (or a
 * framework status: malformed body, unknown route), an error in the group's own body, and
 * a refused request leaves the state exactly as it was.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webhookRetryDelaysMs: [], webhookTimeoutMs: 200 });
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

const FRAMEWORK_STATUSES = [400, 401, 404, 413, 415];
/**
 * Operations whose success rewinds or replaces the world, or arms failures on purpose; and those
 * whose success is not JSON: the two pages, and the event stream, which does not end (its
 * refusals are tested in test/events/events.test.ts).
 */
const EXCLUDED = new Set(['POST /__admin/reset', 'PUT /__admin/state', 'POST /__admin/faults', 'POST /__admin/clock/advance', 'GET /docs', 'GET /__admin/ui', 'GET /__admin/events']);

const weirdScalar = fc.oneof(
  fc.constantFrom('1', '0', '-1', '1000', '1001', '1e3', '0x1f', 'NaN', 'Infinity', 'null', 'undefined', 'true', '__proto__', 'constructor', '9'.repeat(30), '1.5', ' 7', '７', '%00', '..', '../etc/passwd'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const weirdJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom({ __proto__: { admin: true } }, JSON.parse('{"__proto__": {"polluted": 1}}'), { constructor: { prototype: { polluted: 1 } } }, { prototype: 1 }),
  fc.constant(JSON.parse('['.repeat(200) + ']'.repeat(200))),
  fc.dictionary(fc.constantFrom('amount', 'status', 'pixKey', 'paymentMethod', 'items', 'customer', 'sellerId', 'days', 'reason', 'cancelImmediately', 'legalName', 'availableBalance', 'webhook', 'permissions'), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(1e308, -1e308, -0, 2 ** 53 + 1, 0.1 + 0.2, 'NaN', '1e2', [], {}, null))),
);

const rawBodies = fc.constantFrom('{"amount": 100, "amount": "x"}', '{"a":', 'null', '"just a string"', '[1,2,3]', '{"x": 1e999}', '\u0000', '{}');

const headers = fc.oneof(
  { weight: 4, arbitrary: fc.constant(keys('acme')) },
  { weight: 1, arbitrary: fc.constant(keys('orphan')) },
  { weight: 1, arbitrary: fc.record({ 'X-Api-Public-Key': fc.string({ maxLength: 60 }), 'X-Api-Private-Key': fc.string({ maxLength: 60 }) }) },
  { weight: 1, arbitrary: fc.constant({}) },
);

function allowedStatuses(op: OperationDoc): Set<number> {
  return new Set([...Object.keys(op.responses).map(Number), ...FRAMEWORK_STATUSES, ...(op.auth === 'keys' ? [403] : [])]);
}

const operations = ALL_OPERATIONS.filter((op) => !EXCLUDED.has(`${op.method.toUpperCase()} ${op.path}`));

describe.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s under hostile input', (_name, op) => {
  it('answers JSON with a documented status and the group error body, and a refusal changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(weirdScalar, { minLength: 3, maxLength: 3 }),
        fc.dictionary(fc.oneof(fc.constantFrom(...(op.query ?? []).map((q) => q.name), 'page', 'limit', 'status'), fc.string({ maxLength: 8 })), weirdScalar, { maxKeys: 4 }),
        headers,
        fc.oneof({ weight: 4, arbitrary: weirdJson.map((body) => ({ json: body })) }, { weight: 1, arbitrary: rawBodies.map((raw) => ({ raw })) }),
        async (ids, query, head, body) => {
          let index = 0;
          const path = op.path.replace(/:\w+/g, () => encodeURIComponent(ids[index++]));
          const before = stateText();
          let call = request(t.app)[op.method](path).query(query).set(head);
          if (op.method !== 'get' && op.method !== 'delete') {
            call = call.set('Content-Type', 'application/json').send('raw' in body ? body.raw : JSON.stringify(body.json));
          }
          const res = await call;
          t.deps.faults.clear();
          const summary = { path, status: res.status };
          expect(res.status).not.toBe(500);
          expect(res.headers['content-type']).toMatch(/application\/json/);
          if (res.status >= 400) {
            const group = groupOf(op.method.toUpperCase(), path.split('?')[0]);
            expectSchema(res.body, ERROR_SCHEMAS[group]);
            expect(stateText()).toBe(before);
            if (res.status !== 404 || allowedStatuses(op).has(404)) expect({ ...summary, allowed: allowedStatuses(op).has(res.status) }).toEqual({ ...summary, allowed: true });
          }
        },
      ),
      { numRuns: runs(25) },
    );
  });
});

describe('prototype pollution', () => {
  it('no request body pollutes Object.prototype', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
