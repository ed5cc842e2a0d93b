/**
 * Start-up, fourth pass (issue 31): a sandbox's subscription list index (search keys and trigrams) is built by the
 * first list, not with the sandbox. Built then from the records as they are, it must answer as an index kept from
 * the start would: a write before it (a pause) and a state swap after it (a reset) both show in the lists.
 */
import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { SubscriptionRecord } from '../../src/generated/schema-types.js';
import { buildTestApp } from '../helpers/app.js';
import { ACCOUNTS, keys } from '../helpers/accounts.js';

/** What a scan of the records gives: the seller's subscriptions of a status, newest first (createdAt, then id). */
function scan(records: Record<string, SubscriptionRecord>, sellerId: number, status: string): number[] {
  return Object.values(records)
    .filter((record) => record.sellerId === sellerId && record.status === status)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map((record) => record.id);
}

describe('the subscription list index, built by the first list', () => {
  it('lists what a scan of the records lists, after a write before it and a reset after it', async () => {
    const t = await buildTestApp({ clockFrozen: true });
    try {
      const sellerId = ACCOUNTS.acme.id;
      const records = () => t.deps.store.snapshot().subscriptions;
      const list = async (status: string) =>
        (
          (await request(t.app).get(`/api/subscriptions?status=${status}&limit=100`).set(keys('acme')).expect(200))
            .body as { data: { subscriptions: { id: number }[] } }
        ).data.subscriptions.map((row) => row.id);

      // Not made with the sandbox: a getter that makes it on first use.
      const list0 = Object.getOwnPropertyDescriptor(t.deps.indexes.subscriptions, 'list');
      expect(list0 && 'get' in list0 && typeof list0.get).toBe('function');
      const active = scan(records(), sellerId, 'ACTIVE');
      expect(active.length).toBeGreaterThan(0);
      // A write before any list: the index does not exist yet; the pause is in the records it is built from.
      await request(t.app).post(`/api/subscriptions/${active[0]}/pause`).set(keys('acme')).send({}).expect(200);
      expect(await list('PAUSED')).toEqual(scan(records(), sellerId, 'PAUSED'));
      expect(await list('PAUSED')).toContain(active[0]);
      expect(await list('ACTIVE')).toEqual(active.slice(1));

      // A state swap after it: the index follows, as every index does.
      await request(t.app).post('/__admin/reset').expect(200);
      expect(await list('ACTIVE')).toEqual(active);
      expect(await list('PAUSED')).toEqual(scan(records(), sellerId, 'PAUSED'));
    } finally {
      t.close();
    }
  });
});
