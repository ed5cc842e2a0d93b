import { groupOf } from '../../http/groups.js';
import { SIGNATURE_SCHEME, WEBHOOK_DOCS } from '../webhooks/webhooks.docs.js';
import { ERROR_SCHEMA_OF_GROUP, errorComponentName, errorSchemaAt } from './error-responses.js';
import type { ExampleCase, OperationDoc } from '../../http/operation.js';
import { defaultResponseText, pipelineResponses } from './pipeline-responses.js';
import { exampleResponse } from './example-responses.js';
import { addComponent, componentRef, hoistInnerRefs } from './components.js';

type Json = Record<string, unknown>;

/** An example as the document shows it. */
export interface Example {
  summary: string;
  value: unknown;
}

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
      out.$ref = componentRef(componentName(target ? resolveFile(file, target) : file), pointer);
    } else {
      out[key] = asComponent(file, value);
    }
  }
  return out;
}

const schemaRef = (file: string, pointer = '') => ({ $ref: componentRef(componentName(file), pointer) });

/** "/api/transactions/:id" → "/api/transactions/{id}" */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** Every path parameter of the API is a record id: what `parseId` (src/http/params.ts) accepts. */
/** A `:name` segment (an inbox, a tenant): its rule is the operation's. */
const PATH_NAME = {
  description: 'A name: a tenant’s is 1 to 32 of a-z 0-9; an inbox’s, see the operation.',
  schema: { type: 'string', minLength: 1 },
};

const PATH_ID = {
  description:
    'A positive integer in plain digits (no sign, no leading zero, at most 2^53 − 1). Anything else is 400 INVALID_ID on the public API and 404 on the admin API; a percent escape that does not decode is 400 MALFORMED_PATH everywhere.',
  schema: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
};

/** The bodies of successful examples are the request examples; a refused one shows in its answer's description. */
export const isRequestExample = (example: ExampleCase) => example.body !== undefined && example.status < 300;

/** The request of an example in one line: `GET /api/transactions/999999999 as acme`. */
function requestLine(op: OperationDoc, example: ExampleCase): string {
  const path = op.path.replace(/:(\w+)/g, (_m, name: string) => String(example.params?.[name] ?? `{${name}}`));
  const query = example.query ? `?${new URLSearchParams(example.query).toString()}` : '';
  const who =
    op.auth !== 'keys' ? '' : example.as === null ? ' without keys' : ` with the keys of ${example.as ?? 'acme'}`;
  const body = example.raw
    ? ` with a ${example.raw.contentType} body`
    : example.body === undefined
      ? ''
      : ` with \`${JSON.stringify(example.body)}\``;
  return `\`${op.method.toUpperCase()} ${path}${query}\`${who}${body}`;
}

const INFO_DESCRIPTION = [
  'The public API of the payment gateway as reproduced offline by the sandbox, and the sandbox’s admin API (tag Admin). Amounts: sales and seller in integer cents; cashouts in reais.',
  '**Errors every operation shares.** Each endpoint group has its own error body (the spec’s Errors section), and each status its own schema (`errors.<group>.<status>`), whose code is one of the catalogue codes of that status. ' +
    'Besides what an operation lists: a known path asked with a method it does not serve answers **405 METHOD_NOT_ALLOWED** with an `Allow` header, and an unknown path 404 ROUTE_NOT_FOUND, both in the group’s body.',
  '**Injected faults.** POST /__admin/faults arms a fault: the next matching requests outside /__admin answer its status (and catalogue code) in their group’s body, or wait `delayMs` first. Each operation’s `default` response stands for those statuses.',
  `**Webhooks and postbacks** are in the \`webhooks\` section. ${SIGNATURE_SCHEME}`,
].join('\n\n');

export interface DocumentInput {
  version: string;
  schemaFiles: Map<string, Record<string, unknown>>;
  operations: readonly OperationDoc[];
  /** Examples from the data, keyed "METHOD path status" (e.g. "GET /api/seller 200") or "WEBHOOK kind". */
  examples?: Map<string, Example>;
}

