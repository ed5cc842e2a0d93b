import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OPERATIONS } from '../../generated/operations.js';
import { errorResponse } from '../../http/error-bodies.js';
import type { Address } from './haproxy-config.js';

/**
 * The operator's list of tenants (the route table's getAdminTenants), which the supervisor answers for a cluster: an
 * operator route, so its path is the row's as is (read from the operations module, not the client, which stands above).
 */
const TENANTS_PATH = OPERATIONS.getAdminTenants.path;

/** What a shard answered to GET /__admin/tenants, or null when it could not be reached. */
interface ShardAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A shard that has not answered within this long counts as down for the list (the others are still shown). */
export const SHARD_LIST_TIMEOUT_MS = 3000;

/** Headers that belong to one connection, not to the request: never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

function askShard(shard: Address, headers: IncomingHttpHeaders): Promise<ShardAnswer | null> {
  const passed = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  return new Promise((resolve) => {
    const req = request(
      {
        host: shard.host,
        port: shard.port,
        method: 'GET',
        path: TENANTS_PATH,
        headers: passed,
        timeout: SHARD_LIST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 502,
            contentType: String(res.headers['content-type'] ?? 'application/json'),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', () => resolve(null));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

export interface MergedList {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * GET /__admin/tenants of a cluster: every shard is asked with the client's own headers (its
 * X-Admin-Token, Host, Origin: each shard checks them as it would alone) and the lists are
 * merged, by name, in the shape of one shard's list. A shard that refuses (401 to a wrong
 * token) answers for all: the shards share their settings, so one refusal is every shard's.
 * Shards that cannot be reached are left out and named in X-Sandbox-Shards-Unavailable; when
 * none can be reached, 503 SHARD_UNAVAILABLE in the admin body.
 */
export async function mergedTenantList(shards: Address[], headers: IncomingHttpHeaders): Promise<MergedList> {
  const answers = await Promise.all(shards.map((shard) => askShard(shard, headers)));
  const reached = answers.flatMap((answer, shard) => (answer ? [{ shard, answer }] : []));
  const unavailable = answers.flatMap((answer, shard) => (answer ? [] : [shard]));
  const marks = (shardList: number[]): Record<string, string> => ({
    'X-Sandbox-Shard': shardList.join(','),
    ...(unavailable.length ? { 'X-Sandbox-Shards-Unavailable': unavailable.join(',') } : {}),
  });
  if (reached.length === 0) {
    const { status, body } = errorResponse('admin', 'SHARD_UNAVAILABLE');
    return {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1', ...marks([]) },
      body: JSON.stringify(body),
    };
  }
  const refusal = reached.find(({ answer }) => answer.status !== 200);
  if (refusal)
    return {
      status: refusal.answer.status,
      headers: { 'Content-Type': refusal.answer.contentType, ...marks([refusal.shard]) },
      body: refusal.answer.body,
    };
  const lists = reached.map(
    ({ answer }) => JSON.parse(answer.body) as { tenants: { name: string }[]; damaged?: { name: string }[] },
  );
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const tenants = lists.flatMap((list) => list.tenants).sort(byName);
  // The tenants a shard refused at its start (damaged: src/host/tenants/tenant-files.ts), listed as one shard lists
  // them.
  const damaged = lists.flatMap((list) => list.damaged ?? []).sort(byName);
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...marks(reached.map(({ shard }) => shard)) },
    body: JSON.stringify(damaged.length ? { tenants, damaged } : { tenants }),
  };
}

/**
 * The supervisor's own small server, on a loopback port the proxy alone is told about: it
 * answers GET /__admin/tenants (the proxy sends it nothing else) with the merged list.
 */
export async function startTenantListServer(shards: () => Address[]): Promise<{ server: Server; address: Address }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0].toLowerCase();
    // HAProxy's METH_GET is GET or HEAD; Node leaves the body out of an answer to HEAD.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== TENANTS_PATH) {
      const { status, body } = errorResponse('admin', 'ROUTE_NOT_FOUND');
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
      return;
    }
    mergedTenantList(shards(), req.headers).then(
      (merged) => res.writeHead(merged.status, merged.headers).end(merged.body),
      () => {
        const { status, body } = errorResponse('admin', 'INTERNAL_ERROR');
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, address: { host: '127.0.0.1', port: (server.address() as AddressInfo).port } };
}
