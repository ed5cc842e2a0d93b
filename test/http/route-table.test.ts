import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import express from 'express';
import request from 'supertest';
import { errorHandler } from '../../src/http/error-handler.js';
import { AppError } from '../../src/core/lib/errors.js';
import { groupOf } from '../../src/http/groups.js';
import { routeWrites } from '../../src/http/route-chain.js';
import { routeDispatcher } from '../../src/http/route-dispatch.js';
import { checkRouteTable } from '../../src/http/route-table-check.js';
import { ok, reply, type Route } from '../../src/http/route.js';
import { loadSchemaFiles } from '../../src/http/schemas.js';
import { ROUTES } from '../../src/sandbox/modules.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { sendExample } from '../helpers/examples.js';
import { ROOT } from '../helpers/child.js';
import { keys } from '../helpers/accounts.js';
import { ERROR_SCHEMAS, expectSchema } from '../helpers/schema.js';

/**
 * One route table (src/http/route.ts): each row is both the Express route and the OpenAPI
 * operation, and the pipeline, not the handler, checks the body and commits.
 */

const row = (extra: Partial<Route> & Pick<Route, 'method' | 'path' | 'auth'>): Route => ({
  operationId: `${extra.method}${extra.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
  tag: 'Admin',
  summary: 'a test route',
  responses: { 200: { schema: 'admin/ok.response.schema.json', description: 'ok' } },
  handle: () => ok({ ok: true }),
  ...extra,
});

describe('the route table, checked at start-up', () => {
  it('accepts the server’s own table', () => {
    expect(() => checkRouteTable(ROUTES)).not.toThrow();
  });

  it.each([
    [
      'a method and path twice',
      [
        row({ method: 'get', path: '/__admin/x', auth: 'admin' }),
        row({ method: 'get', path: '/__admin/x', auth: 'admin' }),
      ],
      'twice',
    ],
    [
      'one operationId on two rows',
      [
        row({ method: 'get', path: '/__admin/x', auth: 'admin', operationId: 'readX' }),
        row({ method: 'get', path: '/__admin/y', auth: 'admin', operationId: 'readX' }),
      ],
      "operationId 'readX' names another row too",
    ],
    [
      'an operationId that is not a name',
      [row({ method: 'get', path: '/__admin/x', auth: 'admin', operationId: 'read x' })],
      'not a camelCase name',
    ],
    [
      'an /api route without the key pair',
      [row({ method: 'get', path: '/api/x', auth: 'none' })],
      "auth 'none', but the pipeline applies 'keys'",
    ],
    [
      'an admin route documented as open',
      [row({ method: 'get', path: '/__admin/x', auth: 'none' })],
      "applies 'admin'",
    ],
    [
      'a success without its schema',
      [row({ method: 'get', path: '/__admin/x', auth: 'admin', responses: { 200: { description: 'ok' } } })],
      'documented schema',
    ],
    [
      'an account rule on an admin route',
      [row({ method: 'get', path: '/__admin/x', auth: 'admin', account: 'reader' })],
      "'account' applies",
    ],
    [
      'a literal route after a :param one that matches it',
      [
        row({ method: 'get', path: '/api/x/:id', auth: 'keys' }),
        row({ method: 'get', path: '/api/x/metrics', auth: 'keys' }),
      ],
      'never reached',
    ],
    [
      'a route ahead of the pipeline outside /__admin',
      [row({ method: 'post', path: '/api/x', auth: 'none', outsidePipeline: 'receiver' })],
      'only /__admin routes',
    ],
  ])('refuses %s', (_name, routes, message) => {
    expect(() => checkRouteTable(routes)).toThrow(message);
  });

  it('names only schema files that exist, for requests and for every response', () => {
    const files = loadSchemaFiles();
    const named = ROUTES.flatMap((route) =>
      [route.request?.schema, ...Object.values(route.responses).map((response) => response.schema)]
        .filter((name): name is string => Boolean(name))
        .map((name) => [`${route.method} ${route.path}`, name]),
    );
    expect(named.length).toBeGreaterThan(ROUTES.length);
    expect(named.filter(([, name]) => !files.has(name))).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

it('no route is registered outside the table: no source file registers one on Express', () => {
  const registering = sourceFiles(join(ROOT, 'src'))
    .filter((file) =>
      /\b(?:app|router|Router\(\))\s*\.\s*(?:get|post|put|patch|delete|all)\s*\(/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => relative(ROOT, file));
  expect(registering).toEqual([]);
  expect(readFileSync(join(ROOT, 'src/http/route-dispatch.ts'), 'utf8')).toMatch(/routeChain\(route, deps, served\)/);
});

describe('the pipeline of one route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** An app serving only `route`, with the real pipeline pieces around it. */
  function serve(route: Route) {
    const app = express();
    app.use((req, res, next) => {
      res.locals.group = groupOf(req.method, req.path);
      next();
    });
    app.use(routeDispatcher([route], t.deps));
    app.use(errorHandler(t.deps.logger));
    return app;
  }

  it('validates the body against the request schema before the handler runs', async () => {
    const seen: unknown[] = [];
    const app = serve(
      row({
        method: 'post',
        path: '/__admin/probe',
        auth: 'admin',
        request: { schema: 'clock/advance.request.schema.json' },
        handle: ({ req }) => (seen.push(req.body), ok({ ok: true })),
      }),
    );
    const refused = await request(app).post('/__admin/probe').send({ days: 'many' }).expect(400);
    expect(refused.body).toMatchObject({ error: 'VALIDATION_ERROR', details: ['days'] });
    await request(app).post('/__admin/probe').send({ days: 2 }).expect(200);
    expect(seen).toEqual([{ days: 2 }]);
  });

  it('runs the guard before reading the body', async () => {
    let ran = false;
    const refuse = () => {
      throw new AppError('FORBIDDEN');
    };
    const app = serve(
      row({
        method: 'post',
        path: '/__admin/probe',
        auth: 'admin',
        guard: refuse,
        handle: () => ((ran = true), ok({ ok: true })),
      }),
    );
    await request(app).post('/__admin/probe').set('Content-Type', 'application/json').send('{broken').expect(403);
    expect(ran).toBe(false);
  });

  it('commits a writing route’s success before the answer, and rolls back its refusal', async () => {
    const store = t.deps.store;
    const sellerId = store.collections.sellers.values()[0].id;
    const before = store.collections.sellers.get(sellerId)!;
    const app = serve(
      row({
        method: 'post',
        path: '/__admin/probe',
        auth: 'admin',
        handle: ({ req }) => {
          store.collections.sellers.update(sellerId, { blocked: !before.blocked });
          // A refusal returned (not thrown) changes nothing either.
          if ((req.body as { fail?: boolean }).fail) return reply(409, { refused: true });
          return ok({ ok: true });
        },
      }),
    );
    await request(app).post('/__admin/probe').send({ fail: true }).expect(409);
    expect(store.uncommitted).toBe(false);
    expect(store.collections.sellers.get(sellerId)!.blocked).toBe(before.blocked);
    await request(app).post('/__admin/probe').send({}).expect(200);
    expect(store.uncommitted).toBe(false);
    expect(store.collections.sellers.get(sellerId)!.blocked).toBe(!before.blocked);
  });
});

describe('the dispatcher, without an Express router between the app and a route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('matches paths in any case and with a trailing slash, as Express does', async () => {
    await request(t.app).get('/HEALTH/').expect(200, { status: 'ok' });
  });

  it('serves HEAD with the GET route, without a body', async () => {
    const res = await request(t.app).head('/health').expect(200);
    expect(res.text).toBeUndefined();
  });

  it('answers OPTIONS on a known path with 204 and the methods it serves', async () => {
    const res = await request(t.app).options('/__admin/faults').expect(204);
    expect(res.headers.allow).toBe('POST, GET, HEAD, DELETE');
  });

  it('answers a malformed escape in a parameter with 400 MALFORMED_PATH', async () => {
    const res = await request(t.app).get('/__admin/sales/%E0%A4%A').expect(400);
    expect(res.body.error).toBe('MALFORMED_PATH');
  });
});

describe('the order of checks (docs/spec-gaps.md): keys, account, body, schema, then the record', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const broken = (path: string, as: Parameters<typeof keys>[0] | null) => {
    const call = request(t.app).post(path).set('Content-Type', 'application/json');
    return (as === null ? call : call.set(keys(as))).send('{');
  };

  it.each([
    ['no keys', '/api/sales', null, 401, 'salesCreate'],
    ['keys without a seller account', '/api/sales', 'orphan', 403, 'salesCreate'],
    ['a seller', '/api/sales', 'acme', 400, 'salesCreate'],
    ['a seller whose API cashouts are off', '/api/public/cashout', 'nocash', 403, 'cashout'],
    ['keys without a seller account, pausing', '/api/subscriptions/1/pause', 'orphan', 403, 'subscriptions'],
  ] as const)('a malformed body from %s on POST %s is %i', async (_who, path, as, status, group) => {
    const res = await broken(path, as).expect(status);
    expectSchema(res.body, ERROR_SCHEMAS[group]);
  });

  it('a bad body for an unknown record is the 400, a good one the 404', async () => {
    await request(t.app).post('/__admin/sales/999999999/status').send({ status: 'NOPE' }).expect(400);
    await request(t.app).post('/__admin/sales/999999999/status').send({ status: 'PAGO' }).expect(404);
  });

  it('a route that requires a body names "(body)" when none is sent, and the missing fields of an empty one', async () => {
    expect((await request(t.app).post('/__admin/faults').expect(400)).body.details).toEqual(['(body)']);
    expect(
      (await request(t.app).post('/__admin/faults').set('Content-Type', 'application/json').send('null').expect(400))
        .body.details,
    ).toEqual(['(body)']);
    expect((await request(t.app).post('/__admin/faults').send({}).expect(400)).body.details).not.toContain('(body)');
  });

  it('an optional body left out is judged as {}', async () => {
    const sellers = t.deps.store.collections.subscriptions.values();
    expect(sellers.length).toBeGreaterThan(0);
    // The cancel body is optional: no body cancels with the defaults.
    const acmeId = t.deps.store.collections.users.values().find((user) => user.email?.includes('acme'))?.id;
    const own = sellers.find((record) => record.sellerId === acmeId && record.status === 'ACTIVE');
    expect(own).toBeDefined();
    await request(t.app).post(`/api/subscriptions/${own!.id}/cancel`).set(keys('acme')).expect(200);
  });
});

describe('routes that do not write leave nothing to commit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clockFrozen: true });
  });
  afterAll(() => t.close());

  const reads = ROUTES.filter((route) => !routeWrites(route) && !route.outsidePipeline).flatMap((route) =>
    (route.examples ?? []).map(
      (example) => [`${route.method.toUpperCase()} ${route.path} ${example.name}`, route, example] as const,
    ),
  );

  it('has examples to send', () => {
    expect(reads.length).toBeGreaterThan(5);
  });

  it.each(reads)('%s', async (_name, route, example) => {
    await sendExample(t.app, route, example);
    expect(t.deps.store.uncommitted).toBe(false);
  });
});
