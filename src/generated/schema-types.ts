/* eslint-disable */
// Generated from schemas/ by scripts/gen-types.mjs. Do not edit: change the schema and run `npm run gen:types`.

// schemas/admin/fault.request.schema.json

/**
 * Body of POST /__admin/faults. `path` may hold :param or * segments. `kind` says what the matching requests get: `status` (the default with `status` or `code`: an error of the catalogue in the group's body), `delay` (the default otherwise: the request is served after `delayMs`), or a wire fault that no status can express: `connection-reset` (the socket is reset, TCP RST), `empty-response` (the connection closes before a byte of the answer), `garbage` (bytes that are not HTTP, then the connection closes), `slow-body` (the real answer, its body dribbled over `durationMs`). `delayMs` is waited first, whatever the kind.
 */

export type FaultInput = {
  [k: string]: unknown;
} & {
  method: FaultMethod;
  path: string;
  status?: FaultStatus;
  /**
   * A catalogue code (e.g. INSUFFICIENT_BALANCE) instead of the default one for the status
   */
  code?: string;
  kind?: FaultKind;
  delayMs?: number;
  /**
   * slow-body: the time over which the answer's body is sent (default 5000)
   */
  durationMs?: number;
  times?: number;
};

export type FaultMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "*";

export type FaultStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * What a fault does to a matching request (README, Faults: what a client sees for each)
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "FaultKind".
 */

export type FaultKind = "status" | "delay" | "connection-reset" | "empty-response" | "garbage" | "slow-body";

// schemas/admin/fault.response.schema.json

export type Id = number;

/**
 * What a fault does to a matching request (README, Faults: what a client sees for each)
 */

/**
 * Response of POST /__admin/faults: the armed fault.
 */

export interface FaultCreated {
  id: Id;
  kind: FaultKind;
  method: string;
  path: string;
  status: number | null;
  code: string | null;
  delayMs: number;
  /**
   * slow-body: the time over which the body is sent; null for the other kinds
   */
  durationMs: number | null;
  /**
   * How many more requests it takes; null: until deleted. A fault whose `times` ran out leaves the list (0 in GET …/faults?all=true, which keeps it)
   */
  remaining: number | null;
  /**
   * How many requests it took so far
   */
  hits: number;
}

// schemas/admin/faults.response.schema.json

/**
 * What a fault does to a matching request (README, Faults: what a client sees for each)
 */

export interface FaultList {
  faults: Fault[];
}

export interface Fault {
  id: Id;
  kind: FaultKind;
  method: string;
  path: string;
  status: number | null;
  code: string | null;
  delayMs: number;
  /**
   * slow-body: the time over which the body is sent; null for the other kinds
   */
  durationMs: number | null;
  /**
   * How many more requests it takes; null: until deleted. A fault whose `times` ran out leaves the list (0 in GET …/faults?all=true, which keeps it)
   */
  remaining: number | null;
  /**
   * How many requests it took so far
   */
  hits: number;
}

// schemas/admin/ledger.response.schema.json

/**
 * The available balance now, reais
 */

export type Reais = string;

/**
 * The available balance now: the sum of every entry
 */

export type Cents = number;

/**
 * The reserved part now: card reserves plus dispute holds
 */

export type Cents1 = number;

/**
 * Card reserves held now (the `reserveAmount` of paid sales, never available)
 */

export type Cents2 = number;

/**
 * Net amounts held by open disputes (MED) now
 */

export type Cents3 = number;

/**
 * available + reserved: the sum of every entry's parts.netCents
 */

export type Cents4 = number;

export type LedgerKind =
  | "ADJUSTMENT"
  | "SALE_PAID"
  | "SALE_REFUNDED"
  | "SALE_CHARGEBACK"
  | "SALE_HELD"
  | "SALE_RELEASED"
  | "CASHOUT"
  | "CASHOUT_RETURNED";

/**
 * Reais, signed: a credit is positive, a debit negative
 */

export type Reais1 = string;

/**
 * Integer amount in cents
 */

export type Cents5 = number;

/**
 * The available balance right after this entry, reais
 */

export type Reais2 = string;

export type PaymentMethod = "CREDIT_CARD" | "DEBIT_CARD" | "BOLETO" | "PIX" | "TRANSFER";

/**
 * Integer amount in cents
 */

export type Cents6 = number;

/**
 * Integer amount in cents
 */

export type Cents7 = number;

/**
 * Integer amount in cents
 */

export type Cents8 = number;

/**
 * Integer amount in cents
 */

export type Cents9 = number;

/**
 * Integer amount in cents
 */

export type Cents10 = number;

/**
 * The sandbox instant the entry was posted
 */

export type IsoDateTime = string;

/**
 * Response of GET /__admin/sellers/{id}/ledger: the seller's extrato, one page of ledger entries, newest first unless `order=oldest`. Each entry says what moved the available balance, by how much, what the balance became (derived from the entries up to it, never stored), what it belongs to and the sandbox instant it was posted. Money as the admin API writes it elsewhere: integer cents (`…Cents`) beside reais strings. Beside the available balance, the reserved part: card reserves (`reserveAmount` of paid sales, never available) and dispute holds (MED). Each entry's `parts` say what it did to each: the sum of every entry's `parts.netCents` is `totalCents` (available + reserved).
 */

export interface SellerLedger {
  sellerId: Id;
  balance: Reais;
  balanceCents: Cents;
  reservedCents: Cents1;
  reserveCents: Cents2;
  holdCents: Cents3;
  totalCents: Cents4;
  order: "newest" | "oldest";
  entries: LedgerLine[];
  pagination: {
    page: number;
    limit: number;
    total: number;
    totalPages: number;
  };
}

/**
 * This interface was referenced by `SellerLedger`'s JSON-Schema
 * via the `definition` "LedgerLine".
 */

export interface LedgerLine {
  id: Id;
  kind: LedgerKind;
  amount: Reais1;
  amountCents: Cents5;
  balance: Reais2;
  balanceCents: Cents5;
  /**
   * The sale's amount, on the sale kinds (the amount is the seller's net)
   */
  grossCents: number | null;
  paymentMethod: null | PaymentMethod;
  /**
   * What the entry belongs to: a sale (GET /__admin/sales/{id}), a cashout (GET /__admin/cashouts/{id}); null for an adjustment
   */
  ref: null | {
    type: "sale" | "cashout" | "subscription";
    id: Id;
  };
  /**
   * The subscription a sale entry bills (a subscription charge), or null
   */
  subscriptionId: number | null;
  /**
   * Why an adjustment was made (the admin API, the fixtures)
   */
  note: string | null;
  /**
   * What the entry did to each part of the seller's money. On sale and cashout entries gross + fee = net; net = amount + reserve + hold.
   */
  parts: {
    /**
     * The sale's amount (positive when paid, negative when given back) or what the cashout's PIX key receives (negative); null on other entries
     */
    grossCents: number | null;
    feeCents: Cents6;
    reserveCents: Cents7;
    holdCents: Cents8;
    netCents: Cents9;
  };
  totalAfterCents: Cents10;
  createdAt: IsoDateTime;
}

// schemas/admin/ok.response.schema.json

/**
 * Response of admin actions that return nothing else (reset, deleting faults).
 */

export interface AdminOk {
  ok: true;
  message?: string;
}

// schemas/admin/overview.response.schema.json

/**
 * Response of GET /__admin/overview: the sandbox clock and how many records are in each status.
 */

export interface AdminOverview {
  now: IsoDateTime;
  frozen: boolean;
  sellers: number;
  sales: StatusCounts;
  cashouts: StatusCounts;
  subscriptions: StatusCounts;
  deliveries: StatusCounts;
  /**
   * The id of the latest event of GET /__admin/events (0 before any)
   */
  lastEventId: number;
}

/**
 * This interface was referenced by `AdminOverview`'s JSON-Schema
 * via the `definition` "StatusCounts".
 */

export interface StatusCounts {
  total: number;
  /**
   * Every status of the resource, with 0 when none
   */
  byStatus: {
    [k: string]: number;
  };
}

// schemas/admin/request.response.schema.json

/**
 * Response of GET /__admin/requests/{id}: one request of the journal with its headers and bodies. Keys, tokens, secrets, card numbers and CVVs are redacted before anything is kept; each body is cut at 8 KiB of JSON text.
 */

export interface RequestDetail {
  id: number;
  time: IsoDateTime;
  method: string;
  path: string;
  status: number;
  sellerId: number | null;
  durationMs: number;
  /**
   * The query string, secret-looking parameters redacted
   */
  query: string | null;
  requestHeaders: {
    [k: string]: string;
  };
  /**
   * The parsed JSON body, redacted, as JSON text; null when there was none (or it did not parse)
   */
  requestBody: string | null;
  requestBodyTruncated: boolean;
  /**
   * The JSON answer, redacted, as JSON text; null for pages, assets and event streams
   */
  responseBody: string | null;
  responseBodyTruncated: boolean;
  /**
   * The User-Agent's first product token (gateway-sandbox-cli/1.4.0, curl/8.5.0), or null
   */
  client: string | null;
  /**
   * What a refusal's X-Sandbox-Reason header said (the field, the rule and the value sent), or null (a success, a 5xx)
   */
  reason: string | null;
  /**
   * An error answer's catalogue code, the fields it names and why each was refused (`pixKey: must NOT have fewer than 8 characters`), whatever room the group's body had for them (the cashout body has none); null for a success
   */
  refusal: null | {
    code: string;
    fields: string[];
    reasons: string[];
  };
}

// schemas/admin/requests.response.schema.json

/**
 * Response of GET /__admin/requests: newest first.
 */

export interface RequestList {
  requests: RequestRecord[];
}

export interface RequestRecord {
  id: number;
  time: IsoDateTime;
  method: string;
  path: string;
  status: number;
  sellerId: number | null;
  durationMs: number;
  /**
   * The User-Agent's first product token (gateway-sandbox-cli/1.4.0, curl/8.5.0), or null
   */
  client: string | null;
}

// schemas/admin/search.response.schema.json

/**
 * This interface was referenced by `SearchResult`'s JSON-Schema
 * via the `definition` "SearchHitType".
 */

export type SearchHitType = "sale" | "cashout" | "subscription" | "seller";

/**
 * Response of GET /__admin/search: the sales, cashouts, subscriptions and sellers the text finds, best first (an id, then an exact value, then a prefix), newest first within each, a page of `limit` of them; `total` counts every hit.
 */

export interface SearchResult {
  query: string;
  total: number;
  page: number;
  limit: number;
  hits: SearchHit[];
}

export interface SearchHit {
  type: SearchHitType;
  id: Id;
  /**
   * One line that says what it is: `Venda 517 · Maria da Silva · R$ 150,00 · PAGO`
   */
  label: string;
  sellerId: Id;
  createdAt: IsoDateTime;
  /**
   * Why it was found: each field the text matched, with the field's value (`customer.email`, `metadata.orderId`, `id`...)
   *
   * @minItems 1
   */
  matched: [
    {
      field: string;
      value: string;
      /**
       * id: the record's id; exact: the whole value (case, accents and a document's punctuation ignored); prefix: the start of the value or of each of its words
       */
      how: "id" | "exact" | "prefix";
    },
    ...{
      field: string;
      value: string;
      /**
       * id: the record's id; exact: the whole value (case, accents and a document's punctuation ignored); prefix: the start of the value or of each of its words
       */
      how: "id" | "exact" | "prefix";
    }[]
  ];
}

// schemas/admin/seller-created.response.schema.json

export type DocumentType = "cpf" | "cnpj";

/**
 * Integer amount in cents
 */

/**
 * Response of POST /__admin/sellers and POST /__admin/sellers/{id}/keys: the only times a private key is shown.
 */

export interface SellerCreated {
  seller: null | SellerAccount;
  userId?: Id;
  credentials: CredentialsShown;
}

/**
 * Response of GET /api/seller.
 */

export interface SellerAccount {
  id: Id;
  userId: Id;
  legalName?: string;
  blocked: boolean;
  invoiceDescriptor?: string;
  commercialName?: string | null;
  createdAt: IsoDateTime;
  uploadedDocuments?: boolean;
  user: SellerUser;
  document?: null | SellerDocument;
  permissions: SellerPermissions;
  details?: SellerDetails;
  /**
   * Fields not shown by the spec; the sandbox's choice is in docs/spec-gaps.md.
   */
  legalRepresentative?: null | LegalRepresentative;
  address?: null | SellerAddress;
  revenue: Revenue;
  defaultRecipient: DefaultRecipient;
}

export interface SellerUser {
  id: Id;
  email: string;
  phone: string;
  name: string;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  isAdmin: boolean;
  isMaster: boolean;
  createdAt: IsoDateTime;
}

export interface SellerDocument {
  id: Id;
  number: string;
  type: DocumentType;
}

