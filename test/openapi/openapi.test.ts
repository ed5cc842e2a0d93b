import request from 'supertest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { expectSchema } from '../helpers/schema.js';
import { registeredRoutes } from '../helpers/routes.js';
import { ALL_OPERATIONS } from '../../src/openapi/operations.js';

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
