import { isUtf8 } from 'node:buffer';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError } from '../core/lib/errors.js';
import { firstTooDeep } from './json-depth.js';
import { readJson, readsDirectly, type JsonRead, type JsonReadError } from './json-read.js';
import { readLargeJson } from './large-body.js';
import { JOURNAL_BODY_CHARS, REQUEST_BODY_TEXT } from './request-log.js';

/**
 * The deepest nesting any request body may have: objects and arrays inside each other,
 * the body itself counting as one. Far below where the engine's recursive JSON.stringify,
 * structuredClone and ajv run out of stack (~1,900 levels at the shallowest), far above what
 * any operation needs (a whole state for PUT /__admin/state: state, collection, record,
 * metadata and the metadata's own depth, at most SANDBOX_METADATA_MAX_DEPTH ≤ 16).
 */
export const MAX_BODY_DEPTH = 32;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** The body-parser error type of a body that is not the UTF-8 it is read as. */
const INVALID_UTF8 = 'encoding.invalid.utf8';

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * JSON bodies only: a body with another Content-Type is a 415, an unparsable one a 400,
 * a larger one than the limit a 413, one nested deeper than MAX_BODY_DEPTH a 400 naming the
 * first value too deep, all through the error handler in the group's shape, before any
 * handler runs. Each route's pipeline has its own (src/http/route-chain.ts), with the route's
 * limit. `maxDepth` null is a whole state: the route checks depth itself, in slices, and the
 * body is read by readLargeJson (bounded after decompression by `limitBytes` and
 * `inflateRatio`, parsed in slices) so no body holds the process.
 */
export function jsonBody(limitBytes: number, maxDepth: number | null = MAX_BODY_DEPTH, inflateRatio = Infinity) {
  // Invalid UTF-8 is refused, not decoded into U+FFFD and stored (the charset is UTF-8 unless
  // declared as UTF-16 or UTF-32). Then the start of the raw body, copied (never a view of a
  // large buffer), for the request journal.
  const verify = (_req: Request, res: Response, raw: Buffer, charset: string | null) => {
    if ((charset === null || /^utf-?8$/i.test(charset)) && !isUtf8(raw))
      throw Object.assign(new Error('invalid UTF-8'), { status: 400, type: INVALID_UTF8 });
    res.locals[REQUEST_BODY_TEXT] = raw.subarray(0, JOURNAL_BODY_CHARS + 1).toString('utf8');
  };
  const parse = express.json({ limit: limitBytes, strict: false, type: () => true, verify: verify as never });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!BODY_METHODS.has(req.method) || !hasBody(req)) return next();
    const type = req.headers['content-type'];
    if (!type || !/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type))
      return next(new AppError('UNSUPPORTED_MEDIA_TYPE'));
    // A declared length over the limit is refused before a byte is read (the parser would read
    // and drop it all first, or wait out the request timeout); the connection then closes.
    if (!req.complete && Number(req.headers['content-length']) > limitBytes) {
      res.setHeader('Connection', 'close');
      return next(new AppError('PAYLOAD_TOO_LARGE'));
    }
    if (maxDepth === null) return readLarge(req, res, next, limitBytes, inflateRatio);
    const parsed = (error?: unknown) => {
      if (error) return next(bodyError(req, error));
      const tooDeep = firstTooDeep(req.body, maxDepth);
      if (tooDeep !== null) {
        req.body = undefined;
        return next(
          new AppError('BODY_TOO_DEEP', {
            fields: [tooDeep],
            message: `O corpo da requisição aninha objetos e listas além de ${maxDepth} níveis (em ${tooDeep})`,
          }),
        );
      }
      next();
    };
    // The common body (identity, UTF-8) is read directly, as body-parser would read it (src/http/json-read.ts).
    if (!readsDirectly(req, type)) return parse(req, res, parsed);
    readJson(req, limitBytes, JOURNAL_BODY_CHARS + 1, (error: JsonReadError | null, read?: JsonRead) => {
      if (read) res.locals[REQUEST_BODY_TEXT] = read.head;
      if (error) return parsed(error);
      req.body = read!.body;
      parsed();
    });
  };
}

/** A whole state's body (see jsonBody): UTF-8 only, bounded after decompression, parsed in slices. */
function readLarge(req: Request, res: Response, next: NextFunction, limitBytes: number, inflateRatio: number): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset))
    return next(new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Charset não suportado: envie JSON em UTF-8' }));
  readLargeJson(req, { limitBytes, inflateRatio }).then(
    ({ body, head }) => {
      req.body = body;
      res.locals[REQUEST_BODY_TEXT] = head;
      next();
    },
    (error: unknown) => {
      // The connection is not reused after a refused body: the client may still be sending.
      if (error instanceof AppError) res.setHeader('Connection', 'close');
      next(bodyError(req, error));
    },
  );
}

/** Maps body-parser failures onto catalogue codes. */
export function bodyParserError(error: unknown): AppError | null {
  const type = (error as { type?: string } | null)?.type;
  switch (type) {
    case 'entity.parse.failed':
      return new AppError('MALFORMED_JSON');
    case INVALID_UTF8:
      return new AppError('MALFORMED_UTF8');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Charset não suportado: envie JSON em UTF-8' });
    case 'encoding.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', {
        message: 'Content-Encoding não suportado: envie o corpo sem compressão, ou em gzip, deflate ou br',
      });
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return new AppError('MALFORMED_JSON');
    default:
      return null;
  }
}

/**
 * What a failure while reading the body means for the client. Beyond the typed failures
 * above, body-parser passes on the decompressor's own error as a bare 400 (zlib's
 * Z_DATA_ERROR, brotli's ERR__ERROR_FORMAT_*): a body that does not inflate as its
 * Content-Encoding says.
 */
function bodyError(req: Request, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const known = bodyParserError(error);
  if (known) return known;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status >= 500) return error;
  const encoded = (req.headers['content-encoding'] ?? 'identity').toLowerCase() !== 'identity';
  return new AppError(encoded ? 'MALFORMED_ENCODING' : 'MALFORMED_JSON');
}
