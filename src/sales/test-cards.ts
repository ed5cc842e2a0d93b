import type { CardOutcome } from './sales.service.js';

/**
 * Card numbers that force an outcome, like Stripe's test cards. Any other number that
 * passes Luhn is approved (PAGO). The README's table is this one.
 */
export const TEST_CARDS: { number: string; brand: string; outcome: CardOutcome; description: string }[] = [
  { number: '4111111111111111', brand: 'visa', outcome: 'PAGO', description: 'Approved' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'PAGO', description: 'Approved' },
  { number: '378282246310005', brand: 'amex', outcome: 'PAGO', description: 'Approved' },
  { number: '6362970000457013', brand: 'elo', outcome: 'PAGO', description: 'Approved' },
  { number: '6062825624254001', brand: 'hipercard', outcome: 'PAGO', description: 'Approved' },
  { number: '4000000000000002', brand: 'visa', outcome: 'RECUSADO', description: 'Refused by the issuer (generic decline)' },
  { number: '4000000000009995', brand: 'visa', outcome: 'RECUSADO', description: 'Refused by the issuer (insufficient funds)' },
  { number: '4000000000000119', brand: 'visa', outcome: 'FALHA', description: 'Processing error at the acquirer' },
  { number: '4000000000000259', brand: 'visa', outcome: 'EM_PROCESSAMENTO', description: 'Left in analysis; move it on with POST /__admin/sales/{id}/status' },
];

const OUTCOME_BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card.outcome]));

/** The outcome a card number forces; PAGO for every other (Luhn-valid) number. */
export function cardOutcomeOf(number: string): CardOutcome {
  return OUTCOME_BY_NUMBER.get(number) ?? 'PAGO';
}
