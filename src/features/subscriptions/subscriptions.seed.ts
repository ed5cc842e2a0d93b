import type { Faker } from '@faker-js/faker';
import type { DueJob } from '../../core/clock/due-jobs.js';
import type { Deps } from '../../http/sandbox-context.js';
import type { SeedContext, Seeder } from '../fixtures/seeder.js';
import type {
  BillingCycle,
  SubscriptionAdminInput,
  SubscriptionPaymentMethod,
  SubscriptionStatus,
} from '../../generated/schema-types.js';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../../core/lib/clock.js';
import { completeCpf } from '../../core/lib/documents.js';
import { transitionSale } from '../sales/sales.service.js';
import {
  billingPlan,
  between,
  cyclesBefore,
  expiredPlan,
  pastDuePlan,
  recentInstant,
} from './subscriptions.seed-schedule.js';
import {
  cancelSubscription,
  createSubscription,
  pauseSubscription,
  setSubscriptionCard,
  subscriptionById,
} from './subscriptions.service.js';

/** The shapes of fixture subscription, each ending in one status when the clock starts. */
type Story = SubscriptionStatus | 'CANCEL_AT_PERIOD_END' | 'CANCELLED_AT_PERIOD_END';

const STORIES: { handle: string; stories: Partial<Record<Story, number>> }[] = [
  {
    handle: 'acme',
    stories: {
      ACTIVE: 10,
      CANCEL_AT_PERIOD_END: 1,
      TRIALING: 3,
      PAUSED: 3,
      CANCELLED: 3,
      CANCELLED_AT_PERIOD_END: 1,
      PAST_DUE: 2,
      EXPIRED: 2,
      PENDING: 2,
    },
  },
  {
    handle: 'bravo',
    stories: {
      ACTIVE: 4,
      TRIALING: 1,
      PAUSED: 1,
      CANCELLED: 1,
      CANCELLED_AT_PERIOD_END: 1,
      PAST_DUE: 1,
      EXPIRED: 1,
      PENDING: 1,
    },
  },
];

const PRODUCTS = [
  { name: 'Plano Básico', amount: 2_990 },
  { name: 'Plano Pro', amount: 7_990 },
  { name: 'Plano Empresarial', amount: 29_900 },
  { name: 'Clube do Livro', amount: 4_590 },
  { name: 'Academia Online', amount: 9_900 },
];

const CYCLE_AMOUNT_FACTOR: Partial<Record<BillingCycle, number>> = {
  WEEKLY: 0.3,
  QUARTERLY: 2.7,
  SEMIANNUALLY: 5,
  YEARLY: 10,
};
const REASONS = [
  'Cliente solicitou o cancelamento',
  'Preço acima do orçamento',
  'Migrou para outro serviço',
  'Não usa mais o produto',
];

interface Action {
  at: number;
  run(): void;
}

function customerOf(
  faker: Faker,
): Pick<SubscriptionAdminInput, 'customerName' | 'customerEmail' | 'customerDocument' | 'customerPhone'> {
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  return {
    customerName: `${first} ${last}`,
    customerEmail: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
    customerDocument: completeCpf(faker.string.numeric(9)),
    customerPhone: `${faker.helpers.arrayElement(['11', '21', '31', '41', '51', '61', '71', '81'])}9${faker.string.numeric(8)}`,
  };
}

/**
 * Runs the fixture timeline: the seeder's own actions and the clock's due work (charges,
 * retries, trial ends, PIX expiries), in time order, each at its instant. Most PIX charges
 * are paid by the customer within hours; the others expire unpaid.
 */
function runTimeline({ deps, faker, setTime }: SeedContext, actions: Action[], untilMs: number): void {
  const queue = [...actions];
  for (;;) {
    let dueJob: DueJob<Deps> | null = null;
    let dueAt = Infinity;
    for (const job of deps.dueJobs) {
      const at = job.nextDue(deps);
      if (at !== null && at < dueAt) [dueJob, dueAt] = [job, at];
    }
    const nextAction = queue.reduce<Action | null>(
      (best, action) => (best === null || action.at < best.at ? action : best),
      null,
    );
    if (nextAction && nextAction.at <= dueAt && nextAction.at <= untilMs) {
      queue.splice(queue.indexOf(nextAction), 1);
      setTime(nextAction.at);
      nextAction.run();
    } else if (dueJob && dueAt <= untilMs) {
      setTime(dueAt);
      const lastSale = deps.store.meta.sequences.sales ?? 0;
      dueJob.run(deps, dueAt, Number.POSITIVE_INFINITY);
      for (let id = lastSale + 1; id <= (deps.store.meta.sequences.sales ?? 0); id++) {
        const sale = deps.store.collections.sales.get(id);
        if (sale?.subscriptionId && sale.status === 'PENDENTE' && faker.datatype.boolean({ probability: 0.85 })) {
          queue.push({
            at: dueAt + faker.number.int({ min: 3, max: 360 }) * MS_PER_MINUTE,
            run: () => transitionSale(deps, id, 'PAGO'),
          });
        }
      }
    } else {
      return;
    }
  }
}

