import type { Route } from './route.js';

/** The auth the pipeline gives a path (src/app.ts): the key pair on /api, the admin token on /__admin. */
function authOfPath(route: Route): Route['auth'] {
  if (route.path.startsWith('/api/')) return 'keys';
  if (route.path.startsWith('/__admin/') && !route.outsidePipeline) return 'admin';
  return 'none';
}

/**
 * Refuses, at start-up, a route table the document would describe wrongly: a method and path
 * twice, an `auth` other than what the pipeline applies to its path, a row with no documented
 * success, a `:param` the document does not know. Throws naming every problem.
 */
export function checkRouteTable(routes: readonly Route[]): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    const name = `${route.method.toUpperCase()} ${route.path}`;
    if (seen.has(name)) problems.push(`${name} is in the route table twice`);
    seen.add(name);
    const auth = authOfPath(route);
    if (route.auth !== auth) problems.push(`${name}: auth '${route.auth}', but the pipeline applies '${auth}' to its path`);
    const successes = Object.entries(route.responses).filter(([status]) => Number(status) < 300);
    if (!successes.length || successes.some(([, response]) => !response.schema)) problems.push(`${name}: every success needs a documented schema`);
    if (route.account && route.auth !== 'keys') problems.push(`${name}: 'account' applies to key-pair routes only`);
  }
  if (problems.length) throw new Error(`route table:\n  ${problems.join('\n  ')}`);
}
