import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASES } from '../../generated/operations.js';
import { listenOnShardSocket } from './shard-socket.js';

/**
 * Set by the supervisor in its shards' environment, with an IPC channel to each: a shard then tells it over the
 * channel that it serves. Any other parent with a channel (a jest worker, a user's `fork`) is sent nothing: it would
 * not expect the message.
 */
export const READY_MESSAGE_ENV = 'SANDBOX_READY_MESSAGE';

const READY = 'gateway-sandbox:ready';

/** What a shard sends its supervisor once it listens; the banner on stdout says the same for humans. */
export interface ShardReady {
  type: typeof READY;
  port: number;
  /** http://HOST:PORT */
  url: string;
  /** Where its tenants' routes hang (each tenant's sandbox under it). */
  tenantsBase: string;
}

export function isShardReady(message: unknown): message is ShardReady {
  const ready = message as Partial<ShardReady> | null;
  return typeof ready === 'object' && ready !== null && ready.type === READY && Number.isSafeInteger(ready.port);
}

/**
 * Sends the ready message when a supervisor asked for it (`serve`, src/tools/cli/serve.verb.ts, calls it once it
 * listens), after listening on the shard's Unix socket too when the supervisor named one
 * (src/host/cluster/shard-socket.ts): ready means ready on both. A channel already closed (the supervisor is gone) is
 * no error here: the shard stops on its own (src/core/process-life.ts).
 */
export async function announceReady(env: NodeJS.ProcessEnv, running: { server: Server; url: string }): Promise<void> {
  await listenOnShardSocket(env, running.server);
  if (!process.send || env[READY_MESSAGE_ENV] !== '1') return;
  const { port } = running.server.address() as AddressInfo;
  const message: ShardReady = { type: READY, port, url: running.url, tenantsBase: `${running.url}${BASES.operator}` };
  process.send(message, undefined, {}, () => undefined);
}
