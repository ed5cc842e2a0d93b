import { reaisToCents } from '../../core/lib/money.js';
import { TEST_CARDS } from '../../features/test-values/test-values.js';
import { at, expectValue, isObject } from './verify.findings.js';
import { get, post, type CallStep, type Context, type Skip } from './verify.steps.js';
import { said, t, type Text } from '../cli/messages/say.js';

/** The spec's smallest cashout, in reais. */
const MINIMUM_CASHOUT_REAIS = 100;
const APPROVING_CARD = TEST_CARDS.find((card) => card.outcome === 'PAGO' && card.steps.length === 0)!;
/** Marks what verify creates, so the target's operators can find it. */
const MARK = { createdBy: 'gateway-sandbox verify' };
const CUSTOMER = { name: 'Gateway Verify', email: 'verify@example.com' };

function createdSaleId(ctx: Context, step: string): number | Skip {
  const id = at(ctx.body(step), 'sale.id');
  return typeof id === 'number' ? id : { skip: t('verify.noSaleCreated', step) };
}

function saleBody(
  ctx: Context,
  method: 'PIX' | 'CREDIT_CARD',
  amount = ctx.settings.saleAmountCents,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    amount,
    paymentMethod: method,
    customer: CUSTOMER,
    items: [{ title: 'gateway-sandbox verify', unitPrice: amount, quantity: 1, tangible: false }],
    metadata: MARK,
  };
  if (method === 'PIX') body.pix = { expiresInDays: 1 };
  else
    body.card = {
      number: APPROVING_CARD.number,
      holderName: 'GATEWAY VERIFY',
      expirationMonth: '12',
      expirationYear: '2099',
      cvv: '123',
    };
  return body;
}

function createdSale(body: unknown, method: string, cents: number) {
  const id = at(body, 'sale.id');
  return typeof id === 'number' ? { kind: 'sale' as const, id, detail: t('verify.createdSale', method, cents) } : null;
}

function readSale(id: string, title: Text, from: string, extra: Partial<CallStep> = {}): CallStep {
  return {
    id,
    title,
    operation: 'GET /api/transactions/:id',
    expect: 200,
    needs: 'write',
    request: (ctx) => {
      const sale = createdSaleId(ctx, from);
      return typeof sale === 'number' ? get(`/api/transactions/${sale}`) : sale;
    },
    ...extra,
  };
}

