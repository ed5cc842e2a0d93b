import { CASHOUT_STATUSES } from '../cashouts/cashouts.machine.js';
import type { AdminCashoutView } from '../generated/schema-types.js';
import { adminVerb, idArg, limitOf, limitOption, oneOfArg, sellerFilter } from './command.js';
import { fields, table, when } from './output.js';
import { EXIT } from './verb.js';

const cashoutFields = (cashout: AdminCashoutView) =>
  fields([
    ['id', cashout.id],
    ['seller', cashout.sellerId],
    ['status', cashout.status],
    ['amount', `R$ ${cashout.amount}`],
    ['net amount', `R$ ${cashout.netAmount}`],
    ['PIX key', `${cashout.pixKey} (${cashout.pixKeyType})`],
    ['external id', cashout.externalId],
    ['created', when(cashout.createdAt)],
    ['processed', when(cashout.processedAt)],
    ['postback URL', cashout.postbackUrl],
    ['allowed moves', cashout.allowedTransitions.join(', ') || 'none (final)'],
  ]);

export const cashoutsVerb = adminVerb({
  name: 'cashouts',
  summary: 'Cashouts of every seller: list, show, and post the banking provider’s status changes',
  commands: [
    {
      name: 'list',
      args: [],
      options: {
        seller: { type: 'string', value: 'ID', description: 'Only this seller’s' },
        status: { type: 'string', value: 'STATUS', description: `Only in this status (${CASHOUT_STATUSES.join(', ')})` },
        ...limitOption,
      },
      summary: 'Cashouts, newest first',
      async run({ admin, options, print }) {
        const list = await admin.cashouts.list({
          ...sellerFilter(options.seller),
          ...(options.status === undefined ? {} : { status: oneOfArg(String(options.status), CASHOUT_STATUSES, '--status') }),
          limit: limitOf(options.limit),
        });
        const { cashouts, total } = list;
        print(list, () =>
          table<AdminCashoutView>(cashouts, [
            ['ID', (cashout) => cashout.id],
            ['SELLER', (cashout) => cashout.sellerId],
            ['STATUS', (cashout) => cashout.status],
            ['AMOUNT', (cashout) => `R$ ${cashout.amount}`],
            ['PIX KEY', (cashout) => cashout.pixKey],
            ['CREATED', (cashout) => when(cashout.createdAt)],
          ]) + `${cashouts.length} of ${total} cashout(s)\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
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
      args: ['<id>', '<STATUS>'],
      options: { 'external-id': { type: 'string', value: 'ID', description: 'The provider’s id of the transfer (an end-to-end id)' } },
      summary: 'Report a status change as the banking provider would; webhooks and postbacks follow',
      details: [`Statuses: ${CASHOUT_STATUSES.filter((status) => status !== 'PENDING').join(', ')} (PENDING → PROCESSING → COMPLETED or REJECTED; CANCELLED before completion).`],
      async run({ admin, args, options, print }) {
        const externalId = typeof options['external-id'] === 'string' ? { externalId: options['external-id'] } : {};
        const cashout = await admin.cashouts.postback(idArg(args[0], 'the cashout id'), oneOfArg(args[1], CASHOUT_STATUSES, 'the status'), externalId);
        print(cashout, () => cashoutFields(cashout));
        return EXIT.ok;
      },
    },
  ],
});
