/* eslint-disable */
// Generated from schemas/ by scripts/gen-types.mjs. Do not edit: change the schema and run `npm run gen:types`.

// schemas/admin/fault.request.schema.json

/**
 * Body of POST /__admin/faults. `path` may hold :param or * segments. Without `status` the fault only delays.
 */

export type FaultInput = {
  [k: string]: unknown;
} & {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "*";
  path: string;
  status?: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
  /**
   * A catalogue code (e.g. INSUFFICIENT_BALANCE) instead of the default one for the status
   */
  code?: string;
  delayMs?: number;
  times?: number;
};

// schemas/admin/fault.response.schema.json

export type Id = number;

/**
 * Response of POST /__admin/faults: the armed fault.
 */

export interface FaultCreated {
  id: Id;
  method: string;
  path: string;
  status: number | null;
  code: string | null;
  delayMs: number;
  /**
   * null: until DELETE /__admin/faults
   */
  remaining: number | null;
}

// schemas/admin/faults.response.schema.json

export interface FaultList {
  faults: Fault[];
}

export interface Fault {
  id: Id;
  method: string;
  path: string;
  status: number | null;
  code: string | null;
  delayMs: number;
  /**
   * null: until DELETE /__admin/faults
   */
  remaining: number | null;
}

// schemas/admin/ok.response.schema.json

/**
 * Response of admin actions that return nothing else (reset, state restore, deleting faults).
 */

export interface AdminOk {
  ok: true;
  message?: string;
}

// schemas/admin/requests.response.schema.json

export type IsoDateTime = string;

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
}

// schemas/admin/seller-created.response.schema.json

export type DocumentType = "cpf" | "cnpj";

/**
 * Integer amount in cents
 */

export type Cents = number;

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

export interface AdminSellerList {
  sellers: AdminSellerView[];
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

// schemas/admin/state.response.schema.json

/**
 * The fixtures' reference instant: fixture data lies before it, and the sandbox clock starts there unless SANDBOX_CLOCK_START says otherwise
 */

export type IsoDateTime1 = string;

/**
 * This interface was referenced by `LedgerEntry`'s JSON-Schema
 * via the `definition` "LedgerKind".
 */

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
 * Integer amount in cents
 */

export type PaymentMethod = "CREDIT_CARD" | "DEBIT_CARD" | "BOLETO" | "PIX" | "TRANSFER";

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

export type NullableIsoDateTime = string | null;

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
  schemaVersion: 1;
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
 * A seller account as stored. Revenue and balance are not stored: they are derived from the ledger.
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
  permissions: SellerPermissions;
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

export interface RecipientRecord {
  id: Id;
  legalName: string;
  document: Document;
  transferSettings: TransferSettings;
}

export interface Document {
  number: string;
  type: DocumentType;
}

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
  deliveredAt: NullableIsoDateTime;
}

export interface DeliveryAttempt {
  at: IsoDateTime1;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

// schemas/admin/webhook-secret.response.schema.json

/**
 * Response of POST /__admin/sellers/{id}/webhook-secret: the only time the new secret is shown.
 */

export interface WebhookSecretRotated {
  userId: Id;
  webhookSecret: string;
}

// schemas/clock/advance.request.schema.json

/**
 * Body of POST /__admin/clock/advance: how far to move the sandbox clock forward (the parts add up).
 */

export interface ClockAdvanceInput {
  days?: number;
  hours?: number;
  minutes?: number;
  seconds?: number;
}

// schemas/clock/advance.response.schema.json

/**
 * Response of POST /__admin/clock/advance: the new time and the due work that ran, in time order.
 */

export interface ClockAdvanced {
  now: IsoDateTime;
  ran: DueRun[];
}

export interface DueRun {
  job: string;
  at: IsoDateTime;
  handled: number;
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

export type Reais = string;

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
  errorType?:
    | "API_WITHDRAWAL_DISABLED_GLOBALLY"
    | "TRANSFER_NOT_ALLOWED"
    | "INSUFFICIENT_BALANCE"
    | "MINIMUM_VALUE"
    | "MAXIMUM_VALUE";
} & {
  [k: string]: unknown;
};

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
 * Error body of POST /api/sales: 400 {message, error, details: {missingFields}}, 401 {message, details: string}, others {message, error}.
 */

export type SalesCreateError = {
  [k: string]: unknown;
} & {
  message: string;
  error?: string;
  details?:
    | string
    | {
        missingFields: string[];
      };
};

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

// schemas/health.response.schema.json

export interface HealthResponse {
  status: "ok";
}

// schemas/html.response.schema.json

/**
 * An HTML page (the API reference).
 */

export type HtmlPage = string;

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

// schemas/store/seller.schema.json

/**
 * A seller account as stored. Revenue and balance are not stored: they are derived from the ledger.
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

// schemas/store/user.schema.json

/**
 * A user of the gateway with its API key pair. The private key is kept only as a SHA-256 hash.
 */

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
  deliveredAt: NullableIsoDateTime;
}
