import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenOnShardSocket, SHARD_SOCKET_ENV, shardSocketPath } from '../../src/host/cluster/shard-socket.js';

/**
 * Issue 31: a cluster's shard also listens on a Unix socket in the supervisor's private folder, for HAProxy alone (a
 * request through it costs the proxy and the shard less than loopback TCP); its TCP port stays. The socket serves what
 * the port serves, and its file goes with the server.
 */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shard-socket-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A GET over the Unix socket: status and body. */
function getOver(socketPath: string, path: string): Promise<[number, string]> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve([res.statusCode!, body]));
    });
    req.once('error', reject);
    req.end();
  });
}

async function httpServer(): Promise<Server> {
  const server = createServer((req, res) => res.end(`served ${req.url}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe("a shard's Unix socket", () => {
  it('is shard-<i>.sock in the folder, or none when the path would not fit a socket address or HAProxy could not read it', () => {
    expect(shardSocketPath('/tmp/gateway-sandbox-cluster-abc', 2)).toBe(
      '/tmp/gateway-sandbox-cluster-abc/shard-2.sock',
    );
    expect(shardSocketPath(`/tmp/${'d'.repeat(100)}`, 0)).toBeNull();
    expect(shardSocketPath('/tmp/a folder', 0)).toBeNull();
  });

  it("serves the HTTP server's requests, replaces a file left by a killed shard, and its file goes when the server closes", async () => {
    const path = join(dir, 'shard-0.sock');
    writeFileSync(path, 'left by a shard that was killed');
    const server = await httpServer();
    const socket = await listenOnShardSocket({ [SHARD_SOCKET_ENV]: path }, server);
    const socketClosed = new Promise((resolve) => socket!.once('close', resolve));
    try {
      expect(statSync(path).isSocket()).toBe(true);
      expect(await getOver(path, '/api/seller')).toEqual([200, 'served /api/seller']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await socketClosed;
    expect(existsSync(path)).toBe(false);
  });

  it('is not opened when the supervisor named none', async () => {
    const server = await httpServer();
    try {
      expect(await listenOnShardSocket({}, server)).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
