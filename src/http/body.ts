import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError } from './errors.js';
import { JOURNAL_BODY_CHARS, REQUEST_BODY_TEXT } from './request-log.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * JSON bodies only: a body with another Content-Type is a 415, an unparsable one a 400,
 * a larger one than the limit a 413, all through the error handler in the group's shape.
 */
export function jsonBody(limitBytes: number) {
  // The start of the raw body, copied (never a view of a large buffer), for the request journal.
  const keepStart = (_req: Request, res: Response, raw: Buffer) => {
    res.locals[REQUEST_BODY_TEXT] = raw.subarray(0, JOURNAL_BODY_CHARS + 1).toString('utf8');
  };
  const parse = express.json({ limit: limitBytes, strict: false, type: () => true, verify: keepStart as never });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!BODY_METHODS.has(req.method) || !hasBody(req)) return next();
    const type = req.headers['content-type'];
    if (!type || !/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) return next(new AppError('UNSUPPORTED_MEDIA_TYPE'));
    // A declared length over the limit is refused before a byte is read (the parser would read
    // and drop it all first, or wait out the request timeout); the connection then closes.
    if (!req.complete && Number(req.headers['content-length']) > limitBytes) {
      res.setHeader('Connection', 'close');
      return next(new AppError('PAYLOAD_TOO_LARGE'));
    }
    parse(req, res, next);
  };
}

/** Maps body-parser failures onto catalogue codes. */
export function bodyParserError(error: unknown): AppError | null {
  const type = (error as { type?: string } | null)?.type;
  switch (type) {
    case 'entity.parse.failed':
      return new AppError('MALFORMED_JSON');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return new AppError('MALFORMED_JSON');
    default:
      return null;
  }
}
