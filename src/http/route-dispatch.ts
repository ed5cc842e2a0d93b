import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Deps } from '../deps.js';
import { routeChain } from './route-chain.js';
import type { OperationDoc } from './operation.js';
import type { Route } from './route.js';

/**
 * The first two segments of a path, lower-cased ("/api/transactions/12" → "/api/transactions";
 * "/health" → "/health"): the key of the router that serves it. Express matches paths without
 * regard to case, and so does this.
 */
export function prefixOf(path: string): string {
  const second = path.indexOf('/', 1);
  if (second < 0) return path.toLowerCase();
  const third = path.indexOf('/', second + 1);
  const prefix = third < 0 ? path : path.slice(0, third);
  return (prefix.endsWith('/') ? prefix.slice(0, -1) : prefix).toLowerCase();
}

/**
 * Registers the routes, one small router per path prefix, and dispatches a request to its
 * prefix's router by one map lookup: a request never walks the routes of other resources.
 * Within a prefix, routes keep the table's order (a literal segment before a `:param` one).
 */
export function routeDispatcher(routes: readonly Route[], deps: Deps, served: readonly OperationDoc[] = routes): RequestHandler & { routers: Map<string, Router> } {
  const routers = new Map<string, Router>();
  for (const route of routes) {
    const prefix = prefixOf(route.path);
    if (prefix.includes(':')) throw new Error(`${route.method.toUpperCase()} ${route.path}: the first two segments of a path must be literal`);
    let router = routers.get(prefix);
    if (!router) routers.set(prefix, (router = Router()));
    router[route.method](route.path, routeChain(route, deps, served));
  }
  const dispatch = (req: Request, res: Response, next: NextFunction) => {
    const router = routers.get(prefixOf(req.path));
    if (!router) return next();
    router(req, res, next);
  };
  return Object.assign(dispatch, { routers });
}
