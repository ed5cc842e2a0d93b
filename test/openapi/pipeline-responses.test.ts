import request from 'supertest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { keys } from '../helpers/accounts.js';
import { DocumentValidator, type OpenApiDocument } from '../helpers/openapi.js';
import { errorResponse } from '../../src/http/error-bodies.js';
import { ERROR_CATALOGUE } from '../../src/core/lib/errors.js';
import type { ErrorGroup } from '../../src/http/groups.js';
import { codesAt } from '../../src/features/openapi/error-responses.js';
import type { OperationDoc } from '../../src/http/operation.js';
import { ROUTES } from '../../src/sandbox/modules.js';
import { faultsReach } from '../../src/features/openapi/pipeline-responses.js';

/**
 * The statuses the document adds to every operation for the shared pipeline are statuses the
 * sandbox really answers there, each body matching the schema the document gives that status.
 */
const TOKEN = 'admin-token-for-the-test';
let t: TestApp;
let contract: DocumentValidator;
beforeAll(async () => {
  t = await buildTestApp({ adminToken: TOKEN, bodyLimitBytes: 2048 });
  contract = new DocumentValidator((await request(t.app).get('/openapi.json').expect(200)).body as OpenApiDocument);
});
afterAll(() => t.close());
afterEach(() => t.deps.faults.clear());

const name = (op: OperationDoc) => `${op.method.toUpperCase()} ${op.path}`;
const pathOf = (op: OperationDoc, id = '1') => op.path.replace(/:\w+/g, id);
const credentials = (op: OperationDoc) =>
  op.auth === 'keys' ? keys('acme') : op.auth === 'admin' ? { 'X-Admin-Token': TOKEN } : {};
const BODY = new Set(['post', 'put', 'patch']);

function expectDocumented(op: OperationDoc, res: request.Response, status: number | 'default') {
  const schema = contract.responseSchema(op.method, op.path, status);
  expect({ op: name(op), status: res.status, listed: schema !== null }).toEqual({
    op: name(op),
    status: status === 'default' ? res.status : status,
    listed: true,
  });
  expect(contract.problems(schema!, res.body)).toEqual([]);
}

const each = (filter: (op: OperationDoc) => boolean) => ROUTES.filter(filter).map((op) => [name(op), op] as const);

describe('statuses of the shared pipeline, on every operation they reach', () => {
  it.each(each((op) => op.auth === 'keys'))('%s answers 401 UNAUTHORIZED without keys', async (_name, op) => {
    expectDocumented(op, await request(t.app)[op.method](pathOf(op)), 401);
  });

  it.each(each((op) => op.auth === 'admin'))(
    '%s answers 401 ADMIN_UNAUTHORIZED without the admin token',
    async (_name, op) => {
      const res = await request(t.app)[op.method](pathOf(op));
      expectDocumented(op, res, 401);
      expect(res.body.error).toBe('ADMIN_UNAUTHORIZED');
    },
  );

  it.each(each((op) => BODY.has(op.method) && !op.outsidePipeline))(
    '%s answers 415 to a body that is not JSON and 400 to broken JSON',
    async (_name, op) => {
      const call = () => request(t.app)[op.method](pathOf(op)).set(credentials(op));
      expectDocumented(op, await call().set('Content-Type', 'text/plain').send('amount=1'), 415);
      expectDocumented(op, await call().set('Content-Type', 'application/json').send('{"amount":'), 400);
    },
  );

  // PUT /__admin/state has its own limit (256 MiB, a whole state): its 413 is the same middleware's.
  it.each(each((op) => BODY.has(op.method) && op.path !== '/__admin/state'))(
    '%s answers 413 to a body over the limit',
    async (_name, op) => {
      const res = await request(t.app)
        [op.method](pathOf(op))
        .set(credentials(op))
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ padding: 'x'.repeat(4096) }));
      expectDocumented(op, res, 413);
    },
  );

  it.each(each((op) => op.path.includes('/:')))(
    '%s answers 400 MALFORMED_PATH to a path id whose escape does not decode',
    async (_name, op) => {
      const res = await request(t.app)[op.method](pathOf(op, '%E0%A4%A')).set(credentials(op));
      expectDocumented(op, res, 400);
      expect(JSON.stringify(res.body)).toContain('MALFORMED_PATH');
    },
  );

  it.each(each(faultsReach))(
    '%s answers an armed fault: 500 as documented, any other status in its default body',
    async (_name, op) => {
      const method = op.method.toUpperCase() as 'GET';
      t.deps.faults.add({ method, path: op.path, status: 500, times: 1 });
      expectDocumented(op, await request(t.app)[op.method](pathOf(op)), 500);
      t.deps.faults.add({ method, path: op.path, status: 503, times: 1 });
      expectDocumented(op, await request(t.app)[op.method](pathOf(op)), 'default');
    },
  );

  it.each(each((op) => !op.outsidePipeline))(
    '%s answers 508 LOOP_DETECTED to a request from a sandbox delivery, in its default body',
    async (_name, op) => {
      const res = await request(t.app)[op.method](pathOf(op)).set(credentials(op)).set('X-Sandbox-Delivery-Id', '1');
      expect(res.status).toBe(508);
      expectDocumented(op, res, 'default');
    },
  );
});

describe('per-status error schemas', () => {
  const components = () =>
    Object.keys(contract.document.components.schemas)
      .map((key) => /^errors\.(\w+)\.(\d+)$/.exec(key))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => ({ key: match[0], group: match[1] as ErrorGroup, status: Number(match[2]) }));
  const ref = (key: string) => ({ $ref: `#/components/schemas/${key}` });

  it('accept every catalogue code the group answers at that status, as the group renders it', () => {
    expect(components().length).toBeGreaterThan(20);
    for (const { key, group, status } of components()) {
      for (const code of codesAt(group, status))
        expect([key, code, contract.problems(ref(key), errorResponse(group, code).body)]).toEqual([key, code, []]);
    }
  });

  it('tell the statuses of a group apart: a body of one status fails the schema of every other', () => {
    const all = components();
    expect(all.length).toBeGreaterThan(1);
    for (const { key, group, status } of all) {
      for (const other of all.filter((candidate) => candidate.group === group && candidate.status !== status)) {
        for (const code of codesAt(group, other.status)) {
          expect([key, code, contract.problems(ref(key), errorResponse(group, code).body).length > 0]).toEqual([
            key,
            code,
            true,
          ]);
        }
      }
    }
  });

  it('give the admin API’s 401 its own code, ADMIN_UNAUTHORIZED, and the public API’s 401 UNAUTHORIZED', () => {
    expect(codesAt('admin', 401)).toEqual(['ADMIN_UNAUTHORIZED']);
    for (const group of ['seller', 'subscriptions', 'cashout', 'salesCreate', 'transactions'] as const)
      expect(codesAt(group, 401)).toEqual(['UNAUTHORIZED']);
    expect(ERROR_CATALOGUE.ADMIN_UNAUTHORIZED.status).toBe(401);
  });
});
