import type { AdminSellerView } from '../../generated/schema-types.js';
import { typedReaisToCents } from './amount-option.js';
import { sellerName } from '../../core/lib/present.js';
import { adminVerb, idArg } from './command.js';
import { said, t } from './messages/say.js';
import { brl, fields, table } from './output.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

export const sellersVerb = adminVerb({
  name: 'sellers',
  summary: said('sellers.summary'),
  commands: [
    {
      name: 'list',
      operations: ['getAdminSellers'],
      args: [],
      summary: said('sellers.list.summary'),
      async run({ admin, print }) {
        const { sellers, total } = await admin.sellers.list();
        print(
          { sellers, total },
          () =>
            table<AdminSellerView>(sellers, [
              ['ID', (view) => view.seller.id],
              [t('head.name'), (view) => sellerName(view.seller)],
              [t('head.publicKey'), (view) => view.publicKey],
              [t('head.available'), (view) => brl(view.seller.defaultRecipient.balance.available)],
              [
                'WEBHOOK',
                (view) =>
                  view.webhook.url
                    ? `${view.webhook.url}${view.webhook.notifyWithdrawals ? ` (${t('sellers.withdrawals')})` : ''}`
                    : null,
              ],
            ]) + `${t('sellers.count', total)}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminSellersId'],
      args: ['<id>'],
      summary: said('sellers.show.summary'),
      async run({ admin, args, print }) {
        const view = await admin.sellers.get(idArg(args[0], t('arg.sellerId')));
        const yes = (value: boolean) => (value ? t('word.yes') : t('word.no'));
        print(view, () =>
          fields([
            ['id', view.seller.id],
            [t('label.name'), sellerName(view.seller)],
            [t('label.user'), `${view.seller.user.name} <${view.seller.user.email}>`],
            [t('label.publicKey'), view.publicKey],
            [t('sellers.blocked'), yes(view.seller.blocked)],
            [t('label.available'), brl(view.seller.defaultRecipient.balance.available)],
            [t('sellers.apiCashouts'), yes(view.apiCashoutEnabled)],
            ['webhook', view.webhook.url],
            [t('sellers.notifyWithdrawals'), yes(view.webhook.notifyWithdrawals)],
            [t('sellers.permissions'), view.seller.permissions],
          ]),
        );
        return EXIT.ok;
      },
    },
    {
      name: 'create',
      operations: ['postAdminSellers'],
      args: [],
      options: {
        name: { type: 'string', value: 'NAME', description: said('sellers.create.name') },
        balance: { type: 'string', value: 'REAIS', description: said('sellers.create.balance') },
      },
      summary: said('sellers.create.summary'),
      async run({ admin, options, print }) {
        const balance = options.balance === undefined ? undefined : typedReaisToCents(String(options.balance));
        if (balance === null) throw new UsageError(t('usage.reais', '--balance', '1500.00', String(options.balance)));
        const name = typeof options.name === 'string' ? options.name : undefined;
        const created = await admin.sellers.create({
          ...(name ? { name, legalName: name } : {}),
          ...(balance === undefined ? {} : { availableBalance: balance }),
        });
        print(
          created,
          () =>
            fields([
              [t('sellers.sellerId'), created.seller?.id ?? created.userId],
              [t('label.name'), created.seller ? sellerName(created.seller) : null],
              [t('label.available'), brl(created.seller?.defaultRecipient.balance.available)],
              ['X-Api-Public-Key', created.credentials.publicKey],
              ['X-Api-Private-Key', created.credentials.privateKey],
              [t('label.webhookSecret'), created.credentials.webhookSecret],
            ]) + `${t('sellers.created.shownOnlyNow')}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'set-webhook',
      operations: ['patchAdminSellersId'],
      args: ['<id>', '<url>'],
      options: {
        withdrawals: {
          type: 'boolean',
          description: said('sellers.setWebhook.withdrawals'),
        },
      },
      summary: said('sellers.setWebhook.summary'),
      async run({ admin, args, options, print }) {
        const url = args[1] === 'none' ? null : args[1];
        if (url !== null && !/^https?:\/\/\S+$/.test(url))
          throw new UsageError(t('usage.url', t('arg.webhookUrl'), url));
        const view = await admin.sellers.update(idArg(args[0], t('arg.sellerId')), {
          webhook: { url, notifyWithdrawals: options.withdrawals === true },
        });
        print(view, () =>
          fields([
            [t('label.seller'), `${view.seller.id} ${sellerName(view.seller)}`],
            ['webhook', view.webhook.url],
            [t('sellers.notifyWithdrawals'), view.webhook.notifyWithdrawals ? t('word.yes') : t('word.no')],
          ]),
        );
        return EXIT.ok;
      },
    },
    {
      name: 'rotate-keys',
      operations: ['postAdminSellersIdKeys'],
      args: ['<id>'],
      summary: said('sellers.rotateKeys.summary'),
      async run({ admin, args, print }) {
        const keys = await admin.sellers.rotateKeys(idArg(args[0], t('arg.sellerId')));
        print(
          keys,
          () =>
            fields([
              [t('label.seller'), keys.userId],
              ['X-Api-Public-Key', keys.credentials.publicKey],
              ['X-Api-Private-Key', keys.credentials.privateKey],
            ]) + `${t('sellers.rotateKeys.shownOnlyNow')}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'rotate-webhook-secret',
      operations: ['postAdminSellersIdWebhookSecret'],
      args: ['<id>'],
      summary: said('sellers.rotateSecret.summary'),
      async run({ admin, args, print }) {
        const secret = await admin.sellers.rotateWebhookSecret(idArg(args[0], t('arg.sellerId')));
        print(
          secret,
          () =>
            fields([
              [t('label.seller'), secret.userId],
              [t('label.webhookSecret'), secret.webhookSecret],
            ]) + `${t('sellers.rotateSecret.shownOnlyNow')}\n`,
        );
        return EXIT.ok;
      },
    },
  ],
});
