import type { Router } from 'express';
import { adminRoutes } from './admin/admin.routes.js';
import { clockAdminRoutes } from './clock/clock.admin.routes.js';
import { openApiRoutes } from './openapi/openapi.routes.js';
import type { Deps } from './deps.js';
import { sellerAdminRoutes } from './seller/seller.admin.routes.js';
import { sellerRoutes } from './seller/seller.routes.js';
import { webhooksAdminRoutes } from './webhooks/webhooks.admin.routes.js';

/**
 * Every route module of the server, public and admin. A resource adds its routers here;
 * nothing else in the core changes.
 */
export const ROUTE_MODULES: ((deps: Deps) => Router)[] = [
  sellerRoutes,
  sellerAdminRoutes,
  adminRoutes,
  webhooksAdminRoutes,
  clockAdminRoutes,
  openApiRoutes,
];
