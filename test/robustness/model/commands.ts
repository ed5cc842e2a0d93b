import fc from 'fast-check';
import {
  ActOnSubscription,
  AdvanceClock,
  CreateSubscription,
  CrossTenant,
  Reset,
  RotateKeys,
  RotateWebhookSecret,
  type SubscriptionAction,
  type Target,
} from './account-steps.js';
import {
  CARDS,
  CashoutPostback,
  CreateCashout,
  CreateSale,
  METHODS,
  MoveSale,
  SetBalance,
  type CashoutAmount,
} from './money-steps.js';
import type { Command } from './step.js';
import { SELLER_KEYS, type SellerKey } from './world.js';

const seller = fc.constantFrom<SellerKey>(...SELLER_KEYS);

const cashoutAmount = fc.oneof(
  fc.constantFrom<CashoutAmount>(9_999, 10_000, 10_050, 25_000, 100_000, 10_000_001, 'all', 'over'),
  fc.integer({ min: 10_000, max: 150_000 }),
);

/** Mostly a move the table allows (so runs go deep into the machines), sometimes any status. */
const move = fc.record({
  allowed: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  choice: fc.nat(),
});

/** Every kind of step, weighted: the money-moving ones often, a reset now and then. */
export const COMMAND: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(
        seller,
        fc.constantFrom(...METHODS),
        fc.oneof(
          { weight: 9, arbitrary: fc.integer({ min: 100, max: 500_000 }) },
          { weight: 1, arbitrary: fc.constantFrom(50, 99, 100) },
        ),
        fc.nat(CARDS.length - 1),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
      )
      .map(
        ([s, method, amount, card, installments, postback]) =>
          new CreateSale(s, method, amount, card, installments, postback),
      ),
  },
  { weight: 16, arbitrary: fc.tuple(fc.nat(), move).map(([pick, m]) => new MoveSale(pick, m)) },
  {
    weight: 8,
    arbitrary: fc
      .tuple(seller, cashoutAmount, fc.boolean())
      .map(([s, amount, postback]) => new CreateCashout(s, amount, postback)),
  },
  { weight: 8, arbitrary: fc.tuple(fc.nat(), move).map(([pick, m]) => new CashoutPostback(pick, m)) },
  { weight: 2, arbitrary: seller.map((s) => new CreateSubscription(s)) },
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.nat(), fc.constantFrom<SubscriptionAction>('pause', 'resume', 'cancel', 'cancelAtPeriodEnd'))
      .map(([pick, action]) => new ActOnSubscription(pick, action)),
  },
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 20 * 60 }).map((minutes) => new AdvanceClock(minutes)) },
  { weight: 2, arbitrary: seller.map((s) => new RotateKeys(s)) },
  { weight: 2, arbitrary: seller.map((s) => new RotateWebhookSecret(s)) },
  {
    weight: 2,
    arbitrary: fc.tuple(seller, fc.integer({ min: 0, max: 400_000 })).map(([s, cents]) => new SetBalance(s, cents)),
  },
  {
    weight: 6,
    arbitrary: fc
      .tuple(seller, fc.constantFrom<Target>('sale', 'cashout', 'subscription', 'pause', 'resume', 'cancel'), fc.nat())
      .map(([victim, target, pick]) => new CrossTenant(victim, target, pick)),
  },
  { weight: 1, arbitrary: fc.constant(new Reset()) },
);
