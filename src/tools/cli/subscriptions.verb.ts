import { BILLING_CYCLE_VALUES } from '../../generated/schema-enums.js';
import type { SubscriptionAdminView } from '../../generated/schema-types.js';
import { SUBSCRIPTION_STATUSES } from '../../features/subscriptions/subscriptions.machine.js';
import { adminVerb, idArg, limitOption, listFilter, oneOfArg, sellerOption, statusOption } from './command.js';
import { amountOption } from './amount-option.js';
import { said, t } from './messages/say.js';
import { brl, fields, sellerLabels, table, when, type SellerLabel } from './output.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

const CARD_OUTCOMES = ['PAGO', 'RECUSADO', 'FALHA'] as const;
const CYCLES = BILLING_CYCLE_VALUES;

const subscriptionFields = (view: SubscriptionAdminView, seller: SellerLabel) =>
  fields([
    ['id', view.id],
    [t('label.seller'), seller(view.sellerId)],
    ['status', view.status],
    [t('label.amount'), `${brl(view.amount)} ${view.billingCycle}`],
    [t('label.product'), view.product.name],
    [t('label.customer'), `${view.customerName} <${view.customerEmail}>`],
    [t('label.method'), view.paymentMethod],
    [
      t('label.card'),
      view.card
        ? `${view.card.brand ?? ''} ${view.card.last4 ?? ''} (${t('subscriptions.charges', view.card.outcome)})`.trim()
        : null,
    ],
    [t('subscriptions.nextBilling'), when(view.nextBillingDate)],
    [t('subscriptions.trialEnds'), when(view.trialEndsAt)],
    [
      t('subscriptions.billings'),
      t('subscriptions.billingCounts', view.totalBillings, view.successfulBillings, view.failedBillings),
    ],
    [
      t('subscriptions.lastCharge'),
      view.lastSaleId === null ? null : `${t('label.sale')} ${view.lastSaleId} ${view.lastPaymentStatus ?? ''}`.trim(),
    ],
    [t('subscriptions.cancelAtPeriodEnd'), view.cancelAtPeriodEnd ? when(view.cancelAt) : t('word.no')],
    [t('subscriptions.allowedActions'), view.allowedActions.join(', ') || t('word.noneFinal')],
  ]);

/** The admin operation each of pause and resume calls (the client's method of the same name). */
const ACTION_OPERATIONS = { pause: 'postAdminSubscriptionsIdPause', resume: 'postAdminSubscriptionsIdResume' } as const;

/** pause, resume, cancel: one row each, the admin action and what it prints. */
const action = (name: 'pause' | 'resume', summary: () => string) => ({
  name,
  operations: [ACTION_OPERATIONS[name]],
  // The sellers' names, to show each seller by name.
  reads: ['getAdminSellers'] as const,
  args: ['<id>'],
  summary,
  async run({ admin, args, print }: Parameters<Parameters<typeof adminVerb>[0]['commands'][number]['run']>[0]) {
    const view = await admin.subscriptions[name](idArg(args[0], t('arg.subscriptionId')));
    const seller = await sellerLabels(admin);
    print(view, () => `${t('subscriptions.isNow', view.id, view.status)}\n` + subscriptionFields(view, seller));
    return EXIT.ok;
  },
});

/** A text option as given (trimmed), or its default when absent or blank. */
const textOption = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

