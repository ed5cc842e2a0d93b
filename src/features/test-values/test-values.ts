import type { TestCard, TestEmailTag, TestPixKey } from '../../generated/schema-types.js';

/**
 * The test values, as data: what an input decides, like Stripe test mode. Each step is
 * taken `after` × SANDBOX_AUTO_DELAY_MS after creation, on the sandbox clock, through the
 * same transition as the admin API (ledger, postback, webhook, history). The README's
 * "Test values" tables and GET /__admin/test-values are these lists; a test holds them equal.
 */

/**
 * customer.email tags (maria+paid@example.com): for sales that wait (PIX, BOLETO, TRANSFER, a card left
 * EM_PROCESSAMENTO).
 */
export const SALE_EMAIL_TAGS: TestEmailTag[] = [
  { tag: '+paid', steps: [{ after: 1, status: 'PAGO' }], description: 'Paid' },
  { tag: '+declined', steps: [{ after: 1, status: 'RECUSADO' }], description: 'Declined by the payer’s bank' },
  { tag: '+failed', steps: [{ after: 1, status: 'FALHA' }], description: 'Processing error' },
  {
    tag: '+expired',
    steps: [{ after: 1, status: 'CANCELADO' }],
    description: 'Not paid in time (PIX and boleto: as if the expiry passed); not for a card in analysis',
  },
  {
    tag: '+refunded',
    steps: [
      { after: 1, status: 'PAGO' },
      { after: 2, status: 'ESTORNADO' },
    ],
    description: 'Paid, then refunded',
  },
  {
    tag: '+chargeback',
    steps: [
      { after: 1, status: 'PAGO' },
      { after: 2, status: 'CHARGEBACK' },
    ],
    description: 'Paid, then charged back',
  },
  {
    tag: '+med',
    steps: [
      { after: 1, status: 'PAGO' },
      { after: 2, status: 'MED' },
      { after: 3, status: 'PAGO' },
    ],
    description: 'Paid, disputed (MED, the amount held), then the dispute is won',
  },
  {
    tag: '+med-refunded',
    steps: [
      { after: 1, status: 'PAGO' },
      { after: 2, status: 'MED' },
      { after: 3, status: 'ESTORNADO' },
    ],
    description: 'Paid, disputed (MED), then the dispute is lost and the payer refunded',
  },
];

/** Card numbers: `outcome` at creation, then `steps`. Any other Luhn-valid number is PAGO with no later step. */
export const TEST_CARDS: TestCard[] = [
  { number: '4111111111111111', brand: 'visa', outcome: 'PAGO', steps: [], description: 'Approved' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'PAGO', steps: [], description: 'Approved' },
  { number: '378282246310005', brand: 'amex', outcome: 'PAGO', steps: [], description: 'Approved' },
  { number: '6362970000457013', brand: 'elo', outcome: 'PAGO', steps: [], description: 'Approved' },
  { number: '6062825624254001', brand: 'hipercard', outcome: 'PAGO', steps: [], description: 'Approved' },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'RECUSADO',
    steps: [],
    description: 'Refused by the issuer (generic decline)',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'RECUSADO',
    steps: [],
    description: 'Refused by the issuer (insufficient funds)',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: 'FALHA',
    steps: [],
    description: 'Processing error at the acquirer',
  },
  {
    number: '4000000000000259',
    brand: 'visa',
    outcome: 'EM_PROCESSAMENTO',
    steps: [],
    description: 'Left in analysis: an e-mail tag, SANDBOX_AUTO_PAY or the admin API moves it on',
  },
  {
    number: '4000000000000267',
    brand: 'visa',
    outcome: 'EM_PROCESSAMENTO',
    steps: [{ after: 1, status: 'PAGO' }],
    description: 'In analysis, then approved',
  },
  {
    number: '4000000000000275',
    brand: 'visa',
    outcome: 'EM_PROCESSAMENTO',
    steps: [{ after: 1, status: 'RECUSADO' }],
    description: 'In analysis, then refused',
  },
  {
    number: '4000000000000317',
    brand: 'visa',
    outcome: 'PAGO',
    steps: [{ after: 1, status: 'ESTORNADO' }],
    description: 'Approved, then refunded',
  },
  {
    number: '4000000000000325',
    brand: 'visa',
    outcome: 'PAGO',
    steps: [{ after: 1, status: 'CHARGEBACK' }],
    description: 'Approved, then charged back',
  },
  {
    number: '4000000000000333',
    brand: 'visa',
    outcome: 'PAGO',
    steps: [{ after: 1, status: 'MED' }],
    description: 'Approved, then disputed (MED, the amount held until the admin API ends it)',
  },
];

/** PIX keys of type EMAIL that decide a cashout's path. Any other key waits for the provider (the admin API). */
export const TEST_PIX_KEYS: TestPixKey[] = [
  {
    key: 'completed@sandbox.test',
    pixKeyType: 'EMAIL',
    steps: [
      { after: 1, status: 'PROCESSING' },
      { after: 2, status: 'COMPLETED' },
    ],
    description: 'Sent',
  },
  {
    key: 'rejected@sandbox.test',
    pixKeyType: 'EMAIL',
    steps: [
      { after: 1, status: 'PROCESSING' },
      { after: 2, status: 'REJECTED' },
    ],
    description: 'Refused by the receiving bank: the amount comes back to the balance',
  },
  {
    key: 'cancelled@sandbox.test',
    pixKeyType: 'EMAIL',
    steps: [{ after: 1, status: 'CANCELLED' }],
    description: 'Cancelled before processing: the amount comes back to the balance',
  },
  {
    key: 'stuck@sandbox.test',
    pixKeyType: 'EMAIL',
    steps: [{ after: 1, status: 'PROCESSING' }],
    description: 'Processing, and stays there (the admin API can finish it)',
  },
];

const TAGS = new Map(SALE_EMAIL_TAGS.map((row) => [row.tag, row]));
const CARDS = new Map(TEST_CARDS.map((row) => [row.number, row]));
const PIX_KEYS = new Map(TEST_PIX_KEYS.map((row) => [row.key, row]));

/** The tag row of an e-mail whose local part ends with "+tag" (case ignored), or undefined. */
export function emailTagOf(email: string): TestEmailTag | undefined {
  const at = email.lastIndexOf('@');
  const local = (at < 0 ? email : email.slice(0, at)).toLowerCase();
  const plus = local.lastIndexOf('+');
  return plus < 0 ? undefined : TAGS.get(local.slice(plus));
}

/** The test card with this number, or undefined (an ordinary card: approved). */
export function testCardOf(number: string): TestCard | undefined {
  return CARDS.get(number);
}

/** The test key row of a cashout's key, or undefined. Keys are e-mail addresses: case is ignored. */
export function testPixKeyOf(pixKeyType: string, key: string): TestPixKey | undefined {
  return pixKeyType === 'EMAIL' ? PIX_KEYS.get(key.toLowerCase()) : undefined;
}
