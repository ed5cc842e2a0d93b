import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';

/**
 * Reads a JSON body as body-parser (express.json, strict off) reads the common one, without its machinery: no
 * content-type parse, no raw-body, no iconv decoder per chunk. Only for a body body-parser would read the same way:
 * no Content-Encoding, UTF-8 (declared or by default) and a request still open; `readsDirectly` says which, and any
 * other goes through body-parser (src/http/body.ts). The outcomes are body-parser's, named by its error types
 * (`entity.too.large`, `request.size.invalid`, `request.aborted`, `entity.parse.failed`, the invalid UTF-8 type of
 * body.ts), with the request read off before a refusal is passed on, as body-parser does. A body-parser read was
 * ~18 % of a card sale's CPU, this one ~5 % (docs/performance.md, "Fourth pass").
 */
export interface JsonRead {
  /** The parsed body (`{}` for an empty one, as body-parser gives). */
  body: unknown;
  /** The raw body's first `headBytes` bytes as text, for the journal (the whole text when it is that short). */
  head: string;
}

export type JsonReadError = Error & { status: number; type: string };

/** Whether readJson reads this request exactly as body-parser would (the caller has checked it is JSON). */
export function readsDirectly(req: IncomingMessage, contentType: string): boolean {
  if (req.headers['content-encoding'] !== undefined) return false;
  // `application/json` alone, or with `charset=utf-8`: any other parameter goes the long way.
  const semi = contentType.indexOf(';');
  if (semi >= 0 && !/^;\s*charset\s*=\s*(?:"utf-?8"|utf-?8)\s*$/i.test(contentType.slice(semi))) return false;
  // on-finished's isFinished(req), body-parser's first test: a finished request is passed on unread.
  const socket = req.socket;
  return (
    !(req as { upgrade?: boolean }).upgrade && socket !== null && socket.readable && !(req.complete && !req.readable)
  );
}

function failure(status: number, type: string, message: string): JsonReadError {
  return Object.assign(new Error(message), { status, type });
}

/** Reads what is left of the request, then calls back: a refused body is read off before its answer. */
function readOff(req: IncomingMessage, then: () => void): void {
  const socket = req.socket;
  if ((req as { upgrade?: boolean }).upgrade || socket === null || !socket.readable || (req.complete && !req.readable))
    return then();
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    req.off('end', once);
    socket.off('error', once);
    socket.off('close', once);
    then();
  };
  req.on('end', once);
  socket.on('error', once);
  socket.on('close', once);
  req.resume();
}

/**
 * The body of `req`, at most `limitBytes`, parsed; `headBytes` of it kept as text for the journal. Calls `done` once,
 * asynchronously, with the body or body-parser's error for the same request (and the journal's text when the body
 * was read whole, valid UTF-8, but not JSON).
 */
export function readJson(
  req: IncomingMessage,
  limitBytes: number,
  headBytes: number,
  done: (error: JsonReadError | null, read?: JsonRead) => void,
): void {
  const declared = req.headers['content-length'];
  const length = declared === undefined ? null : parseInt(declared, 10);
  const refuse = (error: JsonReadError) => readOff(req, () => done(error));
  if (length !== null && length > limitBytes)
    return refuse(failure(413, 'entity.too.large', 'request entity too large'));
  let first: Buffer | null = null;
  let chunks: Buffer[] | null = null;
  let received = 0;
  let finished = false;
  const cleanup = () => {
    finished = true;
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onError);
    req.off('aborted', onAborted);
    req.off('close', cleanup);
  };
  const fail = (error: JsonReadError) => {
    cleanup();
    req.pause();
    refuse(error);
  };
  function onData(chunk: Buffer) {
    if (finished) return;
    received += chunk.length;
    if (received > limitBytes) return fail(failure(413, 'entity.too.large', 'request entity too large'));
    if (first === null) first = chunk;
    else (chunks ??= [first]).push(chunk);
  }
  function onAborted() {
    if (!finished) fail(failure(400, 'request.aborted', 'request aborted'));
  }
  function onError(error: Error) {
    if (!finished) fail(Object.assign(error, { status: 400, type: 'stream.error' }));
  }
  function onEnd() {
    if (finished) return;
    if (length !== null && received !== length)
      return fail(failure(400, 'request.size.invalid', 'request size did not match content length'));
    cleanup();
    const raw: Buffer = chunks !== null ? Buffer.concat(chunks, received) : (first ?? Buffer.alloc(0));
    if (!isUtf8(raw)) return done(failure(403, 'encoding.invalid.utf8', 'invalid UTF-8'));
    const text = raw.toString('utf8');
    const head = raw.length <= headBytes ? text : raw.subarray(0, headBytes).toString('utf8');
    // iconv-lite's decoder, which body-parser reads through, drops a byte order mark.
    const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    let body: unknown;
    try {
      body = json.length === 0 ? {} : JSON.parse(json);
    } catch (error) {
      // As with body-parser, whose `verify` kept the journal's text before the parse failed.
      const refused = Object.assign(error as Error, { status: 400, type: 'entity.parse.failed' });
      return done(refused, { body: undefined, head });
    }
    done(null, { body, head });
  }
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
  req.on('aborted', onAborted);
  req.on('close', cleanup);
}
