import { createRequire } from 'node:module';
import type { Ajv2020 as AjvClass, ValidateFunction } from 'ajv/dist/2020.js';

const require = createRequire(import.meta.url);
const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  webhooks: Record<string, { post: OperationObject }>;
  components: { schemas: Record<string, Json> };
  info: { description: string };
}

export interface MediaType {
  schema: Json;
  examples?: Record<string, { summary: string; value: unknown; description?: string }>;
}

export interface OperationObject {
  parameters?: { name: string; in: string; schema: Json }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}

const BASE = 'https://openapi.test/document.json';

/**
 * Validates bodies against the schemas of an OpenAPI document as a contract checker would:
 * the document's own components, not the files of schemas/ they came from.
 */
export class DocumentValidator {
  private readonly ajv: AjvClass;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    // OpenAPI adds keywords of its own (example, x-...): not strict.
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: BASE, $defs: {}, components: document.components });
  }

  operation(method: string, path: string): OperationObject {
    const operation = this.document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method];
    if (!operation) throw new Error(`the document has no ${method} ${path}`);
    return operation;
  }

  /** The schema of one response, or null when the status is not listed (then only `default` covers it). */
  responseSchema(method: string, path: string, status: number | 'default'): Json | null {
    const response = this.operation(method, path).responses[String(status)];
    if (!response?.content) return null;
    return Object.values(response.content)[0].schema;
  }

  /** ajv's complaints about `data` against a schema object of the document; [] when it is valid. */
  problems(schema: Json, data: unknown): string[] {
    const text = JSON.stringify(schema).replaceAll('"#/components/', `"${BASE}#/components/`);
    let validate = this.cache.get(text);
    if (!validate) this.cache.set(text, (validate = this.ajv.compile(JSON.parse(text) as Json)));
    return validate(data)
      ? []
      : (validate.errors ?? []).map(
          (error) => `${error.instancePath || '(root)'} ${error.message} ${JSON.stringify(error.params)}`,
        );
  }

  /** The problems of a response body against what the document says the operation answers with that status. */
  responseProblems(method: string, path: string, status: number, body: unknown): string[] {
    const schema = this.responseSchema(method, path, status);
    if (!schema) return [`${method.toUpperCase()} ${path} does not document status ${status}`];
    return this.problems(schema, body);
  }
}