/** The actions that tell one story, starting with the creation. */
function storyActions(
  context: SeedContext,
  sellerId: number,
  story: Story,
  products: { id: number; name: string; amount: number }[],
): Action[] {
  const { deps, faker, anchorMs } = context;
  const product = faker.helpers.arrayElement(products);
  const dunning = story === 'PAST_DUE' || story === 'EXPIRED';
  const paymentMethod: SubscriptionPaymentMethod = dunning
    ? 'CREDIT_CARD'
    : faker.helpers.arrayElement(['CREDIT_CARD', 'CREDIT_CARD', 'PIX']);
  // Stories with charges before the anchor need a cycle short enough to fit in the fixtures' 115 days.
  const cycles: { value: BillingCycle; weight: number }[] =
    story === 'ACTIVE'
      ? [
          { value: 'MONTHLY', weight: 12 },
          { value: 'QUARTERLY', weight: 2 },
          { value: 'YEARLY', weight: 2 },
          { value: 'WEEKLY', weight: 2 },
          { value: 'BIWEEKLY', weight: 1 },
          { value: 'SEMIANNUALLY', weight: 1 },
        ]
      : [
          { value: 'MONTHLY', weight: 8 },
          { value: 'WEEKLY', weight: 2 },
          { value: 'QUARTERLY', weight: 1 },
        ];
  const cycle: BillingCycle =
    dunning || story === 'CANCELLED_AT_PERIOD_END' ? 'MONTHLY' : faker.helpers.weightedArrayElement(cycles);
  const customer = customerOf(faker);
  const input: SubscriptionAdminInput = {
    sellerId,
    status: 'ACTIVE',
    amount: Math.round((product.amount * (CYCLE_AMOUNT_FACTOR[cycle] ?? 1)) / 10) * 10,
    paymentMethod,
    ...customer,
    product: { id: product.id, name: product.name },
    billingCycle: cycle,
    ...(faker.datatype.boolean({ probability: 0.5 })
      ? { metadata: { itemTitle: product.name, customerPhone: customer.customerPhone } }
      : {}),
    ...(paymentMethod === 'CREDIT_CARD'
      ? {
          card: {
            brand: faker.helpers.arrayElement(['visa', 'mastercard', 'elo'] as const),
            last4: faker.string.numeric(4),
            outcome: 'PAGO' as const,
          },
        }
      : {}),
  };
  const ref = { id: 0 };
  const create = (at: number, extra: Partial<SubscriptionAdminInput> = {}): Action => ({
    at,
    run: () => (ref.id = createSubscription(deps, { ...input, ...extra }).id),
  });
  const later = (at: number, run: () => void): Action => ({ at, run });
  const reason = () => faker.helpers.arrayElement(REASONS);
  const retryDays = deps.settings.subscriptionRetryDays;

  switch (story) {
    case 'ACTIVE':
      return [create(billingPlan(faker, anchorMs, cycle, 0).createdAt)];
    case 'CANCEL_AT_PERIOD_END': {
      const plan = billingPlan(faker, anchorMs, cycle, 1);
      const lastCharge = cyclesBefore(plan.nextAfterAnchor, cycle, 1);
      return [
        create(plan.createdAt),
        later(between(faker, lastCharge + MS_PER_HOUR, anchorMs - MS_PER_HOUR), () =>
          cancelSubscription(deps, subscriptionById(deps, ref.id), { cancelImmediately: false, reason: reason() }),
        ),
      ];
    }
    case 'PAUSED':
    case 'CANCELLED': {
      const plan = billingPlan(faker, anchorMs, cycle, 1);
      const at = between(faker, plan.createdAt + MS_PER_HOUR, anchorMs - MS_PER_HOUR);
      const act =
        story === 'PAUSED'
          ? () => pauseSubscription(deps, subscriptionById(deps, ref.id))
          : () => cancelSubscription(deps, subscriptionById(deps, ref.id), { reason: reason() });
      return [create(plan.createdAt), later(at, act)];
    }
    case 'CANCELLED_AT_PERIOD_END': {
      const plan = billingPlan(faker, anchorMs, cycle, 2);
      return [
        create(plan.createdAt),
        later(between(faker, plan.createdAt, plan.createdAt + 10 * MS_PER_DAY), () =>
          cancelSubscription(deps, subscriptionById(deps, ref.id), { cancelImmediately: false, reason: reason() }),
        ),
      ];
    }
    case 'PAST_DUE':
    case 'EXPIRED': {
      const plan =
        story === 'PAST_DUE' ? pastDuePlan(faker, anchorMs, retryDays) : expiredPlan(faker, anchorMs, retryDays);
      const flip = plan.missedAt - faker.number.int({ min: 60, max: 3 * 24 * 60 }) * MS_PER_MINUTE;
      return [
        create(plan.createdAt),
        later(flip, () =>
          setSubscriptionCard(deps, subscriptionById(deps, ref.id), {
            outcome: faker.helpers.arrayElement(['RECUSADO', 'RECUSADO', 'FALHA'] as const),
          }),
        ),
      ];
    }
    case 'TRIALING': {
      const at = recentInstant(faker, anchorMs, 1, 12);
      const trialDays = Math.max(
        faker.helpers.arrayElement([7, 14, 30]),
        Math.ceil((anchorMs + 3 * MS_PER_DAY - at) / MS_PER_DAY),
      );
      return [create(at, { status: 'TRIALING', trialDays })];
    }
    case 'PENDING': {
      const at = recentInstant(faker, anchorMs, 1, 5);
      const first =
        anchorMs +
        faker.number.int({ min: 2, max: 10 }) * MS_PER_DAY +
        faker.number.int({ min: 0, max: 10 * 60 }) * MS_PER_MINUTE;
      return [create(at, { status: 'PENDING', nextBillingDate: new Date(first).toISOString() })];
    }
  }
}

