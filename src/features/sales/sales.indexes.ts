import type { SaleRecord } from '../../generated/schema-types.js';
import { GroupIndex } from '../../core/store/collection.js';
import { DueIndex } from '../../core/store/due-index.js';
import type { Store } from '../../core/store/store.js';
import { methodOf } from './methods/registry.js';

/**
 * When a PENDENTE sale cancels by itself (its method's `expiresAt`: a PIX charge's expiry), in ms; null for the others.
 */
function expiryOf(sale: SaleRecord): number | null {
  if (sale.status !== 'PENDENTE') return null;
  const at = methodOf(sale.paymentMethod).expiresAt?.(sale);
  return at ? Date.parse(at) : null;
}

declare module '../../http/sandbox-context.js' {
  interface SandboxIndexes {
    sales: SalesIndexes;
  }
}

export interface SalesIndexes {
  /** seller id → sale ids, oldest first. */
  bySeller: GroupIndex<SaleRecord, number>;
  /** The expiry instants of the PENDENTE sales whose method expires (sales.expiry.ts), earliest first. */
  expiry: DueIndex<SaleRecord>;
  /** The instant of each sale's next automatic step (sales.auto-steps.ts), earliest first. */
  autoSteps: DueIndex<SaleRecord>;
}

/**
 * Attaches the indexes of the sales collection to a store (built from the records now, and kept up to date by the
 * collection on every write and every state swap). The sandbox does it once (deps.indexes.sales).
 */
export function attachSalesIndexes(store: Store): SalesIndexes {
  const sales = store.collections.sales;
  return {
    bySeller: sales.addIndex(new GroupIndex<SaleRecord, number>((sale) => sale.sellerId)),
    expiry: sales.addIndex(new DueIndex<SaleRecord>(expiryOf)),
    autoSteps: sales.addIndex(
      new DueIndex<SaleRecord>((sale) => (sale.autoSteps?.length ? Date.parse(sale.autoSteps[0].at) : null)),
    ),
  };
}
