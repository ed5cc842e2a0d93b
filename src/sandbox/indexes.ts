import { attachSearchIndexes, type SearchIndexes } from '../features/admin/search/search.index.js';
import { attachCashoutIndexes } from '../features/cashouts/cashouts.indexes.js';
import { attachLedgerBooks } from '../features/ledger/ledger.books.js';
import type { SandboxIndexes } from '../http/sandbox-context.js';
import { attachSalesIndexes } from '../features/sales/sales.indexes.js';
import type { Store } from '../core/store/store.js';
import { attachSubscriptionIndexes } from '../features/subscriptions/subscriptions.indexes.js';

/**
 * Every resource's indexes over a sandbox's store, built as the sandbox is, so no request pays for them (seconds, on a
 * large state file); the search's on the first search (a sandbox nobody searches pays neither memory nor start-up).
 */
export function attachIndexes(store: Store): SandboxIndexes {
  let search: SearchIndexes | undefined;
  return {
    sales: attachSalesIndexes(store),
    cashouts: attachCashoutIndexes(store),
    subscriptions: attachSubscriptionIndexes(store),
    ledger: attachLedgerBooks(store),
    get search() {
      return (search ??= attachSearchIndexes(store));
    },
  };
}
