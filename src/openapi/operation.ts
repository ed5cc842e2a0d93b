/**
 * The description of one HTTP operation, for the OpenAPI document. Each resource keeps
 * the list of its operations beside its routes (`<resource>.operations.ts`); the schemas are
 * named by their file in schemas/, never copied.
 */
export interface OperationDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express-style path, e.g. "/api/transactions/:id". */
  path: string;
  tag: 'Health' | 'Seller' | 'Sales' | 'Cashouts' | 'Subscriptions' | 'Admin' | 'Webhooks (admin)';
  summary: string;
  description?: string;
  /** keys: X-Api-Public-Key + X-Api-Private-Key; admin: X-Admin-Token when set. */
  auth: 'keys' | 'admin' | 'none';
  /** Marks endpoints the spec names without a shape (or not at all): sandbox extensions. */
  extension?: boolean;
  request?: { schema: string; required?: boolean };
  query?: { name: string; schema: object; description: string; required?: boolean }[];
  /** Status → schema file name and description. Error statuses use the group's error schema. */
  responses: Record<number, { schema: string; description: string; contentType?: string }>;
}
