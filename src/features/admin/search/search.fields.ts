import type {
  CashoutRecord,
  SaleRecord,
  SearchHitType,
  SellerRecord,
  SubscriptionRecord,
  UserRecord,
} from '../../../generated/schema-types.js';
import { centsToBrl } from '../../../core/lib/money.js';

/**
 * How a field is matched: `exact` the whole value (case and accents ignored), `document` its
 * digits (a CPF or CNPJ with or without punctuation), `words` the start of each of its words
 * (a name: "mar sil" finds "Maria da Silva"), `prefix` the start of the value, `parts` the start of the value or of
 * any of its parts after a - _ . @ / : or space (an order id: "QA-PIX" and "pago-1" find "QA-PIX-PAGO-1"; an e-mail:
 * "example.com" finds "maria@example.com"). A document also matches by the start of its digits ("529.982").
 */
export type MatchMode = 'exact' | 'document' | 'words' | 'prefix' | 'parts';

export interface SearchField<T> {
  /** The field as a hit names it (`customer.email`, `metadata.orderId`). */
  field: string;
  mode: MatchMode;
  values(record: T): readonly (string | number | null | undefined)[];
}

/** A seller as search sees it: the account and its user (e-mail and name live on the user). */
export interface SellerView {
  seller: SellerRecord;
  user: UserRecord | undefined;
}

interface SearchableType<T> {
  fields: readonly SearchField<T>[];
  label(record: T): string;
  sellerId(record: T): number;
  createdAt(record: T): string;
}

const orderIdOf = (metadata: unknown): string | null => {
  const value = (metadata as Record<string, unknown> | null)?.orderId;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
};

const SALE: SearchableType<SaleRecord> = {
  fields: [
    { field: 'customer.email', mode: 'parts', values: (sale) => [sale.customer.email] },
    { field: 'customer.name', mode: 'words', values: (sale) => [sale.customer.name] },
    { field: 'customer.document', mode: 'document', values: (sale) => [sale.customer.document?.number] },
    { field: 'metadata.orderId', mode: 'parts', values: (sale) => [orderIdOf(sale.metadata)] },
    { field: 'externalTransactionId', mode: 'parts', values: (sale) => [sale.externalTransactionId] },
    { field: 'items[].id', mode: 'parts', values: (sale) => sale.items.map((item) => item.externalId) },
  ],
  label: (sale) =>
    `Venda ${sale.id} · ${sale.customer.name} · ${centsToBrl(sale.amountCents)} · ${sale.paymentMethod} · ${sale.status}`,
  sellerId: (sale) => sale.sellerId,
  createdAt: (sale) => sale.createdAt,
};

const CASHOUT: SearchableType<CashoutRecord> = {
  fields: [
    { field: 'pixKey', mode: 'parts', values: (cashout) => [cashout.pixKey] },
    {
      field: 'pixKey',
      mode: 'document',
      values: (cashout) => (cashout.pixKeyType === 'CPF' || cashout.pixKeyType === 'CNPJ' ? [cashout.pixKey] : []),
    },
    { field: 'externalId', mode: 'parts', values: (cashout) => [cashout.externalId] },
  ],
  label: (cashout) =>
    `Saque ${cashout.id} · ${centsToBrl(cashout.amountCents)} · PIX ${cashout.pixKeyType} ${cashout.pixKey} · ${cashout.status}`,
  sellerId: (cashout) => cashout.sellerId,
  createdAt: (cashout) => cashout.createdAt,
};

const SUBSCRIPTION: SearchableType<SubscriptionRecord> = {
  fields: [
    { field: 'customer.email', mode: 'parts', values: (subscription) => [subscription.customer.email] },
    { field: 'customer.name', mode: 'words', values: (subscription) => [subscription.customer.name] },
    { field: 'customer.document', mode: 'document', values: (subscription) => [subscription.customer.document] },
    { field: 'metadata.orderId', mode: 'parts', values: (subscription) => [orderIdOf(subscription.metadata)] },
  ],
  label: (subscription) =>
    `Assinatura ${subscription.id} · ${subscription.customer.name} · ${centsToBrl(subscription.amountCents)} ${subscription.billingCycle} · ${subscription.status}`,
  sellerId: (subscription) => subscription.sellerId,
  createdAt: (subscription) => subscription.createdAt,
};

const SELLER: SearchableType<SellerView> = {
  fields: [
    { field: 'email', mode: 'parts', values: ({ user }) => [user?.email] },
    { field: 'name', mode: 'words', values: ({ user }) => [user?.name] },
    { field: 'legalName', mode: 'words', values: ({ seller }) => [seller.legalName] },
    { field: 'commercialName', mode: 'words', values: ({ seller }) => [seller.commercialName] },
    { field: 'document', mode: 'document', values: ({ seller }) => [seller.document?.number] },
  ],
  label: ({ seller, user }) =>
    `Vendedor ${seller.id} · ${seller.legalName}${user ? ` · ${user.name} <${user.email}>` : ''}${seller.blocked ? ' · bloqueado' : ''}`,
  sellerId: ({ seller }) => seller.id,
  createdAt: ({ seller }) => seller.createdAt,
};

/** What each hit type offers to search, and how it is shown: a type added to the schema's enum needs its row. */
export const SEARCHABLE: {
  sale: SearchableType<SaleRecord>;
  cashout: SearchableType<CashoutRecord>;
  subscription: SearchableType<SubscriptionRecord>;
  seller: SearchableType<SellerView>;
} & Record<SearchHitType, SearchableType<never>> = {
  sale: SALE,
  cashout: CASHOUT,
  subscription: SUBSCRIPTION,
  seller: SELLER,
};