export interface SellerPermissions {
  isCreditCardAvailable: boolean;
  isBoletoAvailable: boolean;
  isPixAvailable: boolean;
  transferEnabled: boolean;
  /**
   * The cashout fee's fixed part (fees.cashout.fixedCents)
   */
  transferPriceCents: number;
  anticipationEnabled: boolean;
  anticipatableVolumePercentage: number;
  anticipationPricePercent: number;
  minAnticipatableDays: number;
}

export interface SellerDetails {
  averageRevenue: number;
  averageTicket: number;
  physicalProducts: boolean;
  productsDescription: string | null;
  siteUrl: string | null;
  phone: string | null;
  email: string | null;
}

export interface LegalRepresentative {
  name: string;
  document: string;
  email: string;
  phone: string;
  birthDate: string;
}

export interface SellerAddress {
  street: string;
  streetNumber: string;
  zipCode: string;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
}

export interface Revenue {
  totalAmount: Cents;
  totalCount: number;
  cardAmount: Cents;
  cardCount: number;
  pixAmount: Cents;
  pixCount: number;
  boletoAmount: Cents;
  boletoCount: number;
  chargebackAmount: Cents;
  chargebackCount: number;
  refundAmount: Cents;
  refundCount: number;
}

export interface DefaultRecipient {
  id: Id;
  legalName: string;
  document: {
    number: string;
    type: DocumentType;
  };
  transferSettings: TransferSettings;
  balance: {
    available: Cents;
    updatedAt: IsoDateTime;
  };
}

/**
 * Contents not shown by the spec; the sandbox's choice is in docs/spec-gaps.md.
 */

export interface TransferSettings {
  transferEnabled: boolean;
  transferInterval: "daily" | "weekly" | "monthly";
  transferDay: number;
  automaticAnticipationEnabled: boolean;
}

export interface CredentialsShown {
  publicKey: string;
  privateKey: string;
  webhookSecret?: string;
}

// schemas/admin/seller-input.schema.json

export type HttpUrl = string;

/**
 * Body of POST /__admin/sellers and PATCH /__admin/sellers/{id}: every field optional.
 */

export interface SellerInput {
  legalName?: string;
  commercialName?: string | null;
  invoiceDescriptor?: string;
  /**
   * The user's name
   */
  name?: string;
  email?: string;
  phone?: string;
  document?: null | {
    number: string;
    type: DocumentType;
  };
  address?: null | SellerAddress;
  /**
   * Fields not shown by the spec; the sandbox's choice is in docs/spec-gaps.md.
   */
  legalRepresentative?: null | LegalRepresentative;
  /**
   * Partial: only the fields given change
   */
  details?: {
    averageRevenue?: number;
    averageTicket?: number;
    physicalProducts?: boolean;
    productsDescription?: string | null;
    siteUrl?: string | null;
    phone?: string | null;
    email?: string | null;
  };
  /**
   * Cents; the difference to the current balance is posted as a ledger adjustment
   */
  availableBalance?: number;
  /**
   * Partial: only the fields given change
   */
  permissions?: {
    isCreditCardAvailable?: boolean;
    isBoletoAvailable?: boolean;
    isPixAvailable?: boolean;
    transferEnabled?: boolean;
    /**
     * Sets the cashout fee's fixed part (fees.cashout.fixedCents), which is what this field shows
     */
    transferPriceCents?: number;
    anticipationEnabled?: boolean;
    anticipatableVolumePercentage?: number;
    anticipationPricePercent?: number;
    minAnticipatableDays?: number;
  };
  blocked?: boolean;
  apiCashoutEnabled?: boolean;
  webhook?: {
    url?: null | HttpUrl;
    notifyWithdrawals?: boolean;
  };
  fees?: SellerFees;
  /**
   * Creation only: fixed keys (for stable CI fixtures) instead of generated ones
   */
  credentials?: {
    publicKey: string;
    privateKey: string;
    webhookSecret?: string;
  };
  /**
   * Creation only: make the user and its keys but no seller account (GET /api/seller then answers 404)
   */
  withoutSellerAccount?: boolean;
}

/**
 * Per-seller fee table. Percentages are basis points (399 = 3.99%), amounts integer cents. Rounding: half up to the cent.
 */

export interface SellerFees {
  /**
   * A fee row per payment method (scripts/gen-fee-rows.mjs writes one per PaymentMethod). The first five methods' rows are required; a method added later may lack its row (a table stored before it existed), and is then charged its default fee
   */
  sales: {
    CREDIT_CARD: SaleFee;
    DEBIT_CARD: SaleFee;
    BOLETO: SaleFee;
    PIX: SaleFee;
    TRANSFER: SaleFee;
  };
  /**
   * Added to the credit card percent for each installment beyond the first
   */
  installmentSurchargeBps: number;
  cashout: CashoutFee;
}

/**
 * This interface was referenced by `SellerFees`'s JSON-Schema
 * via the `definition` "SaleFee".
 */

export interface SaleFee {
  percentBps: number;
  fixedCents: number;
  /**
   * Share of the amount held as financial reserve
   */
  reserveBps: number;
}

export interface CashoutFee {
  fixedCents: number;
  percentBps: number;
}

// schemas/admin/seller-list.response.schema.json

/**
 * Integer amount in cents
 */

/**
 * GET /__admin/sellers: by id, at most `limit` of `total`.
 */

export interface AdminSellerList {
  sellers: AdminSellerView[];
  total: number;
}

/**
 * A seller as the admin API shows it: the account, its public key and its dashboard settings. Never the private key nor the webhook secret.
 */

export interface AdminSellerView {
  seller: SellerAccount;
  publicKey: string;
  apiCashoutEnabled: boolean;
  webhook: WebhookConfig;
  fees: SellerFees;
}

/**
 * Response of GET /api/seller.
 */

/**
 * Contents not shown by the spec; the sandbox's choice is in docs/spec-gaps.md.
 */

/**
 * The seller's permanent webhook, as set in the dashboard.
 */

export interface WebhookConfig {
  url: null | HttpUrl;
  notifyWithdrawals: boolean;
}

/**
 * Per-seller fee table. Percentages are basis points (399 = 3.99%), amounts integer cents. Rounding: half up to the cent.
 */

/**
 * This interface was referenced by `SellerFees`'s JSON-Schema
 * via the `definition` "SaleFee".
 */

// schemas/admin/seller-view.response.schema.json

/**
 * Integer amount in cents
 */

/**
 * A seller as the admin API shows it: the account, its public key and its dashboard settings. Never the private key nor the webhook secret.
 */

/**
 * Response of GET /api/seller.
 */

/**
 * Contents not shown by the spec; the sandbox's choice is in docs/spec-gaps.md.
 */

/**
 * The seller's permanent webhook, as set in the dashboard.
 */

/**
 * Per-seller fee table. Percentages are basis points (399 = 3.99%), amounts integer cents. Rounding: half up to the cent.
 */

/**
 * This interface was referenced by `SellerFees`'s JSON-Schema
 * via the `definition` "SaleFee".
 */

// schemas/admin/state-restore.response.schema.json

/**
 * Response of PUT /__admin/state: the state was replaced, and what its migration did (a state of an earlier schemaVersion is migrated first).
 */

export interface StateRestored {
  ok: true;
  message: string;
  /**
   * The schema version of the state the sandbox holds now (this sandbox's)
   */
  schemaVersion: number;
  /**
   * The schema version the body was at, when it was migrated; null when it was already current
   */
  migratedFrom: number | null;
  /**
   * The steps applied, in order ("v1→v2: what changed"); empty when none
   */
  migrations: string[];
}

// schemas/admin/state.response.schema.json

/**
 * The fixtures' reference instant: fixture data lies before it, and the sandbox clock starts there unless SANDBOX_CLOCK_START says otherwise
 */

export type IsoDateTime1 = string;

/**
 * This interface was referenced by `LedgerEntry`'s JSON-Schema
 * via the `definition` "LedgerKind".
 */

/**
 * Integer amount in cents
 */

/**
 * sale.postback and cashout.postback go to the postbackUrl of one transaction; cashout.webhook is the seller's permanent webhook
 *
 * This interface was referenced by `DeliveryRecord`'s JSON-Schema
 * via the `definition` "DeliveryKind".
 */

export type DeliveryKind = "sale.postback" | "cashout.postback" | "cashout.webhook";

/**
 * This interface was referenced by `DeliveryRecord`'s JSON-Schema
 * via the `definition` "DeliveryStatus".
 */

export type DeliveryStatus = "PENDING" | "DELIVERED" | "FAILED";

/**
 * The instant of the sandbox clock the next attempt is due (a frozen clock sends it when an advance passes it); null while an attempt is out and once the delivery is finished
 */

export type NullableIsoDateTime = string | null;

export type NullableIsoDateTime1 = string | null;

/**
 * GET /__admin/state and the body of PUT /__admin/state: meta plus one object per collection, records keyed by id. On PUT every record is also checked against its collection's record schema (schemas/store/).
 */

export interface StateSnapshot {
  meta: StateMeta;
  users: {
    [k: string]: UserRecord;
  };
  sellers: {
    [k: string]: SellerRecord;
  };
  ledger: {
    [k: string]: LedgerEntry;
  };
  deliveries?: {
    [k: string]: DeliveryRecord;
  };
  [k: string]:
    | {
        [k: string]: {};
      }
    | StateMeta
    | {
        [k: string]: UserRecord;
      }
    | {
        [k: string]: SellerRecord;
      }
    | {
        [k: string]: LedgerEntry;
      }
    | {
        [k: string]: DeliveryRecord;
      }
    | undefined;
}

export interface StateMeta {
  schemaVersion: 2;
  seed: number;
  anchor: IsoDateTime;
  sequences: {
    [k: string]: number;
  };
  clock: ClockRecord;
}

export interface ClockRecord {
  offsetMs: number;
  frozenAtMs: number | null;
}

/**
 * A user of the gateway with its API key pair. The private key is kept only as a SHA-256 hash.
 */

export interface UserRecord {
  id: Id;
  email: string;
  name: string;
  phone: string;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  isAdmin: boolean;
  isMaster: boolean;
  createdAt: IsoDateTime1;
  publicKey: string;
  privateKeyHash: string;
  webhookSecret: string;
}

/**
 * A seller account as stored. Revenue and balance are not stored: they are derived from the ledger; nothing the API shows twice is stored twice.
 */

export interface SellerRecord {
  id: Id;
  userId: Id;
  legalName: string;
  blocked: boolean;
  invoiceDescriptor: string;
  commercialName: string | null;
  createdAt: IsoDateTime1;
  uploadedDocuments: boolean;
  document: null | SellerDocument;
  permissions: PermissionsRecord;
  details: SellerDetails;
  /**
   * Fields not shown by the spec; the sandbox's choice is in docs/spec-gaps.md.
   */
  legalRepresentative: null | LegalRepresentative;
  address: null | SellerAddress;
  defaultRecipient: RecipientRecord;
  /**
   * false makes POST /api/public/cashout answer 403 API_WITHDRAWAL_DISABLED_GLOBALLY
   */
  apiCashoutEnabled: boolean;
  webhook: WebhookConfig;
  fees: SellerFees;
}

/**
 * The seller's permissions as stored. transferPriceCents is not among them: the API shows the cashout fee's fixed part (fees.cashout.fixedCents) there.
 *
 * This interface was referenced by `SellerRecord`'s JSON-Schema
 * via the `definition` "PermissionsRecord".
 */

export interface PermissionsRecord {
  isCreditCardAvailable: boolean;
  isBoletoAvailable: boolean;
  isPixAvailable: boolean;
  transferEnabled: boolean;
  anticipationEnabled: boolean;
  anticipatableVolumePercentage: number;
  anticipationPricePercent: number;
  minAnticipatableDays: number;
}

/**
 * Only what the recipient does not share with its seller: its legal name, document and transferEnabled are the seller's, shown through it.
 */

export interface RecipientRecord {
  id: Id;
  transferSettings: TransferSettingsRecord;
}

export interface TransferSettingsRecord {
  transferInterval: "daily" | "weekly" | "monthly";
  transferDay: number;
  automaticAnticipationEnabled: boolean;
}

/**
 * The seller's permanent webhook, as set in the dashboard.
 */

/**
 * Per-seller fee table. Percentages are basis points (399 = 3.99%), amounts integer cents. Rounding: half up to the cent.
 */

/**
 * This interface was referenced by `SellerFees`'s JSON-Schema
 * via the `definition` "SaleFee".
 */

/**
 * One credit (positive) or debit (negative) of a seller's available balance. The balance and the revenue totals are sums over these entries.
 */

export interface LedgerEntry {
  id: Id;
  sellerId: Id;
  kind: LedgerKind;
  amountCents: Cents;
  grossCents?: Cents;
  paymentMethod?: PaymentMethod;
  createdAt: IsoDateTime1;
  ref: null | {
    type: "sale" | "cashout" | "subscription";
    id: Id;
  };
  /**
   * grossCents and paymentMethod are set on the sale kinds: revenue counts the gross amount
   */
  note?: string;
}