export const subscriptionsVerb = adminVerb({
  name: 'subscriptions',
  summary: said('subscriptions.summary'),
  commands: [
    {
      name: 'list',
      operations: ['getAdminSubscriptions'],
      reads: ['getAdminSellers'],
      args: [],
      options: {
        ...sellerOption,
        ...statusOption(SUBSCRIPTION_STATUSES),
        ...limitOption,
      },
      summary: said('subscriptions.list.summary'),
      async run({ admin, options, print }) {
        const list = await admin.subscriptions.list(listFilter(options, SUBSCRIPTION_STATUSES));
        const seller = await sellerLabels(admin);
        print(
          list,
          () =>
            table<SubscriptionAdminView>(list.subscriptions, [
              ['ID', (view) => view.id],
              [t('head.seller'), (view) => seller(view.sellerId)],
              ['STATUS', (view) => view.status],
              [t('head.amount'), (view) => brl(view.amount)],
              [t('head.cycle'), (view) => view.billingCycle],
              [t('head.customer'), (view) => view.customerEmail],
              [t('head.nextBilling'), (view) => when(view.nextBillingDate)],
            ]) + `${t('subscriptions.count', list.subscriptions.length, list.total)}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminSubscriptionsId'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: ['<id>'],
      summary: said('subscriptions.show.summary'),
      async run({ admin, args, print }) {
        const view = await admin.subscriptions.get(idArg(args[0], t('arg.subscriptionId')));
        const seller = await sellerLabels(admin);
        print(view, () => subscriptionFields(view, seller));
        return EXIT.ok;
      },
    },
    {
      name: 'create',
      operations: ['postAdminSubscriptions'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: [],
      options: {
        seller: { type: 'string', value: 'ID', description: said('option.sellerDefault') },
        amount: { type: 'string', value: 'REAIS', description: said('subscriptions.create.amount') },
        'amount-cents': { type: 'string', value: 'CENTS', description: said('subscriptions.create.amountCents') },
        cycle: { type: 'string', value: 'CYCLE', description: said('subscriptions.create.cycle', CYCLES.join(', ')) },
        status: { type: 'string', value: 'STATUS', description: said('subscriptions.create.status') },
        card: {
          type: 'string',
          value: 'OUTCOME',
          description: said('subscriptions.create.card', CARD_OUTCOMES.join(', ')),
        },
        email: { type: 'string', value: 'EMAIL', description: said('subscriptions.create.email') },
        product: { type: 'string', value: 'NAME', description: said('subscriptions.create.product') },
        'customer-name': { type: 'string', value: 'NAME', description: said('subscriptions.create.customerName') },
        'customer-document': { type: 'string', value: 'CPF', description: said('subscriptions.create.document') },
      },
      summary: said('subscriptions.create.summary'),
      async run({ admin, options, print }) {
        const amount = amountOption(options, 4990);
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
        const seller = await sellerLabels(admin);
        print(view, () => `${t('subscriptions.created', view.id)}\n` + subscriptionFields(view, seller));
        return EXIT.ok;
      },
    },
    action('pause', said('subscriptions.pause.summary')),
    action('resume', said('subscriptions.resume.summary')),
    {
      name: 'cancel',
      operations: ['postAdminSubscriptionsIdCancel', 'postAdminSubscriptionsIdCancelAtPeriodEnd'],
      args: ['<id>'],
      options: {
        'at-period-end': { type: 'boolean', description: said('subscriptions.cancel.atPeriodEnd') },
        reason: { type: 'string', value: 'TEXT', description: said('subscriptions.cancel.reason') },
      },
      summary: said('subscriptions.cancel.summary'),
      async run({ admin, args, options, print }) {
        const id = idArg(args[0], t('arg.subscriptionId'));
        if (options['at-period-end'] && options.reason !== undefined)
          throw new UsageError(t('subscriptions.cancel.reasonNotAtEnd'));
        const view = options['at-period-end']
          ? await admin.subscriptions.cancelAtPeriodEnd(id)
          : await admin.subscriptions.cancel(id, typeof options.reason === 'string' ? { reason: options.reason } : {});
        print(view, () =>
          view.cancelAtPeriodEnd && view.status !== 'CANCELLED'
            ? `${t('subscriptions.until', view.id, view.status, when(view.cancelAt))}\n`
            : `${t('subscriptions.isNow', view.id, view.status)}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'set-card',
      operations: ['postAdminSubscriptionsIdCard'],
      args: ['<id>', '<OUTCOME>'],
      summary: said('subscriptions.setCard.summary', CARD_OUTCOMES.join(', ')),
      async run({ admin, args, print }) {
        const view = await admin.subscriptions.setCard(idArg(args[0], t('arg.subscriptionId')), {
          outcome: oneOfArg(args[1], CARD_OUTCOMES, t('arg.outcome')),
        });
        print(view, () => `${t('subscriptions.cardNow', view.id, view.card?.outcome ?? '-')}\n`);
        return EXIT.ok;
      },
    },
  ],
});
