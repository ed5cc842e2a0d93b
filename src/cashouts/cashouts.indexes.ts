import type { CashoutRecord, CashoutStatus } from '../generated/schema-types.js';
import { GroupIndex, type Collection } from '../store/collection.js';
import { DueIndex } from '../store/due-index.js';
import type { Store } from '../store/store.js';

export interface CashoutIndexes {
  bySeller: GroupIndex<CashoutRecord, number>;
  byStatus: GroupIndex<CashoutRecord, CashoutStatus>;
  /** Cashouts with an automatic step ahead, by its instant. */
  autoProgress: DueIndex<CashoutRecord>;
}

const INDEXES = new WeakMap<Collection<CashoutRecord>, CashoutIndexes>();

/** The cashout indexes of a store, attached on first use and kept up to date from then on. */
export function cashoutIndexes(store: Store): CashoutIndexes {
  const collection = store.collections.cashouts;
  let indexes = INDEXES.get(collection);
  if (!indexes) {
    indexes = {
      bySeller: collection.addIndex(new GroupIndex<CashoutRecord, number>((cashout) => cashout.sellerId)),
      byStatus: collection.addIndex(new GroupIndex<CashoutRecord, CashoutStatus>((cashout) => cashout.status)),
      autoProgress: collection.addIndex(
        new DueIndex<CashoutRecord>((cashout) =>
          cashout.autoProgressAt === null ? null : Date.parse(cashout.autoProgressAt),
        ),
      ),
    };
    INDEXES.set(collection, indexes);
  }
  return indexes;
}
