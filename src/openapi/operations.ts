import { ADMIN_OPERATIONS, HEALTH_OPERATIONS, INBOX_OPERATIONS, WEBHOOK_ADMIN_OPERATIONS } from '../admin/admin.operations.js';
import { SALES_ADMIN_OPERATIONS, SALES_OPERATIONS } from '../sales/sales.operations.js';
import { SELLER_ADMIN_OPERATIONS, SELLER_OPERATIONS } from '../seller/seller.operations.js';
import { SUBSCRIPTION_ADMIN_OPERATIONS, SUBSCRIPTION_OPERATIONS } from '../subscriptions/subscriptions.operations.js';
import { TEST_VALUES_OPERATIONS } from '../test-values/test-values.operations.js';
import type { OperationDoc } from './operation.js';

const DOCS_OPERATIONS: OperationDoc[] = [
  { method: 'get', path: '/openapi.json', tag: 'Health', summary: 'This OpenAPI document', auth: 'none', responses: { 200: { schema: 'openapi.response.schema.json', description: 'OpenAPI 3.1' } } },
  { method: 'get', path: '/docs', tag: 'Health', summary: 'The API reference (works offline)', auth: 'none', responses: { 200: { schema: 'html.response.schema.json', description: 'HTML page', contentType: 'text/html' } } },
];

/** Transition: the operations of the routers not yet in a route table (src/modules.ts ROUTES). */
export const LEGACY_OPERATIONS: OperationDoc[] = [
  ...HEALTH_OPERATIONS,
  ...SELLER_OPERATIONS,
  ...SALES_OPERATIONS,
  ...SUBSCRIPTION_OPERATIONS,
  ...SELLER_ADMIN_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...SALES_ADMIN_OPERATIONS,
  ...SUBSCRIPTION_ADMIN_OPERATIONS,
  ...WEBHOOK_ADMIN_OPERATIONS,
  ...TEST_VALUES_OPERATIONS,
  ...INBOX_OPERATIONS,
  ...DOCS_OPERATIONS,
];
