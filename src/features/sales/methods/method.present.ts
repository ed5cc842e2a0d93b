import type {
  AdminPaymentRow,
  Sale,
  SaleCreateInput,
  SalePayment,
  SaleRecord,
} from '../../../generated/schema-types.js';

/** The method's fields of the sale object; the ones it does not name are null. */
export type SaleMethodFields = Pick<Sale, 'pixKey' | 'cardLastFour' | 'cardBrand' | 'boletoCode'>;

/** The method's part of the payment object of POST /api/sales (and of the admin sale detail). */
export type PaymentPart = Omit<SalePayment, 'method' | 'installments'>;

/**
 * One payment method as it is shown: its fields of the sale object, its payment object, its rows
 * in the QA console and its example in the API document. It reads the sale's stored data
 * (`methodData`, written by the method's domain module, method.ts) and decides nothing about the sale.
 */
export interface PaymentMethodPresentation {
  /**
   * The method's name in Portuguese, shown beside its value in the QA console (ui/ reads it from
   * src/generated/method-labels.ts, which `npm run gen:types` writes from these modules).
   */
  readonly label: string;
  /** The method's POST /api/sales example (OpenAPI, scenarios, and the tests that send every example). */
  readonly example: MethodExample;
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
}

/** The method's POST /api/sales example (OpenAPI, and the tests that send every example). */
export interface MethodExample {
  name: string;
  summary: string;
  /**
   * The request's fields beyond the amount, the method, the customer and the items every example shares
   * (src/features/sales/sales.examples.ts).
   */
  request: Partial<SaleCreateInput>;
}