/**
 * Subscriptions of acme and bravo in all seven statuses, made through the admin API's service
 * function at historical instants, then billed through the sales module as the clock would
 * have done up to the anchor. The proceeds are paid out before the anchor, so the balances
 * stay the ones fixtures/sellers.json documents; nothing is left due within a day of it.
 */
export const seedSubscriptions: Seeder = (context) => {
  const { deps, faker, accounts, anchorMs, setTime } = context;
  const actions: Action[] = [];
  const balances = new Map<number, number>();
  for (const { handle, stories } of STORIES) {
    const sellerId = accounts.find((account) => account.handle === handle)?.sellerId;
    if (!sellerId) continue;
    balances.set(sellerId, deps.ledger.available(sellerId));
    const products = faker.helpers
      .arrayElements(PRODUCTS, 3)
      .map((product) => ({ ...product, id: deps.store.nextId('subscription-products') }));
    for (const [story, count] of Object.entries(stories) as [Story, number][]) {
      for (let i = 0; i < count; i++) actions.push(...storyActions(context, sellerId, story, products));
    }
  }
  runTimeline(context, actions, anchorMs - MS_PER_HOUR);

  setTime(anchorMs - 20 * MS_PER_MINUTE);
  for (const [sellerId, before] of balances) {
    const payout = before - deps.ledger.available(sellerId);
    if (payout !== 0)
      deps.ledger.post({
        sellerId,
        kind: 'ADJUSTMENT',
        amountCents: payout,
        note: 'fixtures: subscription proceeds transferred out before the anchor',
      });
  }
  assertNothingDueSoon(deps, anchorMs);
};

/** Generic over what the jobs take: this only asks each one when it is next due. */
function assertNothingDueSoon<C extends { dueJobs: readonly DueJob<C>[] }>(deps: C, anchorMs: number): void {
  for (const job of deps.dueJobs) {
    const at = job.nextDue(deps);
    if (at !== null && at <= anchorMs + MS_PER_DAY)
      throw new Error(`fixtures: ${job.name} falls due at ${new Date(at).toISOString()}, within a day of the anchor`);
  }
}