/**
 * One webhook or postback to one receiver: persisted before its first attempt, with every attempt recorded.
 */

export interface DeliveryRecord {
  id: Id;
  /**
   * Stable per event (and per receiver): sent as X-Sandbox-Event-Id so receivers can deduplicate
   */
  eventId: string;
  sellerId: Id;
  kind: DeliveryKind;
  url: HttpUrl;
  /**
   * The exact bytes sent (and signed)
   */
  body: string;
  /**
   * Whether X-Signature is attached (per-transaction postbacks are; the permanent webhook is not)
   */
  signed: boolean;
  resource: {
    type: "sale" | "cashout";
    id: Id;
    /**
     * The status change this event announces
     */
    status: string;
  };
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  nextAttemptAt: NullableIsoDateTime;
  createdAt: IsoDateTime1;
  deliveredAt: NullableIsoDateTime1;
}

export interface DeliveryAttempt {
  at: IsoDateTime1;
  statusCode: number | null;
  error: string | null;
  /**
   * The receiver's part of the attempt, in milliseconds: from the moment the request had a connection (connect, request, answer); bounded by SANDBOX_WEBHOOK_TIMEOUT_MS
   */
  durationMs: number;
  /**
   * How long the attempt waited for a connection to its receiver behind other attempts to the same origin (at most 32 open at once), before `durationMs` began; absent when it never reached the pool (refused, unresolvable) and on attempts recorded before it was kept
   */
  queuedMs?: number;
  /**
   * The headers sent with this attempt (X-Signature included); absent on attempts recorded before they were kept
   */
  requestHeaders?: {
    [k: string]: string;
  };
  /**
   * The first 512 bytes of the receiver's answer (UTF-8); null when there was no answer
   */
  responseExcerpt?: string | null;
}

// schemas/admin/test-values.response.schema.json

/**
 * How many delays (SANDBOX_AUTO_DELAY_MS) after creation the step is taken
 *
 * This interface was referenced by `TestValues`'s JSON-Schema
 * via the `definition` "DelayIndex".
 */

export type DelayIndex = number;

export type SaleStatus =
  "PENDENTE" | "PAGO" | "CANCELADO" | "RECUSADO" | "ESTORNADO" | "FALHA" | "EM_PROCESSAMENTO" | "CHARGEBACK" | "MED";

export type CardBrand =
  "visa" | "mastercard" | "elo" | "amex" | "hipercard" | "diners" | "discover" | "jcb" | "aura" | "unknown";

export type CardOutcome = "PAGO" | "RECUSADO" | "FALHA" | "EM_PROCESSAMENTO";

export type CashoutStatus = "PENDING" | "PROCESSING" | "COMPLETED" | "CANCELLED" | "REJECTED";

/**
 * Response of GET /__admin/test-values: the inputs that decide what happens to a sale or a cashout, like Stripe's test cards, and the settings that time them. Each step is taken `after` × `autoDelayMs` after creation, on the sandbox clock, through the same transition as the admin API.
 */

export interface TestValues {
  /**
   * SANDBOX_AUTO_DELAY_MS: the length of one delay
   */
  autoDelayMs: number;
  /**
   * SANDBOX_AUTO_PAY: every waiting sale that no test value decides is paid after one delay
   */
  autoPay: boolean;
  /**
   * SANDBOX_BOLETO_CANCEL_AFTER_DAYS: an unpaid boleto becomes CANCELADO this many days after its due date ends (0: never)
   */
  boletoCancelAfterDays: number;
  emailTags: TestEmailTag[];
  cards: TestCard[];
  pixKeys: TestPixKey[];
}

/**
 * A customer.email whose local part ends with this tag (maria+paid@example.com) moves a waiting sale (PIX, BOLETO, TRANSFER, a card left EM_PROCESSAMENTO) through these steps
 *
 * This interface was referenced by `TestValues`'s JSON-Schema
 * via the `definition` "TestEmailTag".
 */

export interface TestEmailTag {
  tag: string;
  /**
   * @minItems 1
   */
  steps: [SaleTestStep, ...SaleTestStep[]];
  description: string;
}

/**
 * This interface was referenced by `TestValues`'s JSON-Schema
 * via the `definition` "SaleTestStep".
 */

export interface SaleTestStep {
  after: DelayIndex;
  status: SaleStatus;
}

/**
 * A card number that decides the sale at creation (outcome) and, for some, later steps
 *
 * This interface was referenced by `TestValues`'s JSON-Schema
 * via the `definition` "TestCard".
 */

export interface TestCard {
  number: string;
  brand: CardBrand;
  outcome: CardOutcome;
  steps: SaleTestStep[];
  description: string;
}

/**
 * A PIX key of type EMAIL that decides a cashout's path
 *
 * This interface was referenced by `TestValues`'s JSON-Schema
 * via the `definition` "TestPixKey".
 */

export interface TestPixKey {
  key: string;
  pixKeyType: "EMAIL";
  /**
   * @minItems 1
   */
  steps: [CashoutTestStep, ...CashoutTestStep[]];
  description: string;
}

/**
 * This interface was referenced by `TestValues`'s JSON-Schema
 * via the `definition` "CashoutTestStep".
 */

export interface CashoutTestStep {
  after: DelayIndex;
  status: CashoutStatus;
}

// schemas/admin/webhook-secret.response.schema.json

/**
 * Response of POST /__admin/sellers/{id}/webhook-secret: the only time the new secret is shown.
 */

export interface WebhookSecretRotated {
  userId: Id;
  webhookSecret: string;
}

// schemas/cashouts/balance.response.schema.json

/**
 * Amount in reais as a string with two decimals
 */

/**
 * Integer amount in cents
 */

/**
 * Sandbox extension (GET /api/public/balance): the available balance in reais (as the cashout endpoints speak) and in integer cents (as GET /api/seller's defaultRecipient.balance.available).
 */

export interface PublicBalance {
  available: Reais;
  availableCents: Cents;
  currency: "BRL";
  updatedAt: IsoDateTime;
}

// schemas/cashouts/cashout-admin-create.request.schema.json

/**
 * The seller account that cashes out
 */

export type PixKeyType = "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "RANDOM";

/**
 * Receives a signed postback on each status change of this cashout
 */

/**
 * Body of POST /__admin/cashouts: a cashout requested for any seller account as from its dashboard (channel dashboard: the API-cashout switch does not apply; transfers must be allowed), with the rules, fees and postbacks of POST /api/public/cashout.
 */

export interface CashoutAdminCreateInput {
  sellerId: Id;
  cashout: CashoutCreateInput;
}

/**
 * The body POST /api/public/cashout takes
 */

export interface CashoutCreateInput {
  /**
   * Reais as a JSON number with at most two decimal places (150, 150.5, 150.55; 150.555 is 400 VALIDATION_ERROR); 100.00 to 100000.00 (outside: 422 MINIMUM_VALUE / MAXIMUM_VALUE).
   */
  amount: number;
  /**
   * 8 to 77 characters for every key type (the spec's limit): a 7-character e-mail key such as a@b.com, which DICT would register, is refused here as the gateway refuses it
   */
  pixKey: string;
  pixKeyType?: PixKeyType;
  postbackUrl?: HttpUrl;
}

// schemas/cashouts/cashout-admin.response.schema.json

/**
 * Amount in reais as a string with two decimals
 */

/**
 * Integer amount in cents
 */

/**
 * api: POST /api/public/cashout; dashboard: made in the seller dashboard (fixture history)
 */

export type CashoutChannel = "api" | "dashboard";

/**
 * A cashout as the admin API shows it: the public detail plus the owner, the postback URL, the next automatic step and the moves the state table allows from here.
 */

export interface AdminCashoutView {
  id: Id;
  sellerId: Id;
  amount: Reais;
  amountCents: Cents;
  netAmount: Reais;
  pixKey: string;
  pixKeyType: PixKeyType;
  status: CashoutStatus;
  createdAt: IsoDateTime;
  fees: CashoutFees;
  externalId: string | null;
  updatedAt: IsoDateTime;
  processedAt: NullableIsoDateTime;
  postbackUrl: null | HttpUrl;
  channel: CashoutChannel;
  autoProgressAt: NullableIsoDateTime;
  allowedTransitions: CashoutStatus[];
}

export interface CashoutFees {
  fixed: Reais;
  variable: Reais;
  total: Reais;
}

// schemas/cashouts/cashout-create.request.schema.json

/**
 * Receives a signed postback on each status change of this cashout
 */

/**
 * Body of POST /api/public/cashout. amount is a JSON number of reais with at most two decimals (a string is refused); the range 100.00 to 100000.00 is checked after the shape and answers 422 MINIMUM_VALUE / MAXIMUM_VALUE. The pixKey format is checked against pixKeyType (docs/cashouts.md). Unknown fields are ignored.
 */

// schemas/cashouts/cashout-detail.response.schema.json

/**
 * Amount in reais as a string with two decimals
 */

/**
 * Sandbox extension (GET /api/public/cashout/{id}): the cashout object plus the fields the cashout webhook carries (externalId, updatedAt, processedAt).
 */

export interface CashoutDetail {
  id: Id;
  amount: Reais;
  netAmount: Reais;
  pixKey: string;
  pixKeyType: PixKeyType;
  status: CashoutStatus;
  createdAt: IsoDateTime;
  fees: CashoutFees;
  externalId: string | null;
  updatedAt: IsoDateTime;
  processedAt: NullableIsoDateTime;
}

// schemas/cashouts/cashout-list.response.schema.json

/**
 * Amount in reais as a string with two decimals
 */

/**
 * Integer amount in cents
 */

/**
 * api: POST /api/public/cashout; dashboard: made in the seller dashboard (fixture history)
 */

/**
 * GET /__admin/cashouts: newest first, page `page` of `limit` cashouts; total counts every match.
 */

export interface AdminCashoutList {
  cashouts: AdminCashoutView[];
  total: number;
  page: number;
  limit: number;
}

/**
 * A cashout as the admin API shows it: the public detail plus the owner, the postback URL, the next automatic step and the moves the state table allows from here.
 */

// schemas/cashouts/cashout.response.schema.json

/**
 * Amount in reais as a string with two decimals
 */

/**
 * This interface was referenced by `Cashout`'s JSON-Schema
 * via the `definition` "PixKeyType".
 */

/**
 * This interface was referenced by `Cashout`'s JSON-Schema
 * via the `definition` "CashoutStatus".
 */

/**
 * The cashout object of the spec (response of POST /api/public/cashout). Amounts are strings in reais with two decimals; netAmount = amount - fees.total.
 */

export interface Cashout {
  id: Id;
  amount: Reais;
  netAmount: Reais;
  pixKey: string;
  pixKeyType: PixKeyType;
  status: CashoutStatus;
  createdAt: IsoDateTime;
  fees: CashoutFees;
}

// schemas/cashouts/postback.request.schema.json

/**
 * Body of POST /__admin/cashouts/{id}/postback: the banking provider reports a new status (docs/cashout-state-machine.md lists the allowed moves) and, optionally, its own id for the transfer.
 */

export interface CashoutPostbackInput {
  status: CashoutStatus;
  /**
   * Id at the banking provider; kept on later moves when omitted
   */
  externalId?: string;
}

// schemas/clock/advance.request.schema.json

/**
 * Body of POST /__admin/clock/advance: how far to move the sandbox clock forward. months are calendar months from now (UTC, the day of the month kept or the month's last day, like monthly billing); days, hours, minutes and seconds are then added as fixed lengths.
 */

export interface ClockAdvanceInput {
  /**
   * Calendar months, the same day of the month (or the month's last day when it is shorter), as monthly billing counts them
   */
  months?: number;
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
}

// schemas/clock/advance.response.schema.json

/**
 * Response of POST /__admin/clock/advance: the new time and the due work that ran, in time order (one entry per job and instant, the first 1,000 of them), with totals per job.
 */

export interface ClockAdvanced {
  now: IsoDateTime;
  ran: DueRun[];
  /**
   * Entries beyond the first 1,000 of `ran`, not listed (a long advance); `totals` counts them
   */
  omitted: number;
  /**
   * Items handled per job over the whole advance
   */
  totals: {
    [k: string]: number;
  };
  stoppedBy?: ClockAdvanceStop;
}

export interface DueRun {
  job: string;
  at: IsoDateTime;
  handled: number;
}

/**
 * Present only when the advance stopped before its target: its next step would have left the tenant holding more records than its cap (SANDBOX_TENANT_MAX_RECORDS). `now` is the instant reached: every step before it is done and committed; that step and the rest were not run
 */

export interface ClockAdvanceStop {
  error: "RECORD_LIMIT";
  message: string;
  /**
   * The cap, in records
   */
  limit: number;
}

// schemas/clock/clock.response.schema.json

/**
 * Response of GET /__admin/clock.
 */

export interface ClockView {
  now: IsoDateTime;
  frozen: boolean;
}

// schemas/common.schema.json

/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "Id".
 */

/**
 * Integer amount in cents
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "Cents".
 */

