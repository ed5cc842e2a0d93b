import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware run one after the other as one Express layer: the app's fixed stages cost a
 * function call each instead of a walk through Express's router (path matching, parameter
 * processing, prefix trimming per layer), which the fast path of a GET pays on every request.
 * A stage passes on with `next()`, stops the request with `next(error)`, or answers.
 */
export function stages(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (error?: unknown) => {
      if (error !== undefined && error !== null) return done(error);
      const handler = handlers[index++];
      if (!handler) return done();
      try {
        const result = handler(req, res, next);
        if (result instanceof Promise) result.catch(done);
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}

/**
 * A stage that applies only under a path prefix (`/api`, `/__admin`), matched as Express
 * mounts match: the prefix itself or below it, in any case.
 */
export function under(prefixes: string | string[], ...handlers: RequestHandler[]): RequestHandler {
  const lower = (Array.isArray(prefixes) ? prefixes : [prefixes]).map((prefix) => prefix.toLowerCase());
  const run = stages(...handlers);
  const slashed = lower.map((prefix) => `${prefix}/`);
  const applies = (path: string) => {
    for (let i = 0; i < lower.length; i++) {
      const start = path.slice(0, slashed[i].length).toLowerCase();
      if (start === lower[i] || start === slashed[i]) return true;
    }
    return false;
  };
  return (req, res, next) => (applies(req.path) ? run(req, res, next) : next());
}

/**
 * Handlers mounted under a path prefix as `app.use(prefix, …)` mounts them (the prefix itself or below it, in any
 * case; `req.url` relative to the prefix and `req.baseUrl` the prefix while they run, both put back when they pass
 * on), but as a stage: a request elsewhere costs a prefix test, not a layer of Express's router (docs/performance.md).
 */
export function mounted(prefix: string, ...handlers: RequestHandler[]): RequestHandler {
  const lower = prefix.toLowerCase();
  const run = stages(...handlers);
  return (req, res, next) => {
    const path = req.path;
    const start = path.slice(0, lower.length + 1).toLowerCase();
    if (start !== lower && start !== `${lower}/`) return next();
    const { url, baseUrl } = req;
    // An absolute-form target (`http://host/path`) keeps its scheme and host in front, as Express's mounts keep it.
    const host = url.startsWith('/') ? '' : url.slice(0, url.indexOf('/', url.indexOf('://') + 3));
    const rest = url.slice(host.length + lower.length);
    req.url = host + (rest.startsWith('/') ? rest : `/${rest}`);
    req.baseUrl = baseUrl + path.slice(0, lower.length);
    run(req, res, (error?: unknown) => {
      req.url = url;
      req.baseUrl = baseUrl;
      next(error);
    });
  };
}
