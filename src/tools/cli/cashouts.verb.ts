import { PIX_KEY_TYPE_VALUES } from '../../generated/schema-enums.js';
import { CASHOUT_STATUSES } from '../../features/cashouts/cashouts.machine.js';
import type { AdminCashoutView } from '../../generated/schema-types.js';
import { adminVerb, idArg, limitOption, listFilter, oneOfArg, sellerOption, statusOption } from './command.js';
import { said, t } from './messages/say.js';
import { brlOfReais, fields, sellerLabels, table, when, type SellerLabel } from './output.js';
import { urlOption } from './sale-body.js';
import { UsageError } from './usage-error.js';
import { centsToReaisNumber } from '../../core/lib/money.js';
import { typedReaisToCents } from './amount-option.js';
import { EXIT } from './verb.js';

const cashoutFields = (cashout: AdminCashoutView, seller: SellerLabel) =>
  fields([
    ['id', cashout.id],
    [t('label.seller'), seller(cashout.sellerId)],
    ['status', cashout.status],
    [t('label.amount'), brlOfReais(cashout.amount)],
    [t('label.netAmount'), brlOfReais(cashout.netAmount)],
    [t('label.pixKey'), `${cashout.pixKey} (${cashout.pixKeyType})`],
    [t('label.externalId'), cashout.externalId],
    [t('label.created'), when(cashout.createdAt)],
    [t('label.processed'), when(cashout.processedAt)],
    [t('label.postbackUrl'), cashout.postbackUrl],
    [t('label.allowedMoves'), cashout.allowedTransitions.join(', ') || t('word.noneFinal')],
  ]);

export const cashoutsVerb = adminVerb({
  name: 'cashouts',
  summary: said('cashouts.summary'),
  commands: [
    {
      name: 'create',
      operations: ['postAdminCashouts'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: ['<amount>', '<pixKey>'],
      options: {
        seller: {
          type: 'string',
          value: 'ID',
          description: said('option.sellerAny'),
        },
        type: {
          type: 'string',
          value: 'TYPE',
          description: said('cashouts.create.type', PIX_KEY_TYPE_VALUES.join(', ')),
        },
        'postback-url': {
          type: 'string',
          value: 'URL',
          description: said('cashouts.create.postbackUrl'),
        },
      },
      summary: said('cashouts.create.summary'),
      details: [said('cashouts.create.details')],
      async run({ admin, args, options, print }) {
        const cents = typedReaisToCents(args[0]);
        if (cents === null) throw new UsageError(t('usage.reais', t('arg.amount'), '150.00', args[0]));
        const pixKeyType =
          typeof options.type === 'string'
            ? oneOfArg(options.type, PIX_KEY_TYPE_VALUES, '--type')
            : args[1].includes('@')
              ? 'EMAIL'
              : 'CPF';
        const postbackUrl = urlOption(options['postback-url'], '--postback-url');
        const sellerId = options.seller === undefined ? 1000 : idArg(String(options.seller), '--seller');
        const cashout = await admin.cashouts.create(sellerId, {
          amount: centsToReaisNumber(cents),
          pixKey: args[1],
          pixKeyType,
          ...(postbackUrl ? { postbackUrl } : {}),
        });
        const seller = await sellerLabels(admin);
        print(cashout, () =>
          fields([
            [t('label.cashout'), cashout.id],
            [t('label.seller'), seller(sellerId)],
            ['status', cashout.status],
            [t('label.amount'), brlOfReais(cashout.amount)],
            [t('label.netAmount'), brlOfReais(cashout.netAmount)],
            [t('label.pixKey'), `${cashout.pixKey} (${cashout.pixKeyType})`],
          ]),
        );
        return EXIT.ok;
      },
    },
    {
      name: 'list',
      operations: ['getAdminCashouts'],
      reads: ['getAdminSellers'],
      args: [],
      options: {
        ...sellerOption,
        ...statusOption(CASHOUT_STATUSES),
        ...limitOption,
      },
      summary: said('cashouts.list.summary'),
      async run({ admin, options, print }) {
        const list = await admin.cashouts.list(listFilter(options, CASHOUT_STATUSES));
        const { cashouts, total } = list;
        const seller = await sellerLabels(admin);
        print(
          list,
          () =>
            table<AdminCashoutView>(cashouts, [
              ['ID', (cashout) => cashout.id],
              [t('head.seller'), (cashout) => seller(cashout.sellerId)],
              ['STATUS', (cashout) => cashout.status],
              [t('head.amount'), (cashout) => brlOfReais(cashout.amount)],
              [t('head.pixKey'), (cashout) => cashout.pixKey],
              [t('head.created'), (cashout) => when(cashout.createdAt)],
            ]) + `${t('cashouts.count', cashouts.length, total)}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminCashoutsId'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: ['<id>'],
      summary: said('cashouts.show.summary'),
      async run({ admin, args, print }) {
        const cashout = await admin.cashouts.get(idArg(args[0], t('arg.cashoutId')));
        const seller = await sellerLabels(admin);
        print(cashout, () => cashoutFields(cashout, seller));
        return EXIT.ok;
      },
    },
    {
      name: 'postback',
      operations: ['postAdminCashoutsIdPostback'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: ['<id>', '<STATUS>'],
      options: {
        'external-id': {
          type: 'string',
          value: 'ID',
          description: said('cashouts.postback.externalId'),
        },
      },
      summary: said('cashouts.postback.summary'),
      details: [
        said('cashouts.postback.details', CASHOUT_STATUSES.filter((status) => status !== 'PENDING').join(', ')),
      ],
      async run({ admin, args, options, print }) {
        const externalId = typeof options['external-id'] === 'string' ? { externalId: options['external-id'] } : {};
        const cashout = await admin.cashouts.postback(
          idArg(args[0], t('arg.cashoutId')),
          oneOfArg(args[1], CASHOUT_STATUSES, t('arg.status')),
          externalId,
        );
        const seller = await sellerLabels(admin);
        print(cashout, () => cashoutFields(cashout, seller));
        return EXIT.ok;
      },
    },
  ],
});
