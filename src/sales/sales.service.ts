import type { Deps } from '../deps.js';
import type { CardOutcome, PaymentMethod, PermissionsRecord, SaleCreateInput, SaleRecord, SaleStatus } from '../generated/schema-types.js';
import { CARD_PAYMENT_METHOD_VALUES } from '../generated/schema-enums.js';
import { AppError } from '../http/errors.js';
import { centsToBrl } from '../lib/money.js';
import { passesLuhn } from '../lib/luhn.js';
import { detectCardBrand } from './card-brands.js';
import { SALE_EFFECTS } from './sales.effects.js';
import { saleFees } from './sales.fees.js';
import { salesIndexes } from './sales.indexes.js';
import { allowedMoves, effectsOf } from './sales.machine.js';
import { boletoOf, defaultPixKey, externalTransactionIdOf, pixCharge } from './sales.payment.js';
import { brasiliaDate } from '../lib/brasilia.js';
import { assertMove } from '../lib/state-machine.js';
import { presentSale } from './sales.present.js';
import { testCardOf } from '../test-values/test-values.js';
import { plannedSteps } from './sales.auto-plan.js';

export interface CreateSaleOptions {
  /** Overrides the test-card rule (billing of a stored card); the card's expiry is then not checked either. */
  cardOutcome?: CardOutcome;
  subscriptionId?: number;
}

const CARD_METHODS = new Set<PaymentMethod>(CARD_PAYMENT_METHOD_VALUES);

/** Which permission of the seller account enables each method (TRANSFER has none: always enabled). */
const METHOD_PERMISSION: Record<PaymentMethod, keyof PermissionsRecord | null> = {
  CREDIT_CARD: 'isCreditCardAvailable',
  DEBIT_CARD: 'isCreditCardAvailable',
  PIX: 'isPixAvailable',
  BOLETO: 'isBoletoAvailable',
  TRANSFER: null,
};


/** Installments of a credit card sale: installments.number, else card.installments, else 1. */
function installmentsOf(input: SaleCreateInput, invalid: string[]): number | null {
  const fromObject = input.installments?.number;
  const fromCard = input.card?.installments;
  if (input.paymentMethod !== 'CREDIT_CARD') {
    if (input.installments !== undefined) invalid.push('installments');
    if (fromCard !== undefined) invalid.push('card.installments');
    return null;
  }
  if (fromObject !== undefined && fromCard !== undefined && fromObject !== fromCard) invalid.push('installments.number');
  return fromObject ?? fromCard ?? 1;
}

function isCardExpired(month: string, year: string, nowMs: number): boolean {
  const today = brasiliaDate(nowMs);
  return `${year}-${month}` < today.slice(0, 7);
}

// Field by field: with SANDBOX_SALE_UNKNOWN_FIELDS=ignore the input may carry fields the record has no place for.
function documentOf(document: NonNullable<SaleCreateInput['customer']['document']>): NonNullable<SaleRecord['customer']['document']> {
  return { ...(document.type !== undefined && { type: document.type }), ...(document.number !== undefined && { number: document.number }) };
}

function shippingOf(shipping: NonNullable<SaleCreateInput['shipping']>): NonNullable<SaleRecord['shipping']> {
  const { street, streetNumber, zipCode, neighborhood, city, state, country } = shipping;
  return { street, streetNumber, complement: shipping.complement ?? null, zipCode, neighborhood, city, state, country };
}

function itemsTotal(input: SaleCreateInput): bigint {
  return input.items.reduce((sum, item) => sum + BigInt(item.unitPrice) * BigInt(item.quantity), 0n);
}

/** Business rules the schema cannot say; every 400 field at once, then the 422s. */
function checkRules(deps: Deps, input: SaleCreateInput, permissions: PermissionsRecord, options: CreateSaleOptions): number | null {
  const invalid: string[] = [];
  if (CARD_METHODS.has(input.paymentMethod)) {
    if (!input.card) invalid.push('card');
    else {
      if (!passesLuhn(input.card.number)) invalid.push('card.number');
      if (!options.cardOutcome && isCardExpired(input.card.expirationMonth, input.card.expirationYear, deps.clock.nowMs())) invalid.push('card.expirationMonth', 'card.expirationYear');
    }
  }
  const installments = installmentsOf(input, invalid);
  if (deps.settings.saleAmountMustMatchItems && BigInt(input.amount) !== itemsTotal(input)) invalid.push('amount');
  if (invalid.length) throw new AppError('VALIDATION_ERROR', { fields: invalid });

  const permission = METHOD_PERMISSION[input.paymentMethod];
  if (permission && !permissions[permission]) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', { message: `Meio de pagamento ${input.paymentMethod} não habilitado para esta conta` });
  const minimum = deps.settings.minSaleAmountCents;
  if (input.amount < minimum) throw new AppError('AMOUNT_BELOW_MINIMUM', { message: `Valor mínimo da venda não atingido: o mínimo é ${centsToBrl(minimum)}` });
  return installments;
}

/**
 * Creates a sale for a seller from a request that already satisfies
 * schemas/sales/sale-create.request.schema.json: checks the business rules (AppError),
 * stores it PENDENTE, then, for a card, moves it at once to the card's outcome (the test
 * card, or `options.cardOutcome`) with that move's ledger effects and postback.
 */
