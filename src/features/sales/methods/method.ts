import type { Faker } from '@faker-js/faker';
import type { RevenueBucket } from '../../ledger/ledger.js';
import type { Settings } from '../../../core/settings.js';
import type { Store } from '../../../core/store/store.js';
import type {
  CardOutcome,
  PermissionsRecord,
  SaleAutoStep,
  SaleCreateInput,
  SaleFee,
  SaleRecord,
  SaleStatus,
  SellerFees,
  SellerRecord,
  TestCard,
} from '../../../generated/schema-types.js';

/**
 * What the sale service knows when it checks a request (a stored card's charge is not a test card and is not checked
 * for expiry).
 */
export interface ValidationContext {
  nowMs: number;
  /** Set when the sale charges a stored card (subscription billing): the outcome is given, not read from the card. */
  cardOutcome: CardOutcome | undefined;
}

/** What of the sandbox a method reads: its store and the settings of its expiries. */
export interface MethodDeps {
  store: Store;
  settings: Pick<Settings, 'boletoExpiresInDays' | 'pixExpiresInDays' | 'boletoCancelAfterDays'>;
}

/** What a method needs to build its part of a new sale. */
export interface ChargeContext {
  deps: MethodDeps;
  seller: SellerRecord;
  input: SaleCreateInput;
  sale: Pick<SaleRecord, 'id' | 'amountCents' | 'externalTransactionId'>;
  nowMs: number;
}

/**
 * The method's own stored data (schemas/store/sale.schema.json `methodData`): one variant per kind of data, keyed by
 * `method`.
 */
export type SaleMethodData = SaleRecord['methodData'];

/**
 * One payment method's domain: what a sale of the method does (its checks, its charge, its outcome,
 * its expiry and its own steps, its fees, its fixture sales). Everything the sandbox does differently
 * per method lives in its module pair under src/features/sales/methods/ (`<method>.ts`, this; `<method>.present.ts`,
 * how it is shown: method.present.ts) and is reached through the two tables (registry.ts,
 * registry.present.ts), never through `if (method === ...)`. No domain module imports a presentation
 * one. Adding a method: docs/architecture.md, "A new payment method".
 */
export interface PaymentMethodDomain {
  /**
   * The method's own number, never reused: its place among the methods (the examples' order), and
   * its fixture sales' id block. The first fixture data (seats 0–4) keeps its sale ids; a method
   * added later takes the next seat, so no sale id that existed before moves (sales.seed.ts).
   */
  readonly seat: number;
  /** The seller account permission that enables the method; null when every account may use it. */
  readonly permission: keyof PermissionsRecord | null;
  /**
   * The method's fee row in a new seller's fee table (src/features/seller/seller.defaults.ts), and what a stored table
   * without the method's row charges (saleFeeRow, registry.ts): a method added later needs no migration.
   */
  readonly defaultFee: SaleFee;
  /**
   * Which of the seller's revenue counters a paid sale of the method adds to (src/features/ledger/ledger.ts); null: the
   * totals only.
   */
  readonly revenueBucket: RevenueBucket | null;
  /**
   * Business rules the JSON Schema cannot say: pushes the request fields at fault (every one at once, 400
   * VALIDATION_ERROR).
   */
  validate(input: SaleCreateInput, context: ValidationContext, invalid: string[]): void;
  /** The sale's installments (null when the method has none: it then refuses the installment fields). */
  installments(input: SaleCreateInput, invalid: string[]): number | null;
  /**
   * Basis points added to the seller's percentage fee for this sale (the credit card installment surcharge); 0 when
   * absent.
   */
  surchargeBps?(fees: SellerFees, installments: number | null): number;
  /**
   * The method's stored data of the new sale (its card, PIX charge, boleto or transfer reference), `method` set to the
   * sale's.
   */
  charge(context: ChargeContext): SaleMethodData;
  /**
   * The move the new sale makes at once, decided at creation (a card: the test card's outcome,
   * or the stored card's), with the test card that decided it. Absent: the sale waits PENDENTE
   * for the payer.
   */
  outcome?(input: SaleCreateInput, context: ValidationContext): { status: SaleStatus; testCard: TestCard | undefined };
  /** The instant a PENDENTE sale of the method cancels by itself (a PIX charge's expiry), or null. */
  expiresAt?: (sale: SaleRecord) => string | null;
  /**
   * The method's own automatic steps for a new sale when nothing else planned any (a boleto's cancellation after its
   * due date).
   */
  plannedSteps?(deps: MethodDeps, sale: SaleRecord): SaleAutoStep[] | null;
  /** The method's fixture sales (src/features/sales/sales.seed.ts); absent: the fixtures have none of it. */
  readonly fixtures?: MethodFixtures;
}

/** How a method's fixture sales are made: every fixture account that may use the method gets them. */
export interface MethodFixtures {
  /** The method-specific request fields of a fixture sale. */
  request?(faker: Faker, body: SaleCreateInput, expiresInDays: number): void;
}

/** For the methods without installments: the installment fields are refused. */
export function noInstallments(input: SaleCreateInput, invalid: string[]): null {
  if (input.installments !== undefined) invalid.push('installments');
  if (input.card?.installments !== undefined) invalid.push('card.installments');
  return null;
}

/** Nothing beyond the schema. */
export function noRules(): void {}
