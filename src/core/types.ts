/**
 * `gateway-sandbox/types`: every type generated from the JSON Schemas (request and response
 * bodies, error bodies, store records) and the OpenAPI `paths`. Types only.
 */
export type * from '../generated/schema-types.js';
export type { paths, operations } from '../generated/openapi-paths.js';
