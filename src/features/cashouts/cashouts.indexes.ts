import type { CashoutRecord, CashoutStatus } from '../../generated/schema-types.js';
import { GroupIndex } from '../../core/store/collection.js';
import { DueIndex } from '../../core/store/due-index.js';
import type { Store } from '../../core/store/store.js';

declare module '../../http/sandbox-context.js' {
  interface SandboxIndexes {
    cashouts: CashoutIndexes;
  }
}

export interface CashoutIndexes {
  bySeller: GroupIndex<CashoutRecord, number>;
  byStatus: GroupIndex<CashoutRecord, CashoutStatus>;
  /** Cashouts with an automatic step ahead, by its instant. */
  autoProgress: DueIndex<CashoutRecord>;
}

/** Attaches the cashout indexes to a store, kept up to date from then on; the sandbox does it once (deps.indexes). */
export function attachCashoutIndexes(store: Store): CashoutIndexes {
  const collection = store.collections.cashouts;
  return {
    bySeller: collection.addIndex(new GroupIndex<CashoutRecord, number>((cashout) => cashout.sellerId)),
    byStatus: collection.addIndex(new GroupIndex<CashoutRecord, CashoutStatus>((cashout) => cashout.status)),
    autoProgress: collection.addIndex(
      new DueIndex<CashoutRecord>((cashout) =>
        cashout.autoProgressAt === null ? null : Date.parse(cashout.autoProgressAt),
      ),
    ),
  };
}
