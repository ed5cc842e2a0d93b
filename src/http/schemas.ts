import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import type { Ajv2020, ErrorObject, Options, ValidateFunction } from 'ajv/dist/2020.js';
import { AppError, type AppErrorOptions } from '../core/lib/errors.js';
import { schemaReason } from './refusal-reason.js';
import { PACKAGE_ROOT } from '../core/lib/package-root.js';

export const SCHEMA_BASE_URI = 'https://gateway-sandbox.local/schemas/';
export const SCHEMAS_DIR = join(PACKAGE_ROOT, 'schemas');

function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? schemaFiles(join(dir, entry.name))
        : entry.name.endsWith('.schema.json')
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}

/** Every schema file of schemas/, by its name relative to that folder ("seller/seller.response.schema.json"). */
export function loadSchemaFiles(dir = SCHEMAS_DIR): Map<string, Record<string, unknown>> {
  const schemas = new Map<string, Record<string, unknown>>();
  for (const file of schemaFiles(dir)) {
    const name = relative(dir, file).split('\\').join('/');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (schema.$id !== SCHEMA_BASE_URI + name) throw new Error(`${name}: $id must be ${SCHEMA_BASE_URI + name}`);
    schemas.set(name, schema);
  }
  return schemas;
}

/**
 * The one ajv set-up: the registry's, and the one scripts/gen-store-validators.mjs compiles the
 * store schemas ahead with (adding `code` options, which change how the code is emitted, not
 * what it accepts). ajv is loaded here, on first use, not on the way to listening.
 */
export function createAjv(schemas: Iterable<Record<string, unknown>>, options: Options = {}): Ajv2020 {
  const require = createRequire(import.meta.url);
  const { Ajv2020: Ajv } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    validateSchema: false,
    ...options,
  });
  addFormats(ajv);
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

/** "/items/0/unitPrice" → "items[0].unitPrice" */
function toFieldPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** The field path an ajv error names: the missing property (`required`), the unknown one, or the value's path. */
export function fieldOf(error: ErrorObject): string {
  const base = toFieldPath(error.instancePath);
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return base ? `${base}.${missing}` : missing;
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return base ? `${base}.${extra}` : extra;
  }
  return base || '(body)';
}

/** The field paths an ajv result names. */
export function fieldsOf(errors: ErrorObject[]): string[] {
  const specific = errors.filter((error) => !['oneOf', 'anyOf', 'if', 'not'].includes(error.keyword));
  return [...new Set((specific.length ? specific : errors).map(fieldOf))];
}

/** What a schema refusal carries: the fields (the body), why each failed (the journal), the reason (the header). */
export function schemaRefusal(errors: ErrorObject[]): AppErrorOptions {
  const { en, pt } = schemaReason(errors, fieldOf);
  return { fields: fieldsOf(errors), reasons: reasonsOf(errors), reason: en, reasonPt: pt };
}

/** Why each field failed, as `field: ajv's message` (the request journal shows them). */
export function reasonsOf(errors: ErrorObject[]): string[] {
  const specific = errors.filter((error) => !['oneOf', 'anyOf', 'if', 'not'].includes(error.keyword));
  const reasons = (specific.length ? specific : errors).map(
    (error) => `${toFieldPath(error.instancePath) || '(body)'}: ${error.message ?? error.keyword}`,
  );
  return [...new Set(reasons)];
}

/**
 * All JSON Schemas of schemas/, registered in ajv by $id. Each validator is compiled the
 * first time it is used and kept, so start-up pays for none of them.
 */
export class SchemaRegistry {
  private instance: Ajv2020 | undefined;
  private readonly compiled = new Map<string, ValidateFunction>();
  private read: { files: Map<string, Record<string, unknown>>; names: string[] } | undefined;

  /**
   * `checkMetaSchema` validates each schema against the 2020-12 meta-schema as it is added:
   * the test suite does; the server skips it, which saves half its cost. ajv itself is loaded
   * on first use (or by `warm()` once the server listens), not on the way to listening.
   */
  constructor(
    private readonly dir = SCHEMAS_DIR,
    private readonly options: { checkMetaSchema?: boolean } = {},
  ) {}

  /** The files, read on first use (ajv, the names): the server's start to its first answer reads none of the ~90. */
  private get files(): Map<string, Record<string, unknown>> {
    return this.schemaFiles().files;
  }

  get names(): string[] {
    return this.schemaFiles().names;
  }

  private schemaFiles() {
    if (!this.read) {
      const files = loadSchemaFiles(this.dir);
      this.read = { files, names: [...files.keys()] };
    }
    return this.read;
  }

  private get ajv(): Ajv2020 {
    // verbose: each error carries the value and schema it failed on, for the refusal's reason (refusal-reason.ts).
    this.instance ??= createAjv(this.files.values(), {
      validateSchema: this.options.checkMetaSchema ?? false,
      verbose: true,
    });
    return this.instance;
  }

  /** Loads ajv and registers the schemas now, so the first request that validates does not pay for it. */
  warm(): void {
    void this.ajv;
  }

  /**
   * Takes the store schemas' validators compiled ahead (src/generated/store-validators.ts, made
   * from these same files by `npm run gen:types` with `createAjv`'s set-up) instead of compiling
   * them: compiling them cost a start in file mode ~1 s before it could check its rows. Only
   * over the schemas/ of the package, which the generated code was made from.
   */
  async loadStoreValidators(): Promise<void> {
    if (this.dir !== SCHEMAS_DIR) return;
    const { STORE_VALIDATORS } = await import('../generated/store-validators.js');
    for (const [name, validate] of Object.entries(STORE_VALIDATORS))
      if (!this.compiled.has(name)) this.compiled.set(name, validate);
  }

  validator(name: string): ValidateFunction {
    let validate = this.compiled.get(name);
    if (!validate) {
      validate = this.ajv.getSchema(SCHEMA_BASE_URI + name);
      if (!validate) throw new Error(`unknown schema ${name}`);
      this.compiled.set(name, validate);
    }
    return validate;
  }

  /**
   * The ajv errors of `data` against a schema, or null when it is valid: as the validators
   * compiled ahead give them (without the value and schema a `verbose` one adds).
   */
  errors(name: string, data: unknown): ErrorObject[] | null {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    return this.refusalErrors(name, data)?.map(({ schema, parentSchema, data: _data, ...error }) => error) ?? null;
  }

  /** The same, each with the value and the schema it failed on (for a refusal's reason), or null when valid. */
  refusalErrors(name: string, data: unknown): ErrorObject[] | null {
    const validate = this.validator(name);
    return validate(data) ? null : [...(validate.errors ?? [])];
  }

  /** Returns `data` typed when valid; throws VALIDATION_ERROR naming every bad field otherwise. */
  parse<T>(name: string, data: unknown): T {
    const errors = this.refusalErrors(name, data);
    if (errors) throw new AppError('VALIDATION_ERROR', schemaRefusal(errors));
    return data as T;
  }
}
