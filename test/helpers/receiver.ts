import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The raw body bytes as text, exactly as sent. */
  body: string;
  at: number;
}

/**
 * A real HTTP receiver on an ephemeral port; `respond` decides each answer (200 by default). A request answered 'hang'
 * is held until `release` (or the client gives up): a test decides when it ends, not a timeout.
 */
export class Receiver {
  readonly received: ReceivedRequest[] = [];
  respond: (request: ReceivedRequest, index: number) => number | 'hang' = () => 200;
  /** How long each answer takes after the request has arrived (a slow receiver). */
  delayMs = 0;
  /** Requests being answered now, and the most there ever were at once. */
  open = 0;
  maxOpen = 0;
  private server: Server | undefined;
  private waiters: { count: number; resolve: () => void }[] = [];
  private held: ServerResponse[] = [];

  /** Listens on `port` (0: an ephemeral one; a fixed one to bring a receiver back where it was). */
  async start(port = 0): Promise<this> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      this.maxOpen = Math.max(this.maxOpen, ++this.open);
      res.once('close', () => this.open--);
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request: ReceivedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        };
        this.received.push(request);
        const answer = this.respond(request, this.received.length - 1);
        const send = () => res.writeHead(answer as number, { 'content-type': 'application/json' }).end('{"ok":true}');
        if (answer === 'hang') this.held.push(res);
        else {
          if (this.delayMs > 0) setTimeout(() => res.destroyed || send(), this.delayMs);
          else send();
        }
        this.waiters = this.waiters.filter((waiter) =>
          this.received.length >= waiter.count ? (waiter.resolve(), false) : true,
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** Answers every request held so far with `status`; how many were still open to answer. */
  release(status = 200): number {
    const open = this.held.filter((res) => !res.destroyed);
    this.held = [];
    for (const res of open) res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
    return open.length;
  }

  /**
   * Resolves once `count` requests have arrived, or rejects after `timeoutMs` naming how many did: a margin no load
   * reaches (test/helpers/wait.ts), not a claim of speed.
   */
  waitFor(count: number, timeoutMs = 15_000): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`receiver got ${this.received.length} of ${count} requests`)),
        timeoutMs,
      );
      this.waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
