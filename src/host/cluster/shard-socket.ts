import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type Server as SocketServer } from 'node:net';
import { join } from 'node:path';

/**
 * Set by the supervisor in a shard's environment: a path in the cluster's private folder where the shard also listens,
 * for HAProxy alone. A request through a Unix socket costs the proxy and the shard, both on the same cores, less than
 * one over loopback TCP (docs/performance.md, "Cluster"); the shard's TCP port stays for direct use and health.
 */
export const SHARD_SOCKET_ENV = 'SANDBOX_SHARD_SOCKET';

/** A Unix socket's path fits in 107 bytes (sockaddr_un); beyond it the shard is reached over TCP only. */
const MAX_SOCKET_PATH = 100;

/** The socket of shard i in the cluster's folder; null when the path would not fit, or HAProxy could not read it. */
export function shardSocketPath(workDir: string, shard: number): string | null {
  const path = join(workDir, `shard-${shard}.sock`);
  return Buffer.byteLength(path) <= MAX_SOCKET_PATH && !/[\s'"#\\]/.test(path) ? path : null;
}

/**
 * Listens on the socket the supervisor named (nothing when it named none): every connection accepted there is handed
 * to the shard's HTTP server, so it is served, tracked and closed exactly as a TCP one. The socket closes (and its file
 * goes) with the server; a file left by a shard that was killed is replaced. Returns the socket's server (null when
 * none was named).
 */
export async function listenOnShardSocket(env: NodeJS.ProcessEnv, server: Server): Promise<SocketServer | null> {
  const path = env[SHARD_SOCKET_ENV];
  if (!path) return null;
  rmSync(path, { force: true });
  const socket = createServer((connection) => server.emit('connection', connection));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.listen(path, resolve);
  });
  server.once('close', () => socket.close());
  return socket;
}
