import type { NextFunction, Request, Response } from 'express';
import type { Log } from '../logger.js';

export interface RequestLogEntry {
  id: number;
  time: string;
  method: string;
  path: string;
  status: number;
  sellerId: number | null;
  durationMs: number;
}

/** The most recent requests, in a fixed-size ring; never holds a header, so never a key. */
export class RequestLog {
  private readonly ring: (RequestLogEntry | undefined)[];
  private next = 0;
  private counter = 0;

  constructor(readonly capacity: number) {
    this.ring = new Array(capacity);
  }

  nextId(): number {
    return ++this.counter;
  }

  push(entry: RequestLogEntry): void {
    if (this.capacity === 0) return;
    this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
  }

  /** Newest first. */
  recent(limit = this.capacity): RequestLogEntry[] {
    const out: RequestLogEntry[] = [];
    for (let i = 1; i <= this.capacity && out.length < limit; i++) {
      const entry = this.ring[(this.next - i + this.capacity) % this.capacity];
      if (!entry) break;
      out.push(entry);
    }
    return out;
  }

  clear(): void {
    this.ring.fill(undefined);
    this.next = 0;
  }
}

/** Records every request in the ring and logs one line per request (never headers or bodies). */
export function logRequests(log: RequestLog, logger: Log, now: () => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const id = log.nextId();
    const time = now();
    res.setHeader('X-Request-Id', String(id));
    res.on('finish', () => {
      const principal = res.locals.principal as { user: { id: number } } | undefined;
      const entry: RequestLogEntry = {
        id,
        time,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        sellerId: principal?.user.id ?? null,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
      };
      log.push(entry);
      if (logger.isLevelEnabled('info')) logger.info({ reqId: id, method: entry.method, path: entry.path, status: entry.status, durationMs: entry.durationMs, sellerId: entry.sellerId }, 'request');
    });
    next();
  };
}
