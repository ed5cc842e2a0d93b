import type { Request, Response } from 'express';
import type { Deps } from '../deps.js';
import type { OperationDoc } from './operation.js';
import type { Settings } from '../settings.js';

/** What a handler is given: the request after the pipeline's checks, and where to answer. */
export interface RouteContext {
  deps: Deps;
  req: Request;
  res: Response;
  /** The document of every operation the app serves: the API document and the console read it. */
  routes: readonly OperationDoc[];
}

/**
 * One operation of the server, as one row: what the API document says of it (method, path,
 * auth, request and response schemas per status, examples) and what serves it. The app
 * serves the route and builds the OpenAPI operation from the same row, so neither can
 * exist without the other. Before `handle`, the pipeline (src/http/route-chain.ts) checks the
 * account, runs the guard, reads the body and validates it against `request.schema`; after a
 * writing handler it commits before the answer goes out.
 */
export interface Route extends OperationDoc {
  /**
   * For `keys` routes, the account the caller must have, checked before the body is read:
   * `seller`, an active seller account (403 FORBIDDEN otherwise); `reader`, a seller account,
   * blocked or not (reads); `user`, any key pair (the handler answers for a missing account).
   */
  account?: 'seller' | 'reader' | 'user';
  /** Refusals that come before the body is judged (the account may not do this at all). */
  guard?: (ctx: RouteContext) => void;
  /** How the body is read; a JSON body under the server's limit when absent. */
  body?: BodyRule;
  /** Whether a success changes the state, so it is committed before the answer; default: any method but GET. */
  writes?: boolean;
  /**
   * The handler, when it answers without awaiting (nearly all of them; a row has this or
   * `handleAsync`, never both: checkRouteTable holds it). On a writing route the pipeline
   * runs it inside one unit of work (`store.transaction`): its changes are committed before
   * its answer goes out, or rolled back when it fails or answers an error. It returns
   * `undefined`, not `void`, so an `async` function does not compile here.
   */
  handle?(ctx: RouteContext): undefined;
  /**
   * The handler, when it awaits (a restore checked in slices, a clock advance, a streamed
   * export). It runs outside any unit of work: each of its changes goes through its own
   * `deps.store.transaction(fn)`, whose `fn` cannot await, so another request can neither
   * commit nor roll back its work (a write outside a unit of work throws). One whose answer
   * must not follow a commit that could still fail answers inside its last unit of work.
   */
  handleAsync?(ctx: RouteContext): Promise<void>;
}

export interface BodyRule {
  /** A larger limit than SANDBOX_BODY_LIMIT_BYTES (a whole state). */
  limitBytes?: (settings: Settings) => number;
  /** null: the handler checks nesting itself, in slices (a whole state). */
  maxDepth?: number | null;
  /** `handler`: the handler validates (in slices, or against settings); the schema is the document's. */
  validatedBy?: 'pipeline' | 'handler';
  /** Leave out unknown-field errors when this says so (a setting of POST /api/sales). */
  ignoreUnknownFields?: (settings: Settings) => boolean;
}

/** A resource's routes, in the order they are matched (a literal segment before a `:param` one). */
export type RouteTable = readonly Route[];
