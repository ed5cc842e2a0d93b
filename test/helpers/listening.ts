import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './app.js';
import { KEEP_ALIVE_MS } from '../../src/core/lib/keep-alive.js';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** A test app on a real socket (an ephemeral port): for streams and for deliveries the sandbox sends to itself. */
export async function listening(t: TestApp): Promise<Listening> {
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, t.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads a Server-Sent Events stream: each `event:`/`data:` block as { event, data, id }. */
export class EventStream {
  readonly events: { event: string; data: string; id: string | null }[] = [];
  private readonly controller = new AbortController();
  private waiters: { test: () => boolean; resolve: () => void }[] = [];
  status = 0;
  contentType: string | null = null;

  static async open(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
    const stream = new EventStream();
    const res = await fetch(url, { headers, signal: stream.controller.signal });
    stream.status = res.status;
    stream.contentType = res.headers.get('content-type');
    if (res.ok && res.body) void stream.read(res.body);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const field = (name: string) =>
            lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
          if (field('data') !== null)
            this.events.push({ event: field('event') ?? 'message', data: field('data')!, id: field('id') });
        }
        this.waiters = this.waiters.filter((waiter) => (waiter.test() ? (waiter.resolve(), false) : true));
      }
    } catch {
      // Closed by the test.
    }
  }

  /** Resolves once an event satisfies `test` (fails the test after `timeoutMs`). */
  waitFor(
    test: (event: { event: string; data: any; id: string | null }) => boolean,
    timeoutMs = 15_000,
  ): Promise<{ event: string; data: any; id: string | null }> {
    const find = () => this.events.map((event) => ({ ...event, data: JSON.parse(event.data) })).find(test);
    return new Promise((resolve, reject) => {
      const found = find();
      if (found) return resolve(found);
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no such event within ${timeoutMs} ms; got ${this.events.map((event) => event.event).join(', ')}`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({ test: () => find() !== undefined, resolve: () => (clearTimeout(timer), resolve(find()!)) });
    });
  }

  close(): void {
    this.controller.abort();
  }
}
