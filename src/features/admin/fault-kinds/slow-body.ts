import type { Response } from 'express';
import type { FaultKindModule } from './fault-kind.js';

export const DEFAULT_SLOW_BODY_MS = 5000;
/** The body goes out in this many pieces (fewer when it is shorter), spread evenly over the duration. */
const PIECES = 10;

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => Response;

function bytesOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(
    typeof chunk === 'string' ? chunk : JSON.stringify(chunk),
    typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
  );
}

/**
 * The real answer, its headers at once and its body dribbled over `durationMs` (WireMock's
 * chunked dribble delay): a client's read timeout, or a whole-request timeout, fires while
 * the status is already 2xx. The route runs as usual; only the bytes are held back.
 */
export const SLOW_BODY_FAULT: FaultKindModule = {
  kind: 'slow-body',
  clientSees:
    'the status and headers at once, then the body a piece at a time over `durationMs` (default 5 s): `await res.text()` takes that long; a timeout shorter than it fires while the body is read (fetch with `AbortSignal.timeout(ms)`: `res.text()` rejects with `TimeoutError`; curl `--max-time`: exit 28, "Operation timed out")',
  act: ({ res, next, fault }) => {
    const durationMs = fault.durationMs ?? DEFAULT_SLOW_BODY_MS;
    const write = res.write.bind(res) as Write;
    const end = res.end.bind(res) as End;
    const parts: Buffer[] = [];
    (res as unknown as { write: Write }).write = (chunk, encoding) => {
      const bytes = bytesOf(chunk, encoding);
      if (bytes) parts.push(bytes);
      return true;
    };
    (res as unknown as { end: End }).end = (chunk, encoding) => {
      const bytes = bytesOf(chunk, encoding);
      if (bytes) parts.push(bytes);
      const body = Buffer.concat(parts);
      const count = Math.max(1, Math.min(PIECES, body.length));
      const size = Math.ceil(body.length / count);
      let sent = 0;
      let closed = false;
      res.on('close', () => (closed = true));
      res.flushHeaders();
      // Piece i goes out at i/count of the duration; the answer ends with the last one.
      const step = () => {
        if (closed) return;
        if (size > 0) write(body.subarray(sent, sent + size));
        sent += size;
        if (sent >= body.length) end();
        else setTimeout(step, durationMs / count).unref();
      };
      setTimeout(step, durationMs / count).unref();
      return res;
    };
    next();
  },
};
