import type { Response } from 'express';
import type { Reply, ReplyHeaders } from './reply.js';

/** Where the one sending function leaves the JSON text it sent, for the request journal (src/http/request-log.ts). */
export const RESPONSE_TEXT = 'responseText';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Whether Express's `res.send` would write `text` as it is with its length and nothing else: the type is already
 * ours (its charset step gives the same string back), no ETag is made, the request asks for no freshness check, and
 * neither HEAD nor a status without a body changes what is written.
 */
function sentAsIs(res: Response): boolean {
  const { req, statusCode } = res;
  return (
    req.method !== 'HEAD' &&
    statusCode !== 204 &&
    statusCode !== 205 &&
    statusCode !== 304 &&
    req.headers['if-none-match'] === undefined &&
    req.headers['if-modified-since'] === undefined &&
    res.getHeader('Content-Type') === JSON_TYPE &&
    !res.hasHeader('Transfer-Encoding') &&
    !res.hasHeader('ETag') &&
    typeof (res.app.settings as Record<string, unknown>)['etag fn'] !== 'function'
  );
}

/**
 * The one place a JSON answer is written: serialized once, the text kept for the journal, then sent. The common
 * answer is written directly with its length (what `res.send` writes for it, without its header parsing: about 3 %
 * of a card sale, docs/performance.md); any other goes through Express's `res.send`, for HEAD, 304 and the rest.
 */
export function sendJson(res: Response, status: number, body: unknown, headers?: ReplyHeaders): void {
  const text = JSON.stringify(body) as string | undefined;
  res.status(status);
  if (headers) res.set(headers);
  if (!res.getHeader('Content-Type')) res.setHeader('Content-Type', JSON_TYPE);
  if (text === undefined || !sentAsIs(res)) {
    if (text !== undefined) res.locals[RESPONSE_TEXT] = text;
    res.send(text);
    return;
  }
  res.locals[RESPONSE_TEXT] = text;
  res.setHeader('Content-Length', Buffer.byteLength(text, 'utf8'));
  res.end(text, 'utf8');
}

/**
 * Writes a handler's reply, after its commit (src/http/route-chain.ts). A raw reply writes
 * itself; its promise, if any, is returned so a failure before its first byte is answered.
 */
export function sendReply(res: Response, reply: Reply): void | Promise<void> {
  if ('raw' in reply) return reply.raw(res);
  if ('text' in reply) {
    res.status(reply.status);
    if (reply.headers) res.set(reply.headers);
    res.type(reply.contentType).send(reply.text);
    return;
  }
  sendJson(res, reply.status, reply.body, reply.headers);
}
