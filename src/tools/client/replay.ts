import type { FetchLike } from './api-types.js';

/**
 * A request a reused connection lost before any answer came, sent once more when repeating it cannot change
 * anything. A client's pool may send on a kept-alive connection just as the server closes it (its idle limit
 * reached, a proxy's 5 s, an older sandbox's 6 s): the request meets a reset, and `fetch` rejects with
 * `TypeError: fetch failed`. Go's HTTP client repeats such a request when it is safe to; this does the same, once,
 * for the safe methods only. A POST is never repeated (a sale could be made twice), nor a PUT or DELETE:
 * idempotent in the state they leave, but a repeat of a DELETE that was done would answer 404 for it. The rule is Go
 * net/http's (docs/reliability.md, "Kept-alive connections outlive their clients' pools").
 */
const REPLAYABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The causes of a connection lost under a request (undici's codes and the socket's): reset, written after the peer
 * closed, closed before the answer. A refused connection (ECONNREFUSED: nothing listens) is not among them.
 */
const LOST_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * True for fetch's rejection when the connection was lost before any answer (see above). By its name, not
 * `instanceof TypeError`: Node's fetch throws its own realm's TypeError, which is not a vm context's (jest's).
 */
export function lostConnection(error: unknown): boolean {
  const failure = error as { name?: unknown; cause?: { code?: unknown } } | null;
  const code = failure?.cause?.code;
  return failure?.name === 'TypeError' && typeof code === 'string' && LOST_CONNECTION.has(code);
}

/** `inner` (globalThis.fetch unless given), with a safe request that lost its connection sent once more. */
export function replayingFetch(inner: FetchLike = (request) => fetch(request)): FetchLike {
  return async (request) => {
    if (!REPLAYABLE.has(request.method.toUpperCase())) return inner(request);
    const again = request.clone();
    try {
      return await inner(request);
    } catch (error) {
      if (!lostConnection(error) || request.signal.aborted) throw error;
      return inner(again);
    }
  };
}
