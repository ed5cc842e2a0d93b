// The extrato lives with the ledger (src/features/ledger/ledger.statement.ts); the admin routes import it from here.
export {
  LEDGER_ORDERS,
  ledgerQuery,
  sellerLedger,
  type LedgerOrder,
  type LedgerQuery,
} from '../ledger/ledger.statement.js';
