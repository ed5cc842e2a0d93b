import type { NextFunction, Request, Response } from 'express';
import type { Log } from '../logger.js';
import { bodyParserError } from './body.js';
import { errorResponse } from './error-bodies.js';
import { AppError } from './errors.js';
import type { ErrorGroup } from './groups.js';
import { pathError } from './params.js';

export function groupOfResponse(res: Response): ErrorGroup {
  return (res.locals.group as ErrorGroup | undefined) ?? 'envelope';
}

export function sendError(res: Response, error: AppError): void {
  const { status, body } = errorResponse(groupOfResponse(res), error.code, error.options);
  res.status(status).json(body);
}

/** The one place that turns a thrown error into a response: the group's body, never HTML or a stack. */
export function errorHandler(logger: Log) {
  // Express recognises error middleware by its four parameters.
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const appError = error instanceof AppError ? error : (bodyParserError(error) ?? pathError(error));
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
