import { SchemaRegistry } from '../../src/http/schemas.js';

export const schemas = new SchemaRegistry(undefined, { checkMetaSchema: true });

/** Fails the test with ajv's own words when `body` does not satisfy the named schema. */
export function expectSchema(body: unknown, name: string): void {
  const errors = schemas.errors(name, body);
  if (errors) {
    throw new Error(
      `response does not match ${name}:\n${errors.map((error) => `  ${error.instancePath || '(root)'} ${error.message} ${JSON.stringify(error.params)}`).join('\n')}\nbody: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}

/** The error schema of each endpoint group. */
export { ERROR_SCHEMA_OF_GROUP as ERROR_SCHEMAS } from '../../src/features/openapi/error-responses.js';
