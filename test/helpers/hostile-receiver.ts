import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** How a hostile receiver misbehaves. */
export type Hostility =
  | { kind: 'hang' }
  /** Raw TCP: the status line and headers, one byte every `everyMs`. */
  | { kind: 'slowHeaders'; everyMs: number }
  /** 200 and its headers at once, then the body one byte every `everyMs`, never ending. */
  | { kind: 'trickle'; everyMs: number }
  | { kind: 'status'; status: number; location?: string }
  /** `status`, then `bytes` of body streamed in 64 KiB chunks as fast as the client reads. */
  | { kind: 'huge'; status: number; bytes: number }
  /** Closes the connection as soon as the request arrives. */
  | { kind: 'reset' }
  /** Raw TCP: answers bytes that are not HTTP. */
  | { kind: 'garbage' };

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** A receiver on an ephemeral port that misbehaves in one way; counts what it got and sent. */
export class HostileReceiver {
  hits = 0;
  /** Body bytes written to clients, over all requests. */
  bytesWritten = 0;
  private server: Server | TcpServer | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(readonly hostility: Hostility) {}

  async start(): Promise<this> {
    const raw = this.hostility.kind === 'slowHeaders' || this.hostility.kind === 'garbage';
    this.server = raw
      ? createTcpServer((socket) => this.onSocket(socket))
      : createServer((req, res) => this.onRequest(req, res));
    this.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('error', () => {});
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/hook`;
  }

  private every(ms: number, tick: () => boolean): void {
    const timer = setInterval(() => {
      if (!tick()) {
        clearInterval(timer);
        this.timers.delete(timer);
      }
    }, ms);
    this.timers.add(timer);
  }

  private onSocket(socket: Socket): void {
    socket.once('data', () => {
      this.hits++;
      const hostility = this.hostility;
      if (hostility.kind === 'garbage') {
        socket.end('SMTP READY\r\nthis is not http\r\n\r\n');
      } else if (hostility.kind === 'slowHeaders') {
        const head = Buffer.from('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}');
        let index = 0;
        this.every(hostility.everyMs, () => {
          if (socket.destroyed || index >= head.length) return false;
          socket.write(head.subarray(index, ++index));
          return true;
        });
      }
    });
  }

  private onRequest(req: IncomingMessage, res: ServerResponse): void {
    req.resume();
    req.once('end', () => {
      this.hits++;
      const hostility = this.hostility;
      switch (hostility.kind) {
        case 'hang':
          return;
        case 'reset':
          req.socket.destroy();
          return;
        case 'status':
          res
            .writeHead(hostility.status, {
              'content-type': 'application/json',
              ...(hostility.location ? { location: hostility.location } : {}),
            })
            .end('{"ok":false}');
          return;
        case 'trickle':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.flushHeaders();
          this.every(hostility.everyMs, () => {
            if (res.destroyed) return false;
            res.write(' ');
            this.bytesWritten++;
            return true;
          });
          return;
        case 'huge': {
          res.writeHead(hostility.status, { 'content-type': 'application/json', 'content-length': hostility.bytes });
          let left = hostility.bytes;
          const pump = () => {
            while (left > 0 && !res.destroyed) {
              const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
              left -= chunk.length;
              this.bytesWritten += chunk.length;
              if (!res.write(chunk)) return void res.once('drain', pump);
            }
            if (left === 0) res.end();
          };
          pump();
          return;
        }
      }
    });
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