/** What --write adds to the conversation (and --cashout with it): each creation, then its read back. */
export const WRITES: CallStep[] = [
  {
    id: 'sales.create.invalid',
    title: said('verify.title.saleInvalid'),
    operation: 'POST /api/sales',
    expect: 400,
    needs: 'write',
    request: () => post('/api/sales', {}),
    assert: (body) => {
      const fields = at(body, 'details.missingFields');
      return Array.isArray(fields) && fields.length > 0
        ? []
        : [
            {
              path: '$.details.missingFields',
              message: t('verify.missingFields'),
            },
          ];
    },
  },
  {
    id: 'sales.create.below-minimum',
    title: said('verify.title.saleBelowMinimum'),
    operation: 'POST /api/sales',
    expect: 422,
    needs: 'write',
    // The minimum is the sandbox's (or --sale-amount-cents): a gateway whose minimum is lower may accept it.
    gap: 'minimum-sale',
    request: (ctx) =>
      ctx.settings.saleAmountCents > 1
        ? post('/api/sales', saleBody(ctx, 'PIX', ctx.settings.saleAmountCents - 1))
        : { skip: t('verify.noAmountBelow') },
    assert: (body) =>
      expectValue('error', at(body, 'error'), 'AMOUNT_BELOW_MINIMUM', { gap: 'sale-error-identifiers' }),
    created: (body, ctx) => createdSale(body, 'PIX', ctx.settings.saleAmountCents - 1),
  },
  {
    id: 'sales.create-pix',
    title: said('verify.title.salePix'),
    operation: 'POST /api/sales',
    expect: 201,
    needs: 'write',
    statusGap: { gap: 'minimum-sale', statuses: [422] },
    request: (ctx) => post('/api/sales', saleBody(ctx, 'PIX')),
    assert: (body, ctx) => [
      ...expectValue('sale.status', at(body, 'sale.status'), 'PENDENTE'),
      ...expectValue('sale.paymentMethod', at(body, 'sale.paymentMethod'), 'PIX'),
      ...expectValue('sale.amount', at(body, 'sale.amount'), String(ctx.settings.saleAmountCents)),
      ...(isObject(at(body, 'sale.payment.pix'))
        ? []
        : [{ path: '$.sale.payment.pix', message: t('verify.pixMissing') }]),
    ],
    created: (body, ctx) => createdSale(body, 'PIX', ctx.settings.saleAmountCents),
  },
  readSale('sales.read-pix', said('verify.title.salePixRead'), 'sales.create-pix'),
  {
    id: 'sales.create-card',
    title: said('verify.title.saleCard', APPROVING_CARD.number),
    operation: 'POST /api/sales',
    expect: 201,
    needs: 'write',
    sandboxOnly: said('verify.testCards'),
    request: (ctx) => post('/api/sales', saleBody(ctx, 'CREDIT_CARD')),
    assert: (body) => [
      ...expectValue('sale.status', at(body, 'sale.status'), 'PAGO'),
      ...expectValue(
        'sale.payment.card.lastFour',
        at(body, 'sale.payment.card.lastFour'),
        APPROVING_CARD.number.slice(-4),
      ),
    ],
    created: (body, ctx) => createdSale(body, 'CREDIT_CARD', ctx.settings.saleAmountCents),
  },
  readSale('sales.read-card', said('verify.title.saleCardRead'), 'sales.create-card', {
    sandboxOnly: said('verify.readsCardSale'),
  }),
  {
    id: 'cashout.create',
    title: said('verify.title.cashout'),
    operation: 'POST /api/public/cashout',
    expect: 201,
    needs: 'cashout',
    statusGap: { gap: 'cashout-status', statuses: [200] },
    request: (ctx) =>
      post('/api/public/cashout', {
        amount: MINIMUM_CASHOUT_REAIS,
        pixKey: ctx.settings.cashout!.pixKey,
        pixKeyType: ctx.settings.cashout!.pixKeyType,
      }),
    assert: (body, ctx) => {
      const sent = ctx.sent('cashout.create')?.body;
      const [amount, net, fixed, variable, total] = [
        'amount',
        'netAmount',
        'fees.fixed',
        'fees.variable',
        'fees.total',
      ].map((path) => reaisToCents(at(body, path)));
      return [
        ...expectValue('amount', at(body, 'amount'), '100.00'),
        ...expectValue('status', at(body, 'status'), 'PENDING'),
        ...expectValue('pixKey', at(body, 'pixKey'), at(sent, 'pixKey'), { what: t('verify.notKeySent') }),
        ...expectValue('pixKeyType', at(body, 'pixKeyType'), at(sent, 'pixKeyType')),
        ...(total !== null && fixed !== null && variable !== null && total !== fixed + variable
          ? [{ path: '$.fees.total', message: t('verify.feesTotal') }]
          : []),
        ...(amount !== null && net !== null && total !== null && net !== amount - total
          ? [{ path: '$.netAmount', message: t('verify.netAmount') }]
          : []),
      ];
    },
    created: (body) =>
      typeof at(body, 'id') === 'number'
        ? {
            kind: 'cashout',
            id: at(body, 'id') as number,
            detail: t('verify.createdCashout', MINIMUM_CASHOUT_REAIS),
          }
        : null,
  },
  {
    id: 'cashout.read',
    title: said('verify.title.cashoutRead'),
    operation: 'GET /api/public/cashout/:id',
    expect: 200,
    needs: 'cashout',
    gap: 'cashout-read',
    request: (ctx) => {
      const id = at(ctx.body('cashout.create'), 'id');
      return typeof id === 'number' ? get(`/api/public/cashout/${id}`) : { skip: t('verify.noCashoutCreated') };
    },
  },
];
