import { SUBSCRIPTION_STATUSES } from '../../features/subscriptions/subscriptions.machine.js';
import { at, expectValue, isObject, listAt, numberAt, type Finding } from './verify.findings.js';
import type { Context, RuleStep } from './verify.steps.js';
import { said, t } from '../cli/messages/say.js';

const total = (ctx: Context, step: string) => numberAt(ctx.body(step), 'data.pagination.total');

/** The same fields, read through two calls, must agree. */
function sameFields(
  ctx: Context,
  step: string,
  base: string,
  other: unknown,
  fields: string[],
  options: { gap?: Finding['gap'] } = {},
): Finding[] {
  const body = ctx.body(step);
  return fields.flatMap((field) =>
    expectValue(base ? `${base}.${field}` : field, at(body, base ? `${base}.${field}` : field), at(other, field), {
      step,
      ...options,
    }),
  );
}

const LIST_ITEM_FIELDS = [
  'id',
  'status',
  'billingCycle',
  'amount',
  'nextBillingDate',
  'trialEndsAt',
  'customerEmail',
  'customerName',
  'paymentMethod',
  'product',
  'createdAt',
];

/** Consistency rules the spec implies across calls. Each names the calls it compares. */
export const RULES: RuleStep[] = [
  {
    id: 'balance.matches-seller',
    title: said('verify.rule.balance'),
    needs: ['seller', 'balance'],
    gap: 'balance-path',
    evaluate: (ctx) =>
      expectValue(
        'availableCents',
        at(ctx.body('balance'), 'availableCents'),
        at(ctx.body('seller'), 'defaultRecipient.balance.available'),
        { step: 'balance' },
      ),
  },
  {
    id: 'subscriptions.pagination',
    title: said('verify.rule.pagination'),
    needs: ['subscriptions.list', 'subscriptions.page-2', 'subscriptions.limit-100'],
    evaluate: (ctx) => {
      const findings: Finding[] = [];
      const first = total(ctx, 'subscriptions.list');
      for (const step of ['subscriptions.page-2', 'subscriptions.limit-100']) {
        findings.push(
          ...expectValue('data.pagination.total', total(ctx, step), first, {
            step,
            what: t('verify.pageTotal', String(total(ctx, step)), String(first)),
          }),
        );
      }
      for (const step of ['subscriptions.list', 'subscriptions.page-2', 'subscriptions.limit-100']) {
        const {
          total: count,
          limit,
          totalPages,
        } = (at(ctx.body(step), 'data.pagination') ?? {}) as Record<string, number>;
        if (![count, limit, totalPages].every(Number.isInteger)) continue;
        const pages = count === 0 ? [0, 1] : [Math.ceil(count / limit)];
        if (!pages.includes(totalPages))
          findings.push({
            step,
            path: '$.data.pagination.totalPages',
            message: t('verify.totalPages', totalPages, pages[0]),
          });
      }
      const firstIds = new Set(
        listAt(ctx.body('subscriptions.list'), 'data.subscriptions').map((item) => at(item, 'id')),
      );
      listAt(ctx.body('subscriptions.page-2'), 'data.subscriptions').forEach((item, index) => {
        if (firstIds.has(at(item, 'id')))
          findings.push({
            step: 'subscriptions.page-2',
            path: `$.data.subscriptions[${index}].id`,
            message: t('verify.onPage1Too', JSON.stringify(at(item, 'id'))),
          });
      });
      return findings;
    },
  },
  {
    id: 'subscriptions.status-totals',
    title: said('verify.rule.statusTotals'),
    needs: ['subscriptions.list', ...SUBSCRIPTION_STATUSES.map((status) => `subscriptions.list.${status}`)],
    gap: 'live-data',
    evaluate: (ctx) => {
      const sum = SUBSCRIPTION_STATUSES.reduce(
        (acc, status) => acc + (total(ctx, `subscriptions.list.${status}`) ?? 0),
        0,
      );
      return expectValue('data.pagination.total', total(ctx, 'subscriptions.list'), sum, {
        step: 'subscriptions.list',
        what: t('verify.statusSum', String(total(ctx, 'subscriptions.list')), sum),
      });
    },
  },
  {
    id: 'subscriptions.detail-matches-list',
    title: said('verify.rule.detailMatchesList'),
    needs: ['subscriptions.list', 'subscriptions.detail'],
    evaluate: (ctx) => {
      const id = at(ctx.body('subscriptions.detail'), 'data.id');
      const item = listAt(ctx.body('subscriptions.list'), 'data.subscriptions').find(
        (candidate) => isObject(candidate) && candidate.id === id,
      );
      if (!item) return { skip: t('verify.notOnFirstPage', String(id)) };
      return sameFields(ctx, 'subscriptions.detail', 'data', item, LIST_ITEM_FIELDS);
    },
  },
  {
    id: 'subscriptions.metrics-match-lists',
    title: said('verify.rule.metricsMatchLists'),
    needs: [
      'subscriptions.metrics',
      'subscriptions.list',
      'subscriptions.list.ACTIVE',
      'subscriptions.list.TRIALING',
      'subscriptions.list.CANCELLED',
      'subscriptions.list.PAUSED',
    ],
    gap: 'live-data',
    evaluate: (ctx) => {
      const metrics = ctx.body('subscriptions.metrics');
      const expected: Record<string, number | undefined> = {
        total: total(ctx, 'subscriptions.list'),
        active: (total(ctx, 'subscriptions.list.ACTIVE') ?? 0) + (total(ctx, 'subscriptions.list.TRIALING') ?? 0),
        cancelled: total(ctx, 'subscriptions.list.CANCELLED'),
        paused: total(ctx, 'subscriptions.list.PAUSED'),
      };
      return Object.entries(expected).flatMap(([field, value]) =>
        expectValue(`data.${field}`, at(metrics, `data.${field}`), value, { step: 'subscriptions.metrics' }),
      );
    },
  },
  {
    id: 'subscriptions.metrics-formulas',
    title: said('verify.rule.metricsFormulas'),
    needs: ['subscriptions.metrics'],
    gap: 'metrics-formulas',
    evaluate: (ctx) => {
      const metrics = ctx.body('subscriptions.metrics');
      const values = ['mrr', 'arr', 'churnRate', 'cancelled', 'total'].map((field) =>
        numberAt(metrics, `data.${field}`),
      );
      // A missing or mistyped number is the metrics call's own finding; nothing to compute here.
      if (values.some((value) => value === undefined)) return { skip: t('verify.metricsLack') };
      const [mrr, arr, churn, cancelled, all] = values as number[];
      const findings: Finding[] = [];
      if (Math.round(arr * 100) !== Math.round(mrr * 100) * 12)
        findings.push({
          step: 'subscriptions.metrics',
          path: '$.data.arr',
          message: t('verify.arr', arr, (Math.round(mrr * 100) * 12) / 100),
        });
      const rate = all === 0 ? 0 : Math.round((cancelled / all) * 10_000) / 100;
      if (Math.abs(churn - rate) > 0.005)
        findings.push({
          step: 'subscriptions.metrics',
          path: '$.data.churnRate',
          message: t('verify.churn', churn, rate),
        });
      return findings;
    },
  },
  {
    id: 'transactions.read-matches-list',
    title: said('verify.rule.readMatchesList'),
    needs: ['sales.list', 'transactions.read'],
    gap: 'sales-list',
    evaluate: (ctx) => {
      if (ctx.settings.saleId !== null) return { skip: t('verify.saleIdGiven') };
      return expectValue('', ctx.body('transactions.read'), at(ctx.body('sales.list'), 'data.sales.0'), {
        step: 'transactions.read',
        what: t('verify.differsFromList'),
      });
    },
  },
  {
    id: 'sales.pix-read-back',
    title: said('verify.rule.pixReadBack'),
    needs: ['sales.create-pix', 'sales.read-pix'],
    evaluate: (ctx) => readBack(ctx, 'sales.create-pix', 'sales.read-pix'),
  },
  {
    id: 'sales.card-read-back',
    title: said('verify.rule.cardReadBack'),
    needs: ['sales.create-card', 'sales.read-card'],
    evaluate: (ctx) => {
      const read = ctx.body('sales.read-card');
      const sent = ctx.sent('sales.create-card')?.body;
      return [
        ...readBack(ctx, 'sales.create-card', 'sales.read-card'),
        ...expectValue(
          'cardLastFour',
          at(read, 'cardLastFour'),
          at(ctx.body('sales.create-card'), 'sale.payment.card.lastFour'),
          { step: 'sales.read-card' },
        ),
        ...expectValue(
          'cardBrand',
          at(read, 'cardBrand'),
          at(ctx.body('sales.create-card'), 'sale.payment.card.brand'),
          { step: 'sales.read-card' },
        ),
        ...expectValue('installments', at(read, 'installments'), at(sent, 'installments.number') ?? 1, {
          step: 'sales.read-card',
        }),
      ];
    },
  },
  {
    id: 'cashout.read-back',
    title: said('verify.rule.cashoutReadBack'),
    needs: ['cashout.create', 'cashout.read'],
    gap: 'cashout-read',
    evaluate: (ctx) =>
      sameFields(ctx, 'cashout.read', '', ctx.body('cashout.create'), [
        'id',
        'amount',
        'netAmount',
        'pixKey',
        'pixKeyType',
        'createdAt',
        'fees',
      ]),
  },
];

