import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a closing server waits for its clients to close the kept-alive connections it ended. */
export const CLOSE_GRACE_MS = 1000;

export interface ConnectionTracker {
  /**
   * Closes the server: a connection with a request in flight is cut (as `closeAllConnections`
   * does), an idle kept-alive one is ended (FIN) and waited for until its client closes it too,
   * at most `graceMs`; then the port is released.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * Why idle connections are ended and waited for rather than destroyed: a client that pooled one
 * (undici, in the same process as a test kit's sandbox) only learns of a destroyed connection
 * when its event loop next reads the socket. A new sandbox on the same port in between, and the
 * client's next request goes out on the dead connection: `UND_ERR_SOCKET`. A client closes its
 * side once it has read the FIN, so when every ended connection has closed, no client still
 * holds one (issue 20, finding 11).
 */
export function trackConnections(server: Server): ConnectionTracker {
  const sockets = new Set<Socket>();
  const busy = new Map<Socket, number>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    // A connection that arrives while the server closes gets no answer: the port is going away.
    if (closing) return void socket.destroy();
    sockets.add(socket);
    socket.once('close', () => (sockets.delete(socket), busy.delete(socket)));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
    });
  });

  return {
    async close(graceMs = CLOSE_GRACE_MS) {
      closing = true;
      const ended: Promise<void>[] = [];
      for (const socket of sockets) {
        if (busy.has(socket)) {
          socket.destroy();
          continue;
        }
        ended.push(new Promise((resolve) => socket.once('close', () => resolve())));
        socket.end();
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(ended), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      // A client that did not close its side in time.
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
