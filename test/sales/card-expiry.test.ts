import { methodOf } from '../../src/features/sales/methods/registry.js';
import type { SaleCreateInput } from '../../src/generated/schema-types.js';

/**
 * Issue 31: the card's expiry check keeps the Brasília month of the last minute it was asked about. A card of
 * November is still good at the last millisecond of November in Brasília (02:59:59.999 UTC on 1 December) and
 * expired from its first instant of December, in either order, also when asked about the same minute again.
 */
const input = (month: string, year: string) =>
  ({
    paymentMethod: 'CREDIT_CARD',
    card: { number: '4111111111111111', expirationMonth: month, expirationYear: year },
  }) as SaleCreateInput;

function refused(month: string, year: string, nowMs: number): string[] {
  const invalid: string[] = [];
  methodOf('CREDIT_CARD').validate(input(month, year), { nowMs, cardOutcome: undefined }, invalid);
  return invalid;
}

const lastOfNovember = Date.UTC(2026, 11, 1, 2, 59, 59, 999);
const firstOfDecember = lastOfNovember + 1;
const EXPIRED = ['card.expirationMonth', 'card.expirationYear'];

it.each([
  ['November, then December', [lastOfNovember, firstOfDecember]],
  ['December, then November', [firstOfDecember, lastOfNovember]],
  ['the same minute twice, then the month before', [firstOfDecember, firstOfDecember + 1000, lastOfNovember - 1000]],
])('a card of 11/2026 is refused from the first instant of December in Brasília: %s', (_order, instants) => {
  for (const nowMs of instants) expect(refused('11', '2026', nowMs)).toEqual(nowMs >= firstOfDecember ? EXPIRED : []);
  expect(refused('12', '2026', firstOfDecember)).toEqual([]);
});
