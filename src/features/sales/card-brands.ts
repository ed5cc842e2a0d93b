import type { CardBrand } from '../../generated/schema-types.js';

/**
 * Card brands by BIN (the first digits of the number), as data. Ranges are inclusive and
 * compared on as many leading digits as their bounds have. The first matching row wins,
 * so the Brazilian brands whose BINs sit inside Visa, Mastercard or Discover ranges
 * (Elo, Hipercard) come first.
 */
export const CARD_BRAND_RANGES: { brand: CardBrand; ranges: [string, string][] }[] = [
  {
    brand: 'elo',
    ranges: [
      ['401178', '401179'],
      ['431274', '431274'],
      ['438935', '438935'],
      ['451416', '451416'],
      ['457393', '457393'],
      ['457631', '457632'],
      ['504175', '504175'],
      ['506699', '506778'],
      ['509000', '509999'],
      ['627780', '627780'],
      ['636297', '636297'],
      ['636368', '636368'],
      ['650031', '650033'],
      ['650035', '650051'],
      ['650405', '650439'],
      ['650485', '650538'],
      ['650541', '650598'],
      ['650700', '650718'],
      ['650720', '650727'],
      ['650901', '650978'],
      ['651652', '651679'],
      ['655000', '655019'],
      ['655021', '655058'],
    ],
  },
  {
    brand: 'hipercard',
    ranges: [
      ['606282', '606282'],
      ['384100', '384100'],
      ['384140', '384140'],
      ['384160', '384160'],
      ['637095', '637095'],
      ['637568', '637568'],
      ['637599', '637599'],
      ['637609', '637609'],
      ['637612', '637612'],
    ],
  },
  { brand: 'aura', ranges: [['5078', '5078']] },
  {
    brand: 'amex',
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
  },
  {
    brand: 'diners',
    ranges: [
      ['300', '305'],
      ['3095', '3095'],
      ['36', '36'],
      ['38', '39'],
    ],
  },
  { brand: 'jcb', ranges: [['3528', '3589']] },
  {
    brand: 'discover',
    ranges: [
      ['6011', '6011'],
      ['622126', '622925'],
      ['644', '649'],
      ['65', '65'],
    ],
  },
  {
    brand: 'mastercard',
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
  },
  { brand: 'visa', ranges: [['4', '4']] },
];

/** The brand of a card number (digits only); 'unknown' when no range matches. */
export function detectCardBrand(number: string): CardBrand {
  // Clients send the same few test cards again and again: the last answer is kept (visa is the table's last row).
  if (number === lastCard.number) return lastCard.brand;
  lastCard.brand = brandOf(number);
  lastCard.number = number;
  return lastCard.brand;
}
const lastCard: { number: string | null; brand: CardBrand } = { number: null, brand: 'unknown' };

function brandOf(number: string): CardBrand {
  for (const { brand, ranges } of CARD_BRAND_RANGES) {
    for (const [low, high] of ranges) {
      const prefix = number.slice(0, low.length);
      if (prefix.length === low.length && prefix >= low && prefix <= high) return brand;
    }
  }
  return 'unknown';
}
