import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Log } from '../core/logger.js';
import { isoAt } from '../core/lib/clock.js';
import { keptForRedaction, redactedHeaders, redactJsonText, redactedQuery } from '../core/lib/redact.js';
import { RESPONSE_TEXT } from './send.js';

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
  /**
   * The User-Agent's first product token (`gateway-sandbox-cli/1.4.0`, `curl/8.5.0`), or null: a follower hides the
   * CLI's own requests by it.
   */
  client: string | null;
}

/** One request with what it carried: headers and bodies redacted (src/core/lib/redact.ts) and capped. */
export interface RequestLogDetail extends RequestLogEntry {
  query: string | null;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  requestBodyTruncated: boolean;
  responseBody: string | null;
  responseBodyTruncated: boolean;
  /**
   * An error answer's code, the fields it names and why each was refused (the body may have no room for them), or null.
   */
  refusal: Pick<Refusal, 'code' | 'fields' | 'reasons'> | null;
  /** What a refusal's `X-Sandbox-Reason` said (the field, the rule and the value), or null. */
  reason: string | null;
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

/**
 * What the journal keeps of a request when it is answered: references to what the request
 * already holds (its headers, the raw query, the raw JSON texts), not redacted copies.
 * Redacting costs microseconds and most entries are never read, so it happens when an entry
 * is read (`detailOf`), with the same result. Never shown as it is: it holds credentials.
 */
export interface JournalRecord {
  id: number;
  /** The sandbox clock when the request arrived. */
  timeMs: number;
  method: string;
  path: string;
  status: number;
  sellerId: number | null;
  durationMs: number;
  /** The query string as sent (after `?`), or null. */
  rawQuery: string | null;
  headers: IncomingHttpHeaders;
  /** The raw JSON texts, at most JOURNAL_BODY_CHARS + 1 characters (`keptForRedaction`). */
  requestText: string | null;
  responseText: string | null;
  /** What sendError recorded of an error answer, or null. */
  refusal: Refusal | null;
}

export type RequestLogListener = (record: JournalRecord) => void;

const MAX_CLIENT_CHARS = 64;

/** The first product token of a User-Agent header (`name/version`), capped. */
export function clientOf(headers: IncomingHttpHeaders): string | null {
  const agent = headers['user-agent'];
  if (!agent) return null;
  const token = agent.trim().split(/\s+/)[0] ?? '';
  return token ? token.slice(0, MAX_CLIENT_CHARS) : null;
}

export function summaryOf(record: JournalRecord): RequestLogEntry {
  const { id, method, path, status, sellerId, durationMs } = record;
  return {
    id,
    time: isoAt(record.timeMs),
    method,
    path,
    status,
    sellerId,
    durationMs,
    client: clientOf(record.headers),
  };
}

function preview(text: string | null): { text: string | null; truncated: boolean } {
  return text === null ? { text: null, truncated: false } : redactJsonText(text, JOURNAL_BODY_CHARS);
}

/** The entry as GET /__admin/requests/{id} shows it: headers, query and bodies redacted and capped. */
export function detailOf(record: JournalRecord): RequestLogDetail {
  const requestBody = preview(record.requestText);
  const responseBody = preview(record.responseText);
  return {
    ...summaryOf(record),
    query: record.rawQuery === null ? null : redactedQuery(record.rawQuery),
    requestHeaders: redactedHeaders(record.headers),
    requestBody: requestBody.text,
    requestBodyTruncated: requestBody.truncated,
    responseBody: responseBody.text,
    responseBodyTruncated: responseBody.truncated,
    refusal: record.refusal && {
      code: record.refusal.code,
      fields: record.refusal.fields,
      reasons: record.refusal.reasons,
    },
    reason: record.refusal?.reason ?? null,
  };
}

function matches(entry: JournalRecord, filter: RequestLogFilter): boolean {
  if (filter.sellerId !== undefined && entry.sellerId !== filter.sellerId) return false;
  if (filter.method !== undefined && entry.method !== filter.method) return false;
  if (filter.path !== undefined && !entry.path.includes(filter.path)) return false;
  if (
    filter.status !== undefined &&
    (filter.statusClass ? Math.floor(entry.status / 100) !== filter.status / 100 : entry.status !== filter.status)
  )
    return false;
  if (filter.hideAdmin && entry.path.startsWith('/__admin')) return false;
  return true;
}

/**
 * The most recent requests, in a fixed-size ring. Never shows a credential: what it hands out
 * (`recent`, `get`) is redacted and capped at JOURNAL_BODY_CHARS when it is asked for; what it
 * keeps are the request's own references (`JournalRecord`).
 */
export class RequestLog {
  private readonly ring: (JournalRecord | undefined)[];
  private next = 0;
  private counter = 0;
  private readonly listeners = new Set<RequestLogListener>();

