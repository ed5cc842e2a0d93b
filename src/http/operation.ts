/**
 * The description of one HTTP operation, for the OpenAPI document: the part of a route-table
 * row (`Route`, src/http/route.ts) the document is built from. The schemas are named by their
 * file in schemas/, never copied.
 */
export interface OperationDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express-style path, e.g. "/api/transactions/:id". */
  path: string;
  /**
   * The operation's name in every tool: the OpenAPI document's operationId, the key of the
   * generated operations module (src/generated/operations.ts) that the admin client, the CLI,
   * the console and the tenant move call by. Unique in the table (checkRouteTable).
   */
  operationId: string;
  tag: 'Health' | 'Seller' | 'Sales' | 'Cashouts' | 'Subscriptions' | 'Admin' | 'Webhooks (admin)' | 'Tenants (admin)';
  summary: string;
  description?: string;
  /** keys: X-Api-Public-Key + X-Api-Private-Key; admin: X-Admin-Token when set. */
  auth: 'keys' | 'admin' | 'none';
  /**
   * Served ahead of the admin token, the loop refusal and the JSON body (src/sandbox/app.ts): `page`, the
   * console's HTML; `receiver`, a webhook inbox that keeps any body as received.
   */
  outsidePipeline?: 'page' | 'receiver';
  /** Marks endpoints the spec names without a shape (or not at all): sandbox extensions. */
  extension?: boolean;
  request?: { schema: string; required?: boolean };
  query?: { name: string; schema: object; description: string; required?: boolean }[];
  /**
   * Status → description, and the schema file of a success. An error status (4xx, 5xx) takes
   * the error body of the operation's endpoint group, one schema per status (src/features/openapi/
   * error-responses.ts); the statuses the pipeline adds to every route (keys, admin token, body
   * parsing, path ids, faults) are added by the document (src/features/openapi/pipeline-responses.ts).
   */
  responses: Record<number, ResponseDoc>;
  /** Requests that show the operation at work; the tests send each one to a fresh sandbox. */
  examples?: ExampleCase[];
}

export interface ResponseDoc {
  description: string;
  /** Required for a success; an error status uses its group's schema. */
  schema?: string;
  contentType?: string;
}

/** The fixture accounts (fixtures/sellers.json), whose keys never change. */
export type FixtureAccount = 'acme' | 'bravo' | 'nocash' | 'orphan';

/**
 * One request and what the sandbox, in its fixture state, answers to it. The body of a
 * successful one is a request example of the operation (so it satisfies the request schema);
 * a fixed `response` is a response example of `status`, described by its request.
 */
export interface ExampleCase {
  /** The example's key in the document, the same for its request and its response. */
  name: string;
  summary: string;
  /** Whose keys are sent, for a `keys` operation (default acme); null sends none. */
  as?: FixtureAccount | null;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as is with this Content-Type instead of a JSON body. */
  raw?: { contentType: string; text: string };
  status: number;
  /** The exact answer, for answers that do not change from run to run (errors). */
  response?: unknown;
}
