import { ROUTES } from '../../src/sandbox/modules.js';

/**
 * Every "METHOD path" the app serves: the route table, which the app registers row by row
 * (test/http/route-table.test.ts holds that nothing is registered outside it).
 */
export function registeredRoutes(): string[] {
  return [...new Set(ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`))].sort();
}
