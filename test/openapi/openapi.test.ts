import { readFileSync, writeFileSync } from 'node:fs';
import request from 'supertest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { sendExample } from '../helpers/examples.js';
import { DocumentValidator, type OpenApiDocument } from '../helpers/openapi.js';
import { expectSchema } from '../helpers/schema.js';
import { registeredRoutes } from '../helpers/routes.js';
import { ROUTES } from '../../src/sandbox/modules.js';
import { EXAMPLE_RESPONSES, exampleKey, exampleResponse } from '../../src/features/openapi/example-responses.js';
import { keys } from '../helpers/accounts.js';
import { PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums.js';

let t: TestApp;
let document: OpenApiDocument;
let contract: DocumentValidator;
beforeAll(async () => {
  t = await buildTestApp();
  document = (await request(t.app).get('/openapi.json').expect(200)).body;
  contract = new DocumentValidator(document);
});
afterAll(() => t.close());

const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document for an independent validator', async () => {
    expectSchema(document, 'openapi.response.schema.json');
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route of the table the server registers', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const missing = registeredRoutes().filter((route) => {
      const [method, path] = route.split(' ');
      return !documented.has(`${method} ${toOpenApi(path)}`);
    });
    expect(missing).toEqual([]);
  });

  it('describes only routes of that table', () => {
    const served = new Set(registeredRoutes().map((route) => toOpenApi(route)));
    const ghosts = ROUTES.map((op) => `${op.method.toUpperCase()} ${toOpenApi(op.path)}`).filter(
      (route) => !served.has(route),
    );
    expect(ghosts).toEqual([]);
  });

  const fixtureExample = (method: string, path: string, status: number): unknown => {
    const content = contract.operation(method, path).responses[String(status)]?.content ?? {};
    return Object.values(content)[0]?.examples?.fixture?.value;
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
    expect(fixtureExample(method, path, status)).toBeDefined();
  });

  it('takes its examples from the fixture state, rendered as the routes render it', async () => {
    const sale = fixtureExample('get', '/api/transactions/:id', 200) as { id: number };
    expect((await request(t.app).get(`/api/transactions/${sale.id}`).set(keys('acme')).expect(200)).body).toEqual(sale);
    const cashout = fixtureExample('get', '/api/public/cashout/:id', 200) as { id: number };
    expect((await request(t.app).get(`/api/public/cashout/${cashout.id}`).set(keys('acme')).expect(200)).body).toEqual(
      cashout,
    );
    const subscription = fixtureExample('get', '/api/subscriptions/:id', 200) as { data: { id: number } };
    expect(
      (await request(t.app).get(`/api/subscriptions/${subscription.data.id}`).set(keys('acme')).expect(200)).body,
    ).toEqual(subscription);
    for (const [path, query] of [
      ['/api/sales', { limit: 2 }],
      ['/api/subscriptions', { limit: 2 }],
      ['/api/subscriptions/metrics', {}],
      ['/api/public/balance', {}],
      ['/api/seller', {}],
    ] as const) {
      expect((await request(t.app).get(path).query(query).set(keys('acme')).expect(200)).body).toEqual(
        fixtureExample('get', path, 200),
      );
    }
  });

  it('takes its schemas from schemas/ and its examples from the fixtures', () => {
    expect(Object.keys(document.components.schemas)).toContain('seller.seller.response');
    const example = fixtureExample('get', '/api/seller', 200) as { id: number };
    expect(example.id).toBe(1000);
    expectSchema(example, 'seller/seller.response.schema.json');
  });

  it('has only examples that satisfy their schema: request bodies, responses and webhook bodies', () => {
    const problems: string[] = [];
    let checked = 0;
    const check = (
      where: string,
      media: { schema: Record<string, unknown>; examples?: Record<string, { value: unknown }> } | undefined,
    ) => {
      for (const [name, example] of Object.entries(media?.examples ?? {})) {
        checked++;
        for (const problem of contract.problems(media!.schema, example.value))
          problems.push(`${where} example ${name}: ${problem}`);
      }
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        check(`${method} ${path} request`, operation.requestBody?.content['application/json']);
        for (const [status, response] of Object.entries(operation.responses))
          for (const media of Object.values(response.content ?? {})) check(`${method} ${path} ${status}`, media);
      }
    }
    for (const [kind, webhook] of Object.entries(document.webhooks))
      check(`webhook ${kind}`, webhook.post.requestBody?.content['application/json']);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(90);
  });

  it('shows one POST /api/sales request example per payment method, each with only its own payment object', () => {
    const examples = contract.operation('post', '/api/sales').requestBody!.content['application/json'].examples!;
    const bodies = Object.values(examples).map((example) => example.value as Record<string, unknown>);
    expect(bodies.map((body) => body.paymentMethod).sort()).toEqual([...PAYMENT_METHOD_VALUES].sort());
    for (const body of bodies) {
      const objects = ['card', 'pix', 'boleto'].filter((key) => key in body);
      expect(objects.length).toBeLessThanOrEqual(1);
      expect(body.amount).toBeGreaterThanOrEqual(100);
    }
  });

  it('shows the 400 of POST /api/sales with a real details object', () => {
    const examples = contract.operation('post', '/api/sales').responses['400'].content!['application/json'].examples!;
    const details = Object.values(examples).map((example) => (example.value as { details: unknown }).details);
    expect(details.length).toBeGreaterThan(0);
    for (const detail of details)
      expect(detail).toEqual({ missingFields: expect.arrayContaining([expect.any(String)]) });
  });
});

