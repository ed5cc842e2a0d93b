import type { Request, Response } from 'express';
import type { Deps } from './sandbox-context.js';
import type { SchemaBody, SchemaName } from '../generated/schema-map.js';
import type { OperationDoc } from './operation.js';
import type { Reply } from './reply.js';

export { created, ok, reply, type Reply } from './reply.js';
import type { Settings } from '../core/settings.js';

/**
 * What a handler is given: the request after the pipeline's checks, its body as the row's
 * request schema types it, and what earlier stages left for it. It has no way to answer:
 * it returns its answer (a `Reply`), and the pipeline commits, then sends it.
 */
export interface RouteContext<B = unknown> {
  deps: Deps;
  req: Request;
  /** The body after the row's request schema checked it (`unknown` for a row without one). */
  body: B;
  /** What earlier stages left for the handler (the principal, the tenant directory): read-only, it cannot answer. */
  res: Pick<Response, 'locals'>;
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
export interface Route<B = unknown> extends OperationDoc {
  /**
   * For `keys` routes, the account the caller must have, checked before the body is read:
   * `seller`, an active seller account (403 FORBIDDEN otherwise); `reader`, a seller account,
   * blocked or not (reads); `user`, any key pair (the handler answers for a missing account).
   */
  account?: 'seller' | 'reader' | 'user';
  /** Refusals that come before the body is judged (the account may not do this at all). */
  guard?(ctx: RouteContext<B>): void;
  /** How the body is read; a JSON body under the server's limit when absent. */
  body?: BodyRule;
  /** Whether a success changes the state, so it is committed before the answer; default: any method but GET. */
  writes?: boolean;
  /**
   * The handler, when it answers without awaiting (nearly all of them; a row has this or
   * `handleAsync`, never both: checkRouteTable holds it). It returns its answer; on a writing
   * route the pipeline runs it inside one unit of work (`store.transaction`), commits, and only
   * then sends the answer; a throw rolls it all back. It returns a `Reply`, not a promise, so
   * an `async` function does not compile here.
   */
  handle?(ctx: RouteContext<B>): Reply;
  /**
   * The handler, when it awaits (a restore checked in slices, a clock advance, a streamed
   * export). It runs outside any unit of work: each of its changes goes through its own
   * `deps.store.transaction(fn)`, whose `fn` cannot await, so another request can neither
   * commit nor roll back its work (a write outside a unit of work throws). One whose answer
   * must not precede a commit that could still fail returns after its last unit of work; the
   * pipeline sends what it resolves to.
   */
  handleAsync?(ctx: RouteContext<B>): Promise<Reply>;
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

/**
 * A row whose request schema types its handler's body (the hono validator pattern): the
 * schema's name picks its type from the generated map (src/generated/schema-map.ts), so
 * `ctx.body` needs no cast.
 */
export function route<const S extends SchemaName>(
  row: Route<SchemaBody<S>> & { request: NonNullable<OperationDoc['request']> & { schema: S } },
): Route<SchemaBody<S>> {
  return row;
}
