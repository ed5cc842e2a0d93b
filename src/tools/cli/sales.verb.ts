import type { AdminSaleView } from '../../generated/schema-types.js';
import { SALE_STATUSES } from '../../features/sales/sales.machine.js';
import { adminVerb, idArg, limitOption, listFilter, oneOfArg, sellerOption, statusOption } from './command.js';
import { said, t } from './messages/say.js';
import { brl, fields, sellerLabels, table, when } from './output.js';
import { SALE_BODY_OPTIONS, saleBodyOf } from './sale-body.js';
import { EXIT } from './verb.js';

/** The expiry's move, when the sale's last move is the clock job cancelling an unpaid charge (the view's reason). */
function expiryOf(view: AdminSaleView): { reason: string; at: string } | null {
  const last = view.statusHistory.at(-1);
  return last?.reason && view.sale.status === 'CANCELADO' ? { reason: last.reason, at: last.at } : null;
}

export const salesVerb = adminVerb({
  name: 'sales',
  summary: said('sales.summary'),
  commands: [
    {
      name: 'list',
      operations: ['getAdminSales'],
      reads: ['getAdminSellers'],
      args: [],
      options: {
        ...sellerOption,
        ...statusOption(SALE_STATUSES),
        ...limitOption,
      },
      summary: said('sales.list.summary'),
      async run({ admin, options, print }) {
        const list = await admin.sales.list(listFilter(options, SALE_STATUSES));
        const { sales, total } = list;
        const seller = await sellerLabels(admin);
        print(
          list,
          () =>
            table<AdminSaleView>(sales, [
              ['ID', (view) => view.sale.id],
              [t('head.seller'), (view) => seller(view.sellerId)],
              [t('head.method'), (view) => view.sale.paymentMethod],
              ['STATUS', (view) => view.sale.status],
              [t('head.amount'), (view) => brl(view.sale.amount)],
              [t('head.created'), (view) => when(view.sale.date)],
            ]) + `${t('sales.count', sales.length, total)}\n`,
        );
        return EXIT.ok;
      },
    },
    {
      name: 'create',
      operations: ['postAdminSales'],
      // The sellers' names, to show each seller by name.
      reads: ['getAdminSellers'],
      args: [],
      options: {
        seller: {
          type: 'string',
          value: 'ID',
          description: said('option.sellerAny'),
        },
        ...SALE_BODY_OPTIONS,
      },
      summary: said('sales.create.summary'),
      details: [said('sales.create.details')],
      async run({ admin, options, print }) {
        const sellerId = options.seller === undefined ? 1000 : idArg(String(options.seller), '--seller');
        const created = await admin.sales.create(sellerId, saleBodyOf(options));
        const sale = created.sale;
        const seller = await sellerLabels(admin);
        print(created, () =>
          fields([
            [t('label.sale'), sale.id],
            [t('label.seller'), seller(sellerId)],
            ['status', sale.status],
            [t('label.method'), sale.paymentMethod],
            [t('label.amount'), brl(Number(sale.amount))],
            [t('label.created'), when(sale.createdAt)],
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
      summary: said('sales.show.summary'),
      async run({ admin, args, print }) {
        const view = await admin.sales.get(idArg(args[0], t('arg.saleId')));
        const seller = await sellerLabels(admin);
        const expired = expiryOf(view);
        print(view, () =>
          fields([
            ['id', view.sale.id],
            [t('label.seller'), seller(view.sellerId)],
            ['status', expired ? `${view.sale.status} (${t('sales.expired')})` : view.sale.status],
            ...(expired
              ? ([[t('sales.why'), t('sales.expiredBy', expired.reason, when(expired.at))]] as [string, string][])
              : []),
            [t('label.method'), view.sale.paymentMethod],
            [t('label.amount'), brl(view.sale.amount)],
            [t('label.netAmount'), brl(view.sale.netAmount)],
            [t('label.customer'), `${view.sale.customer.name} <${view.sale.customer.email}>`],
            [t('label.created'), when(view.sale.date)],
            [t('label.completed'), when(view.sale.completedAt)],
            [t('label.postbackUrl'), view.postbackUrl],
            [t('label.subscription'), view.subscriptionId],
            [t('label.metadata'), view.sale.metadata ?? null],
            [
              t('label.history'),
              view.statusHistory
                .map((change) => `${change.status} ${when(change.at)}${change.reason ? ` (${change.reason})` : ''}`)
                .join(' → '),
            ],
          ]),
        );
        return EXIT.ok;
      },
    },
    {
      name: 'move',
      operations: ['postAdminSalesIdStatus'],
      args: ['<id>', '<STATUS>'],
      summary: said('sales.move.summary'),
      details: [said('sales.move.details', SALE_STATUSES.join(', '))],
      async run({ admin, args, print }) {
        const sale = await admin.sales.move(
          idArg(args[0], t('arg.saleId')),
          oneOfArg(args[1], SALE_STATUSES, t('arg.status')),
        );
        print(sale, () =>
          fields([
            [t('label.sale'), sale.id],
            ['status', sale.status],
            [t('label.netAmount'), brl(sale.netAmount)],
            [t('label.completed'), when(sale.completedAt)],
          ]),
        );
        return EXIT.ok;
      },
    },
  ],
});
