import type { Route } from './route.js';

/**
 * The auth the pipeline gives a route (src/sandbox/app.ts): the key pair on /api, the admin token on
 * /__admin; none to a route served ahead of both (`outsidePipeline`), which only /__admin may have.
 */
function authOfPath(route: Route): Route['auth'] {
  if (route.outsidePipeline) return 'none';
  if (route.path.startsWith('/api/')) return 'keys';
  if (route.path.startsWith('/__admin/')) return 'admin';
  return 'none';
}

/** An operationId is a name the generated operations module and the typed clients use as a key. */
const OPERATION_ID = /^[a-z][A-Za-z0-9]*$/;

/** Whether the path `a` matches every path `b` does, so `b` is never reached ("/x/:id" before "/x/metrics"). */
function shadows(a: readonly string[], b: readonly string[]): boolean {
  return a.every((segment, index) => segment.startsWith(':') || segment === b[index]);
}

/**
 * Refuses, at start-up, a route table the document would describe wrongly: a method and path
 * twice or never reached (a `:param` row before a literal one it matches), an `auth` other than
 * what the pipeline applies to its path, a row with no documented success, a route ahead of the
 * pipeline outside /__admin, a row without exactly one handler, an operationId that is not a name or
 * names two rows. Throws naming every problem.
 */
export function checkRouteTable(routes: readonly Route[]): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  const operationIds = new Set<string>();
  // The earlier rows' paths, split once, by method and segment count: only those can shadow a row (every start checks
  // the table, and comparing each pair of rows afresh was ~3 % of the start: docs/performance.md).
  const earlierPaths = new Map<string, string[][]>();
  routes.forEach((route) => {
    const name = `${route.method.toUpperCase()} ${route.path}`;
    if (seen.has(name.toLowerCase())) problems.push(`${name} is in the route table twice`);
    const segments = route.path.toLowerCase().split('/');
    const group = `${route.method} ${segments.length}`;
    let rivals = earlierPaths.get(group);
    if (!rivals) earlierPaths.set(group, (rivals = []));
    if (!seen.has(name.toLowerCase()) && rivals.some((earlier) => shadows(earlier, segments)))
      problems.push(`${name} is never reached: a route before it with a :param matches its paths`);
    rivals.push(segments);
    seen.add(name.toLowerCase());
    if (!OPERATION_ID.test(route.operationId))
      problems.push(`${name}: operationId '${route.operationId}' is not a camelCase name (the tools call it by)`);
    else if (operationIds.has(route.operationId))
      problems.push(`${name}: operationId '${route.operationId}' names another row too`);
    operationIds.add(route.operationId);
    if (route.outsidePipeline && !route.path.startsWith('/__admin/'))
      problems.push(`${name}: only /__admin routes may be served ahead of the pipeline`);
    const auth = authOfPath(route);
    if (route.auth !== auth)
      problems.push(`${name}: auth '${route.auth}', but the pipeline applies '${auth}' to its path`);
    const successes = Object.entries(route.responses).filter(([status]) => Number(status) < 300);
    if (!successes.length || successes.some(([, response]) => !response.schema))
      problems.push(`${name}: every success needs a documented schema`);
    if (route.account && route.auth !== 'keys') problems.push(`${name}: 'account' applies to key-pair routes only`);
    if (!route.handle === !route.handleAsync) problems.push(`${name}: needs one handler, 'handle' or 'handleAsync'`);
  });
  if (problems.length) throw new Error(`route table:\n  ${problems.join('\n  ')}`);
}
