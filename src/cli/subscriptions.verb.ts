import { BILLING_CYCLE_VALUES } from '../generated/schema-enums.js';
import type { SubscriptionAdminView } from '../generated/schema-types.js';
import { SUBSCRIPTION_STATUSES } from '../subscriptions/subscriptions.machine.js';
import { adminVerb, idArg, limitOf, limitOption, oneOfArg, sellerFilter } from './command.js';
import { brl, fields, sellerLabels, table, when } from './output.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

const CARD_OUTCOMES = ['PAGO', 'RECUSADO', 'FALHA'] as const;
const CYCLES = BILLING_CYCLE_VALUES;

const subscriptionFields = (view: SubscriptionAdminView) =>
  fields([
    ['id', view.id],
    ['seller', view.sellerId],
    ['status', view.status],
    ['amount', `${brl(view.amount)} ${view.billingCycle}`],
    ['product', view.product.name],
    ['customer', `${view.customerName} <${view.customerEmail}>`],
    ['method', view.paymentMethod],
    [
      'card',
      view.card ? `${view.card.brand ?? ''} ${view.card.last4 ?? ''} (charges ${view.card.outcome})`.trim() : null,
    ],
    ['next billing', when(view.nextBillingDate)],
    ['trial ends', when(view.trialEndsAt)],
    ['billings', `${view.totalBillings} (${view.successfulBillings} paid, ${view.failedBillings} failed)`],
    ['last charge', view.lastSaleId === null ? null : `sale ${view.lastSaleId} ${view.lastPaymentStatus ?? ''}`.trim()],
    ['cancel at period end', view.cancelAtPeriodEnd ? when(view.cancelAt) : 'no'],
    ['allowed actions', view.allowedActions.join(', ') || 'none (final)'],
  ]);

/** The admin operation each of pause and resume calls (the client's method of the same name). */
const ACTION_OPERATIONS = { pause: 'postAdminSubscriptionsIdPause', resume: 'postAdminSubscriptionsIdResume' } as const;

/** pause, resume, cancel: one row each, the admin action and what it prints. */
const action = (name: 'pause' | 'resume', summary: string) => ({
  name,
  operations: [ACTION_OPERATIONS[name]],
  args: ['<id>'],
  summary,
  async run({ admin, args, print }: Parameters<Parameters<typeof adminVerb>[0]['commands'][number]['run']>[0]) {
    const view = await admin.subscriptions[name](idArg(args[0], 'the subscription id'));
    print(view, () => `subscription ${view.id} is ${view.status}\n` + subscriptionFields(view));
    return EXIT.ok;
  },
});

/** A text option as given (trimmed), or its default when absent or blank. */
const textOption = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