/**
 * The fields of a documented answer that are new on every run (a new seller's keys and secret):
 * the document shows a sample of each; the answer must hold one of the same form there.
 */
const VARYING: Record<string, Record<string, RegExp>> = {
  'POST /__admin/sellers new-seller': {
    publicKey: /^pk_test_[A-Za-z0-9]{24}$/,
    privateKey: /^sk_test_[A-Za-z0-9]{32}$/,
    webhookSecret: /^whsec_[A-Za-z0-9]{32}$/,
  },
};

function varying(key: string, documented: unknown): unknown {
  const forms = VARYING[key];
  if (!forms) return documented;
  const body = structuredClone(documented) as { credentials: Record<string, unknown> };
  for (const [field, form] of Object.entries(forms)) body.credentials[field] = expect.stringMatching(form);
  return body;
}

describe('every documented example, sent to a fresh sandbox', () => {
  const cases = ROUTES.flatMap((op) =>
    (op.examples ?? []).map(
      (example) => [`${op.method.toUpperCase()} ${op.path} ${example.name} (${example.status})`, op, example] as const,
    ),
  );

  it('covers every body-taking operation of the public API, and the admin API’s state moves', () => {
    const withExamples = new Set(cases.map(([, op]) => `${op.method.toUpperCase()} ${op.path}`));
    for (const op of ROUTES.filter((candidate) => candidate.request && candidate.auth === 'keys'))
      expect(withExamples).toContain(`${op.method.toUpperCase()} ${op.path}`);
    expect(withExamples).toContain('POST /__admin/sales/:id/status');
    expect(withExamples).toContain('POST /__admin/cashouts/:id/postback');
  });

  // Answers recorded with SANDBOX_UPDATE_EXAMPLES=1, written to src/features/openapi/example-responses.ts.
  const recorded: Record<string, unknown> = {};
  afterAll(() => {
    if (process.env.SANDBOX_UPDATE_EXAMPLES !== '1') return;
    const file = new URL('../../src/features/openapi/example-responses.ts', import.meta.url);
    const text = readFileSync(file, 'utf8');
    const start = text.indexOf('export const EXAMPLE_RESPONSES');
    const end = text.indexOf('\n};\n', start) + 4;
    writeFileSync(
      file,
      `${text.slice(0, start)}export const EXAMPLE_RESPONSES: Record<string, unknown> = ${JSON.stringify(recorded, null, 2)};\n${text.slice(end)}`,
    );
  });

  it('documents the answer of every example: its own response, or the one recorded for it', () => {
    expect(cases.filter(([, op, example]) => exampleResponse(op, example) === undefined).map(([name]) => name)).toEqual(
      [],
    );
    // No recorded answer is left over from an example that is gone.
    const keys = new Set(cases.map(([, op, example]) => exampleKey(op, example)));
    expect(Object.keys(EXAMPLE_RESPONSES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(cases)('%s is answered as documented', async (_name, op, example) => {
    // The clock frozen at the anchor: instants in an answer are the same on every run.
    const sandbox = await buildTestApp({ clockFrozen: true });
    try {
      const res = await sendExample(sandbox.app, op, example);
      if (example.response === undefined) recorded[exampleKey(op, example)] = res.body;
      expect({ status: res.status, body: res.body }).toEqual({
        status: example.status,
        body: varying(exampleKey(op, example), exampleResponse(op, example)),
      });
      expect(contract.responseProblems(op.method, op.path, res.status, res.body)).toEqual([]);
      if (example.status < 300 && example.body !== undefined) {
        const schema = contract.operation(op.method, op.path).requestBody!.content['application/json'].schema;
        expect(contract.problems(schema, example.body)).toEqual([]);
      }
    } finally {
      sandbox.close();
    }
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