/**
 * Amount in reais as a string with two decimals
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "Reais".
 */

/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "IsoDateTime".
 */

/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "NullableIsoDateTime".
 */

/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "DocumentType".
 */

/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "PaymentMethod".
 */

/**
 * The payment methods paid with a card (the request's `card` object)
 *
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "CardPaymentMethod".
 */

export type CardPaymentMethod = "CREDIT_CARD" | "DEBIT_CARD";

/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "HttpUrl".
 */

/**
 * Shared definitions referenced by the other schemas.
 */

export interface Common {
  [k: string]: unknown;
}

/**
 * This interface was referenced by `Common`'s JSON-Schema
 * via the `definition` "FreeObject".
 */

export interface FreeObject {}

// schemas/errors/admin.error.schema.json

/**
 * Error body of the /__admin API. A refused state move adds `allowed`; a validation error adds `details`.
 */

export interface AdminError {
  error: string;
  message: string;
  allowed?: string[];
  details?: string[];
}

// schemas/errors/cashout.error.schema.json

/**
 * Error body of the cashout endpoints: {message, error} or, for the named identifiers, {message, errorType}.
 */

export type CashoutError = {
  message: string;
  error?: string;
  errorType?: CashoutErrorType;
} & {
  [k: string]: unknown;
};

/**
 * The identifiers the spec's cashout table names
 */

export type CashoutErrorType =
  | "API_WITHDRAWAL_DISABLED_GLOBALLY"
  | "TRANSFER_NOT_ALLOWED"
  | "INSUFFICIENT_BALANCE"
  | "MINIMUM_VALUE"
  | "MAXIMUM_VALUE";

// schemas/errors/envelope.error.schema.json

/**
 * Authentication envelope, also the error body of the subscriptions endpoints.
 */

export interface EnvelopeError {
  success: false;
  error: {
    code: string;
    message: string;
  };
}

// schemas/errors/sales-create.error.schema.json

/**
 * Error body of POST /api/sales, whose shape depends on the status (the spec's table): 400 {message, error, details: {missingFields}}, 401 {message, details: string}, any other {message, error}.
 */

export type SalesCreateError = SalesCreateValidationError | SalesCreateUnauthorizedError | SalesCreateOtherError;

/**
 * 400: invalid data or missing required fields, each named in details.missingFields (empty for a body that is not JSON).
 */

export interface SalesCreateValidationError {
  message: string;
  error: string;
  details: {
    /**
     * Field paths, e.g. customer.email, items[0].unitPrice
     */
    missingFields: string[];
  };
}

/**
 * 401: keys invalid, absent, or not of the same user.
 */

export interface SalesCreateUnauthorizedError {
  message: string;
  details: string;
}

/**
 * Every other status (403, 413, 415, 422, 500...).
 */

export interface SalesCreateOtherError {
  message: string;
  error: string;
}

// schemas/errors/seller.error.schema.json

/**
 * Error body of GET /api/seller.
 */

export interface SellerError {
  error: string;
  message: string;
}

// schemas/errors/transactions.error.schema.json

/**
 * Error body of GET /api/transactions/{id} (and of the GET /api/sales extension).
 */

export interface TransactionsError {
  message: string;
  error: string;
}

// schemas/events/event.schema.json

/**
 * This interface was referenced by `SandboxEvent`'s JSON-Schema
 * via the `definition` "SandboxEventType".
 */

export type SandboxEventType =
  | "sale.changed"
  | "cashout.changed"
  | "subscription.changed"
  | "delivery.changed"
  | "seller.changed"
  | "balance.changed"
  | "request.finished"
  | "clock.advanced"
  | "state.reset"
  | "state.restored"
  | "inbox.received"
  | "fault.fired";

/**
 * The sandbox instant it happened: a record change at its own instant (each step of a clock advance at its own), not the instant its commit was announced
 */

/**
 * The `data` of each Server-Sent Event of GET /__admin/events (its `event:` line is the type, its `id:` line the id). Record events carry a summary (ids and statuses), never bodies, keys or secrets: fetch the record for the rest. More than 100 records of one collection in one commit come as one event with `bulk: true` and `count`.
 */

export interface SandboxEvent {
  /**
   * Increasing within one server process; send it back as Last-Event-ID to resume
   */
  id: number;
  type: SandboxEventType;
  at: IsoDateTime;
  /**
   * Record events (sale, cashout, subscription, delivery, seller and balance .changed) carry what a terminal needs to say what happened: `object` {type, id}, `change` {from, to} (the status move; null when the status did not move; from null on creation), `amountCents` (null when the record has no amount), `sellerId`, then per type: sale.changed {id, status, paymentMethod, subscriptionId, and, when the clock's expiry job cancelled it, reason: `sales.expiry`}; cashout.changed {id, status}; subscription.changed {id, status}; delivery.changed {id, kind, status, attempts, lastStatusCode, resource: the sale or cashout it announces}; seller.changed {id}; balance.changed {id, kind, ref: the sale or cashout the ledger entry belongs to}. A deleted record: {id, object, deleted: true}. More than 100 records of one collection in one commit: one event {bulk: true, count, ids}. request.finished: {id, time, method, path, status, sellerId, durationMs, client: the User-Agent's first product token (the CLI sends gateway-sandbox-cli/<version>)}; clock.advanced: {now, advancedMs, ran}; state.reset and state.restored: {now}; inbox.received: {inbox, id, method, deliveryId, signatureValid, mode, answeredStatus}; fault.fired: {id, object: {type: fault, id}, kind, method, path, remaining, hits}
   */
  data: {
    object?: {
      type: string;
      id: number;
    };
    change?: null | {
      from: string | null;
      to: string | null;
    };
    amountCents?: number | null;
    sellerId?: number | null;
    client?: string | null;
  };
}

// schemas/events/timeline.response.schema.json

/**
 * This interface was referenced by `SandboxEvent`'s JSON-Schema
 * via the `definition` "SandboxEventType".
 */

/**
 * The sandbox instant it happened: a record change at its own instant (each step of a clock advance at its own), not the instant its commit was announced
 */

/**
 * The instant of the oldest change still kept (anything earlier has left the history), or null when none is
 */

/**
 * Response of GET /__admin/events/timeline: what happened to one object, oldest first, each event at the sandbox instant it happened. For a sale: its own changes, its ledger entries and its postback deliveries; for a subscription, its charges too; for a cashout, its ledger entries and deliveries. From the sandbox's bounded history of record changes (SANDBOX_EVENT_HISTORY, 10,000 by default, emptied by a reset or a restore).
 */

export interface EventTimeline {
  /**
   * The object asked for, as type:id
   */
  resource: string;
  events: SandboxEvent[];
  /**
   * How many record changes the sandbox keeps in all (the setting)
   */
  historySize: number;
  oldestKeptAt: NullableIsoDateTime;
}

/**
 * The `data` of each Server-Sent Event of GET /__admin/events (its `event:` line is the type, its `id:` line the id). Record events carry a summary (ids and statuses), never bodies, keys or secrets: fetch the record for the rest. More than 100 records of one collection in one commit come as one event with `bulk: true` and `count`.
 */

// schemas/health.response.schema.json

export interface HealthResponse {
  status: "ok";
}

// schemas/html.response.schema.json

/**
 * An HTML page (the API reference).
 */

export type HtmlPage = string;

// schemas/inbox/inbox-list.response.schema.json

export type InboxMode = "accept" | "fail" | "hang";

/**
 * Response of GET /__admin/inbox: the inboxes that received a request or were configured, by name.
 */

export interface InboxList {
  inboxes: InboxView[];
}

/**
 * One webhook inbox: its receiving path, how it answers now, how many requests it received and when the last came.
 */

export interface InboxView {
  name: string;
  /**
   * Where to point a webhook or postbackUrl (after the sandbox's own origin)
   */
  path: string;
  behaviour: InboxBehaviour;
  /**
   * Requests received since the inbox was created (older ones than the last 100 are dropped)
   */
  total: number;
  lastAt: NullableIsoDateTime;
}

export interface InboxBehaviour {
  mode: InboxMode;
  status: number;
  times: number | null;
}

// schemas/inbox/inbox-view.schema.json

/**
 * One webhook inbox: its receiving path, how it answers now, how many requests it received and when the last came.
 */

// schemas/inbox/inbox.response.schema.json

/**
 * Response of GET /__admin/inbox/{name} and PUT /__admin/inbox/{name}/mode: the inbox and the requests it captured, newest first.
 */

export interface InboxContents {
  inbox: InboxView;
  requests: CapturedRequest[];
}

/**
 * One webhook inbox: its receiving path, how it answers now, how many requests it received and when the last came.
 */

export interface CapturedRequest {
  id: Id;
  inbox: string;
  at: IsoDateTime;
  method: string;
  query: string | null;
  /**
   * As received, lowercase names (credential headers redacted); X-Signature included
   */
  headers: {
    [k: string]: string;
  };
  /**
   * The body as received, UTF-8, cut at 16 KiB
   */
  body: string;
  bodyBytes: number;
  bodyTruncated: boolean;
  /**
   * The outbox delivery this is an attempt of (X-Sandbox-Delivery-Id)
   */
  deliveryId: null | Id;
  signature: InboxSignature;
  /**
   * What the inbox answered; null when it hung
   */
  answeredStatus: number | null;
  mode: InboxMode;
}

export interface InboxSignature {
  header: string | null;
  /**
   * X-Signature checked against the sending seller's webhook secret; null when there is none to check or the body was cut
   */
  valid: boolean | null;
}

// schemas/inbox/mode.request.schema.json

/**
 * Body of PUT /__admin/inbox/{name}/mode: how the inbox answers from now on. `accept` answers `status` (default 200), `fail` answers `status` (default 500), `hang` never answers (the sender times out; the inbox gives up after 5 minutes). With `times`, only the next `times` requests get it, then the inbox accepts again.
 */

export type InboxModeInput = {
  mode: InboxMode;
  status?: number;
  times?: number | null;
};

/**
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "InboxMode".
 */

// schemas/inbox/received.response.schema.json

/**
 * What an inbox answers the request it captured (with the status its mode says).
 */

export interface InboxReceived {
  inbox: string;
  id: Id;
  received: true;
}

// schemas/openapi.response.schema.json

/**
 * Response of GET /openapi.json (checked in full by an OpenAPI validator in the tests).
 */

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: {};
  paths: {};
  components: {};
}

// schemas/sales/sale-admin-create.request.schema.json

/**
 * The seller account the sale belongs to
 */

/**
 * The body POST /api/sales takes
 */

export type SaleCreateInput = {
  /**
   * Gross amount in cents; at most R$ 99.999.999,99 (the boleto value field's width)
   */
  amount: number;
  paymentMethod: PaymentMethod;
  customer: SaleCustomerInput;
  card?: SaleCardInput;
  pix?: SalePixInput;
  boleto?: SaleBoletoInput;
  /**
   * @minItems 1
   * @maxItems 100
   */
  items: [SaleItemInput, ...SaleItemInput[]];
  shipping?: SaleShippingInput;
  installments?: SaleInstallmentsInput;
  postbackUrl?: HttpUrl;
  utmSource?: TrackingText;
  utmMedium?: TrackingText;
  utmCampaign?: TrackingText;
  utmContent?: TrackingText;
  utmTerm?: TrackingText;
  src?: TrackingText;
  sck?: TrackingText;
  /**
   * Free JSON, kept as sent
   */
  metadata?: {};
};

/**
 * Receives every status change of the sale, signed with X-Signature
 */

/**
 * Campaign tracking, valid for every payment method
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "TrackingText".
 */

export type TrackingText = string;

/**
 * Body of POST /__admin/sales: a sale created for any seller account, as its own keys would create it with POST /api/sales (same rules, fees, postbacks), with no keys needed.
 */

export interface SaleAdminCreateInput {
  sellerId: Id;
  sale: SaleCreateInput;
}

export interface SaleCustomerInput {
  name: string;
  email: string;
  document?: SaleCustomerDocumentInput;
  /**
   * Digits only, no special characters
   */
  phone?: string;
}

export interface SaleCustomerDocumentInput {
  type?: DocumentType;
  number?: string;
}

/**
 * Required for CREDIT_CARD and DEBIT_CARD. Only the last four digits and the brand are kept; the CVV is never stored.
 */

export interface SaleCardInput {
  /**
   * 12 to 19 digits; must pass the Luhn check
   */
  number: string;
  holderName: string;
  /**
   * MM
   */
  expirationMonth: string;
  /**
   * YYYY
   */
  expirationYear: string;
  cvv: string;
  /**
   * Credit card only
   */
  installments?: number;
}

/**
 * Required for PIX (may be empty).
 */

export interface SalePixInput {
  /**
   * Receiver PIX key written into the BR Code; the seller's document (or e-mail) when absent
   */
  key?: string;
  /**
   * Days until the PIX expires (default 1); an expired PIX sale becomes CANCELADO
   */
  expiresInDays?: number;
}

