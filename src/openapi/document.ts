import type { OperationDoc } from './operation.js';

type Json = Record<string, unknown>;

const ERROR_STATUS_TEXT: Record<number, string> = { 400: 'Bad request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not found', 409: 'Conflict', 413: 'Payload too large', 415: 'Unsupported media type', 422: 'Unprocessable', 500: 'Internal error' };

/** "seller/seller.response.schema.json" → "seller.seller.response" (a valid component name). */
export function componentName(file: string): string {
  return file.replace(/\.schema\.json$/, '').replace(/\//g, '.');
}

function resolveFile(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of relative.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** A copy of a schema with its file refs turned into component refs, and no $id (which would rebase them). */
function asComponent(file: string, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => asComponent(file, item));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$id' || key === '$schema') continue;
    if (key === '$ref' && typeof value === 'string') {
      const [target, pointer = ''] = value.split('#');
      const targetFile = target ? resolveFile(file, target) : file;
      out.$ref = `#/components/schemas/${componentName(targetFile)}${pointer}`;
    } else {
      out[key] = asComponent(file, value);
    }
  }
  return out;
}

const schemaRef = (file: string) => ({ $ref: `#/components/schemas/${componentName(file)}` });

/** "/api/transactions/:id" → "/api/transactions/{id}" */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

export interface DocumentInput {
  version: string;
  schemaFiles: Map<string, Record<string, unknown>>;
  operations: OperationDoc[];
  /** Response examples, keyed "METHOD path status" (e.g. "GET /api/seller 200"). */
  examples?: Map<string, unknown>;
}

/** The OpenAPI 3.1 document: operations as described by each resource, schemas straight from schemas/. */
export function buildOpenApiDocument(input: DocumentInput): Json {
  const paths: Record<string, Json> = {};
  for (const op of input.operations) {
    const path = openApiPath(op.path);
    const parameters: Json[] = [...op.path.matchAll(/:(\w+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
    for (const query of op.query ?? []) parameters.push({ name: query.name, in: 'query', required: query.required ?? false, description: query.description, schema: query.schema });
    const responses: Json = {};
    for (const [status, response] of Object.entries(op.responses)) {
      const example = input.examples?.get(`${op.method.toUpperCase()} ${op.path} ${status}`);
      responses[status] = {
        description: response.description || ERROR_STATUS_TEXT[Number(status)] || 'Response',
        content: { [response.contentType ?? 'application/json']: { schema: schemaRef(response.schema), ...(example === undefined ? {} : { example }) } },
      };
    }
    const operation: Json = {
      tags: [op.tag],
      summary: op.summary,
      operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      ...(op.description || op.extension ? { description: [op.extension ? '**Sandbox extension**: the spec names this endpoint without its shape.' : '', op.description ?? ''].filter(Boolean).join('\n\n') } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.request ? { requestBody: { required: op.request.required ?? true, content: { 'application/json': { schema: schemaRef(op.request.schema) } } } } : {}),
      responses,
      security: op.auth === 'keys' ? [{ publicKey: [], privateKey: [] }] : op.auth === 'admin' ? [{}, { adminToken: [] }] : [],
    };
    paths[path] = { ...paths[path], [op.method]: operation };
  }
  const schemas: Json = {};
  for (const [file, schema] of input.schemaFiles) schemas[componentName(file)] = asComponent(file, schema);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payment gateway API (sandbox)',
      version: input.version,
      description: 'The public API of the payment gateway as reproduced offline by the sandbox, and the sandbox’s admin API (tag Admin). Amounts: sales and seller in integer cents; cashouts in reais.',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Health' },
      { name: 'Seller' },
      { name: 'Sales' },
      { name: 'Cashouts' },
      { name: 'Subscriptions' },
      { name: 'Admin', description: 'The sandbox’s stand-in for the seller dashboard and the banking provider. Needs X-Admin-Token when SANDBOX_ADMIN_TOKEN is set.' },
      { name: 'Webhooks (admin)', description: 'The delivery outbox of webhooks and postbacks.' },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: {
        publicKey: { type: 'apiKey', in: 'header', name: 'X-Api-Public-Key' },
        privateKey: { type: 'apiKey', in: 'header', name: 'X-Api-Private-Key' },
        adminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token' },
      },
    },
  };
}
