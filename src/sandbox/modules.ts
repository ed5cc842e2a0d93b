import { FAULT_ROUTES } from '../features/admin/faults.routes.js';
import { REQUEST_JOURNAL_ROUTES } from '../features/admin/requests.routes.js';
import { STATE_ROUTES } from '../features/admin/state.routes.js';
import { OVERVIEW_ROUTES } from '../features/admin/overview.routes.js';
import { SEARCH_ROUTES } from '../features/admin/search.routes.js';
import { EVENTS_ROUTES } from '../features/events/events.routes.js';
import { CONSOLE_ROUTES } from '../features/console/console.routes.js';
import { HEALTH_ROUTES } from '../features/health/health.routes.js';
import { INBOX_RECEIVER_ROUTES } from '../features/inbox/inbox.receive.js';
import { INBOX_ROUTES } from '../features/inbox/inbox.routes.js';
import { SCENARIO_ROUTES } from '../features/scenarios/scenarios.routes.js';
import { CASHOUT_ADMIN_ROUTES } from '../features/cashouts/cashouts.admin.routes.js';
import { CASHOUT_ROUTES } from '../features/cashouts/cashouts.routes.js';
import { CLOCK_ADMIN_ROUTES } from '../features/clock/clock.admin.routes.js';
import { OPENAPI_ROUTES } from '../features/openapi/openapi.routes.js';
import { SALES_ADMIN_ROUTES } from '../features/sales/sales.admin.routes.js';
import { SALES_ROUTES } from '../features/sales/sales.routes.js';
import type { RouteTable } from '../http/route.js';
import { SELLER_ADMIN_ROUTES } from '../features/seller/seller.admin.routes.js';
import { SELLER_ROUTES } from '../features/seller/seller.routes.js';
import { SUBSCRIPTION_ADMIN_ROUTES } from '../features/subscriptions/subscriptions.admin.routes.js';
import { SUBSCRIPTION_ROUTES } from '../features/subscriptions/subscriptions.routes.js';
import { TEST_VALUES_ROUTES } from '../features/test-values/test-values.routes.js';
import { TENANT_ROUTES } from '../features/tenants/tenants.routes.js';
import { WEBHOOK_ADMIN_ROUTES } from '../features/webhooks/webhooks.admin.routes.js';

/** Every route of the server as one table per resource (src/http/route.ts), in the API document's order. */
export const ROUTES: RouteTable = [
  ...HEALTH_ROUTES,
  ...SELLER_ROUTES,
  ...SELLER_ADMIN_ROUTES,
  ...SALES_ROUTES,
  ...SALES_ADMIN_ROUTES,
  ...CASHOUT_ROUTES,
  ...CASHOUT_ADMIN_ROUTES,
  ...SUBSCRIPTION_ROUTES,
  ...SUBSCRIPTION_ADMIN_ROUTES,
  ...STATE_ROUTES,
  ...FAULT_ROUTES,
  ...REQUEST_JOURNAL_ROUTES,
  ...EVENTS_ROUTES,
  ...OVERVIEW_ROUTES,
  ...SEARCH_ROUTES,
  ...CONSOLE_ROUTES,
  ...CLOCK_ADMIN_ROUTES,
  ...WEBHOOK_ADMIN_ROUTES,
  ...TEST_VALUES_ROUTES,
  ...INBOX_RECEIVER_ROUTES,
  ...INBOX_ROUTES,
  ...SCENARIO_ROUTES,
  ...OPENAPI_ROUTES,
];

/**
 * What the API document describes: every app's routes, then the tenant edge's (src/host/tenants/edge.ts
 * serves those in front of the apps; an app alone answers them 404 or 405).
 */
export const DOCUMENTED_ROUTES: RouteTable = [...ROUTES, ...TENANT_ROUTES];