export function createSale(deps: Deps, sellerId: number, input: SaleCreateInput, options: CreateSaleOptions = {}): SaleRecord {
  const seller = deps.store.collections.sellers.get(sellerId);
  if (!seller) throw new AppError('NOT_FOUND', { message: `Vendedor ${sellerId} não encontrado` });
  const installments = checkRules(deps, input, seller.permissions, options);
  const fees = saleFees(seller.fees, input.paymentMethod, input.amount, installments);

  const id = deps.store.nextId('sales');
  const nowMs = deps.clock.nowMs();
  const now = new Date(nowMs).toISOString();
  const externalTransactionId = externalTransactionIdOf(id, sellerId, now);
  const method = input.paymentMethod;
  const sale: SaleRecord = {
    id,
    sellerId,
    status: 'PENDENTE',
    paymentMethod: method,
    amountCents: input.amount,
    ...fees,
    installments,
    customer: {
      name: input.customer.name,
      email: input.customer.email,
      document: input.customer.document ? documentOf(input.customer.document) : null,
      phone: input.customer.phone ?? null,
    },
    items: input.items.map((item) => ({
      id: deps.store.nextId('saleItems'),
      title: item.title,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      tangible: item.tangible,
      productId: item.productId ?? null,
      planId: item.planId ?? null,
      planName: item.planName ?? null,
      externalId: item.id ?? null,
    })),
    shipping: input.shipping ? shippingOf(input.shipping) : null,
    card: CARD_METHODS.has(method) && input.card ? { brand: detectCardBrand(input.card.number), lastFour: input.card.number.slice(-4) } : null,
    pix: null,
    boleto: null,
    transfer: method === 'TRANSFER' ? { reference: `TRF${id}${externalTransactionId.slice(3, 11).toUpperCase()}` } : null,
    externalTransactionId,
    postbackUrl: input.postbackUrl ?? null,
    tracking: {
      utmSource: input.utmSource ?? null,
      utmMedium: input.utmMedium ?? null,
      utmCampaign: input.utmCampaign ?? null,
      utmContent: input.utmContent ?? null,
      utmTerm: input.utmTerm ?? null,
      src: input.src ?? null,
      sck: input.sck ?? null,
    },
    metadata: input.metadata === undefined ? null : (structuredClone(input.metadata) as Record<string, unknown>),
    subscriptionId: options.subscriptionId ?? null,
    statusHistory: [{ status: 'PENDENTE', at: now }],
    createdAt: now,
    updatedAt: now,
    completedAt: null,
    autoSteps: [],
  };
  if (method === 'PIX') {
    const key = input.pix?.key ?? defaultPixKey(seller, deps.store.collections.users.get(sellerId));
    sale.pix = pixCharge(sale, seller, key, nowMs, input.pix?.expiresInDays ?? deps.settings.pixExpiresInDays);
  } else if (method === 'BOLETO') {
    sale.boleto = boletoOf(id, input.amount, nowMs, input.boleto?.expiresInDays ?? deps.settings.boletoExpiresInDays);
  }

  salesIndexes(deps.store);
  deps.store.collections.sales.insert(sale);
  // A stored card's charge (options.cardOutcome) is never a test card, whatever digits it was given.
  const testCard = sale.card && !options.cardOutcome ? testCardOf(input.card!.number) : undefined;
  const decided = sale.card ? transitionSale(deps, id, options.cardOutcome ?? testCard?.outcome ?? 'PAGO') : sale;
  const autoSteps = plannedSteps(deps, decided, testCard);
  return autoSteps.length ? deps.store.collections.sales.replace({ ...decided, autoSteps }) : decided;
}

/**
 * Moves a sale to `to` as the machine table allows (AppError INVALID_TRANSITION with the
 * allowed moves otherwise), applies the move's effects, and posts the sale to its
 * postbackUrl when it has one.
 */
export function transitionSale(deps: Deps, saleId: number, to: SaleStatus): SaleRecord {
  const sale = deps.store.collections.sales.get(saleId);
  if (!sale) throw new AppError('NOT_FOUND', { message: `Venda ${saleId} não encontrada` });
  assertMove(allowedMoves(sale.status), sale.status, to);
  const effects = effectsOf(sale.status, to)!;
  const now = deps.clock.iso();
  let next: SaleRecord = { ...sale, status: to, updatedAt: now, statusHistory: [...sale.statusHistory, { status: to, at: now }] };
  // A final status ends whatever automatic steps were still ahead.
  if (allowedMoves(to).length === 0 && sale.autoSteps?.length) next.autoSteps = [];
  for (const effect of effects) next = SALE_EFFECTS[effect](deps, next);
  salesIndexes(deps.store);
  deps.store.collections.sales.replace(next);
  if (next.postbackUrl) {
    deps.outbox.enqueue({
      sellerId: next.sellerId,
      kind: 'sale.postback',
      url: next.postbackUrl,
      payload: presentSale(next),
      signed: true,
      resource: { type: 'sale', id: next.id, status: next.status },
    });
  }
  return next;
}
