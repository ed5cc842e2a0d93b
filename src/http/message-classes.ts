import { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

type MessageClasses = { IncomingMessage: typeof IncomingMessage; ServerResponse: typeof ServerResponse };

/**
 * The request and response prototypes every app of the server serves under (sharePrototypes): Express's own methods
 * one level down, as under an app's own `app.request` and `app.response`, but without an `app` of their own.
 */
const SHARED_REQUEST = Object.create(express.request) as Request;
const SHARED_RESPONSE = Object.create(express.response) as Response;

type Handle = (req: Request, res: Response, callback?: NextFunction) => void;

/**
 * The app serves its requests under the prototypes every app of the server shares, `req.app` and `res.app` set on
 * each as its own property instead of read from its app's prototype. Express gives each app its own prototypes and
 * puts a request under them with `Object.setPrototypeOf` when the app takes it: a tenant's request, made under the
 * default app's, was swapped to its app's, and a swapped object leaves V8's fast path for every later access (a
 * tenant's GET by id cost 2.7 × the default's CPU, docs/performance.md, "Tenants, sixth pass"). What Express reads
 * from `req.app` and `res.app` (the query parser, trust proxy, ETag and JSON settings) is each app's still.
 *
 * Call it before firstLayerBeforeRouter (src/http/stages.ts), whose own entry sets `app` as this one does. An app
 * mounted in another gets prototypes of its own back first: Express puts the parent's under them.
 */
export function sharePrototypes(app: Express): void {
  app.request = SHARED_REQUEST;
  app.response = SHARED_RESPONSE;
  app.prependListener('mount', () => {
    const own = { app: { configurable: true, enumerable: true, writable: true, value: app } };
    app.request = Object.create(express.request, own) as Request;
    app.response = Object.create(express.response, own) as Response;
  });
  const internals = app as unknown as { handle: Handle };
  const handle = internals.handle.bind(app);
  internals.handle = (req, res, callback) => {
    if (callback === undefined) {
      req.app = app;
      res.app = app;
      return handle(req, res);
    }
    // Called from another app's router: `app` is that app's again when this one passes the request on.
    const { app: before } = req;
    req.app = app;
    res.app = app;
    handle(req, res, (error?: unknown) => {
      req.app = before;
      res.app = before;
      callback(error);
    });
  };
}

/**
 * A constructor of what `base` makes, its instances born under `prototype` (which must sit on base's). Node's message
 * constructors are plain functions: called on an object made from this one's own map they run as fast as under
 * `new` (a `Reflect.construct` with another new.target took V8's slow path: 1.4 × a card sale's CPU).
 */
function bornUnder<C>(base: C, prototype: object): C {
  const init = base as unknown as (this: object, ...args: unknown[]) => void;
  function Born(this: object, ...args: unknown[]): void {
    init.apply(this, args);
  }
  Born.prototype = prototype;
  return Born as unknown as C;
}

/**
 * node:http server options under which each request and response is made with `app`'s prototypes already (Express's
 * `app.request` and `app.response`, which sit on IncomingMessage's and ServerResponse's). Express's `app.handle` and
 * the stages' own (firstLayerBeforeRouter) otherwise put them under each with two `Object.setPrototypeOf` a request,
 * ~3 % of a card sale's CPU. With sharePrototypes every app's are the same: a tenant's request is born under its
 * app's too.
 */
export function messageClassesOf(app: Express): Partial<MessageClasses> {
  // A class cannot be called without `new`: should Node's constructors become classes, its own are kept.
  if (/^class\b/.test(Function.prototype.toString.call(IncomingMessage))) return {};
  if (/^class\b/.test(Function.prototype.toString.call(ServerResponse))) return {};
  return {
    IncomingMessage: bornUnder(IncomingMessage, app.request),
    ServerResponse: bornUnder(ServerResponse, app.response),
  };
}
