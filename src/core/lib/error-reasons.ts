import type { ErrorCode } from './errors.js';

/**
 * Why a refusal happened, in English, for each code of the catalogue: what `X-Sandbox-Reason`
 * says when the throw site knows nothing more precise (src/http/refusal-reason.ts). A throw
 * site that knows the field, the rule and the value passes its own (`AppError`'s `reason`).
 * Plain ASCII: it travels in a header.
 */
export const REASON_BY_CODE: Record<ErrorCode, string> = {
  UNAUTHORIZED:
    'keys: X-Api-Public-Key and X-Api-Private-Key missing, unknown, or of different users (send both, of the same user)',
  FORBIDDEN: 'account: these keys have no seller account, or a blocked one, for this operation',
  ADMIN_UNAUTHORIZED: 'X-Admin-Token: missing or not the admin token (SANDBOX_ADMIN_TOKEN)',
  ADMIN_ROLE_FORBIDDEN:
    'X-Admin-Token: a tenant creator token (SANDBOX_TENANT_CREATOR_TOKEN) only creates tenants; this route needs the operator token or the tenant own',
  VALIDATION_ERROR: 'body: a field is missing or invalid',
  INVALID_ID: 'id: a positive integer in plain digits',
  MALFORMED_JSON: 'body: not valid JSON',
  UNSUPPORTED_MEDIA_TYPE: 'Content-Type: send application/json (UTF-8)',
  PAYLOAD_TOO_LARGE: 'body: larger than the limit (SANDBOX_BODY_LIMIT_BYTES)',
  NOT_FOUND: 'id: no such record (for these keys)',
  SELLER_NOT_FOUND: 'keys: no seller account for these keys',
  ROUTE_NOT_FOUND: 'path: no such route (see /openapi.json)',
  METHOD_NOT_ALLOWED: 'method: not served on this path (the Allow header lists the ones that are)',
  INTERNAL_ERROR: 'the sandbox failed to answer (see its log)',
  SERVICE_UNAVAILABLE: 'the sandbox is unavailable (an injected fault, or shutting down)',
  RATE_LIMITED: 'too many requests (an injected fault): retry later',
  UNPROCESSABLE: 'the request is well formed but cannot be processed (an injected fault)',
  API_WITHDRAWAL_DISABLED_GLOBALLY: 'account: cashouts through the API are disabled for this user',
  TRANSFER_NOT_ALLOWED: 'account: transfers are not enabled for this seller (permissions.transferEnabled)',
  INSUFFICIENT_BALANCE: 'amount: more than the available balance (fees included)',
  MINIMUM_VALUE: 'amount: below the cashout minimum of 100.00 reais',
  MAXIMUM_VALUE: 'amount: above the cashout maximum of 100000.00 reais',
  AMOUNT_BELOW_MINIMUM: 'amount: below the minimum sale amount (SANDBOX_MIN_SALE_AMOUNT_CENTS, in cents)',
  PAYMENT_METHOD_UNAVAILABLE: 'paymentMethod: not enabled for this account (its is*Available flag is false)',
  INVALID_STATUS: 'status: the subscription status does not allow this action',
  ALREADY_CANCELLED: 'status: the subscription is already cancelled',
  ALREADY_PAUSED: 'status: the subscription is already paused',
  INVALID_TRANSITION: 'status: the state table does not allow this move (allowed lists the moves that are)',
  CONFLICT: 'the request conflicts with the current state',
  LOOP_DETECTED: 'X-Sandbox-Delivery: a webhook delivery of this sandbox called it back (a loop)',
  BODY_TOO_DEEP: 'body: nested deeper than allowed',
  METADATA_TOO_LARGE: 'metadata: over its limits (keys, key length, value length)',
  MALFORMED_PATH: 'path: a "%" escape that is not valid',
  MALFORMED_ENCODING: 'body: not encoded as its Content-Encoding says',
  OUTBOUND_URL_REFUSED: 'url: a notification URL the sandbox may not call (SANDBOX_OUTBOUND_URLS)',
  CONSOLE_NOT_BUILT: 'the console is not built: run npm run build',
  STATE_VERSION_UNSUPPORTED: 'meta.schemaVersion: newer than this sandbox reads',
  MALFORMED_UTF8: 'body: not valid UTF-8',
  MALFORMED_REQUEST: 'request: not valid HTTP (a raw non-ASCII byte in the path, or a bad header)',
  HEADERS_TOO_LARGE: 'headers: larger than the limit',
  REQUEST_TIMEOUT: 'request: did not arrive whole in time',
  ADMIN_HOST_NOT_ALLOWED: 'Host: not allowed on the admin API (use an IP, localhost, or SANDBOX_ALLOWED_HOSTS)',
  ADMIN_CROSS_SITE: 'Origin: another site may not call the admin API (SANDBOX_ADMIN_CORS_ORIGINS)',
  EVENT_STREAMS_FULL: 'too many event streams open (SANDBOX_MAX_EVENT_STREAMS): close one',
  TENANT_NOT_FOUND: 'tenant: no such tenant',
  TENANT_EXISTS: 'name: a tenant with this name exists',
  TENANT_LIMIT: 'tenants: SANDBOX_MAX_TENANTS reached',
  RECORD_LIMIT: 'records: this tenant holds SANDBOX_TENANT_MAX_RECORDS records already',
  TENANT_RATE_LIMITED: 'too many requests for this tenant (SANDBOX_TENANT_RATE_LIMIT): retry later',
  SHARD_UNAVAILABLE: "the tenant's shard is down or restarting: retry shortly",
  TENANT_MOVING: 'tenant: being moved (tenants export/import); writes resume when the move ends, reads are served',
  WIRE_FAULT: 'an armed wire fault of this tenant (GET /__admin/faults) fired behind the proxy',
};
