import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';

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

/** Requests whose first stages ran before Express's router, with what they passed on (an error, or undefined). */
const passedOn = new WeakMap<object, unknown>();

type Handle = (req: Request, res: Response, callback?: NextFunction) => void;

/**
 * The app's first layer (its fixed stages) runs before Express's router instead of inside it: a request the stages
 * answer (every API call) never enters the router, whose walk (a final handler, the `next` and parameter closures,
 * the URL parsed again, the layer's match and prefix trimming) was ~6 % of a card sale's CPU (docs/performance.md,
 * "Fourth pass"). Call it once the first layer is registered. A request the stages pass on enters the router as
 * before, where the first layer passes on what they passed on (an error goes to the error handlers); an app called
 * with a callback (mounted in another) runs the stages from the router, as before. `app.handle` does first what
 * Express's does (the circular references, the prototypes, the locals), sets `req.app` and `res.app` as its own
 * properties as sharePrototypes does (src/http/message-classes.ts), and what the router sets before a layer
 * (`originalUrl`, `baseUrl`, `params`).
 */
export function firstLayerBeforeRouter(app: Express): void {
  if (app.enabled('x-powered-by')) throw new Error('firstLayerBeforeRouter writes no X-Powered-By: disable it first');
  const internals = app as unknown as { handle: Handle; router: { stack: { handle: RequestHandler }[] } };
  const layer = internals.router.stack[0];
  const first = layer.handle;
  const viaRouter = internals.handle.bind(app);
  internals.handle = (req, res, callback) => {
    if (callback !== undefined) return viaRouter(req, res, callback);
    req.res = res;
    res.req = req;
    // Its own property, as sharePrototypes sets it (src/http/message-classes.ts): every app's prototypes may be one.
    req.app = app;
    res.app = app;
    // Already so when the server made them (messageClassesOf), and for every app that shares them (sharePrototypes).
    const { request, response } = app;
    if (Object.getPrototypeOf(req) !== request) Object.setPrototypeOf(req, request);
    if (Object.getPrototypeOf(res) !== response) Object.setPrototypeOf(res, response);
    if (!res.locals) res.locals = Object.create(null) as Record<string, unknown>;
    req.originalUrl = req.originalUrl || req.url;
    req.baseUrl = req.baseUrl || '';
    req.params = {};
    const pass = (error?: unknown) => {
      passedOn.set(req, error);
      viaRouter(req, res);
    };
    try {
      const result = first(req, res, pass);
      if (result instanceof Promise) result.catch(pass);
    } catch (thrown) {
      pass(thrown);
    }
  };
  layer.handle = (req, res, next) => {
    if (!passedOn.has(req)) return first(req, res, next);
    const error = passedOn.get(req);
    passedOn.delete(req);
    next(error);
  };
}
