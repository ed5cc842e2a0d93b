import type { Faker } from '@faker-js/faker';
import type { SaleCardRecord, SaleCreateInput, SaleRecord } from '../../../generated/schema-types.js';
import { brasiliaDate } from '../../../core/lib/brasilia.js';
import { MS_PER_MINUTE } from '../../../core/lib/clock.js';
import { passesLuhn } from '../../../core/lib/luhn.js';
import { testCardOf } from '../../test-values/test-values.js';
import { detectCardBrand } from '../card-brands.js';
import type { PaymentMethodDomain } from './method.js';

/**
 * What the two card methods share: the card is required, passes Luhn and is not expired (a
 * stored card's charge is not checked for expiry); the sale is decided at creation by the test
 * card (README "Test values"), approved for any other number; the record keeps only the brand
 * and the last four digits. How they are shown: card.present.ts.
 */
function isCardExpired(month: string, year: string, nowMs: number): boolean {
  return `${year}-${month}` < brasiliaMonthAt(nowMs);
}

/** The Brasília month (YYYY-MM) of an instant, the last one kept: every sale of a minute asks for the same. */
function brasiliaMonthAt(nowMs: number): string {
  const minute = Math.floor(nowMs / MS_PER_MINUTE);
  if (minute !== lastMonth.minute) {
    lastMonth.minute = minute;
    lastMonth.text = brasiliaDate(minute * MS_PER_MINUTE).slice(0, 7);
  }
  return lastMonth.text;
}
const lastMonth = { minute: Number.NaN, text: '' };

/** Both card methods store a SaleCardRecord (its `method` is the sale's). */
export const cardOf = (sale: SaleRecord): SaleCardRecord | null =>
  'lastFour' in sale.methodData ? sale.methodData : null;

const APPROVED_CARDS = [
  '4111111111111111',
  '5555555555554444',
  '378282246310005',
  '6362970000457013',
  '6062825624254001',
];

function fixtureCardNumber(faker: Faker): string {
  const generated = faker.finance
    .creditCardNumber({ issuer: faker.helpers.arrayElement(['visa', 'mastercard']) })
    .replace(/\D/g, '');
  return passesLuhn(generated) && generated.length >= 13 && generated.length <= 19
    ? generated
    : faker.helpers.arrayElement(APPROVED_CARDS);
}

export const CARD_DOMAIN: Omit<
  PaymentMethodDomain,
  'installments' | 'surchargeBps' | 'seat' | 'fixtures' | 'defaultFee'
> = {
  permission: 'isCreditCardAvailable',
  revenueBucket: 'card',
  validate(input, context, invalid) {
    if (!input.card) return void invalid.push('card');
    if (!passesLuhn(input.card.number)) invalid.push('card.number');
    if (!context.cardOutcome && isCardExpired(input.card.expirationMonth, input.card.expirationYear, context.nowMs))
      invalid.push('card.expirationMonth', 'card.expirationYear');
  },
  charge: ({ input }) => ({
    method: input.paymentMethod as SaleCardRecord['method'],
    brand: detectCardBrand(input.card!.number),
    lastFour: input.card!.number.slice(-4),
  }),
  outcome(input, context) {
    // A stored card's charge (context.cardOutcome) is never a test card, whatever digits it was given.
    const testCard = context.cardOutcome ? undefined : testCardOf(input.card!.number);
    return { status: context.cardOutcome ?? testCard?.outcome ?? 'PAGO', testCard };
  },
};

/** The request's card of a fixture sale. */
export function fixtureCard(faker: Faker, body: SaleCreateInput): void {
  body.card = {
    number: fixtureCardNumber(faker),
    holderName: body.customer.name.toUpperCase(),
    expirationMonth: String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0'),
    expirationYear: String(faker.number.int({ min: 2028, max: 2033 })),
    cvv: faker.string.numeric(3),
  };
}
