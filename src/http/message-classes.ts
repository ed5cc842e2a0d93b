import { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

type MessageClasses = { IncomingMessage: typeof IncomingMessage; ServerResponse: typeof ServerResponse };

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
 * ~3 % of a card sale's CPU. The objects are what Node's constructors make; a request another app serves (a tenant's)
 * still has its prototypes swapped by that app.
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
