import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PIX_SALE } from '../cli/cli-helpers.js';
import { descendants, killAll, startClusterChild, type RunningClusterChild } from '../helpers/cluster.js';

/**
 * Issue 29 through the cluster's real haproxy: names with "-" (ci-run-42) are routed by their key's third "_" field
 * and by the path, so a tenant's creation, its keys and its admin routes all reach the one shard that holds it; the
 * creator token works through the proxy and is refused (403) on the operator's list.
 */
const OPERATOR = 'operator-token-cluster-names-0123';
const CREATOR = 'creator-token-cluster-names-0123';
let dir: string;
let cluster: RunningClusterChild;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cluster-names-'));
  cluster = await startClusterChild(['--shards', '2', '--db-dir', join(dir, 'db')], {
    SANDBOX_ADMIN_TOKEN: OPERATOR,
    SANDBOX_TENANT_CREATOR_TOKEN: CREATOR,
  });
}, 60_000);
afterAll(() => {
  if (cluster) {
    killAll([cluster.child.pid!, ...descendants(cluster.child.pid!)]);
  }
  rmSync(dir, { recursive: true, force: true });
});

const shardOf = (res: Response) => res.headers.get('x-sandbox-shard');

describe('tenant names with "-" behind the cluster', () => {
  it('each reaches one shard by its creation, its keys and its admin path', async () => {
    const names = ['ci-run-42', 'qa-lucia', 'ci-run-43', 'a-b', 'x-1-y-2', 'pipeline-main-7'];
    const shards = new Set<string>();
    for (const name of names) {
      const created = await fetch(`${cluster.url}/__admin/tenants/${name}`, {
        method: 'POST',
        headers: { 'X-Admin-Token': CREATOR, 'Content-Type': 'application/json' },
        body: JSON.stringify({ fixtures: true, labels: { pipeline: name } }),
      });
      expect({ name, status: created.status }).toEqual({ name, status: 201 });
      const shard = shardOf(created)!;
      shards.add(shard);
      const body = (await created.json()) as {
        adminToken: string;
        credentials: { publicKey: string; privateKey: string }[];
      };
      const keys = {
        'X-Api-Public-Key': body.credentials[0].publicKey,
        'X-Api-Private-Key': body.credentials[0].privateKey,
      };
      expect(keys['X-Api-Public-Key'].startsWith(`pk_tnt_${name}_`)).toBe(true);
      const sale = await fetch(`${cluster.url}/api/sales`, {
        method: 'POST',
        headers: { ...keys, 'Content-Type': 'application/json' },
        body: JSON.stringify(PIX_SALE),
      });
      expect({ name, status: sale.status, shard: shardOf(sale) }).toEqual({ name, status: 201, shard });
      const { sale: made } = (await sale.json()) as { sale: { id: number } };
      const read = await fetch(`${cluster.url}/__admin/tenants/${name}/sales/${made.id}`, {
        headers: { 'X-Admin-Token': body.adminToken },
      });
      expect({ name, status: read.status, shard: shardOf(read) }).toEqual({ name, status: 200, shard });
    }
    // Six names over two shards: the ring used both (else routing by name would not have been shown).
    expect(shards.size).toBe(2);
    const forbidden = await fetch(`${cluster.url}/__admin/tenants`, { headers: { 'X-Admin-Token': CREATOR } });
    expect(forbidden.status).toBe(403);
    const list = await fetch(`${cluster.url}/__admin/tenants`, { headers: { 'X-Admin-Token': OPERATOR } });
    const { tenants } = (await list.json()) as { tenants: { name: string; labels: Record<string, string> }[] };
    expect(tenants.map((tenant) => tenant.name).sort()).toEqual([...names].sort());
    expect(tenants.every((tenant) => tenant.labels.pipeline === tenant.name)).toBe(true);
  }, 60_000);
});
