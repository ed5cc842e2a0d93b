import type { AdminSellerView } from '../generated/schema-types.js';
import { reaisToCents } from '../lib/money.js';
import { sellerName } from '../lib/present.js';
import { adminVerb, idArg } from './command.js';
import { brl, fields, table } from './output.js';
import { UsageError } from './usage-error.js';
import { EXIT } from './verb.js';

export const sellersVerb = adminVerb({
  name: 'sellers',
  summary:
    'Seller accounts: list them, create one with its keys, set its permanent webhook, rotate its keys or webhook secret',
  commands: [
    {
      name: 'list',
      operations: ['getAdminSellers'],
      args: [],
      summary: 'Every seller: id, company name, public key, balance, webhook',
      async run({ admin, print }) {
        const { sellers, total } = await admin.sellers.list();
        print(
          { sellers, total },
          () =>
            table<AdminSellerView>(sellers, [
              ['ID', (view) => view.seller.id],
              ['NAME', (view) => sellerName(view.seller)],
              ['PUBLIC KEY', (view) => view.publicKey],
              ['AVAILABLE', (view) => brl(view.seller.defaultRecipient.balance.available)],
              [
                'WEBHOOK',
                (view) =>
                  view.webhook.url
                    ? `${view.webhook.url}${view.webhook.notifyWithdrawals ? ' (withdrawals)' : ''}`
                    : null,
              ],
            ]) + `${total} seller(s)\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminSellersId'],
      args: ['<id>'],
      summary: 'One seller: account, public key, permissions, fees, webhook',
      async run({ admin, args, print }) {
        const view = await admin.sellers.get(idArg(args[0], 'the seller id'));
        print(view, () =>
          fields([
            ['id', view.seller.id],
            ['name', sellerName(view.seller)],
            ['user', `${view.seller.user.name} <${view.seller.user.email}>`],
            ['public key', view.publicKey],
            ['blocked', view.seller.blocked],
            ['available', brl(view.seller.defaultRecipient.balance.available)],
            ['api cashouts', view.apiCashoutEnabled],
            ['webhook', view.webhook.url],
            ['notify withdrawals', view.webhook.notifyWithdrawals],
            ['permissions', view.seller.permissions],
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
        name: { type: 'string', value: 'NAME', description: 'The company and user name (a generated one otherwise)' },
        balance: {
          type: 'string',
          value: 'REAIS',
          description: 'Available balance to start with, in reais (e.g. 1500.00)',
        },
      },
      summary: 'A new user and seller account; prints its key pair and webhook secret (shown only now)',
      async run({ admin, options, print }) {
        const balance = options.balance === undefined ? undefined : reaisToCents(options.balance);
        if (balance === null)
          throw new UsageError(
            `--balance must be an amount of reais such as 1500.00, got "${String(options.balance)}"`,
          );
        const name = typeof options.name === 'string' ? options.name : undefined;
        const created = await admin.sellers.create({
          ...(name ? { name, legalName: name } : {}),
          ...(balance === undefined ? {} : { availableBalance: balance }),
        });
        print(
          created,
          () =>
            fields([
              ['seller id', created.seller?.id ?? created.userId],
              ['name', created.seller ? sellerName(created.seller) : null],
              ['available', brl(created.seller?.defaultRecipient.balance.available)],
              ['X-Api-Public-Key', created.credentials.publicKey],
              ['X-Api-Private-Key', created.credentials.privateKey],
              ['webhook secret', created.credentials.webhookSecret],
            ]) + 'The private key and the webhook secret are shown only now.\n',
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
          description: 'Notify cashout (withdrawal) changes to it: the notification type the spec asks for',
        },
      },
      summary: 'Set the seller’s permanent webhook URL ("none" removes it)',
      async run({ admin, args, options, print }) {
        const url = args[1] === 'none' ? null : args[1];
        if (url !== null && !/^https?:\/\/\S+$/.test(url))
          throw new UsageError(`the webhook URL must start with http:// or https://, got "${url}"`);
        const view = await admin.sellers.update(idArg(args[0], 'the seller id'), {
          webhook: { url, notifyWithdrawals: options.withdrawals === true },
        });
        print(view, () =>
          fields([
            ['seller', view.seller.id],
            ['webhook', view.webhook.url],
            ['notify withdrawals', view.webhook.notifyWithdrawals],
          ]),
        );
        return EXIT.ok;
      },
    },
    {
      name: 'rotate-keys',
      operations: ['postAdminSellersIdKeys'],
      args: ['<id>'],
      summary: 'A new key pair for the seller (the old one stops working); prints the private key, shown only now',
      async run({ admin, args, print }) {
        const keys = await admin.sellers.rotateKeys(idArg(args[0], 'the seller id'));
        print(
          keys,
          () =>
            fields([
              ['seller', keys.userId],
              ['X-Api-Public-Key', keys.credentials.publicKey],
              ['X-Api-Private-Key', keys.credentials.privateKey],
            ]) + 'The private key is shown only now; the old pair no longer works.\n',
        );
        return EXIT.ok;
      },
    },
    {
      name: 'rotate-webhook-secret',
      operations: ['postAdminSellersIdWebhookSecret'],
      args: ['<id>'],
      summary: 'A new webhook secret (signs X-Signature from now on); shown only now',
      async run({ admin, args, print }) {
        const secret = await admin.sellers.rotateWebhookSecret(idArg(args[0], 'the seller id'));
        print(
          secret,
          () =>
            fields([
              ['seller', secret.userId],
              ['webhook secret', secret.webhookSecret],
            ]) + 'The webhook secret is shown only now.\n',
        );
        return EXIT.ok;
      },
    },
  ],
});
