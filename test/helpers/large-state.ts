import type { State } from '../../src/core/store/state.js';

/**
 * A copy of `state` with `count` more sales: clones of the seller's sales with new ids (and
 * item ids), the sequence moved past them, as bench/state-builder.mjs grows states. The clones
 * share their nested objects with their source (records are immutable), so 100,000 of them
 * cost little memory; each serializes as a full sale.
 */
export function withMoreSales(state: State, count: number, sellerId = 1000): State {
  const grown = { ...state, meta: structuredClone(state.meta), sales: { ...state.sales } };
  const sources = Object.values(state.sales).filter((sale) => sale.sellerId === sellerId);
  if (!sources.length) throw new Error(`seller ${sellerId} has no sale to clone`);
  let id = Math.max(0, grown.meta.sequences.sales ?? 0, ...Object.keys(state.sales).map(Number));
  let itemId = Math.max(
    0,
    grown.meta.sequences.saleItems ?? 0,
    ...sources.flatMap((sale) => sale.items.map((item) => item.id)),
  );
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length];
    id++;
    grown.sales[id] = {
      ...source,
      id,
      items: source.items.map((item) => ({ ...item, id: ++itemId })),
      externalTransactionId: `tx_${id.toString(16).padStart(24, '0')}`,
    };
  }
  grown.meta.sequences.sales = id;
  grown.meta.sequences.saleItems = itemId;
  return grown;
}