/**
 * Required for BOLETO (may be empty).
 */

export interface SaleBoletoInput {
  /**
   * Days from today (Brasília) to the due date (default 3)
   */
  expiresInDays?: number;
}

export interface SaleItemInput {
  title: string;
  /**
   * Cents
   */
  unitPrice: number;
  quantity: number;
  /**
   * true for physical items
   */
  tangible: boolean;
  productId?: number;
  planId?: string;
  planName?: string;
  /**
   * Custom item id
   */
  id?: string;
}

/**
 * Required when any item is tangible.
 */

export interface SaleShippingInput {
  street: string;
  streetNumber: string;
  complement?: string;
  zipCode: string;
  neighborhood: string;
  city: string;
  /**
   * 2 uppercase letters
   */
  state: string;
  /**
   * 2 letters
   */
  country: string;
}

/**
 * Credit card only.
 */

export interface SaleInstallmentsInput {
  number: number;
}

// schemas/sales/sale-admin-list.response.schema.json

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleStatus".
 */

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "NullableCardBrand".
 */

export type NullableCardBrand = null | CardBrand;

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "CardBrand".
 */

/**
 * The moves the sandbox will make by itself, earliest first, each at its instant on the sandbox clock (a test card, a test e-mail tag, SANDBOX_AUTO_PAY, a boleto's cancellation after its due date). Optional so that states saved before it existed still load: absent means none.
 */

export type AutoSteps = SaleAutoStep[];

export type AdminPaymentRowKind = "image" | "copy" | "code" | "text" | "instant";

/**
 * Body of GET /__admin/sales: newest first, page `page` of `limit` sales of the `total` that match.
 */

export interface AdminSaleList {
  sales: AdminSaleView[];
  /**
   * How many sales match the filters
   */
  total: number;
  page: number;
  limit: number;
}

/**
 * A sale as the admin API shows it: the public sale object with what only the gateway sees, and the moves its state machine allows from here.
 */

export interface AdminSaleView {
  sale: Sale;
  sellerId: Id;
  subscriptionId: number | null;
  postbackUrl: string | null;
  /**
   * The sale's moves, oldest first; the move of a PIX charge cancelled once its expiry passed names the clock job that expires charges (`reason`: `sales.expiry`)
   */
  statusHistory: AdminSaleStatusChange[];
  autoSteps: AutoSteps;
  updatedAt: IsoDateTime;
  /**
   * The statuses the sale state machine allows from the current one (POST /__admin/sales/{id}/status)
   */
  allowedTransitions: SaleStatus[];
  payment?: SalePayment;
  console?: AdminPaymentConsole;
}

/**
 * The sale object: body of GET /api/transactions/{id} and of every sale postback. Amounts are integer cents. tracking and metadata are sandbox additions (what the sale was created with).
 */

export interface Sale {
  id: Id;
  status: SaleStatus;
  /**
   * Gross value, cents
   */
  amount: number;
  /**
   * amount − systemFee − reserveAmount, cents
   */
  netAmount: number;
  systemFee: number;
  reserveAmount: number;
  paymentMethod: PaymentMethod;
  date: IsoDateTime;
  completedAt: NullableIsoDateTime;
  customer: SaleCustomer;
  items: SaleItem[];
  /**
   * PIX only: the BR Code (copia e cola) of the payment
   */
  pixKey: string | null;
  cardLastFour: string | null;
  cardBrand: NullableCardBrand;
  /**
   * BOLETO only: the 47-digit linha digitável
   */
  boletoCode: string | null;
  externalTransactionId: string;
  /**
   * Credit card only; null for the other methods
   */
  installments: number | null;
  shipping: null | SaleShipping;
  tracking: SaleTracking;
  /**
   * Free JSON as sent at creation, or null
   */
  metadata: {} | null;
}

/**
 * document is the number (empty string when none was sent); phone likewise
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleCustomer".
 */

export interface SaleCustomer {
  name: string;
  email: string;
  document: string;
  phone: string;
}

export interface SaleItem {
  id: Id;
  title: string;
  unitPrice: number;
  quantity: number;
  tangible: boolean;
}

/**
 * The delivery address as sent; complement null when absent
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleShipping".
 */

export interface SaleShipping {
  street: string;
  streetNumber: string;
  complement: string | null;
  zipCode: string;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
}

/**
 * Campaign tracking fields as sent; null when absent
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleTracking".
 */

export interface SaleTracking {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  src: string | null;
  sck: string | null;
}

export interface AdminSaleStatusChange {
  status: SaleStatus;
  at: IsoDateTime;
  reason?: string;
}

export interface SaleAutoStep {
  status: SaleStatus;
  at: IsoDateTime;
}

/**
 * GET /__admin/sales/{id} only: the payment data as the customer sees it (the QR code image, the BR Code, the boleto line)
 */

export interface SalePayment {
  method: PaymentMethod;
  installments: number | null;
  pix?: SalePaymentPix;
  boleto?: SalePaymentBoleto;
  card?: SalePaymentCard;
  transfer?: TransferInstructions;
}

export interface SalePaymentPix {
  /**
   * The BR Code (PIX copia e cola)
   */
  key: string;
  /**
   * PNG of the QR code of key, as a data URI
   */
  qrCodeBase64: string;
  expiresAt: NullableIsoDateTime;
}

export interface SalePaymentBoleto {
  /**
   * Linha digitável, 47 digits
   */
  code: string;
  /**
   * The 44-digit barcode number
   */
  barcode: string;
  /**
   * YYYY-MM-DD (Brasília)
   */
  dueDate: string;
}

export interface SalePaymentCard {
  brand: CardBrand;
  lastFour: string;
}

/**
 * Where the customer sends a bank transfer (TED/PIX to account) for a TRANSFER sale; reference identifies the sale
 */

export interface TransferInstructions {
  bankCode: string;
  bankName: string;
  agency: string;
  account: string;
  accountType: "CHECKING";
  beneficiaryName: string;
  beneficiaryDocument: string;
  reference: string;
}

/**
 * GET /__admin/sales/{id} only: how the QA console shows the payment, as its method's module says (src/features/sales/methods/)
 */

export interface AdminPaymentConsole {
  /**
   * Whether the method is paid by the customer after the sale exists, so the console offers to pay it as the customer (PENDENTE → PAGO)
   */
  customerPays: boolean;
  rows: AdminPaymentRow[];
}

/**
 * One line of the payment as the console draws it: an image (value: a data URI; label: its alt text), a code to copy, a code, a text, or an instant (value: ISO 8601)
 *
 * This interface was referenced by `AdminSaleView`'s JSON-Schema
 * via the `definition` "AdminPaymentRow".
 */

export interface AdminPaymentRow {
  kind: AdminPaymentRowKind;
  label: string;
  value: string;
}

/**
 * This interface was referenced by `AdminSaleView`'s JSON-Schema
 * via the `definition` "AdminPaymentConsole".
 */

export interface AdminPaymentConsole1 {
  /**
   * Whether the method is paid by the customer after the sale exists, so the console offers to pay it as the customer (PENDENTE → PAGO)
   */
  customerPays: boolean;
  rows: AdminPaymentRow[];
}

// schemas/sales/sale-admin.response.schema.json

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleStatus".
 */

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "NullableCardBrand".
 */

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "CardBrand".
 */

/**
 * The moves the sandbox will make by itself, earliest first, each at its instant on the sandbox clock (a test card, a test e-mail tag, SANDBOX_AUTO_PAY, a boleto's cancellation after its due date). Optional so that states saved before it existed still load: absent means none.
 */

/**
 * A sale as the admin API shows it: the public sale object with what only the gateway sees, and the moves its state machine allows from here.
 */

/**
 * The sale object: body of GET /api/transactions/{id} and of every sale postback. Amounts are integer cents. tracking and metadata are sandbox additions (what the sale was created with).
 */

/**
 * document is the number (empty string when none was sent); phone likewise
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleCustomer".
 */

/**
 * The delivery address as sent; complement null when absent
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleShipping".
 */

/**
 * Campaign tracking fields as sent; null when absent
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleTracking".
 */

/**
 * GET /__admin/sales/{id} only: the payment data as the customer sees it (the QR code image, the BR Code, the boleto line)
 */

/**
 * Where the customer sends a bank transfer (TED/PIX to account) for a TRANSFER sale; reference identifies the sale
 */

/**
 * GET /__admin/sales/{id} only: how the QA console shows the payment, as its method's module says (src/features/sales/methods/)
 */

/**
 * One line of the payment as the console draws it: an image (value: a data URI; label: its alt text), a code to copy, a code, a text, or an instant (value: ISO 8601)
 *
 * This interface was referenced by `AdminSaleView`'s JSON-Schema
 * via the `definition` "AdminPaymentRow".
 */

/**
 * This interface was referenced by `AdminSaleView`'s JSON-Schema
 * via the `definition` "AdminPaymentConsole".
 */

// schemas/sales/sale-create.request.schema.json

/**
 * Body of POST /api/sales. Amounts are integer cents. The object of the payment method is required by it: card for CREDIT_CARD and DEBIT_CARD, pix for PIX, boleto for BOLETO (TRANSFER needs none); shipping when any item is tangible; installments for credit card only.
 */

/**
 * Receives every status change of the sale, signed with X-Signature
 */

/**
 * Campaign tracking, valid for every payment method
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "TrackingText".
 */

/**
 * Required for CREDIT_CARD and DEBIT_CARD. Only the last four digits and the brand are kept; the CVV is never stored.
 */

/**
 * Required for PIX (may be empty).
 */

/**
 * Required for BOLETO (may be empty).
 */

/**
 * Required when any item is tangible.
 */

/**
 * Credit card only.
 */

// schemas/sales/sale-created.response.schema.json

/**
 * Body of POST /api/sales (201). sale.amount is integer cents rendered as a string. sale.payment carries the object of the sale's method: pix (spec), and the sandbox's boleto, card and transfer objects (not shown by the spec).
 */

export interface SaleCreated {
  message: string;
  sale: SaleCreatedSale;
}

export interface SaleCreatedSale {
  id: Id;
  amount: string;
  status: SaleStatus;
  paymentMethod: PaymentMethod;
  customer: SaleCustomer;
  payment: SalePayment;
  shipping: null | SaleShipping;
  createdAt: IsoDateTime;
}

/**
 * document is the number (empty string when none was sent); phone likewise
 */

/**
 * This interface was referenced by `SaleCreated`'s JSON-Schema
 * via the `definition` "SalePayment".
 */

/**
 * Where the customer sends a bank transfer (TED/PIX to account) for a TRANSFER sale; reference identifies the sale
 *
 * This interface was referenced by `SaleCreated`'s JSON-Schema
 * via the `definition` "TransferInstructions".
 */

/**
 * The delivery address as sent; complement null when absent
 */

// schemas/sales/sale-list.response.schema.json

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleStatus".
 */

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "NullableCardBrand".
 */

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "CardBrand".
 */

/**
 * Body of GET /api/sales (sandbox extension): the seller's sales, newest first, in the envelope of the spec's only list (GET /api/subscriptions).
 */

export interface SaleList {
  success: true;
  data: SaleListData;
}

export interface SaleListData {
  sales: Sale[];
  pagination: SalePagination;
}

/**
 * The sale object: body of GET /api/transactions/{id} and of every sale postback. Amounts are integer cents. tracking and metadata are sandbox additions (what the sale was created with).
 */

/**
 * document is the number (empty string when none was sent); phone likewise
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleCustomer".
 */

/**
 * The delivery address as sent; complement null when absent
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleShipping".
 */

/**
 * Campaign tracking fields as sent; null when absent
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleTracking".
 */

export interface SalePagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

// schemas/sales/sale-status.request.schema.json

/**
 * Body of POST /__admin/sales/{id}/status: the status to move the sale to, as the payment processor would.
 */

export interface SaleStatusInput {
  status: SaleStatus;
}

// schemas/sales/sale.response.schema.json

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleStatus".
 */

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "NullableCardBrand".
 */

/**
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "CardBrand".
 */

/**
 * The sale object: body of GET /api/transactions/{id} and of every sale postback. Amounts are integer cents. tracking and metadata are sandbox additions (what the sale was created with).
 */

/**
 * document is the number (empty string when none was sent); phone likewise
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleCustomer".
 */

/**
 * The delivery address as sent; complement null when absent
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleShipping".
 */

/**
 * Campaign tracking fields as sent; null when absent
 *
 * This interface was referenced by `Sale`'s JSON-Schema
 * via the `definition` "SaleTracking".
 */

// schemas/scenarios/scenario-applied.response.schema.json

/**
 * Answer of POST /__admin/scenarios/apply: the id each entry got, and the sellers' keys (shown here only, as at POST /__admin/sellers).
 */

export interface ScenarioApplied {
  now: IsoDateTime;
  sellers: {
    [k: string]: ScenarioSellerApplied;
  };
  sales: ScenarioEntriesApplied;
  cashouts: ScenarioEntriesApplied;
  subscriptions: ScenarioEntriesApplied;
  faults: Id[];
  inboxes: string[];
}

