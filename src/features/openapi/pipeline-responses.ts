import { FAULT_STATUS_VALUES } from '../../generated/schema-enums.js';
import type { OperationDoc } from '../../http/operation.js';

/** Methods whose body the route pipeline reads (src/http/body.ts), whatever the operation expects. */
const BODY_METHODS = new Set<OperationDoc['method']>(['post', 'put', 'patch']);

/** Injected faults skip the admin API (src/features/admin/faults.ts). */
export const faultsReach = (op: OperationDoc) => !op.path.startsWith('/__admin');

/**
 * The statuses an operation answers because of the pipeline every request goes through
 * (src/sandbox/app.ts), not because of its own handler: the key or admin-token check, the JSON body
 * parser, path ids, injected faults and unexpected failures. Each with the catalogue code and
 * the condition; the document adds them to what the operation lists.
 */
export function pipelineResponses(op: OperationDoc): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  const add = (status: number, text: string) => (out[status] ??= []).push(text);
  if (op.auth === 'keys')
    add(401, 'UNAUTHORIZED: missing, malformed, unknown or mismatched keys (checked before anything else but faults).');
  if (op.auth === 'admin')
    add(401, 'ADMIN_UNAUTHORIZED: X-Admin-Token missing or wrong, when the sandbox runs with SANDBOX_ADMIN_TOKEN.');
  if (op.path.startsWith('/__admin') && !op.outsidePipeline) {
    add(
      403,
      "ADMIN_CROSS_SITE: a write from another site's page (Origin not the sandbox's own nor in SANDBOX_ADMIN_CORS_ORIGINS), or a request a browser marks Sec-Fetch-Site cross-site or same-site (but a followed link), token or not.",
    );
    add(
      403,
      'ADMIN_HOST_NOT_ALLOWED: a Host name other than localhost, the HOST name bound to or one of SANDBOX_ALLOWED_HOSTS (IP addresses are always taken), token or not.',
    );
  }
  if (op.path.includes('/:')) add(400, 'MALFORMED_PATH: a path id whose percent escape does not decode.');
  if (BODY_METHODS.has(op.method) && !op.outsidePipeline) {
    add(400, 'MALFORMED_JSON: a body that is not JSON.');
    add(
      400,
      'MALFORMED_UTF8: a JSON body whose bytes are not valid UTF-8 (unless its Content-Type declares another UTF charset).',
    );
    add(
      413,
      'PAYLOAD_TOO_LARGE: a body over SANDBOX_BODY_LIMIT_BYTES (a declared Content-Length over it is refused before the body is read).',
    );
    add(
      415,
      'UNSUPPORTED_MEDIA_TYPE: a body whose Content-Type is not application/json (or a JSON suffix type), or an unsupported charset.',
    );
  }
  if (faultsReach(op)) add(500, 'INTERNAL_ERROR: an unexpected failure (never a stack trace), or an armed fault.');
  return out;
}

/** The `default` response: what only an armed fault or a webhook loop produces. */
export function defaultResponseText(op: OperationDoc): string {
  if (op.outsidePipeline)
    return 'Served before the loop refusal and the JSON body rules (a sandbox delivery is what an inbox is for): no status beyond those listed.';
  const loop =
    '508 LOOP_DETECTED when the request carries X-Sandbox-Delivery-Id (a webhook URL pointing at the sandbox itself).';
  if (!faultsReach(op)) return `In the group’s error body: ${loop}`;
  return (
    'In the group’s error body: ' +
    `any status an armed fault names (POST /__admin/faults: ${FAULT_STATUS_VALUES.join(', ')}, or the status of the catalogue code it names), ` +
    `before the keys are checked; a fault that sets both status and code may pair them freely. Also ${loop}`
  );
}
