import { groupOf } from '../../http/groups.js';
import { ERROR_SCHEMA_OF_GROUP } from '../../features/openapi/error-responses.js';
import { pipelineResponses } from '../../features/openapi/pipeline-responses.js';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { SchemaRegistry } from '../../http/schemas.js';
import { openApiPath } from '../../features/openapi/document.js';
import type { OperationDoc } from '../../http/operation.js';
import { ROUTES } from '../../sandbox/modules.js';
import type { ExchangeResponse } from './verify.exchange.js';
import type { Finding } from './verify.findings.js';
import { schemaGap } from './verify.gaps.js';
import { t } from '../cli/messages/say.js';

/** "/data/subscriptions/0/status" → "$.data.subscriptions[0].status" */
function pointerToPath(pointer: string, extra?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  return parts.reduce(
    (path, part) =>
      /^\d+$/.test(part)
        ? `${path}[${part}]`
        : /^[A-Za-z_$][\w$]*$/.test(part)
          ? `${path}.${part}`
          : `${path}[${JSON.stringify(part)}]`,
    '$',
  );
}

const COMPOSITE = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not']);

type Params = Record<string, unknown>;
const limit = (params: Params) => t('verify.schemaLimit', String(params.comparison), String(params.limit));

/** ajv's messages of the keywords the schemas use, in the run's language (ajv says them in English only). */
const SCHEMA_MESSAGES: Record<string, (params: Params) => string> = {
  type: (params) => t('verify.schemaType', String(params.type)),
  format: (params) => t('verify.schemaFormat', String(params.format)),
  pattern: (params) => t('verify.schemaPattern', String(params.pattern)),
  minimum: limit,
  maximum: limit,
  exclusiveMinimum: limit,
  exclusiveMaximum: limit,
  minLength: (params) => t('verify.schemaMinLength', Number(params.limit)),
  maxLength: (params) => t('verify.schemaMaxLength', Number(params.limit)),
  minItems: (params) => t('verify.schemaMinItems', Number(params.limit)),
  maxItems: (params) => t('verify.schemaMaxItems', Number(params.limit)),
  const: () => t('verify.schemaConst'),
};

function schemaMessage(error: ErrorObject): string {
  const say = SCHEMA_MESSAGES[error.keyword];
  return say ? say(error.params as Params) : (error.message ?? error.keyword);
}

/** ajv's errors as findings: one per path, the combinators' summaries dropped when a branch says more. */
function findingsOf(schema: string, errors: ErrorObject[]): Finding[] {
  const specific = errors.filter((error) => !COMPOSITE.has(error.keyword));
  const chosen = specific.length ? specific : errors;
  // A `oneOf [null, {...}]` reports "must be null" beside the object branch's own complaint: keep the latter.
  const paths = new Set(
    chosen
      .filter((error) => !(error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null'))
      .map((error) => error.instancePath),
  );
  const findings = new Map<string, Finding>();
  for (const error of chosen) {
    if (
      error.keyword === 'type' &&
      (error.params as { type?: unknown }).type === 'null' &&
      [...paths].some((path) => path.startsWith(error.instancePath))
    )
      continue;
    const params = error.params as Record<string, unknown>;
    let path: string;
    let message: string;
    if (error.keyword === 'required') {
      path = pointerToPath(error.instancePath, String(params.missingProperty));
      message = t('verify.schemaRequired');
    } else if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      path = pointerToPath(error.instancePath, String(params.additionalProperty ?? params.unevaluatedProperty));
      message = t('verify.schemaAdditional');
    } else if (error.keyword === 'enum') {
      path = pointerToPath(error.instancePath);
      message = t(
        'verify.schemaEnum',
        (params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', '),
      );
    } else {
      path = pointerToPath(error.instancePath);
      message = schemaMessage(error);
    }
    const gap = schemaGap(schema, path, error.keyword);
    if (!findings.has(path)) findings.set(path, { path, message, ...(gap ? { gap } : {}) });
  }
  return [...findings.values()];
}

export interface ResponseExpectation {
  /** "GET /api/subscriptions/:id": a row of the OpenAPI operations. */
  operation: string;
  status: number;
}

/**
 * The contract of every operation as the sandbox documents it (the OpenAPI operations and the
 * JSON Schemas of schemas/): which statuses an operation answers and which schema each body
 * must satisfy.
 */
export class Contract {
  private readonly operations = new Map<string, OperationDoc>();

  constructor(private readonly schemas = new SchemaRegistry()) {
    for (const op of ROUTES) this.operations.set(`${op.method.toUpperCase()} ${op.path}`, op);
  }

  operation(key: string): OperationDoc {
    const op = this.operations.get(key);
    if (!op) throw new Error(`verify: no documented operation ${key}`);
    return op;
  }

  /** "GET /api/subscriptions/{id}", as the OpenAPI document names it. */
  display(key: string): string {
    const op = this.operation(key);
    return `${op.method.toUpperCase()} ${openApiPath(op.path)}`;
  }

  documentedStatuses(key: string): number[] {
    const op = this.operation(key);
    return [...new Set([...Object.keys(op.responses), ...Object.keys(pipelineResponses(op))].map(Number))].sort(
      (a, b) => a - b,
    );
  }

  /**
   * The schema a response must satisfy: the one documented for its status; for a status the
   * operation does not document, the expected status's when both are of the same class (a 200
   * where 201 is documented is still checked as the created object).
   */
  schemaFor(key: string, observed: number, expected: number): string | null {
    const op = this.operation(key);
    // An error status without its own schema answers in the body of its endpoint group.
    const documented = (status: number) => Boolean(op.responses[status] ?? pipelineResponses(op)[status]);
    const schemaOf = (status: number) =>
      documented(status)
        ? (op.responses[status]?.schema ?? ERROR_SCHEMA_OF_GROUP[groupOf(op.method.toUpperCase(), op.path)])
        : null;
    if (documented(observed)) return schemaOf(observed);
    if (Math.floor(observed / 100) === Math.floor(expected / 100)) return schemaOf(expected);
    return null;
  }

  /** Status, content type and body of one response, against the documented contract. */
  check(expectation: ResponseExpectation, response: ExchangeResponse): { schema: string | null; findings: Finding[] } {
    const { operation, status: expected } = expectation;
    const findings: Finding[] = [];
    const documented = this.documentedStatuses(operation);
    if (response.status !== expected) {
      const note = documented.includes(response.status) ? '' : t('verify.statusUndocumented', documented.join(', '));
      findings.push({
        path: 'status',
        message: `${t('verify.isExpected', String(response.status), String(expected))}${note}`,
        expected: String(expected),
        observed: String(response.status),
      });
    }
    const schema = this.schemaFor(operation, response.status, expected);
    if (!schema) return { schema, findings };
    if (!/^application\/json\b/i.test(response.contentType ?? '')) {
      findings.push({
        path: 'headers.content-type',
        message: t('verify.isExpected', JSON.stringify(response.contentType), 'application/json'),
        expected: 'application/json',
        observed: String(response.contentType),
      });
    }
    if (typeof response.body === 'string' || response.body === null) {
      findings.push({
        path: '$',
        message: t('verify.notJson'),
        expected: schema,
        observed: typeof response.body === 'string' ? 'text' : 'empty',
      });
      return { schema, findings };
    }
    findings.push(...findingsOf(schema, this.schemas.errors(schema, response.body) ?? []));
    return { schema, findings };
  }
}