export interface ScenarioSellerApplied {
  id: Id;
  publicKey: string;
  privateKey: string;
  webhookSecret?: string;
}

/**
 * This interface was referenced by `ScenarioApplied`'s JSON-Schema
 * via the `definition` "Applied".
 */

export interface ScenarioEntriesApplied {
  [k: string]: {
    id: Id;
    status: string;
  };
}

// schemas/scenarios/scenario-apply.request.schema.json

/**
 * Body of POST /__admin/scenarios/apply: a scenario given whole (`scenario`) or one shipped with the sandbox by its name (`name`: fixtures/scenarios/), and per-run overrides (`set`: a dotted path into the scenario, such as `sales.big.amount`, and the JSON value or text to put there).
 */

export type ScenarioApplyInput = {
  name?: string;
  scenario?: {};
  set?: {
    /**
     * A JSON value, or text read as JSON when it parses (an array given as its JSON text)
     */
    [k: string]: string | number | boolean | null | {};
  };
} & {
  [k: string]: unknown;
};

// schemas/scenarios/scenario.schema.json

/**
 * `@` and a seller's entry name
 *
 * This interface was referenced by `Scenario`'s JSON-Schema
 * via the `definition` "SellerRef".
 */

export type SellerRef = string;

export type SubscriptionStatus = "PENDING" | "ACTIVE" | "TRIALING" | "PAUSED" | "CANCELLED" | "PAST_DUE" | "EXPIRED";

export type SubscriptionPaymentMethod = "PIX" | "CREDIT_CARD";

export type BillingCycle = "WEEKLY" | "BIWEEKLY" | "MONTHLY" | "BIMONTHLY" | "QUARTERLY" | "SEMIANNUALLY" | "YEARLY";

/**
 * Test-card behaviour: the status every charge on this card gives its sale (PAGO approves; RECUSADO, a decline, and FALHA, a processing error, both fail the charge)
 */

export type SubscriptionCardOutcome = "PAGO" | "RECUSADO" | "FALHA";

/**
 * Body of POST /__admin/faults. `path` may hold :param or * segments. `kind` says what the matching requests get: `status` (the default with `status` or `code`: an error of the catalogue in the group's body), `delay` (the default otherwise: the request is served after `delayMs`), or a wire fault that no status can express: `connection-reset` (the socket is reset, TCP RST), `empty-response` (the connection closes before a byte of the answer), `garbage` (bytes that are not HTTP, then the connection closes), `slow-body` (the real answer, its body dribbled over `durationMs`). `delayMs` is waited first, whatever the kind.
 */

/**
 * What a fault does to a matching request (README, Faults: what a client sees for each)
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "FaultKind".
 */

/**
 * Body of PUT /__admin/inbox/{name}/mode: how the inbox answers from now on. `accept` answers `status` (default 200), `fail` answers `status` (default 500), `hang` never answers (the sender times out; the inbox gives up after 5 minutes). With `times`, only the next `times` requests get it, then the inbox accepts again.
 */

/**
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "InboxMode".
 */

/**
 * This interface was referenced by `Scenario`'s JSON-Schema
 * via the `definition` "EntryName".
 */

export type ScenarioEntryName = string;

/**
 * A world declared by name (docs/scenarios.md): sellers with their settings, sales and cashouts in given statuses, subscriptions, the clock's position, armed faults and inbox modes. Entries are named; `@name` refers to a seller. Applied whole or refused whole, through the services and state machines. `version` is the stored state's schema version it was written for; a newer one is refused.
 */

export interface Scenario {
  /**
   * The state schema version (GET /__admin/state's meta.schemaVersion) the scenario was written for
   */
  version: number;
  description?: string;
  clock?: ScenarioClock;
  /**
   * Seller accounts by name, with the settings of POST /__admin/sellers
   */
  sellers?: {
    [k: string]: SellerInput;
  };
  sales?: {
    [k: string]: ScenarioSale;
  };
  cashouts?: {
    [k: string]: ScenarioCashout;
  };
  subscriptions?: {
    [k: string]: ScenarioSubscription;
  };
  /**
   * Faults armed after the records are made, as POST /__admin/faults takes them
   *
   * @maxItems 50
   */
  faults?: FaultInput[];
  /**
   * Inbox modes by inbox name, as PUT /__admin/inbox/{name}/mode takes them
   */
  inboxes?: {
    [k: string]: InboxModeInput;
  };
  /**
   * Sellers whose webhook URL is one of the sandbox's own inboxes: seller entry name → inbox name (the URL is made from the address the scenario was applied through, with the inbox's capability in a tenant)
   */
  receivers?: {
    [k: string]: string;
  };
}

/**
 * Where the clock stands before the entries are made. `at` may go back only while the sandbox holds no record.
 */

export interface ScenarioClock {
  at: IsoDateTime;
  frozen?: boolean;
}

/**
 * Body of POST /__admin/sellers and PATCH /__admin/sellers/{id}: every field optional.
 */

/**
 * Per-seller fee table. Percentages are basis points (399 = 3.99%), amounts integer cents. Rounding: half up to the cent.
 */

/**
 * This interface was referenced by `SellerFees`'s JSON-Schema
 * via the `definition` "SaleFee".
 */

/**
 * A sale made as POST /api/sales would (the method's example body, R$ amount in one item), then moved through the sale machine: through `through`, then to `status` (default: the shortest path from PENDENTE). A card sale's first step is its outcome at creation.
 *
 * This interface was referenced by `Scenario`'s JSON-Schema
 * via the `definition` "ScenarioSale".
 */

export interface ScenarioSale {
  seller: SellerRef;
  paymentMethod: PaymentMethod;
  /**
   * Integer cents
   */
  amount: number;
  status?: SaleStatus;
  through?: SaleStatus[];
  customer?: SaleCustomerInput;
  /**
   * The one item's title
   */
  title?: string;
}

/**
 * The buyer (default: the API examples' buyer, with a CPF)
 */

/**
 * A cashout requested as from the seller's dashboard (the balance must cover it), then moved through the cashout machine.
 *
 * This interface was referenced by `Scenario`'s JSON-Schema
 * via the `definition` "ScenarioCashout".
 */

export interface ScenarioCashout {
  seller: SellerRef;
  /**
   * Integer cents
   */
  amount: number;
  pixKey?: string;
  pixKeyType?: PixKeyType;
  status?: CashoutStatus;
  through?: CashoutStatus[];
}

/**
 * A subscription as POST /__admin/subscriptions makes it (in any status), of the seller `seller`
 *
 * This interface was referenced by `Scenario`'s JSON-Schema
 * via the `definition` "ScenarioSubscription".
 */

export interface ScenarioSubscription {
  seller: SellerRef;
  status: SubscriptionStatus;
  /**
   * Integer cents per billing cycle
   */
  amount: number;
  paymentMethod: SubscriptionPaymentMethod;
  customerName: string;
  customerEmail: string;
  customerDocument?: string;
  customerPhone?: string;
  product: Product;
  billingCycle: BillingCycle;
  trialDays?: number;
  createdAt?: IsoDateTime;
  nextBillingDate?: IsoDateTime;
  metadata?: FreeObject;
  card?: SubscriptionCardInput;
  /**
   * CANCELLED only
   */
  cancellationReason?: string;
}

export interface Product {
  id?: Id;
  name: string;
}

/**
 * The card on file of a CREDIT_CARD subscription, as a test card: outcome is the status every later charge gives its sale (PAGO approves; RECUSADO and FALHA fail). Body of POST /__admin/subscriptions/{id}/card and the card of POST /__admin/subscriptions.
 */

export interface SubscriptionCardInput {
  brand?: "visa" | "mastercard" | "elo" | "amex" | "hipercard";
  last4?: string;
  outcome?: SubscriptionCardOutcome;
}

// schemas/scenarios/scenarios.response.schema.json

/**
 * Answer of GET /__admin/scenarios: the scenarios shipped with the sandbox (fixtures/scenarios/), usable by name.
 */

export interface ScenarioList {
  scenarios: NamedScenario[];
}

export interface NamedScenario {
  name: string;
  description: string;
}

// schemas/seller/fees.schema.json

/**
 * Per-seller fee table. Percentages are basis points (399 = 3.99%), amounts integer cents. Rounding: half up to the cent.
 */

/**
 * This interface was referenced by `SellerFees`'s JSON-Schema
 * via the `definition` "SaleFee".
 */

// schemas/seller/permissions.schema.json

// schemas/seller/seller.response.schema.json

/**
 * Integer amount in cents
 */

/**
 * Response of GET /api/seller.
 */

/**
 * Contents not shown by the spec; the sandbox's choice is in docs/spec-gaps.md.
 */

// schemas/seller/transfer-settings.schema.json

/**
 * Contents not shown by the spec; the sandbox's choice is in docs/spec-gaps.md.
 */

// schemas/seller/webhook-config.schema.json

/**
 * The seller's permanent webhook, as set in the dashboard.
 */

// schemas/store/cashout.schema.json

/**
 * api: POST /api/public/cashout; dashboard: made in the seller dashboard (fixture history)
 */

/**
 * When auto-progress (SANDBOX_CASHOUT_AUTO_PROGRESS_MS) takes the next step; null when the cashout only moves by provider postbacks
 */

/**
 * A cashout as stored. Amounts in integer cents; the fee is kept as charged at creation (a later change of the seller's fee table does not touch it). The net amount and fee total are derived.
 */

export interface CashoutRecord {
  id: Id;
  sellerId: Id;
  amountCents: number;
  feeFixedCents: number;
  feeVariableCents: number;
  pixKey: string;
  pixKeyType: PixKeyType;
  status: CashoutStatus;
  externalId: string | null;
  postbackUrl: null | HttpUrl;
  channel: CashoutChannel;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  processedAt: NullableIsoDateTime;
  autoProgressAt: NullableIsoDateTime1;
}

// schemas/store/delivery.schema.json

/**
 * sale.postback and cashout.postback go to the postbackUrl of one transaction; cashout.webhook is the seller's permanent webhook
 *
 * This interface was referenced by `DeliveryRecord`'s JSON-Schema
 * via the `definition` "DeliveryKind".
 */

/**
 * This interface was referenced by `DeliveryRecord`'s JSON-Schema
 * via the `definition` "DeliveryStatus".
 */

/**
 * The instant of the sandbox clock the next attempt is due (a frozen clock sends it when an advance passes it); null while an attempt is out and once the delivery is finished
 */

/**
 * One webhook or postback to one receiver: persisted before its first attempt, with every attempt recorded.
 */

// schemas/store/ledger-entry.schema.json

/**
 * This interface was referenced by `LedgerEntry`'s JSON-Schema
 * via the `definition` "LedgerKind".
 */

/**
 * Integer amount in cents
 */

/**
 * One credit (positive) or debit (negative) of a seller's available balance. The balance and the revenue totals are sums over these entries.
 */

// schemas/store/meta.schema.json

/**
 * The fixtures' reference instant: fixture data lies before it, and the sandbox clock starts there unless SANDBOX_CLOCK_START says otherwise
 */

// schemas/store/sale.schema.json

/**
 * The payment methods paid with a card (the request's `card` object)
 */

/**
 * A sale as stored. Never holds the full card number, the CVV or the holder name: only the brand and the last four digits.
 */

export interface SaleRecord {
  id: Id;
  sellerId: Id;
  status: SaleStatus;
  paymentMethod: PaymentMethod;
  amountCents: number;
  systemFeeCents: number;
  reserveAmountCents: number;
  netAmountCents: number;
  installments: number | null;
  customer: SaleCustomerRecord;
  items: SaleItemRecord[];
  shipping: null | SaleShipping;
  /**
   * The method's own stored data, one object keyed by `method` (always the sale's paymentMethod): each method's module in src/features/sales/methods/ writes and reads its variant. Version 1 of the state kept four nullable fields instead (card, pix, boleto, transfer; src/core/store/migrations/0002-sale-method-data.ts).
   */
  methodData: SaleCardRecord | SalePixRecord | SaleBoletoRecord | SaleTransferRecord;
  externalTransactionId: string;
  postbackUrl: null | HttpUrl;
  tracking: SaleTracking;
  metadata: {} | null;
  /**
   * Set when the sale bills a subscription
   */
  subscriptionId: number | null;
  statusHistory: SaleStatusChange[];
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  completedAt: NullableIsoDateTime;
  /**
   * The moves the sandbox will make by itself, earliest first, each at its instant on the sandbox clock (a test card, a test e-mail tag, SANDBOX_AUTO_PAY, a boleto's cancellation after its due date). Optional so that states saved before it existed still load: absent means none.
   */
  autoSteps?: SaleAutoStep[];
}

export interface SaleCustomerRecord {
  name: string;
  email: string;
  document: null | {
    type?: DocumentType;
    number?: string;
  };
  phone: string | null;
}

