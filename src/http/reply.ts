import type { Response } from 'express';

/*
 * What a handler answers (src/http/route.ts): data the pipeline sends after the commit
 * (src/http/send.ts), never a call on the response.
 */

/** Headers a reply adds (latin1 values). */
export type ReplyHeaders = Readonly<Record<string, string>>;

/** A JSON answer: nearly every reply. */
export interface JsonReply {
  status: number;
  body: unknown;
  headers?: ReplyHeaders;
}

/** A text answer of another type (an HTML page). */
export interface TextReply {
  status: number;
  text: string;
  contentType: string;
  headers?: ReplyHeaders;
}

/**
 * An answer the handler writes itself, after the commit: a stream (an event feed, a state
 * exported in slices) or a receiver that owns its connection. A throw before its first byte
 * is answered as any error is.
 */
export interface RawReply {
  raw(res: Response): void | Promise<void>;
}

/** What a handler returns; a refusal is thrown (an AppError), never returned. */
export type Reply = JsonReply | TextReply | RawReply;

/** `{ status: 200, body }` and the like, so a handler reads as its answer. */
export const ok = (body: unknown, headers?: ReplyHeaders): JsonReply => ({ status: 200, body, headers });
export const created = (body: unknown): JsonReply => ({ status: 201, body });
export const reply = (status: number, body: unknown): JsonReply => ({ status, body });
