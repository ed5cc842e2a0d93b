import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import type { StoreWrite } from '../../src/core/store/store.js';
import { postSale, saleBody } from './sale-helpers.js';

/**
 * Issue 31: a card sale decided at creation is written to the store once (its outcome decided before the insert),
 * while everything it shows stays as the two-step path made it: the status history PENDENTE then PAGO, the
 * ledger's credit, the postback of the paid sale, and one change event per record in the order they were written.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clockFrozen: true });
});
afterAll(() => t.close());

function watchWrites(): { writes: StoreWrite[]; stop: () => void } {
  const writes: StoreWrite[] = [];
  const stop = t.deps.store.onWrite({ write: (write) => writes.push(write), discard: () => {} });
  return { writes, stop };
}

describe('a card sale decided at creation', () => {
  it('is one write of the sale, then its ledger entry, then its postback', async () => {
    const { writes, stop } = watchWrites();
    const created = await postSale(t, saleBody('CREDIT_CARD', { postbackUrl: 'http://127.0.0.1:9/hook' })).expect(201);
    stop();
    const id = created.body.sale.id as number;
    // The delivery is written as the outbox writes it (inserted, then scheduled): not this change's.
    expect([...new Set(writes.map((write) => write.collection))]).toEqual(['sales', 'ledger', 'deliveries']);
    expect(writes.filter((write) => write.collection === 'sales')).toHaveLength(1);
    expect(writes[0]).toMatchObject({ id, before: null, after: { status: 'PAGO' } });
  });

  it('keeps its status history, its credit, its postback and its change events', async () => {
    const firstEvent = t.deps.events.kept().length;
    const created = await postSale(t, saleBody('CREDIT_CARD', { postbackUrl: 'http://127.0.0.1:9/hook' })).expect(201);
    const id = created.body.sale.id as number;
    const sale = t.deps.store.collections.sales.get(id)!;
    const at = t.deps.clock.iso();
    expect(sale.statusHistory).toEqual([
      { status: 'PENDENTE', at },
      { status: 'PAGO', at },
    ]);
    expect(sale).toMatchObject({ status: 'PAGO', createdAt: at, updatedAt: at, completedAt: at });
    expect(created.body.sale).toMatchObject({ id, status: 'PAGO' });

    const credits = t.deps.store.collections.ledger.values().filter((entry) => entry.ref?.id === id);
    expect(credits).toEqual([
      expect.objectContaining({ kind: 'SALE_PAID', amountCents: sale.netAmountCents, createdAt: at }),
    ]);

    const postbacks = t.deps.store.collections.deliveries
      .values()
      .filter((entry) => entry.resource?.type === 'sale' && entry.resource.id === id);
    expect(postbacks).toHaveLength(1);
    expect(postbacks[0]).toMatchObject({ kind: 'sale.postback', resource: { status: 'PAGO' } });

    const changes = t.deps.events
      .kept()
      .slice(firstEvent)
      .filter((event) => {
        const data = event.data as { id?: number; ref?: { id: number }; resource?: { id: number } };
        return data.id === id || data.ref?.id === id || data.resource?.id === id;
      });
    // The delivery's later attempts (its URL answers nothing) come after: the first three are the sale's own.
    expect(changes.slice(0, 3).map((event) => event.type)).toEqual([
      'sale.changed',
      'balance.changed',
      'delivery.changed',
    ]);
    expect(changes[0].data).toMatchObject({ id, change: { from: null, to: 'PAGO' } });
  });

  it('a test card with later steps (analysis, then PAGO) plans them in the same write', async () => {
    const { writes, stop } = watchWrites();
    const body = saleBody('CREDIT_CARD', { card: { ...saleBody('CREDIT_CARD').card, number: '4000000000000267' } });
    const created = await postSale(t, body).expect(201);
    stop();
    const id = created.body.sale.id as number;
    const sales = writes.filter((write) => write.collection === 'sales');
    expect(sales).toHaveLength(1);
    const sale = t.deps.store.collections.sales.get(id)!;
    expect(sale.statusHistory.map((change) => change.status)).toEqual(['PENDENTE', 'EM_PROCESSAMENTO']);
    expect(sale.autoSteps?.length).toBeGreaterThan(0);
    expect(sales[0].after).toBe(sale);
  });
});
