import type { NextFunction, Request, Response } from 'express';
import type { Log } from '../logger.js';
import { redactedHeaders, redactJsonText, redactedQuery } from '../lib/redact.js';

/** The most of each body the journal keeps (characters of redacted JSON). */
export const JOURNAL_BODY_CHARS = 8 * 1024;

/** One request as the journal lists it. */
export interface RequestLogEntry {
  id: number;
  time: string;
  method: string;
  path: string;
  status: number;
  sellerId: number | null;
  durationMs: number;
}

/** One request with what it carried: headers and bodies redacted (src/lib/redact.ts) and capped. */
export interface RequestLogDetail extends RequestLogEntry {
  query: string | null;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  requestBodyTruncated: boolean;
  responseBody: string | null;
  responseBodyTruncated: boolean;
}

export interface RequestLogFilter {
  sellerId?: number;
  method?: string;
  /** Part of the path. */
  path?: string;
  /** An exact status (404) or a class (400 with `statusClass`: any 4xx). */
  status?: number;
  statusClass?: boolean;
  /** Leave out the admin API's own calls (/__admin...). */
  hideAdmin?: boolean;
}

export type RequestLogListener = (entry: RequestLogEntry) => void;

export function summaryOf(detail: RequestLogDetail): RequestLogEntry {
  const { id, time, method, path, status, sellerId, durationMs } = detail;
  return { id, time, method, path, status, sellerId, durationMs };
}

function matches(entry: RequestLogDetail, filter: RequestLogFilter): boolean {
  if (filter.sellerId !== undefined && entry.sellerId !== filter.sellerId) return false;
  if (filter.method !== undefined && entry.method !== filter.method) return false;
  if (filter.path !== undefined && !entry.path.includes(filter.path)) return false;
  if (filter.status !== undefined && (filter.statusClass ? Math.floor(entry.status / 100) !== filter.status / 100 : entry.status !== filter.status)) return false;
  if (filter.hideAdmin && entry.path.startsWith('/__admin')) return false;
  return true;
}

/**
 * The most recent requests, in a fixed-size ring. Never holds a credential: headers and
 * bodies are redacted before they are stored, and capped at JOURNAL_BODY_CHARS.
 */
export class RequestLog {
  private readonly ring: (RequestLogDetail | undefined)[];
  private next = 0;
  private counter = 0;
  private readonly listeners = new Set<RequestLogListener>();

  constructor(readonly capacity: number) {
    this.ring = new Array(capacity);
  }

  nextId(): number {
    return ++this.counter;
  }

  push(entry: RequestLogDetail): void {
    if (this.capacity > 0) {
      this.ring[this.next] = entry;
      this.next = (this.next + 1) % this.capacity;
    }
    if (this.listeners.size === 0) return;
    const summary = summaryOf(entry);
    for (const listener of this.listeners) {
      try {
        listener(summary);
      } catch {
        // A view's failure must not fail the request it watches.
      }
    }
  }

  /** Calls `listener` with each request's summary once it is answered; returns the unsubscriber. */
  onEntry(listener: RequestLogListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Newest first, as summaries. */
  recent(limit = this.capacity, filter: RequestLogFilter = {}): RequestLogEntry[] {
    const out: RequestLogEntry[] = [];
    for (let i = 1; i <= this.capacity && out.length < limit; i++) {
      const entry = this.ring[(this.next - i + this.capacity) % this.capacity];
      if (!entry) break;
      if (matches(entry, filter)) out.push(summaryOf(entry));
    }
    return out;
  }

  /** One entry with its headers and bodies, while it is still in the ring. */
  get(id: number): RequestLogDetail | undefined {
    for (const entry of this.ring) if (entry?.id === id) return entry;
    return undefined;
  }

  clear(): void {
    this.ring.fill(undefined);
    this.next = 0;
  }
}

function preview(text: string | null): { text: string | null; truncated: boolean } {
  return text === null ? { text: null, truncated: false } : redactJsonText(text, JOURNAL_BODY_CHARS);
}

/** Where the JSON body parser leaves the start of the raw request body (http/body.ts). */
export const REQUEST_BODY_TEXT = 'requestBodyText';

/**
 * Records every request in the ring and logs one line per request (never headers or bodies).
 * The bodies kept are the raw JSON request body and the JSON answer as sent (every API and
 * error answer), both redacted and capped; pages, assets and event streams are kept without.
 */
export function logRequests(log: RequestLog, logger: Log, now: () => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const id = log.nextId();
    const time = now();
    let answered: string | null = null;
    const send = res.send;
    // res.json serializes once and hands the text to res.send: that text is what is kept.
    res.send = function (this: Response, body?: unknown) {
      if (typeof body === 'string' && answered === null && /json/.test(String(this.getHeader('content-type') ?? ''))) answered = body;
      return send.call(this, body);
    };
    res.setHeader('X-Request-Id', String(id));
    res.on('finish', () => {
      const principal = res.locals.principal as { user: { id: number } } | undefined;
      const queryAt = req.originalUrl.indexOf('?');
      const requestBody = preview((res.locals[REQUEST_BODY_TEXT] as string | undefined) ?? null);
      const responseBody = preview(answered);
      answered = null;
      const entry: RequestLogDetail = {
        id,
        time,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        sellerId: principal?.user.id ?? null,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
        query: queryAt >= 0 ? redactedQuery(req.originalUrl.slice(queryAt + 1)) : null,
        requestHeaders: redactedHeaders(req.headers),
        requestBody: requestBody.text,
        requestBodyTruncated: requestBody.truncated,
        responseBody: responseBody.text,
        responseBodyTruncated: responseBody.truncated,
      };
      log.push(entry);
      if (logger.isLevelEnabled('info')) logger.info({ reqId: id, method: entry.method, path: entry.path, status: entry.status, durationMs: entry.durationMs, sellerId: entry.sellerId }, 'request');
    });
    next();
  };
}
