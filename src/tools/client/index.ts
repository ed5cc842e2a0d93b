/**
 * `gateway-sandbox/client`: a typed client of the gateway's public API and the postback
 * signature check. No Node built-ins: it runs in Node 20+, browsers and workers.
 */
export { createGatewayClient, type GatewayClient, type GatewayClientOptions } from './gateway-client.js';
export { verifySignature } from './signature.js';
export type {
  ApiResult,
  ErrorBody,
  FetchLike,
  OperationResult,
  QueryOf,
  RequestBody,
  SuccessBody,
} from './api-types.js';
export type { paths, operations } from '../../generated/openapi-paths.js';
