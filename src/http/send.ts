import type { Response } from 'express';
import type { Reply, ReplyHeaders } from './reply.js';

/** Where the one sending function leaves the JSON text it sent, for the request journal (src/http/request-log.ts). */
export const RESPONSE_TEXT = 'responseText';

/**
 * The one place a JSON answer is written: serialized once, the text kept for the journal,
 * then sent (Express's `res.send`, for HEAD and Content-Length as before).
 */
export function sendJson(res: Response, status: number, body: unknown, headers?: ReplyHeaders): void {
  const text = JSON.stringify(body) as string | undefined;
  res.status(status);
  if (headers) res.set(headers);
  if (!res.getHeader('Content-Type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (text !== undefined) res.locals[RESPONSE_TEXT] = text;
  res.send(text);
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
