import request from 'supertest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { expectSchema } from '../helpers/schema.js';
import { registeredRoutes } from '../helpers/routes.js';
import { ALL_OPERATIONS } from '../../src/openapi/operations.js';
import { keys } from '../helpers/accounts.js';

let t: TestApp;
let document: { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
beforeAll(async () => {
  t = await buildTestApp();
  document = (await request(t.app).get('/openapi.json').expect(200)).body;
});
afterAll(() => t.close());

const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document for an independent validator', async () => {
    expectSchema(document, 'openapi.response.schema.json');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the server registers', () => {
    const documented = new Set(Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`)));
    const missing = registeredRoutes(t.app).filter((route) => {
      const [method, path] = route.split(' ');
      return !documented.has(`${method} ${toOpenApi(path)}`);
    });
    expect(missing).toEqual([]);
  });

  it('describes only routes the server serves', () => {
    const served = new Set(registeredRoutes(t.app).map((route) => toOpenApi(route)));
    const ghosts = ALL_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${toOpenApi(op.path)}`).filter((route) => !served.has(route));
    expect(ghosts).toEqual([]);
  });

  const exampleOf = (method: string, path: string, status: number): unknown => {
    const operation = document.paths[toOpenApi(path)]?.[method] as { responses: Record<string, { content: Record<string, { example?: unknown }> }> } | undefined;
    const content = operation?.responses[String(status)]?.content ?? {};
    return Object.values(content)[0]?.example;
  };

  it.each([
    ['get', '/api/seller', 200],
    ['post', '/api/sales', 201],
    ['get', '/api/transactions/:id', 200],
    ['get', '/api/sales', 200],
    ['post', '/api/public/cashout', 201],
    ['get', '/api/public/cashout/:id', 200],
    ['get', '/api/public/balance', 200],
    ['get', '/api/subscriptions', 200],
    ['get', '/api/subscriptions/:id', 200],
    ['get', '/api/subscriptions/metrics', 200],
  ] as const)('shows a fixture example for %s %s %i', (method, path, status) => {
    expect(exampleOf(method, path, status)).toBeDefined();
  });

  it('has only examples that satisfy the schema of their response', () => {
    const checked: string[] = [];
    for (const op of ALL_OPERATIONS) {
      for (const [status, response] of Object.entries(op.responses)) {
        const example = exampleOf(op.method, op.path, Number(status));
        if (example === undefined) continue;
        expectSchema(example, response.schema);
        checked.push(`${op.method} ${op.path}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(10);
  });

  it('takes its examples from the fixture state, rendered as the routes render it', async () => {
    const sale = exampleOf('get', '/api/transactions/:id', 200) as { id: number };
    expect((await request(t.app).get(`/api/transactions/${sale.id}`).set(keys('acme')).expect(200)).body).toEqual(sale);
    const cashout = exampleOf('get', '/api/public/cashout/:id', 200) as { id: number };
    expect((await request(t.app).get(`/api/public/cashout/${cashout.id}`).set(keys('acme')).expect(200)).body).toEqual(cashout);
    const subscription = exampleOf('get', '/api/subscriptions/:id', 200) as { data: { id: number } };
    expect((await request(t.app).get(`/api/subscriptions/${subscription.data.id}`).set(keys('acme')).expect(200)).body).toEqual(subscription);
    for (const [path, query] of [['/api/sales', { limit: 2 }], ['/api/subscriptions', { limit: 2 }], ['/api/subscriptions/metrics', {}], ['/api/public/balance', {}]] as const) {
      expect((await request(t.app).get(path).query(query).set(keys('acme')).expect(200)).body).toEqual(exampleOf('get', path, 200));
    }
  });

  it('takes its schemas from schemas/ and its examples from the fixtures', () => {
    expect(Object.keys(document.components.schemas)).toContain('seller.seller.response');
    const example = (document.paths['/api/seller'].get as { responses: Record<string, { content: Record<string, { example?: { id: number } }> }> }).responses['200'].content['application/json'].example;
    expect(example?.id).toBe(1000);
    expectSchema(example, 'seller/seller.response.schema.json');
  });
});

describe('GET /docs', () => {
  it('serves an API reference page whose assets come from the sandbox itself, not a CDN', async () => {
    const page = await request(t.app).get('/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.startsWith('/')).toBe(true);
      await request(t.app).get(asset).expect(200);
    }
  });
});
