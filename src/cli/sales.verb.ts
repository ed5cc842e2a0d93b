import type { AdminSaleView } from '../generated/schema-types.js';
import { SALE_STATUSES } from '../sales/sales.machine.js';
import { adminVerb, idArg, limitOf, limitOption, oneOfArg, sellerFilter } from './command.js';
import { brl, fields, sellerLabels, table, when } from './output.js';
import { SALE_BODY_OPTIONS, saleBodyOf } from './sale-body.js';
import { EXIT } from './verb.js';

export const salesVerb = adminVerb({
  name: 'sales',
  summary:
    'Sales of every seller: list, show, create one for any seller, and move them through the state machine as the payment processor',
  commands: [
    {
      name: 'list',
      operations: ['getAdminSales'],
      reads: ['getAdminSellers'],
      args: [],
      options: {
        seller: { type: 'string', value: 'ID', description: 'Only this seller’s' },
        status: { type: 'string', value: 'STATUS', description: `Only in this status (${SALE_STATUSES.join(', ')})` },
        ...limitOption,
      },
      summary: 'Sales, newest first',
      async run({ admin, options, print }) {
        const list = await admin.sales.list({
          ...sellerFilter(options.seller),
          ...(options.status === undefined
            ? {}
            : { status: oneOfArg(String(options.status), SALE_STATUSES, '--status') }),
          limit: limitOf(options.limit),
        });
        const { sales, total } = list;
        const seller = await sellerLabels(admin);
        print(
          list,
          () =>
            table<AdminSaleView>(sales, [
              ['ID', (view) => view.sale.id],
              ['SELLER', (view) => seller(view.sellerId)],
              ['METHOD', (view) => view.sale.paymentMethod],
              ['STATUS', (view) => view.sale.status],
              ['AMOUNT', (view) => brl(view.sale.amount)],
              ['CREATED', (view) => when(view.sale.date)],
            ]) + `${sales.length} of ${total} sale(s)\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'create',
      operations: ['postAdminSales'],
      args: [],
      options: {
        seller: {
          type: 'string',
          value: 'ID',
          description: 'The seller (default 1000); any seller account, no keys needed',
        },
        ...SALE_BODY_OPTIONS,
      },
      summary:
        'Create a sale for a seller as its keys would (POST /__admin/sales: same rules, fees and postbacks as POST /api/sales)',
      details: [
        'e.g. gateway-sandbox sales create --seller 1006 --method CREDIT_CARD --amount 250.00 --order-id PED-1',
      ],
      async run({ admin, options, print }) {
        const sellerId = options.seller === undefined ? 1000 : idArg(String(options.seller), '--seller');
        const created = await admin.sales.create(sellerId, saleBodyOf(options));
        const sale = created.sale;
        print(created, () =>
          fields([
            ['sale', sale.id],
            ['seller', sellerId],
            ['status', sale.status],
            ['method', sale.paymentMethod],
            ['amount', brl(Number(sale.amount))],
            ['created', when(sale.createdAt)],
          ]),
        );
        return EXIT.ok;
      },
    },
    {
      name: 'show',
      operations: ['getAdminSalesId'],
      reads: ['getAdminSellers'],
      args: ['<id>'],
      summary: 'One sale with its seller, postback URL, metadata and status history',
      async run({ admin, args, print }) {
        const view = await admin.sales.get(idArg(args[0], 'the sale id'));
        const seller = await sellerLabels(admin);
        print(view, () =>
          fields([
            ['id', view.sale.id],
            ['seller', seller(view.sellerId)],
            ['status', view.sale.status],
            ['method', view.sale.paymentMethod],
            ['amount', brl(view.sale.amount)],
            ['net amount', brl(view.sale.netAmount)],
            ['customer', `${view.sale.customer.name} <${view.sale.customer.email}>`],
            ['created', when(view.sale.date)],
            ['completed', when(view.sale.completedAt)],
            ['postback URL', view.postbackUrl],
            ['subscription', view.subscriptionId],
            ['metadata', view.sale.metadata ?? null],
            ['history', view.statusHistory.map((change) => `${change.status} ${when(change.at)}`).join(' → ')],
          ]),
        );
        return EXIT.ok;
      },
    },
    {
      name: 'move',
      operations: ['postAdminSalesIdStatus'],
      args: ['<id>', '<STATUS>'],
      summary:
        'Move a sale to a status, as the payment processor would (a refused move prints the allowed ones, exit 1)',
      details: [`Statuses: ${SALE_STATUSES.join(', ')}; the moves: docs/sales-state-machine.md.`],
      async run({ admin, args, print }) {
        const sale = await admin.sales.move(
          idArg(args[0], 'the sale id'),
          oneOfArg(args[1], SALE_STATUSES, 'the status'),
        );
        print(sale, () =>
          fields([
            ['sale', sale.id],
            ['status', sale.status],
            ['net amount', brl(sale.netAmount)],
            ['completed', when(sale.completedAt)],
          ]),
        );
        return EXIT.ok;
      },
    },
  ],
});
