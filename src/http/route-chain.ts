import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Deps } from './sandbox-context.js';
import { readerOf, sellerOf } from './auth.js';
import { jsonBody } from './body.js';
import { AppError } from '../core/lib/errors.js';
import type { OperationDoc } from './operation.js';
import type { Reply, Route, RouteContext } from './route.js';
import { schemaRefusal } from './schemas.js';
import { sendReply } from './send.js';

/** As src/http/body.ts reads them: a DELETE's body is never read. */
const BODY_METHODS = new Set(['post', 'put', 'patch']);

/** Whether a success of the route changes the state (and so is committed before its answer). */
export function routeWrites(route: Route): boolean {
  return route.writes ?? route.method !== 'get';
}

function checkAccount(route: Route, res: Response): void {
  if (route.auth !== 'keys') return;
  const account = route.account ?? 'seller';
  if (account === 'seller') sellerOf(res);
  else if (account === 'reader') readerOf(res);
}

/**
 * The body against the route's request schema: VALIDATION_ERROR naming every bad field. A body
 * left out (or `null`) is "(body)" when the row requires one, and judged as {} otherwise, so the
 * schema names any missing field. Returns the body the handler reads.
 */
function validator(route: Route, deps: Deps): ((body: unknown) => unknown) | null {
  if (!route.request || route.outsidePipeline || route.body?.validatedBy === 'handler') return null;
  const { schema, required } = route.request;
  const lenient = route.body?.ignoreUnknownFields;
  return (sent) => {
    if (required && (sent === undefined || sent === null))
      throw new AppError('VALIDATION_ERROR', {
        fields: ['(body)'],
        reasons: ['(body): a JSON body is required'],
        reason: '(body): a JSON body is required (got nothing)',
        reasonPt: '(body): um corpo JSON e obrigatorio (nada recebido)',
      });
    const body = sent ?? {};
    const errors = deps.schemas.refusalErrors(schema, body);
    if (!errors) return body;
    const relevant = lenient?.(deps.settings)
      ? errors.filter((error) => error.keyword !== 'additionalProperties')
      : errors;
    if (relevant.length) throw new AppError('VALIDATION_ERROR', schemaRefusal(relevant));
    return body;
  };
}

/**
 * The pipeline's part of one route, in order: the account (before any byte of the body is
 * read), the route's guard, the body (read and nested no deeper than allowed), its schema, then
 * the handler in its unit of work, the commit, and only then the answer. A failure (a throw, the
 * commit's own) changes nothing and is answered by the error handler.
 */
export function routeChain(route: Route, deps: Deps, routes: readonly OperationDoc[]): RequestHandler {
  const readsBody = BODY_METHODS.has(route.method) && !route.outsidePipeline;
  const parseBody = readsBody
    ? jsonBody(
        Math.max(deps.settings.bodyLimitBytes, route.body?.limitBytes?.(deps.settings) ?? 0),
        route.body?.maxDepth === undefined ? undefined : route.body.maxDepth,
        deps.settings.stateBodyInflateRatio,
      )
    : null;
  const validate = validator(route, deps);
  const writes = routeWrites(route);
  const handleAsync = route.handleAsync?.bind(route);
  const handle = route.handle?.bind(route);
  const { store } = deps;

  /**
   * A writing handler's unit of work: its changes, then the commit as `store.transaction` closes (the store refuses a
   * commit past the record cap, whatever wrote). An error reply (a refusal returned rather than thrown) changes nothing
   * either.
   */
  const unitOfWork = (ctx: RouteContext): Reply =>
    store.transaction(() => {
      const reply = handle!(ctx);
      if ('status' in reply && reply.status >= 400) store.rollback();
      return reply;
    });

  // What follows the body, in order: its schema, the handler (in its unit of work when it writes, committed as the
  // unit closes), then the answer. A handler that awaits opens its own units of work (src/http/route.ts) and is
  // answered once it has resolved.
  const afterBody = (ctx: RouteContext, res: Response, next: NextFunction) => {
    if (validate) ctx.body = ctx.req.body = validate(ctx.req.body);
    else ctx.body = ctx.req.body;
    if (handleAsync) {
      handleAsync(ctx)
        .then((reply) => sendReply(res, reply))
        .catch(next);
      return;
    }
    const reply = writes ? unitOfWork(ctx) : handle!(ctx);
    const sent = sendReply(res, reply);
    if (sent) sent.catch(next);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const ctx: RouteContext = { deps, req, body: undefined, res, routes };
    checkAccount(route, res);
    route.guard?.(ctx);
    if (!parseBody) return afterBody(ctx, res, next);
    parseBody(req, res, (error?: unknown) => {
      if (error) return next(error);
      try {
        afterBody(ctx, res, next);
      } catch (thrown) {
        next(thrown);
      }
    });
  };
}