export const subscriptionsVerb = adminVerb({
  name: 'subscriptions',
  summary:
    'Subscriptions of every seller: list, show, create one in any status, pause, resume, cancel, change its card',
  commands: [
    {
      name: 'list',
      operations: ['getAdminSubscriptions'],
      reads: ['getAdminSellers'],
      args: [],
      options: {
        seller: { type: 'string', value: 'ID', description: 'Only this seller’s' },
        status: {
          type: 'string',
          value: 'STATUS',
          description: `Only in this status (${SUBSCRIPTION_STATUSES.join(', ')})`,
        },
        ...limitOption,
      },
      summary: 'Subscriptions, newest first',
      async run({ admin, options, print }) {
        const list = await admin.subscriptions.list({
          ...sellerFilter(options.seller),
          ...(options.status === undefined
            ? {}
            : { status: oneOfArg(String(options.status), SUBSCRIPTION_STATUSES, '--status') }),
          limit: limitOf(options.limit),
        });
        const seller = await sellerLabels(admin);
        print(
          list,
          () =>
            table<SubscriptionAdminView>(list.subscriptions, [
              ['ID', (view) => view.id],
              ['SELLER', (view) => seller(view.sellerId)],
              ['STATUS', (view) => view.status],
              ['AMOUNT', (view) => brl(view.amount)],
              ['CYCLE', (view) => view.billingCycle],
              ['CUSTOMER', (view) => view.customerEmail],
              ['NEXT BILLING', (view) => when(view.nextBillingDate)],
            ]) + `${list.subscriptions.length} of ${list.total} subscription(s)\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminSubscriptionsId'],
      args: ['<id>'],
      summary: 'One subscription with its card, billing counts and the actions allowed from its status',
      async run({ admin, args, print }) {
        const view = await admin.subscriptions.get(idArg(args[0], 'the subscription id'));
        print(view, () => subscriptionFields(view));
        return EXIT.ok;
      },
    },
    {
      name: 'create',
      operations: ['postAdminSubscriptions'],
      args: [],
      options: {
        seller: { type: 'string', value: 'ID', description: 'The seller (default 1000)' },
        amount: { type: 'string', value: 'CENTS', description: 'The amount each cycle, in cents (default 4990)' },
        cycle: { type: 'string', value: 'CYCLE', description: `${CYCLES.join(', ')} (default MONTHLY)` },
        status: { type: 'string', value: 'STATUS', description: 'The status to start in (default ACTIVE)' },
        card: {
          type: 'string',
          value: 'OUTCOME',
          description: `What the card's charges give: ${CARD_OUTCOMES.join(', ')} (default PAGO)`,
        },
        email: {
          type: 'string',
          value: 'EMAIL',
          description: 'The customer’s e-mail (default cliente.teste@example.com)',
        },
        product: { type: 'string', value: 'NAME', description: 'The product’s name (default Plano de teste)' },
        'customer-name': { type: 'string', value: 'NAME', description: 'The customer’s name (default Cliente Teste)' },
        'customer-document': { type: 'string', value: 'CPF', description: 'The customer’s CPF or CNPJ (optional)' },
      },
      summary: 'A card subscription in any status, due one cycle from now (clock advance bills it)',
      async run({ admin, options, print }) {
        const amount = options.amount === undefined ? 4990 : idArg(String(options.amount), '--amount');
        const view = await admin.subscriptions.create({
          sellerId: options.seller === undefined ? 1000 : idArg(String(options.seller), '--seller'),
          status:
            options.status === undefined
              ? 'ACTIVE'
              : oneOfArg(String(options.status), SUBSCRIPTION_STATUSES, '--status'),
          amount,
          billingCycle: options.cycle === undefined ? 'MONTHLY' : oneOfArg(String(options.cycle), CYCLES, '--cycle'),
          paymentMethod: 'CREDIT_CARD',
          card: {
            outcome: options.card === undefined ? 'PAGO' : oneOfArg(String(options.card), CARD_OUTCOMES, '--card'),
          },
          customerName: textOption(options['customer-name'], 'Cliente Teste'),
          customerEmail: textOption(options.email, 'cliente.teste@example.com'),
          ...(typeof options['customer-document'] === 'string'
            ? { customerDocument: options['customer-document'].replace(/\D/g, '') }
            : {}),
          product: { name: textOption(options.product, 'Plano de teste') },
        });
        print(view, () => `subscription ${view.id} created\n` + subscriptionFields(view));
        return EXIT.ok;
      },
    },
    action('pause', 'Pause an ACTIVE or TRIALING subscription (no billing while PAUSED)'),
    action('resume', 'Resume a PAUSED subscription'),
    {
      name: 'cancel',
      operations: ['postAdminSubscriptionsIdCancel', 'postAdminSubscriptionsIdCancelAtPeriodEnd'],
      args: ['<id>'],
      options: {
        'at-period-end': { type: 'boolean', description: 'Cancel when the running period ends, not now' },
        reason: { type: 'string', value: 'TEXT', description: 'The cancellation reason kept with it' },
      },
      summary: 'Cancel a subscription now (or at the end of its period)',
      async run({ admin, args, options, print }) {
        const id = idArg(args[0], 'the subscription id');
        if (options['at-period-end'] && options.reason !== undefined)
          throw new UsageError('--reason goes with a cancellation now, not --at-period-end');
        const view = options['at-period-end']
          ? await admin.subscriptions.cancelAtPeriodEnd(id)
          : await admin.subscriptions.cancel(id, typeof options.reason === 'string' ? { reason: options.reason } : {});
        print(view, () =>
          view.cancelAtPeriodEnd && view.status !== 'CANCELLED'
            ? `subscription ${view.id} is ${view.status} until ${when(view.cancelAt)}, then CANCELLED\n`
            : `subscription ${view.id} is ${view.status}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'set-card',
      operations: ['postAdminSubscriptionsIdCard'],
      args: ['<id>', '<OUTCOME>'],
      summary: `Change the test card on file: what its next charges give (${CARD_OUTCOMES.join(', ')})`,
      async run({ admin, args, print }) {
        const view = await admin.subscriptions.setCard(idArg(args[0], 'the subscription id'), {
          outcome: oneOfArg(args[1], CARD_OUTCOMES, 'the outcome'),
        });
        print(view, () => `subscription ${view.id}: its card now charges ${view.card?.outcome}\n`);
        return EXIT.ok;
      },
    },
  ],
});
