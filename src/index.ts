/**
 * The package's programmatic entry: start a sandbox from a test suite, or check responses
 * (of the sandbox or of the real gateway) against the same JSON Schemas the sandbox uses.
 */
import { SchemaRegistry } from './http/schemas.js';

export { createApp } from './sandbox/app.js';
export { startServer, type RunningServer } from './host/server.js';
export { defaultSettings, settingsFromEnv, SETTINGS, type Settings } from './core/settings.js';
export { SchemaRegistry, SCHEMAS_DIR } from './http/schemas.js';

let registry: SchemaRegistry | undefined;

/**
 * Checks a body against one of the package's schemas, by file name relative to schemas/
 * (e.g. "seller/seller.response.schema.json"). Returns the problems, or an empty list.
 */
export function validateResponse(schema: string, body: unknown): string[] {
  registry ??= new SchemaRegistry();
  return (registry.errors(schema, body) ?? []).map((error) =>
    `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim(),
  );
}

/** The names of every schema the package ships. */
export function schemaNames(): string[] {
  registry ??= new SchemaRegistry();
  return [...registry.names];
}
