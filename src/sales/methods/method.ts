import type { Faker } from '@faker-js/faker';
import type { Settings } from '../../settings.js';
import type { Store } from '../../store/store.js';
import type {
  AdminPaymentRow,
  CardOutcome,
  PermissionsRecord,
  Sale,
  SaleAutoStep,
  SaleCreateInput,
  SalePayment,
  SaleRecord,
  SaleStatus,
  SellerFees,
  SellerRecord,
  TestCard,
} from '../../generated/schema-types.js';

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

/** The method's fields of the sale object; the ones it does not name are null. */
export type SaleMethodFields = Pick<Sale, 'pixKey' | 'cardLastFour' | 'cardBrand' | 'boletoCode'>;

/** The method's part of the payment object of POST /api/sales (and of the admin sale detail). */
export type PaymentPart = Omit<SalePayment, 'method' | 'installments'>;

/**
 * One payment method, as a plug-in: everything the sandbox does differently per method lives
 * in its module under src/sales/methods/ and is reached through the one table of registry.ts,
 * never through `if (method === ...)`. Adding a method: its value in the schema's PaymentMethod
 * enum, a module implementing this, and its row in the registry (docs/architecture.md).
 */
export interface PaymentMethodPlugin {
  /**
   * The method's own number, never reused: its place among the methods (the examples' order), and
   * its fixture sales' id block. The first fixture data (seats 0–4) keeps its sale ids; a method
   * added later takes the next seat, so no sale id that existed before moves (sales.seed.ts).
   */
  readonly seat: number;
  readonly example: MethodExample;
  /** The seller account permission that enables the method; null when every account may use it. */
  readonly permission: keyof PermissionsRecord | null;
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
  /** The method's fields of the sale object (GET /api/transactions/{id}, postbacks). */
  saleFields(sale: SaleRecord): Partial<SaleMethodFields>;
  /** The method's part of the payment object (the QR image is drawn here, never stored). */
  payment(sale: SaleRecord): PaymentPart;
  /**
   * Whether the customer pays it after the sale exists (PIX, boleto): the QA console then offers to pay it as the
   * customer.
   */
  readonly customerPays: boolean;
  /**
   * How the QA console shows the method's payment object (ui/components/payment-data.ts draws the rows, knowing no
   * method).
   */
  console(payment: SalePayment, sale: SaleRecord): AdminPaymentRow[];
  /** The instant a PENDENTE sale of the method cancels by itself (a PIX charge's expiry), or null. */
  expiresAt?: (sale: SaleRecord) => string | null;
  /**
   * The method's own automatic steps for a new sale when nothing else planned any (a boleto's cancellation after its
   * due date).
   */
  plannedSteps?(deps: MethodDeps, sale: SaleRecord): SaleAutoStep[] | null;
  /** The method's fixture sales (src/sales/sales.seed.ts); absent: the fixtures have none of it. */
  readonly fixtures?: MethodFixtures;
}

/** How a method's fixture sales are made: every fixture account that may use the method gets them. */
export interface MethodFixtures {
  /** The method-specific request fields of a fixture sale. */
  request?(faker: Faker, body: SaleCreateInput, expiresInDays: number): void;
}

/** The method's POST /api/sales example (OpenAPI, and the tests that send every example). */
export interface MethodExample {
  name: string;
  summary: string;
  /**
   * The request's fields beyond the amount, the method, the customer and the items every example shares
   * (src/sales/sales.examples.ts).
   */
  request: Partial<SaleCreateInput>;
}

/** For the methods without installments: the installment fields are refused. */
export function noInstallments(input: SaleCreateInput, invalid: string[]): null {
  if (input.installments !== undefined) invalid.push('installments');
  if (input.card?.installments !== undefined) invalid.push('card.installments');
  return null;
}

/** Nothing beyond the schema. */
export function noRules(): void {}