/** The OpenAPI 3.1 document: operations as described by each resource, schemas straight from schemas/. */
export function buildOpenApiDocument(input: DocumentInput): Json {
  const errorComponents: Json = {};
  const paths: Record<string, Json> = {};
  for (const op of input.operations) {
    const group = groupOf(op.method.toUpperCase(), op.path);
    const parameters: Json[] = [...op.path.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      ...(match[1] === 'name' ? PATH_NAME : PATH_ID),
    }));
    for (const query of op.query ?? [])
      parameters.push({
        name: query.name,
        in: 'query',
        required: query.required ?? false,
        description: query.description,
        schema: query.schema,
      });

    const pipeline = pipelineResponses(op);
    const statuses = [...new Set([...Object.keys(op.responses), ...Object.keys(pipeline)].map(Number))].sort(
      (a, b) => a - b,
    );
    const responses: Json = {};
    for (const status of statuses) {
      const own = op.responses[status];
      const extra = (pipeline[status] ?? []).filter((text) => !own?.description.includes(text.split(':')[0]));
      const description = [own?.description, ...extra].filter(Boolean).join(' ');
      let schema: Json;
      if (status < 400) {
        if (!own?.schema) throw new Error(`${op.method} ${op.path} ${status}: a success needs its schema`);
        schema = schemaRef(own.schema);
      } else {
        const name = errorComponentName(group, status);
        errorComponents[name] ??= errorSchemaAt(group, status, (file, pointer) => schemaRef(file, pointer));
        schema = { $ref: `#/components/schemas/${name}` };
      }
      const examples: Json = {};
      const fixture = input.examples?.get(`${op.method.toUpperCase()} ${op.path} ${status}`);
      if (fixture) examples.fixture = fixture;
      for (const example of op.examples ?? []) {
        const answer = exampleResponse(op, example);
        if (example.status === status && answer !== undefined)
          examples[example.name] = {
            summary: example.summary,
            description: `The answer to ${requestLine(op, example)}.`,
            value: answer,
          };
      }
      responses[status] = {
        description,
        content: {
          [own?.contentType ?? 'application/json']: { schema, ...(Object.keys(examples).length ? { examples } : {}) },
        },
      };
    }
    responses.default = {
      description: defaultResponseText(op),
      content: { 'application/json': { schema: schemaRef(ERROR_SCHEMA_OF_GROUP[group]) } },
    };

    let requestBody: Json | undefined;
    if (op.request) {
      const examples: Json = {};
      for (const example of op.examples ?? [])
        if (isRequestExample(example)) examples[example.name] = { summary: example.summary, value: example.body };
      requestBody = {
        required: op.request.required ?? true,
        content: {
          'application/json': {
            schema: schemaRef(op.request.schema),
            ...(Object.keys(examples).length ? { examples } : {}),
          },
        },
      };
    }

    const operation: Json = {
      tags: [op.tag],
      summary: op.summary,
      operationId: op.operationId,
      ...(op.description || op.extension
        ? {
            description: [
              op.extension ? '**Sandbox extension**: the spec names this endpoint without its shape.' : '',
              op.description ?? '',
            ]
              .filter(Boolean)
              .join('\n\n'),
          }
        : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
      security:
        op.auth === 'keys' ? [{ publicKey: [], privateKey: [] }] : op.auth === 'admin' ? [{}, { adminToken: [] }] : [],
    };
    paths[openApiPath(op.path)] = { ...paths[openApiPath(op.path)], [op.method]: operation };
  }

  const webhooks: Json = {};
  for (const [kind, doc] of Object.entries(WEBHOOK_DOCS)) {
    const example = input.examples?.get(`WEBHOOK ${kind}`);
    const header = (name: string, description: string, schema: Json) => ({
      name,
      in: 'header',
      required: true,
      description,
      schema,
    });
    webhooks[kind] = {
      post: {
        tags: ['Webhooks'],
        summary: doc.summary,
        description: doc.signed ? `${doc.description}\n\n${SIGNATURE_SCHEME}` : doc.description,
        operationId: `webhook${kind.replace(/(?:^|\.)(\w)/g, (_m, c: string) => c.toUpperCase())}`,
        parameters: [
          ...(doc.signed
            ? [header('X-Signature', SIGNATURE_SCHEME, { type: 'string', pattern: '^[0-9a-f]{64}$' })]
            : []),
          header('X-Sandbox-Event-Id', 'The event; the same on every attempt of a delivery: deduplicate on it.', {
            type: 'string',
          }),
          header('X-Sandbox-Delivery-Id', 'The delivery (GET /__admin/webhooks/deliveries/{id}).', {
            type: 'string',
            pattern: '^[0-9]+$',
          }),
          header('X-Sandbox-Delivery-Attempt', 'The attempt, from 1.', { type: 'string', pattern: '^[0-9]+$' }),
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: schemaRef(doc.schema),
              ...(example ? { examples: { fixture: example } } : {}),
            },
          },
        },
        // The receiver authenticates the sandbox by X-Signature (or, unsigned, by checking the body), not by a scheme
        // of this document.
        security: [],
        responses: {
          [doc.acknowledgedBy]: {
            description:
              doc.acknowledgedBy === '200'
                ? 'Acknowledged (only 200 is: any other answer is retried)'
                : 'Acknowledged (any other answer is retried)',
          },
        },
      },
    };
  }

  const schemas: Json = {};
  for (const [file, schema] of input.schemaFiles) addComponent(schemas, componentName(file), asComponent(file, schema));
  for (const [name, schema] of Object.entries(errorComponents)) addComponent(schemas, name, schema);
  const document: Json = {
    openapi: '3.1.0',
    info: {
      title: 'Payment gateway API (sandbox)',
      version: input.version,
      description: INFO_DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Health', description: 'Liveness and this documentation.' },
      { name: 'Seller', description: 'The seller account of the keys.' },
      { name: 'Sales', description: 'Sales (PIX, cards, boleto, transfer) and reading them back.' },
      { name: 'Cashouts', description: 'Cashouts of the available balance to a PIX key.' },
      {
        name: 'Subscriptions',
        description: 'Subscriptions of the seller’s customers: list, read, pause, resume, cancel, metrics.',
      },
      {
        name: 'Admin',
        description:
          'The sandbox’s stand-in for the seller dashboard and the banking provider. Needs X-Admin-Token when SANDBOX_ADMIN_TOKEN is set.',
      },
      { name: 'Webhooks (admin)', description: 'The delivery outbox of webhooks and postbacks.' },
      {
        name: 'Tenants (admin)',
        description:
          'Many sandboxes in one server: every admin route is also served at /__admin/tenants/{name}/… for that tenant only (its X-Admin-Token, or the operator’s), and a tenant’s keys (pk_tnt_{name}_…) reach its data only.',
      },
      { name: 'Webhooks', description: 'What the sandbox POSTs to your receivers.' },
    ],
    paths,
    webhooks,
    components: {
      schemas,
      securitySchemes: {
        publicKey: { type: 'apiKey', in: 'header', name: 'X-Api-Public-Key' },
        privateKey: { type: 'apiKey', in: 'header', name: 'X-Api-Private-Key' },
        adminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token' },
      },
    },
  };
  hoistInnerRefs(document, schemas);
  return document;
}