/** A sale read by id against what its creation answered and what was sent. */
function readBack(ctx: Context, create: string, read: string): Finding[] {
  const created = ctx.body(create);
  const body = ctx.body(read);
  const sent = ctx.sent(create)?.body;
  const step = read;
  const amount = at(created, 'sale.amount');
  return [
    ...expectValue('id', at(body, 'id'), at(created, 'sale.id'), { step }),
    ...expectValue('status', at(body, 'status'), at(created, 'sale.status'), { step }),
    ...expectValue('paymentMethod', at(body, 'paymentMethod'), at(created, 'sale.paymentMethod'), { step }),
    ...expectValue(
      'amount',
      at(body, 'amount'),
      typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount,
      { step },
    ),
    ...expectValue('date', at(body, 'date'), at(created, 'sale.createdAt'), {
      step,
      what: t('verify.notCreatedAt'),
    }),
    ...expectValue('customer.name', at(body, 'customer.name'), at(sent, 'customer.name'), { step }),
    ...expectValue('customer.email', at(body, 'customer.email'), at(sent, 'customer.email'), { step }),
    ...expectValue('items.0.title', at(body, 'items.0.title'), at(sent, 'items.0.title'), { step }),
    ...expectValue('items.0.unitPrice', at(body, 'items.0.unitPrice'), at(sent, 'items.0.unitPrice'), { step }),
    ...(at(created, 'sale.payment.pix') === undefined
      ? []
      : expectValue('pixKey', at(body, 'pixKey'), at(created, 'sale.payment.pix.key'), { step, gap: 'sale-pix-key' })),
  ];
}