  constructor(readonly capacity: number) {
    this.ring = new Array<JournalRecord | undefined>(capacity);
  }

  nextId(): number {
    return ++this.counter;
  }

  push(record: JournalRecord): void {
    if (this.capacity > 0) {
      this.ring[this.next] = record;
      this.next = (this.next + 1) % this.capacity;
    }
    for (const listener of this.listeners) {
      try {
        listener(record);
      } catch {
        // A view's failure must not fail the request it watches.
      }
    }
  }

  /**
   * Calls `listener` with each request's record once it is answered (turn it into what you
   * show with `summaryOf`, when you show it); returns the unsubscriber.
   */
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
    for (const record of this.ring) if (record?.id === id) return detailOf(record);
    return undefined;
  }

  clear(): void {
    this.ring.fill(undefined);
    this.next = 0;
  }
}

/** Where the JSON body parser leaves the start of the raw request body (http/body.ts). */
export const REQUEST_BODY_TEXT = 'requestBodyText';

/**
 * Where sendError (http/error-handler.ts) leaves what the journal shows of a refusal (the code, the fields, why),
 * whatever the body had room for.
 */
export const REFUSAL = 'refusal';

export interface Refusal {
  code: string;
  fields: string[];
  reasons: string[];
  /** What `X-Sandbox-Reason` said (a 4xx), or null (a 5xx). */
  reason: string | null;
}

/**
 * Records every request in the ring and logs one line per request (never headers or bodies).
 * The bodies kept are the raw JSON request body and the JSON answer as sent (every API and
 * error answer), redacted and capped when read; pages, assets and event streams are kept
 * without. `nowMs` is the sandbox clock.
 */
export function logRequests(log: RequestLog, logger: Log, nowMs: () => number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const id = log.nextId();
    const timeMs = nowMs();
    res.setHeader('X-Request-Id', String(id));
    res.on('finish', () => {
      const principal = res.locals.principal as { user: { id: number } } | undefined;
      const queryAt = req.originalUrl.indexOf('?');
      const requestText = (res.locals[REQUEST_BODY_TEXT] as string | undefined) ?? null;
      // The JSON text as sent, left by the one sending function (src/http/send.ts).
      const answered = (res.locals[RESPONSE_TEXT] as string | undefined) ?? null;
      const record: JournalRecord = {
        id,
        timeMs,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        sellerId: principal?.user.id ?? null,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
        rawQuery: queryAt >= 0 ? req.originalUrl.slice(queryAt + 1) : null,
        headers: req.headers,
        // body.ts already keeps at most JOURNAL_BODY_CHARS + 1 bytes of the request body.
        requestText,
        responseText: answered === null ? null : keptForRedaction(answered, JOURNAL_BODY_CHARS),
        refusal: (res.locals[REFUSAL] as Refusal | undefined) ?? null,
      };
      log.push(record);
      if (logger.isLevelEnabled('info'))
        logger.info(
          {
            reqId: id,
            method: record.method,
            path: record.path,
            status: record.status,
            durationMs: record.durationMs,
            sellerId: record.sellerId,
          },
          'request',
        );
    });
    next();
  };
}
