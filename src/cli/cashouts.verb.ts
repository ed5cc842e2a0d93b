import { PIX_KEY_TYPE_VALUES } from '../generated/schema-enums.js';
import { CASHOUT_STATUSES } from '../cashouts/cashouts.machine.js';
import type { AdminCashoutView } from '../generated/schema-types.js';
import { adminVerb, idArg, limitOf, limitOption, oneOfArg, sellerFilter } from './command.js';
import { brlOfReais, fields, sellerLabels, table, when } from './output.js';
import { urlOption } from './sale-body.js';
import { UsageError } from './usage-error.js';
import { centsToReaisNumber, reaisToCents } from '../lib/money.js';
import { EXIT } from './verb.js';

const cashoutFields = (cashout: AdminCashoutView) =>
  fields([
    ['id', cashout.id],
    ['seller', cashout.sellerId],
    ['status', cashout.status],
    ['amount', brlOfReais(cashout.amount)],
    ['net amount', brlOfReais(cashout.netAmount)],
    ['PIX key', `${cashout.pixKey} (${cashout.pixKeyType})`],
    ['external id', cashout.externalId],
    ['created', when(cashout.createdAt)],
    ['processed', when(cashout.processedAt)],
    ['postback URL', cashout.postbackUrl],
    ['allowed moves', cashout.allowedTransitions.join(', ') || 'none (final)'],
  ]);

export const cashoutsVerb = adminVerb({
  name: 'cashouts',
  summary:
    'Cashouts of every seller: list, show, request one for any seller, and post the banking provider’s status changes',
  commands: [
    {
      name: 'create',
      operations: ['postAdminCashouts'],
      args: ['<amount>', '<pixKey>'],
      options: {
        seller: {
          type: 'string',
          value: 'ID',
          description: 'The seller (default 1000); any seller account, no keys needed',
        },
        type: {
          type: 'string',
          value: 'TYPE',
          description: `The PIX key type: ${PIX_KEY_TYPE_VALUES.join(', ')} (default: EMAIL for an address, else CPF)`,
        },
        'postback-url': {
          type: 'string',
          value: 'URL',
          description: 'Post the cashout’s changes there, signed (X-Signature)',
        },
      },
      summary:
        'Request a cashout of AMOUNT reais (e.g. 150.00) to a PIX key, as from the seller’s dashboard (POST /__admin/cashouts)',
      details: [
        'Then move it as the banking provider: gateway-sandbox cashouts postback <id> PROCESSING, then COMPLETED or REJECTED.',
      ],
      async run({ admin, args, options, print }) {
        const cents = reaisToCents(args[0]);
        if (cents === null) throw new UsageError(`the amount must be reais such as 150.00, got "${args[0]}"`);
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
        print(cashout, () =>
          fields([
            ['cashout', cashout.id],
            ['seller', sellerId],
            ['status', cashout.status],
            ['amount', brlOfReais(cashout.amount)],
            ['net amount', brlOfReais(cashout.netAmount)],
            ['PIX key', `${cashout.pixKey} (${cashout.pixKeyType})`],
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
        seller: { type: 'string', value: 'ID', description: 'Only this seller’s' },
        status: {
          type: 'string',
          value: 'STATUS',
          description: `Only in this status (${CASHOUT_STATUSES.join(', ')})`,
        },
        ...limitOption,
      },
      summary: 'Cashouts, newest first',
      async run({ admin, options, print }) {
        const list = await admin.cashouts.list({
          ...sellerFilter(options.seller),
          ...(options.status === undefined
            ? {}
            : { status: oneOfArg(String(options.status), CASHOUT_STATUSES, '--status') }),
          limit: limitOf(options.limit),
        });
        const { cashouts, total } = list;
        const seller = await sellerLabels(admin);
        print(
          list,
          () =>
            table<AdminCashoutView>(cashouts, [
              ['ID', (cashout) => cashout.id],
              ['SELLER', (cashout) => seller(cashout.sellerId)],
              ['STATUS', (cashout) => cashout.status],
              ['AMOUNT', (cashout) => brlOfReais(cashout.amount)],
              ['PIX KEY', (cashout) => cashout.pixKey],
              ['CREATED', (cashout) => when(cashout.createdAt)],
            ]) + `${cashouts.length} of ${total} cashout(s)\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminCashoutsId'],
      args: ['<id>'],
      summary: 'One cashout with its fees, provider id and the moves allowed from its status',
      async run({ admin, args, print }) {
        const cashout = await admin.cashouts.get(idArg(args[0], 'the cashout id'));
        print(cashout, () => cashoutFields(cashout));
        return EXIT.ok;
      },
    },
    {
      name: 'postback',
      operations: ['postAdminCashoutsIdPostback'],
      args: ['<id>', '<STATUS>'],
      options: {
        'external-id': {
          type: 'string',
          value: 'ID',
          description: 'The provider’s id of the transfer (an end-to-end id)',
        },
      },
      summary: 'Report a status change as the banking provider would; webhooks and postbacks follow',
      details: [
        `Statuses: ${CASHOUT_STATUSES.filter((status) => status !== 'PENDING').join(', ')} (PENDING → PROCESSING → COMPLETED or REJECTED; CANCELLED before completion).`,
      ],
      async run({ admin, args, options, print }) {
        const externalId = typeof options['external-id'] === 'string' ? { externalId: options['external-id'] } : {};
        const cashout = await admin.cashouts.postback(
          idArg(args[0], 'the cashout id'),
          oneOfArg(args[1], CASHOUT_STATUSES, 'the status'),
          externalId,
        );
        print(cashout, () => cashoutFields(cashout));
        return EXIT.ok;
      },
    },
  ],
});