export interface SaleItemRecord {
  id: Id;
  title: string;
  unitPrice: number;
  quantity: number;
  tangible: boolean;
  productId: number | null;
  planId: string | null;
  planName: string | null;
  /**
   * The custom item id sent as items[].id
   */
  externalId: string | null;
}

/**
 * The delivery address as sent; complement null when absent
 */

/**
 * This interface was referenced by `SaleRecord`'s JSON-Schema
 * via the `definition` "SaleCardRecord".
 */

export interface SaleCardRecord {
  method: CardPaymentMethod;
  brand: CardBrand;
  lastFour: string;
}

/**
 * This interface was referenced by `SaleRecord`'s JSON-Schema
 * via the `definition` "SalePixRecord".
 */

export interface SalePixRecord {
  method: "PIX";
  /**
   * The BR Code
   */
  payload: string;
  receiverKey: string;
  txid: string;
  expiresAt: IsoDateTime;
}

/**
 * This interface was referenced by `SaleRecord`'s JSON-Schema
 * via the `definition` "SaleBoletoRecord".
 */

export interface SaleBoletoRecord {
  method: "BOLETO";
  code: string;
  barcode: string;
  dueDate: string;
}

/**
 * This interface was referenced by `SaleRecord`'s JSON-Schema
 * via the `definition` "SaleTransferRecord".
 */

export interface SaleTransferRecord {
  method: "TRANSFER";
  reference: string;
}

/**
 * Campaign tracking fields as sent; null when absent
 */

export interface SaleStatusChange {
  status: SaleStatus;
  at: IsoDateTime;
}

// schemas/store/seller.schema.json

/**
 * A seller account as stored. Revenue and balance are not stored: they are derived from the ledger; nothing the API shows twice is stored twice.
 */

/**
 * The seller's permissions as stored. transferPriceCents is not among them: the API shows the cashout fee's fixed part (fees.cashout.fixedCents) there.
 *
 * This interface was referenced by `SellerRecord`'s JSON-Schema
 * via the `definition` "PermissionsRecord".
 */

/**
 * Only what the recipient does not share with its seller: its legal name, document and transferEnabled are the seller's, shown through it.
 */

/**
 * The seller's permanent webhook, as set in the dashboard.
 */

/**
 * Per-seller fee table. Percentages are basis points (399 = 3.99%), amounts integer cents. Rounding: half up to the cent.
 */

/**
 * This interface was referenced by `SellerFees`'s JSON-Schema
 * via the `definition` "SaleFee".
 */

// schemas/store/subscription.schema.json

/**
 * This interface was referenced by `SubscriptionRecord`'s JSON-Schema
 * via the `definition` "SubscriptionStatus".
 */

/**
 * This interface was referenced by `SubscriptionRecord`'s JSON-Schema
 * via the `definition` "BillingCycle".
 */

/**
 * This interface was referenced by `SubscriptionRecord`'s JSON-Schema
 * via the `definition` "SubscriptionPaymentMethod".
 */

/**
 * Test-card behaviour: the status every charge on this card gives its sale (PAGO approves; RECUSADO, a decline, and FALHA, a processing error, both fail the charge)
 *
 * This interface was referenced by `SubscriptionRecord`'s JSON-Schema
 * via the `definition` "SubscriptionCardOutcome".
 */

/**
 * A subscription as stored. Amounts are integer cents. totalBillings, successfulBillings, failedBillings and lastPaymentStatus are not stored: they come from the sales its charges created. `nextBillingDate` is the next charge attempt (a retry while PAST_DUE); `pastDueSince` is the billing date left unpaid.
 */

export interface SubscriptionRecord {
  id: Id;
  sellerId: Id;
  status: SubscriptionStatus;
  billingCycle: BillingCycle;
  amountCents: number;
  paymentMethod: SubscriptionPaymentMethod;
  customer: SubscriptionCustomer;
  product: SubscriptionProduct;
  /**
   * The card on file of a CREDIT_CARD subscription (never a full number); null for PIX
   */
  card: null | SubscriptionCard;
  metadata: FreeObject;
  createdAt: IsoDateTime;
  startedAt: IsoDateTime;
  updatedAt: IsoDateTime;
  trialEndsAt: NullableIsoDateTime;
  nextBillingDate: IsoDateTime;
  /**
   * Day of the month (UTC) that month-based cycles bill on; a shorter month bills on its last day
   */
  billingAnchorDay: number;
  pausedAt: NullableIsoDateTime;
  resumedAt: NullableIsoDateTime;
  cancelledAt: NullableIsoDateTime;
  cancellationReason: string | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: NullableIsoDateTime;
  /**
   * Charge retries made since the subscription went PAST_DUE
   */
  retryCount: number;
  lastPaymentDate: NullableIsoDateTime;
  /**
   * The sale of the last charge; null before the first charge or when the last charge could not create a sale
   */
  lastSaleId: null | Id;
  /**
   * Charges the sales module refused outright (no sale exists for them): failed billings. The other billing counters are derived from the subscription's sales
   */
  chargesWithoutSale: number;
}

export interface SubscriptionCustomer {
  name: string;
  email: string;
  document: string | null;
  phone: string | null;
}

/**
 * This interface was referenced by `SubscriptionRecord`'s JSON-Schema
 * via the `definition` "SubscriptionProduct".
 */

export interface SubscriptionProduct {
  id: Id;
  name: string;
}

/**
 * This interface was referenced by `SubscriptionRecord`'s JSON-Schema
 * via the `definition` "SubscriptionCard".
 */

export interface SubscriptionCard {
  brand: "visa" | "mastercard" | "elo" | "amex" | "hipercard";
  last4: string;
  outcome: SubscriptionCardOutcome;
}

// schemas/store/user.schema.json

/**
 * A user of the gateway with its API key pair. The private key is kept only as a SHA-256 hash.
 */

// schemas/subscriptions/admin-input.schema.json

/**
 * Test-card behaviour: the status every charge on this card gives its sale (PAGO approves; RECUSADO, a decline, and FALHA, a processing error, both fail the charge)
 */

/**
 * Body of POST /__admin/subscriptions: creates a subscription in any status. amount is integer cents per billing cycle. Dates default from the sandbox clock: createdAt now; trialEndsAt createdAt + trialDays; nextBillingDate the trial end for TRIALING, otherwise the first cycle boundary after now counted from createdAt (for PAST_DUE: now + the first retry delay).
 */

export interface SubscriptionAdminInput {
  sellerId: Id;
  status: SubscriptionStatus;
  /**
   * Integer cents per billing cycle
   */
  amount: number;
  paymentMethod: SubscriptionPaymentMethod;
  customerName: string;
  customerEmail: string;
  customerDocument?: string;
  customerPhone?: string;
  product: {
    id?: Id;
    name: string;
  };
  billingCycle: BillingCycle;
  trialDays?: number;
  createdAt?: IsoDateTime;
  nextBillingDate?: IsoDateTime;
  metadata?: FreeObject;
  card?: SubscriptionCardInput;
  /**
   * CANCELLED only
   */
  cancellationReason?: string;
}

/**
 * The card on file of a CREDIT_CARD subscription, as a test card: outcome is the status every later charge gives its sale (PAGO approves; RECUSADO and FALHA fail). Body of POST /__admin/subscriptions/{id}/card and the card of POST /__admin/subscriptions.
 */

// schemas/subscriptions/admin-list.response.schema.json

/**
 * A subscription as the admin API shows it: the public detail plus its seller, the card on file, the retry state and the actions allowed now.
 */

export type SubscriptionAdminView = SubscriptionDetailFields & {
  sellerId: Id;
  card: null | SubscriptionCard;
  pastDueSince: NullableIsoDateTime;
  retryCount: number;
  lastSaleId: null | Id;
  /**
   * The seller's actions the subscription state table allows now (POST /__admin/subscriptions/{id}/{action}; cancelAtPeriodEnd is cancel with cancelImmediately false)
   */
  allowedActions: SubscriptionAction[];
};

export type SubscriptionDetailFields = SubscriptionItemFields & {
  startedAt: IsoDateTime;
  cancelledAt: NullableIsoDateTime;
  customerDocument: string | null;
  customerPhone: string | null;
  lastPaymentDate: NullableIsoDateTime;
  /**
   * The current status of the sale of the last charge (PAGO, RECUSADO, FALHA, PENDENTE, CANCELADO for an expired PIX...); FALHA when that charge could not create a sale; null before the first charge
   */
  lastPaymentStatus: string | null;
  /**
   * Charges made: successful + failed + those still pending (a PIX not yet paid)
   */
  totalBillings: number;
  /**
   * Charges whose sale was paid (PAGO, or paid and later ESTORNADO, CHARGEBACK or MED)
   */
  successfulBillings: number;
  /**
   * Charges whose sale is RECUSADO, FALHA or CANCELADO (a PIX that expired unpaid), or that could not create a sale
   */
  failedBillings: number;
  metadata: FreeObject;
  updatedAt: IsoDateTime;
  pausedAt: NullableIsoDateTime;
  resumedAt: NullableIsoDateTime;
  cancellationReason: string | null;
  /**
   * true while a cancellation with cancelImmediately false waits for the period end
   */
  cancelAtPeriodEnd: boolean;
  cancelAt: NullableIsoDateTime;
};

/**
 * Test-card behaviour: the status every charge on this card gives its sale (PAGO approves; RECUSADO, a decline, and FALHA, a processing error, both fail the charge)
 */

export type SubscriptionAction = "pause" | "resume" | "cancel" | "cancelAtPeriodEnd";

/**
 * GET /__admin/subscriptions: by id, page `page` of `limit` subscriptions of the `total` that match.
 */

export interface SubscriptionAdminList {
  subscriptions: SubscriptionAdminView[];
  /**
   * How many match the filters
   */
  total: number;
  page: number;
  limit: number;
}

export interface SubscriptionItemFields {
  id: Id;
  status: SubscriptionStatus;
  billingCycle: BillingCycle;
  /**
   * Integer cents per billing cycle
   */
  amount: number;
  nextBillingDate: IsoDateTime;
  trialEndsAt: NullableIsoDateTime;
  customerEmail: string;
  customerName: string;
  paymentMethod: SubscriptionPaymentMethod;
  product: SubscriptionProduct;
  createdAt: IsoDateTime;
}

// schemas/subscriptions/admin-view.response.schema.json

/**
 * A subscription as the admin API shows it: the public detail plus its seller, the card on file, the retry state and the actions allowed now.
 */

/**
 * Test-card behaviour: the status every charge on this card gives its sale (PAGO approves; RECUSADO, a decline, and FALHA, a processing error, both fail the charge)
 */

// schemas/subscriptions/cancel.request.schema.json

/**
 * Optional body of POST /api/subscriptions/{id}/cancel. Unknown fields are ignored.
 */

export interface SubscriptionCancelInput {
  /**
   * Recorded as cancellationReason
   */
  reason?: string;
  /**
   * false: the cancellation takes effect at the end of the current period
   */
  cancelImmediately?: boolean;
}

// schemas/subscriptions/cancel.response.schema.json

/**
 * POST /api/subscriptions/{id}/cancel. An immediate cancellation answers the spec's four fields; a scheduled one (cancelImmediately false) answers the status the subscription keeps until the period ends, cancelledAt null, and cancelAtPeriodEnd true with cancelAt.
 */

export interface SubscriptionCancelResponse {
  success: true;
  message: string;
  data: SubscriptionCancelledData | SubscriptionCancelScheduledData;
}

export interface SubscriptionCancelledData {
  id: Id;
  status: "CANCELLED";
  cancelledAt: IsoDateTime;
  cancellationReason: string | null;
}

export interface SubscriptionCancelScheduledData {
  id: Id;
  status: "ACTIVE" | "TRIALING";
  cancelledAt: null;
  cancellationReason: string | null;
  cancelAtPeriodEnd: true;
  cancelAt: IsoDateTime;
}

// schemas/subscriptions/card-input.schema.json

/**
 * Test-card behaviour: the status every charge on this card gives its sale (PAGO approves; RECUSADO, a decline, and FALHA, a processing error, both fail the charge)
 */

/**
 * The card on file of a CREDIT_CARD subscription, as a test card: outcome is the status every later charge gives its sale (PAGO approves; RECUSADO and FALHA fail). Body of POST /__admin/subscriptions/{id}/card and the card of POST /__admin/subscriptions.
 */

// schemas/subscriptions/detail.response.schema.json

/**
 * GET /api/subscriptions/{id}: the list fields, the spec's detail fields, and the sandbox's pause/cancel bookkeeping (pausedAt, resumedAt, cancellationReason, cancelAtPeriodEnd, cancelAt).
 */

export type SubscriptionDetail = SubscriptionDetailFields;

/**
 * GET /api/subscriptions/{id}
 */

export interface SubscriptionDetailResponse {
  success: true;
  data: SubscriptionDetail;
}

// schemas/subscriptions/detail.schema.json

