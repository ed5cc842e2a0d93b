import type { Request } from 'express';
import { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { AppError } from '../core/lib/errors.js';
import { parseJsonInSlices } from './json-slices.js';
import { JOURNAL_BODY_CHARS } from './request-log.js';

/** The bounds of a large body (a whole state), in bytes after decompression. */
export interface LargeBodyLimits {
  /** Most bytes after decompression (SANDBOX_STATE_BODY_LIMIT_BYTES). */
  limitBytes: number;
  /** Most bytes after decompression per byte received (SANDBOX_STATE_BODY_INFLATE_RATIO). */
  inflateRatio: number;
}

/**
 * Below this many inflated bytes the ratio is not judged: the first block of a compressed
 * stream can run ahead of its input, and a small body costs nothing anyway.
 */
export const RATIO_FREE_BYTES = 1024 * 1024;
/** How long the parse may hold the event loop at a time. */
const PARSE_SLICE_MS = 10;

const DECOMPRESSORS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** Why a body was refused while it was read; the rest of it is read and dropped before the answer. */
function tooLarge(message: string): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', { message });
}

/**
 * Reads a large JSON body as it arrives: decompressed on the thread pool (never in one call),
 * counted after decompression against an absolute limit and against a ratio to the bytes
 * received, so a 233 KB gzip that would unpack to 240 MB is refused within its first
 * megabytes; decoded as strict UTF-8 chunk by chunk; then parsed in slices
 * (parseJsonInSlices). A refusal is answered once the client has sent its whole body (read
 * and dropped, never inflated, up to the limit), so it reads the 413 rather than a reset connection.
 */
export function readLargeJson(req: Request, limits: LargeBodyLimits): Promise<{ body: unknown; head: string }> {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  const decompressor = encoding === 'identity' ? null : DECOMPRESSORS[encoding];
  if (decompressor === undefined)
    return Promise.reject(
      Object.assign(new Error('unsupported encoding'), { status: 415, type: 'encoding.unsupported' }),
    );
  return new Promise((resolve, reject) => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const parts: string[] = [];
    let received = 0;
    let inflated = 0;
    let refusal: Error | null = null;
    const inflater = decompressor ? decompressor() : null;
    const source = inflater ?? req;
    const refuse = (error: Error) => {
      if (refusal) return;
      refusal = error;
      parts.length = 0;
      if (inflater) {
        req.unpipe(inflater);
        inflater.destroy();
      }
      // The rest of the body is read and dropped: the client gets the answer, not a reset.
      req.on('data', () => {});
      req.resume();
      if (req.complete) reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limits.limitBytes) return;
      // Past the limit as sent: answered now, not drained (the connection closes after the answer).
      refuse(tooLarge(`O corpo excede ${limits.limitBytes} bytes (SANDBOX_STATE_BODY_LIMIT_BYTES); nada foi alterado`));
      reject(refusal!);
    });
    req.on('end', () => {
      if (refusal) reject(refusal);
    });
    req.on('error', (error) => {
      refuse(Object.assign(error, { type: 'request.aborted' }));
      reject(refusal!);
    });
    source.on('data', (chunk: Buffer) => {
      if (refusal) return;
      inflated += chunk.length;
      if (inflated > limits.limitBytes)
        return refuse(
          tooLarge(
            `O corpo descomprimido excede ${limits.limitBytes} bytes (SANDBOX_STATE_BODY_LIMIT_BYTES); nada foi alterado`,
          ),
        );
      if (inflater && inflated > RATIO_FREE_BYTES && inflated > limits.inflateRatio * received)
        return refuse(
          tooLarge(
            `O corpo descomprimido excede ${limits.inflateRatio} vezes o tamanho recebido (SANDBOX_STATE_BODY_INFLATE_RATIO); nada foi alterado`,
          ),
        );
      try {
        parts.push(decoder.decode(chunk, { stream: true }));
      } catch {
        refuse(Object.assign(new Error('invalid UTF-8'), { status: 400, type: 'encoding.invalid.utf8' }));
      }
    });
    if (inflater) {
      inflater.on('error', (error) => refuse(Object.assign(error, { status: 400 })));
      req.pipe(inflater);
    }
    source.on('end', () => {
      if (refusal) return;
      let text: string;
      try {
        text = parts.join('') + decoder.decode();
      } catch {
        return reject(Object.assign(new Error('invalid UTF-8'), { status: 400, type: 'encoding.invalid.utf8' }));
      }
      parts.length = 0;
      parseJsonInSlices(text, PARSE_SLICE_MS).then(
        (body) => resolve({ body, head: text.slice(0, JOURNAL_BODY_CHARS + 1) }),
        () => reject(Object.assign(new Error('malformed JSON'), { status: 400, type: 'entity.parse.failed' })),
      );
    });
  });
}
