import type { NextFunction, Request, Response } from 'express';
import type { Log } from '../core/logger.js';
import { bodyParserError } from './body.js';
import { recordLimitError } from './record-limit-error.js';
import { errorResponse } from './error-bodies.js';
import { AppError } from '../core/lib/errors.js';
import type { ErrorGroup } from './groups.js';
import { pathError } from './params.js';
import { REFUSAL, type Refusal } from './request-log.js';
import { compilePath } from './route-path.js';
import { reasonOf } from './refusal-reason.js';
import { sendJson } from './send.js';

/** Why a 4xx was refused, in English, and in Portuguese (plain ASCII, accents dropped). */
export const REASON_HEADER = 'X-Sandbox-Reason';
export const REASON_PT_HEADER = 'X-Sandbox-Reason-Pt';

export function groupOfResponse(res: Response): ErrorGroup {
  return (res.locals.group as ErrorGroup | undefined) ?? 'envelope';
}

/**
 * Answers an error in the request's group body, unchanged from the spec's. A refusal (4xx) also
 * says why, in headers the body has no room for: `X-Sandbox-Reason` (the field, the rule and the
 * value, in English) and `X-Sandbox-Reason-Pt`; the journal keeps the same text.
 */
export function sendError(res: Response, error: AppError): void {
  const { status, body } = errorResponse(groupOfResponse(res), error.code, error.options);
  const reason = status < 500 ? reasonOf(error) : null;
  res.locals[REFUSAL] = {
    code: error.code,
    fields: error.options.fields ?? [],
    reasons: error.options.reasons ?? [],
    reason: reason?.en ?? null,
  } satisfies Refusal;
  sendJson(res, status, body, reason ? { [REASON_HEADER]: reason.en, [REASON_PT_HEADER]: reason.pt } : undefined);
}

/**
 * The one place that turns a thrown error into a response: the group's body, never HTML or a
 * stack. It rolls nothing back, and must not: a failed request's changes were undone by its
 * own unit of work (`store.transaction`) as the error left it, and the store may hold no
 * other uncommitted change to roll back (a write outside a unit of work throws), so no
 * request's failure can undo another's work.
 */
export function errorHandler(logger: Log) {
  // Express recognises error middleware by its four parameters.
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const appError =
      error instanceof AppError ? error : (bodyParserError(error) ?? pathError(error) ?? recordLimitError(error));
    if (!appError) logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    if (res.headersSent) {
      res.end();
      return;
    }
    sendError(res, appError ?? new AppError('INTERNAL_ERROR'));
  };
}

interface RouteOfTable {
  method: string;
  path: string;
}

/**
 * What answers when no route did: a known path asked with a method it does not serve is
 * 405 METHOD_NOT_ALLOWED with `Allow` (GET implies HEAD, as Express serves it), or 204 with
 * `Allow` to OPTIONS; anything else is 404 ROUTE_NOT_FOUND. The errors in the group's body.
 */
export function routeNotFound(routes: readonly RouteOfTable[]) {
  const table = routes.map((route) => ({
    method: route.method.toUpperCase(),
    pattern: compilePath(route.path).pattern,
  }));
  return (req: Request, res: Response, next: NextFunction): void => {
    const methods = new Set(
      table
        .filter((route) => route.pattern.test(req.path))
        .flatMap((route) => (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method])),
    );
    if (methods.size === 0 || methods.has(req.method)) return next(new AppError('ROUTE_NOT_FOUND'));
    res.setHeader('Allow', [...methods].join(', '));
    // OPTIONS on a known path (not a CORS preflight, which the CORS stage answers) lists its methods.
    if (req.method === 'OPTIONS') return void res.status(204).end();
    next(new AppError('METHOD_NOT_ALLOWED'));
  };
}
