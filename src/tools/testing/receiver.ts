import { createServer, type IncomingHttpHeaders } from 'node:http';
import { verifySignature } from '../client/signature.js';
import { trackConnections } from '../../http/connections.js';
import { KEEP_ALIVE_MS } from '../../core/lib/keep-alive.js';

export interface ReceivedDelivery {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The exact bytes received, as text (what X-Signature signs). */
  rawBody: string;
  /** The JSON body, or null when it was not JSON. */
  body: unknown;
  /**
   * true or false when X-Signature was present and a secret was given; null otherwise (the permanent cashout webhook is
   * unsigned).
   */
  signatureValid: boolean | null;
  /** X-Sandbox-Event-Id: the same on every retry of one change. */
  eventId: string | undefined;
  attempt: number | undefined;
}

export interface ReceiverOptions {
  /** The seller's webhook secret: X-Signature is checked and a bad one answered 401. */
  secret?: string;
  /** The HTTP status to answer (default 200, what the permanent webhook needs); a function decides per delivery. */
  status?: number | ((delivery: ReceivedDelivery) => number);
  /** The port to listen on (a webhook URL registered once, or one a firewall lets through); a free one by default. */
  port?: number;
  /** The address to listen on; 127.0.0.1 by default (0.0.0.0 for a sandbox on another machine). */
  host?: string;
}

export interface Receiver {
  /** Base URL, e.g. http://127.0.0.1:40111; any path under it is received. */
  url: string;
  /** Everything received, in order (refused ones too). */
  received: ReceivedDelivery[];
  /** Resolves once `count` deliveries (or one that satisfies `predicate`) have arrived. */
  waitFor(
    countOrPredicate?: number | ((delivery: ReceivedDelivery) => boolean),
    timeoutMs?: number,
  ): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

/**
 * A local webhook and postback receiver on a free port: it verifies X-Signature against the
 * secret (a bad one gets 401, so the sandbox retries), collects what it gets, and answers
 * with the status you choose. Point a sale's or cashout's postbackUrl, or a seller's webhook, at it.
 */
export async function startReceiver(options: ReceiverOptions = {}): Promise<Receiver> {
  const received: ReceivedDelivery[] = [];
  const waiters = new Set<() => void>();
  // Outlives the webhook sender's pooled connections (src/core/lib/keep-alive.ts), so no attempt meets a reset.
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    const answer = async (): Promise<void> => {
      const raw = Buffer.concat(chunks);
      const rawBody = raw.toString('utf8');
      let body: unknown = null;
      try {
        body = JSON.parse(rawBody);
      } catch {
        // Not JSON: kept as rawBody only.
      }
      const header = req.headers['x-signature'];
      // Checked only when there is both a secret to check with and a signature to check.
      const key = options.secret;
      const signatureValid = key === undefined || header === undefined ? null : await verifySignature(raw, header, key);
      const attempt = Number(req.headers['x-sandbox-delivery-attempt']);
      const delivery: ReceivedDelivery = {
        method: req.method ?? 'POST',
        path: req.url ?? '/',
        headers: req.headers,
        rawBody,
        body,
        signatureValid,
        eventId: req.headers['x-sandbox-event-id'] as string | undefined,
        attempt: Number.isSafeInteger(attempt) ? attempt : undefined,
      };
      received.push(delivery);
      const status =
        signatureValid === false
          ? 401
          : typeof options.status === 'function'
            ? options.status(delivery)
            : (options.status ?? 200);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ received: status < 300 }));
      for (const wake of waiters) wake();
    };
    // A throwing `status` callback answers 500 (the sandbox records a failed attempt; the delivery is
    // kept) instead of ending the test process with an unhandled rejection.
    req.on('end', () => {
      void answer().catch((error: unknown) => {
        if (res.headersSent) res.destroy();
        else
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ received: false, error: error instanceof Error ? error.message : 'unknown error' }));
        for (const wake of waiters) wake();
      });
    });
  });
  const connections = trackConnections(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${!options.host || options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`,
    received,
    waitFor(countOrPredicate = 1, timeoutMs = 5000) {
      const done = () =>
        typeof countOrPredicate === 'number' ? received.length >= countOrPredicate : received.some(countOrPredicate);
      if (done()) return Promise.resolve([...received]);
      return new Promise((resolve, reject) => {
        const wake = () => {
          if (!done()) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve([...received]);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`the receiver got ${received.length} deliveries in ${timeoutMs} ms, not what was awaited`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => connections.close(),
  };
}