/**
 * GET /api/subscriptions/{id}: the list fields, the spec's detail fields, and the sandbox's pause/cancel bookkeeping (pausedAt, resumedAt, cancellationReason, cancelAtPeriodEnd, cancelAt).
 */

// schemas/subscriptions/list-item.schema.json

/**
 * One subscription in GET /api/subscriptions. amount is integer cents.
 */

export type SubscriptionListItem = SubscriptionItemFields;

// schemas/subscriptions/list.response.schema.json

/**
 * One subscription in GET /api/subscriptions. amount is integer cents.
 */

/**
 * GET /api/subscriptions
 */

export interface SubscriptionListResponse {
  success: true;
  data: {
    subscriptions: SubscriptionListItem[];
    pagination: SubscriptionPagination;
  };
}

export interface SubscriptionPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

// schemas/subscriptions/metrics.response.schema.json

/**
 * GET /api/subscriptions/metrics. mrr and arr are reais (numbers with at most two decimals); churnRate is a percentage with two decimals.
 */

export interface SubscriptionMetricsResponse {
  success: true;
  data: SubscriptionMetrics;
}

export interface SubscriptionMetrics {
  total: number;
  /**
   * ACTIVE plus TRIALING
   */
  active: number;
  cancelled: number;
  paused: number;
  /**
   * Reais: the monthly equivalent of every ACTIVE subscription's amount
   */
  mrr: number;
  /**
   * Reais: 12 × mrr
   */
  arr: number;
  /**
   * Percent: cancelled / total × 100, two decimals; 0 when there is none
   */
  churnRate: number;
}

// schemas/subscriptions/pause.response.schema.json

/**
 * POST /api/subscriptions/{id}/pause
 */

export interface SubscriptionPauseResponse {
  success: true;
  message: string;
  data: {
    id: Id;
    status: "PAUSED";
    pausedAt: IsoDateTime;
  };
}

// schemas/subscriptions/resume.response.schema.json

/**
 * POST /api/subscriptions/{id}/resume
 */

export interface SubscriptionResumeResponse {
  success: true;
  message: string;
  data: {
    id: Id;
    status: "ACTIVE";
    nextBillingDate: IsoDateTime;
    resumedAt: IsoDateTime;
  };
}

// schemas/tenants/tenant-create.request.schema.json

/**
 * Body of POST /__admin/tenants/{name} (optional): a tenant made to measure (issue 29). `fixtures: true` seeds the fixture accounts and their data into the tenant, with keys of its own; the default is an empty tenant. `ttl`: deleted after this long without a request (within SANDBOX_TENANT_MAX_TTL). `clock`: its clock frozen or running, from a chosen instant. `labels`: free text the operator's list shows (pipeline, branch, owner).
 */

export interface TenantCreateInput {
  fixtures?: boolean;
  /**
   * A scenario applied to the new tenant (docs/scenarios.md): a shipped one's name, or one given whole. Refused, it refuses the tenant (nothing is made).
   */
  scenario?: string | {};
  /**
   * Its own idle expiry: a duration ("30m", "2h", "1d12h") or milliseconds. Deleted after this long with no request; SANDBOX_TENANT_IDLE_TTL otherwise
   */
  ttl?: string | number;
  clock?: TenantClockInput;
  /**
   * Free labels, name → text (at most 20; names of 1–63 of a-z 0-9 . _ - /, texts of at most 200 characters)
   */
  labels?: {
    [k: string]: string;
  };
}

/**
 * Its clock: `frozen` (time moves only through POST …/clock/advance) and `start`, an ISO 8601 instant, "now" or "anchor" (the fixtures' reference date). The server's SANDBOX_CLOCK_FROZEN and SANDBOX_CLOCK_START otherwise. A reset brings the clock back to it
 */

export interface TenantClockInput {
  frozen?: boolean;
  start?: string;
}

// schemas/tenants/tenant-created.response.schema.json

/**
 * The last request that reached the tenant (its keys or its admin routes)
 */

/**
 * Answer of POST /__admin/tenants/{name}. `adminToken` (the tenant's X-Admin-Token) and the private keys are shown here only.
 */

export interface TenantCreated {
  tenant: TenantView;
  adminToken: string;
  scenario?: ScenarioApplied;
  /**
   * The key pairs of the fixture accounts seeded into the tenant (empty without fixtures)
   */
  credentials: TenantCredentials[];
}

/**
 * A tenant: a whole sandbox inside the server (its own sellers and keys, data, clock, faults, deliveries, journal, events). Times are wall-clock instants.
 */

export interface TenantView {
  name: string;
  createdAt: IsoDateTime;
  lastActivityAt: IsoDateTime1;
  /**
   * Whether it was created with the fixture accounts
   */
  fixtures: boolean;
  /**
   * Records it stores, all collections together
   */
  records: number;
  /**
   * Approximate memory of its state: the size of its records as JSON, estimated as each collection's record count times an average record size measured on a sample (never by serializing the state)
   */
  approxBytes: number;
  /**
   * Where its admin API is served (append any admin path, e.g. /sellers)
   */
  adminPath: string;
  /**
   * The free labels it was created with (pipeline, branch, owner)
   */
  labels: {
    [k: string]: string;
  };
  /**
   * When it is deleted unless a request reaches it first: its last activity plus its ttl (its own, or SANDBOX_TENANT_IDLE_TTL); null: never
   */
  expiresAt: IsoDateTime | null;
}

/**
 * What the scenario given at creation made
 */

/**
 * This interface was referenced by `ScenarioApplied`'s JSON-Schema
 * via the `definition` "Applied".
 */

export interface TenantCredentials {
  userId: Id;
  email: string;
  publicKey: string;
  privateKey: string;
  /**
   * The account’s webhook secret (X-Signature of its deliveries): the fixtures’ own, the same in every tenant; rotate it with POST …/sellers/{id}/webhook-secret
   */
  webhookSecret: string;
}

// schemas/tenants/tenant-identity.schema.json

/**
 * What makes a tenant the same tenant wherever it is moved (issue 29): the hash of its admin token, its fixture accounts' keys (public key, hash of the private key), its creation and last activity, and what it was made to measure with (ttl, clock, labels). Answered by POST /__admin/tenants/{name}/move, given to PUT /__admin/tenants/{name}/identity; the token itself is never shown again.
 */

export interface TenantIdentity {
  /**
   * SHA-256 of the admin token, hex
   */
  tokenHash: string;
  /**
   * User id → its key pair in this tenant (the private key as its SHA-256): what a reset brings back
   */
  keys: {
    [k: string]: TenantKeyPair;
  };
  createdAt: IsoDateTime;
  lastActivityAt: IsoDateTime;
  options?: TenantOptions;
}

export interface TenantKeyPair {
  publicKey: string;
  privateKeyHash: string;
}

/**
 * What it was made to measure with (absent when nothing was asked): its own ttl, clock and labels
 */

export interface TenantOptions {
  ttlMs?: number;
  clock?: {
    frozen?: boolean;
    start?: string;
  };
  labels?: {
    [k: string]: string;
  };
}

// schemas/tenants/tenant-move.request.schema.json

/**
 * Body of POST /__admin/tenants/{name}/move (optional). `writes: "stopped"` (the default) starts a move: the tenant's writes answer 503 TENANT_MOVING with Retry-After until it is deleted (the move's last step) or `writes: "open"` ends the move here (a move given up).
 */

export interface TenantMoveInput {
  writes?: "stopped" | "open";
}

// schemas/tenants/tenant-move.response.schema.json

/**
 * Answer of POST /__admin/tenants/{name}/move: whether the tenant's writes are stopped, and its identity (what PUT /__admin/tenants/{name}/identity takes where it is moved).
 */

export interface TenantMove {
  name: string;
  writes: "stopped" | "open";
  identity: TenantIdentity;
}

/**
 * What makes a tenant the same tenant wherever it is moved (issue 29): the hash of its admin token, its fixture accounts' keys (public key, hash of the private key), its creation and last activity, and what it was made to measure with (ttl, clock, labels). Answered by POST /__admin/tenants/{name}/move, given to PUT /__admin/tenants/{name}/identity; the token itself is never shown again.
 */

/**
 * What it was made to measure with (absent when nothing was asked): its own ttl, clock and labels
 */

// schemas/tenants/tenant.schema.json

/**
 * The last request that reached the tenant (its keys or its admin routes)
 */

/**
 * A tenant: a whole sandbox inside the server (its own sellers and keys, data, clock, faults, deliveries, journal, events). Times are wall-clock instants.
 */

// schemas/tenants/tenants.response.schema.json

/**
 * The last request that reached the tenant (its keys or its admin routes)
 */

/**
 * Answer of GET /__admin/tenants: every tenant, by name. The default tenant (today's sandbox at /__admin) is not in it.
 */

export interface TenantList {
  tenants: TenantView[];
  /**
   * Tenants whose files a start refused (file mode): a damaged record, or a database missing or damaged. Each is refused alone (the others start), never made afresh; its files are kept as they were. Absent when there is none.
   */
  damaged?: {
    /**
     * The tenant's name
     */
    name: string;
    /**
     * The file refused (its record or its database)
     */
    file: string;
    /**
     * Why, and what to do
     */
    reason: string;
  }[];
}

/**
 * A tenant: a whole sandbox inside the server (its own sellers and keys, data, clock, faults, deliveries, journal, events). Times are wall-clock instants.
 */

// schemas/webhooks/cashout-postback.schema.json

/**
 * Amount in reais as a string with two decimals
 */

/**
 * The per-transaction postback of a cashout created with postbackUrl: the fields of the cashout webhook without type and user, on each status change, signed with X-Signature.
 */

export interface CashoutPostbackBody {
  id: Id;
  userId: Id;
  amount: Reais;
  pixKey: string | null;
  pixKeyType: null | PixKeyType;
  status: CashoutStatus;
  externalId: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  processedAt: NullableIsoDateTime;
}

// schemas/webhooks/cashout-webhook.schema.json

/**
 * Cashout id
 */

export type Id1 = number;

/**
 * Amount in reais as a string with two decimals
 */

/**
 * The permanent cashout webhook (spec, Events): POSTed to the seller's webhook URL when withdrawals are notified, on each change to PROCESSING, COMPLETED, REJECTED or CANCELLED. Not signed.
 */

export interface CashoutWebhookBody {
  id: Id;
  userId: Id1;
  amount: Reais;
  pixKey: string | null;
  pixKeyType: null | PixKeyType;
  status: CashoutStatus;
  /**
   * Id at the banking provider
   */
  externalId: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  processedAt: NullableIsoDateTime;
  user: CashoutWebhookUser;
  type: "WITHDRAWAL";
}

export interface CashoutWebhookUser {
  id: Id1;
  name: string;
  email: string;
}

// schemas/webhooks/deliveries.response.schema.json

/**
 * sale.postback and cashout.postback go to the postbackUrl of one transaction; cashout.webhook is the seller's permanent webhook
 *
 * This interface was referenced by `DeliveryRecord`'s JSON-Schema
 * via the `definition` "DeliveryKind".
 */

/**
 * This interface was referenced by `DeliveryRecord`'s JSON-Schema
 * via the `definition` "DeliveryStatus".
 */

/**
 * The instant of the sandbox clock the next attempt is due (a frozen clock sends it when an advance passes it); null while an attempt is out and once the delivery is finished
 */

/**
 * Response of GET /__admin/webhooks/deliveries: newest first.
 */

export interface DeliveryList {
  deliveries: DeliveryRecord[];
  total: number;
}

/**
 * One webhook or postback to one receiver: persisted before its first attempt, with every attempt recorded.
 */

// schemas/webhooks/delivery.response.schema.json

/**
 * sale.postback and cashout.postback go to the postbackUrl of one transaction; cashout.webhook is the seller's permanent webhook
 *
 * This interface was referenced by `DeliveryView`'s JSON-Schema
 * via the `definition` "DeliveryKind".
 */

/**
 * This interface was referenced by `DeliveryView`'s JSON-Schema
 * via the `definition` "DeliveryStatus".
 */

/**
 * The instant of the sandbox clock the next attempt is due (a frozen clock sends it when an advance passes it); null while an attempt is out and once the delivery is finished
 */

/**
 * Response of GET /__admin/webhooks/deliveries/{id} and of a redelivery.
 */

export interface DeliveryView {
  id: Id;
  /**
   * Stable per event (and per receiver): sent as X-Sandbox-Event-Id so receivers can deduplicate
   */
  eventId: string;
  sellerId: Id;
  kind: DeliveryKind;
  url: HttpUrl;
  /**
   * The exact bytes sent (and signed)
   */
  body: string;
  /**
   * Whether X-Signature is attached (per-transaction postbacks are; the permanent webhook is not)
   */
  signed: boolean;
  resource: {
    type: "sale" | "cashout";
    id: Id;
    /**
     * The status change this event announces
     */
    status: string;
  };
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  nextAttemptAt: NullableIsoDateTime;
  createdAt: IsoDateTime;
  deliveredAt: NullableIsoDateTime1;
}
