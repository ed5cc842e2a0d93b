import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mergedTenantList } from '../../src/host/cluster/tenant-list.js';

/**
 * The cluster's merged GET /__admin/tenants (issue 27): what each shard lists, tenants and the tenants it refused at
 * its start (damaged), is listed as one process would list it. Two real HTTP servers stand for the shards.
 */
const shards: Server[] = [];
const answers = [
  { tenants: [{ name: 'beta' }], damaged: [{ name: 'zeta', file: '/x/zeta.db', reason: 'is missing' }] },
  { tenants: [{ name: 'alpha' }] },
];

beforeAll(async () => {
  for (const answer of answers) {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    shards.push(server);
  }
});
afterAll(async () => {
  for (const server of shards) await new Promise((resolve) => server.close(resolve));
});

const addresses = () => shards.map((server) => ({ host: '127.0.0.1', port: (server.address() as AddressInfo).port }));

describe('the merged tenant list', () => {
  it('lists every shard’s tenants by name, and the damaged ones a shard refused at its start', async () => {
    const merged = await mergedTenantList(addresses(), {});
    expect(merged.status).toBe(200);
    expect(JSON.parse(merged.body)).toEqual({
      tenants: [{ name: 'alpha' }, { name: 'beta' }],
      damaged: [{ name: 'zeta', file: '/x/zeta.db', reason: 'is missing' }],
    });
  });

  it('leaves damaged out when no shard has any, as one process does', async () => {
    const merged = await mergedTenantList(addresses().slice(1), {});
    expect(JSON.parse(merged.body)).toEqual({ tenants: [{ name: 'alpha' }] });
  });
});
