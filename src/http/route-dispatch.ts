import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Deps } from './sandbox-context.js';
import type { OperationDoc } from './operation.js';
import { routeChain } from './route-chain.js';
import { compilePath } from './route-path.js';
import type { Route } from './route.js';

/**
 * The first two segments of a path, lower-cased ("/api/transactions/12" → "/api/transactions";
 * "/health" → "/health"): the key of the routes that may serve it. Paths match without regard
 * to case, as Express matches them.
 */
export function prefixOf(path: string): string {
  const second = path.indexOf('/', 1);
  if (second < 0) return path.toLowerCase();
  const third = path.indexOf('/', second + 1);
  const prefix = third < 0 ? path : path.slice(0, third);
  return (prefix.endsWith('/') ? prefix.slice(0, -1) : prefix).toLowerCase();
}

interface Served {
  /** Upper case; a GET route serves HEAD too, as Express does. */
  method: string;
  pattern: RegExp;
  names: string[];
  chain: RequestHandler;
}

/** A path parameter as the handler reads it; a malformed escape throws URIError (400 MALFORMED_PATH). */
const decodeParam = (raw: string) => (raw.includes('%') ? decodeURIComponent(raw) : raw);

/**
 * Serves the route table: the routes are grouped by path prefix, a request finds its group by
 * one map lookup and is matched against that group's few patterns only, in the table's order (a
 * literal segment before a `:param` one). No Express router stands between the app and a route:
 * the route's own pipeline (src/http/route-chain.ts) runs at once. Anything unmatched goes on
 * (to the other dispatcher, then to routeNotFound's OPTIONS, 404 and 405).
 */
export function routeDispatcher(
  routes: readonly Route[],
  deps: Deps,
  served: readonly OperationDoc[] = routes,
): RequestHandler {
  const groups = new Map<string, Served[]>();
  for (const route of routes) {
    const prefix = prefixOf(route.path);
    if (prefix.includes(':'))
      throw new Error(`${route.method.toUpperCase()} ${route.path}: the first two segments of a path must be literal`);
    const group = groups.get(prefix) ?? [];
    groups.set(prefix, group);
    group.push({
      method: route.method.toUpperCase(),
      ...compilePath(route.path),
      chain: routeChain(route, deps, served),
    });
  }
  return (req: Request, res: Response, next: NextFunction) => {
    // Express's req.path parses the URL on each read: read once.
    const path = req.path;
    const group = groups.get(prefixOf(path));
    if (!group) return next();
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    try {
      for (const route of group) {
        if (route.method !== method) continue;
        const found = route.pattern.exec(path);
        if (!found) continue;
        const params: Record<string, string> = {};
        route.names.forEach((name, index) => (params[name] = decodeParam(found[index + 1])));
        req.params = params;
        return route.chain(req, res, next);
      }
    } catch (error) {
      return next(error);
    }
    next();
  };
}
