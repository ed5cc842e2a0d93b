import type {
  CashoutRecord,
  DeliveryRecord,
  LedgerEntry,
  SaleRecord,
  SellerRecord,
  SubscriptionRecord,
  UserRecord,
} from '../../generated/schema-types.js';

/**
 * The collections of the state, each with the JSON Schema its records must satisfy
 * (PUT /__admin/state and file loads are checked against it). A module that adds a
 * collection adds a row here and a line to `CollectionRecords`.
 */
export interface CollectionRecords {
  users: UserRecord;
  sellers: SellerRecord;
  ledger: LedgerEntry;
  deliveries: DeliveryRecord;
  cashouts: CashoutRecord;
  sales: SaleRecord;
  subscriptions: SubscriptionRecord;
}

export type CollectionName = keyof CollectionRecords;

export const COLLECTION_SCHEMAS: { [K in CollectionName]: string } = {
  users: 'store/user.schema.json',
  sellers: 'store/seller.schema.json',
  ledger: 'store/ledger-entry.schema.json',
  deliveries: 'store/delivery.schema.json',
  cashouts: 'store/cashout.schema.json',
  sales: 'store/sale.schema.json',
  subscriptions: 'store/subscription.schema.json',
};

export const COLLECTION_NAMES = Object.keys(COLLECTION_SCHEMAS) as CollectionName[];
