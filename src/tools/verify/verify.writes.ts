import { reaisToCents } from '../../core/lib/money.js';
import { TEST_CARDS } from '../../features/test-values/test-values.js';
import { at, expectValue, isObject } from './verify.findings.js';
import { get, post, type CallStep, type Context, type Skip } from './verify.steps.js';

/** The spec's smallest cashout, in reais. */
const MINIMUM_CASHOUT_REAIS = 100;
const APPROVING_CARD = TEST_CARDS.find((card) => card.outcome === 'PAGO' && card.steps.length === 0)!;
/** Marks what verify creates, so the target's operators can find it. */
const MARK = { createdBy: 'gateway-sandbox verify' };
const CUSTOMER = { name: 'Gateway Verify', email: 'verify@example.com' };

function createdSaleId(ctx: Context, step: string): number | Skip {
  const id = at(ctx.body(step), 'sale.id');
  return typeof id === 'number' ? id : { skip: `${step} created no sale` };
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
  return typeof id === 'number' ? { kind: 'sale' as const, id, detail: `${method}, ${cents} cents` } : null;
}

function readSale(id: string, title: string, from: string, extra: Partial<CallStep> = {}): CallStep {
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
    title: 'refuses a sale with no fields, naming them in details.missingFields',
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
              message: 'must list the missing fields (the spec: {message, error, details: {missingFields}})',
            },
          ];
    },
  },
  {
    id: 'sales.create.below-minimum',
    title: 'refuses a sale one cent below the minimum with 422',
    operation: 'POST /api/sales',
    expect: 422,
    needs: 'write',
    // The minimum is the sandbox's (or --sale-amount-cents): a gateway whose minimum is lower may accept it.
    gap: 'minimum-sale',
    request: (ctx) =>
      ctx.settings.saleAmountCents > 1
        ? post('/api/sales', saleBody(ctx, 'PIX', ctx.settings.saleAmountCents - 1))
        : { skip: 'no amount below a minimum of 1 cent' },
    assert: (body) =>
      expectValue('error', at(body, 'error'), 'AMOUNT_BELOW_MINIMUM', { gap: 'sale-error-identifiers' }),
    created: (body, ctx) => createdSale(body, 'PIX', ctx.settings.saleAmountCents - 1),
  },
  {
    id: 'sales.create-pix',
    title: 'creates a PIX sale of the minimum amount',
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
        : [{ path: '$.sale.payment.pix', message: 'is missing (the spec: the PIX code and QR image are returned)' }]),
    ],
    created: (body, ctx) => createdSale(body, 'PIX', ctx.settings.saleAmountCents),
  },
  readSale('sales.read-pix', 'reads the PIX sale back', 'sales.create-pix'),
  {
    id: 'sales.create-card',
    title: `creates a credit card sale with the approving test card ${APPROVING_CARD.number}`,
    operation: 'POST /api/sales',
    expect: 201,
    needs: 'write',
    sandboxOnly: "the test cards are the sandbox's (a gateway would charge a real card)",
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
  readSale('sales.read-card', 'reads the card sale back', 'sales.create-card', {
    sandboxOnly: 'it reads the card sale',
  }),
  {
    id: 'cashout.create',
    title: 'requests a cashout of the minimum, R$ 100,00',
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
        ...expectValue('pixKey', at(body, 'pixKey'), at(sent, 'pixKey'), { what: 'is not the key sent' }),
        ...expectValue('pixKeyType', at(body, 'pixKeyType'), at(sent, 'pixKeyType')),
        ...(total !== null && fixed !== null && variable !== null && total !== fixed + variable
          ? [{ path: '$.fees.total', message: 'is not fees.fixed + fees.variable' }]
          : []),
        ...(amount !== null && net !== null && total !== null && net !== amount - total
          ? [{ path: '$.netAmount', message: 'is not amount − fees.total' }]
          : []),
      ];
    },
    created: (body) =>
      typeof at(body, 'id') === 'number'
        ? {
            kind: 'cashout',
            id: at(body, 'id') as number,
            detail: `R$ ${MINIMUM_CASHOUT_REAIS},00 to the given PIX key`,
          }
        : null,
  },
  {
    id: 'cashout.read',
    title: 'reads the cashout back',
    operation: 'GET /api/public/cashout/:id',
    expect: 200,
    needs: 'cashout',
    gap: 'cashout-read',
    request: (ctx) => {
      const id = at(ctx.body('cashout.create'), 'id');
      return typeof id === 'number' ? get(`/api/public/cashout/${id}`) : { skip: 'cashout.create created no cashout' };
    },
  },
];
