import type { NextFunction, Request, Response } from 'express';
import type { Log } from '../logger.js';
import type { Store } from '../store/store.js';
import { bodyParserError } from './body.js';
import { errorResponse } from './error-bodies.js';
import { AppError } from './errors.js';
import type { ErrorGroup } from './groups.js';

export function groupOfResponse(res: Response): ErrorGroup {
  return (res.locals.group as ErrorGroup | undefined) ?? 'envelope';
}

export function sendError(res: Response, error: AppError): void {
  const { status, body } = errorResponse(groupOfResponse(res), error.code, error.options);
  res.status(status).json(body);
}

/**
 * The one place that turns a thrown error into a response: the group's body, never HTML or a
 * stack. A failed request changes nothing: whatever it changed in the store before failing
 * is rolled back here. Domain work runs synchronously between a request's awaits, and a
 * writing handler's only await is the commit (which writes synchronously), so the store's
 * uncommitted changes at this point are exactly the failing request's.
 */
export function errorHandler(logger: Log, store: Pick<Store, 'rollback'>) {
  // Express recognises error middleware by its four parameters.
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    store.rollback();
    const appError = error instanceof AppError ? error : bodyParserError(error);
    if (!appError) logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    if (res.headersSent) {
      res.end();
      return;
    }
    sendError(res, appError ?? new AppError('INTERNAL_ERROR'));
  };
}

export function routeNotFound(_req: Request, _res: Response, next: NextFunction): void {
  next(new AppError('ROUTE_NOT_FOUND'));
}
