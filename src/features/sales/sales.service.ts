import type { Ledger, LedgerPosting } from '../ledger/ledger.js';
import { isoAt, type Clock } from '../../core/lib/clock.js';
import type { Settings } from '../../core/settings.js';
import type { Store } from '../../core/store/store.js';
import type { Outbox } from '../webhooks/outbox.js';
import type {
  CardOutcome,
  PermissionsRecord,
  SaleCreateInput,
  SaleRecord,
  SaleStatus,
} from '../../generated/schema-types.js';
import { AppError } from '../../core/lib/errors.js';
import { centsToBrl } from '../../core/lib/money.js';
import { jsonCopy } from '../../core/store/json-value.js';
import { SALE_EFFECTS, type EffectDeps } from './sales.effects.js';
import { saleFees } from './sales.fees.js';
import type { ValidationContext } from './methods/method.js';
import { methodOf } from './methods/registry.js';
import { allowedMoves, SALE_MACHINE } from './sales.machine.js';
import { externalTransactionIdOf } from './sales.payment.js';
import { takeMove } from '../../core/lib/state-machine.js';
import { presentSale } from './sales.present.js';
import { plannedSteps } from './sales.auto-plan.js';

/** What creating and moving sales touch of a sandbox. */
export interface SaleDeps {
  settings: Settings;
  store: Store;
  clock: Clock;
  ledger: Ledger;
  outbox: Outbox;
}

export interface CreateSaleOptions {
  /** Overrides the test-card rule (billing of a stored card); the card's expiry is then not checked either. */
  cardOutcome?: CardOutcome;
  subscriptionId?: number;
}

// Field by field: with SANDBOX_SALE_UNKNOWN_FIELDS=ignore the input may carry fields the record has no place for.
function documentOf(
  document: NonNullable<SaleCreateInput['customer']['document']>,
): NonNullable<SaleRecord['customer']['document']> {
  return {
    ...(document.type !== undefined && { type: document.type }),
    ...(document.number !== undefined && { number: document.number }),
  };
}

function shippingOf(shipping: NonNullable<SaleCreateInput['shipping']>): NonNullable<SaleRecord['shipping']> {
  const { street, streetNumber, zipCode, neighborhood, city, state, country } = shipping;
  return { street, streetNumber, complement: shipping.complement ?? null, zipCode, neighborhood, city, state, country };
}

function itemsTotal(input: SaleCreateInput): bigint {
  return input.items.reduce((sum, item) => sum + BigInt(item.unitPrice) * BigInt(item.quantity), 0n);
}

/** Business rules the schema cannot say (the method's own, then the amount); every 400 field at once, then the 422s. */
function checkRules(
  deps: SaleDeps,
  input: SaleCreateInput,
  permissions: PermissionsRecord,
  context: ValidationContext,
): number | null {
  const method = methodOf(input.paymentMethod);
  const invalid: string[] = [];
  method.validate(input, context, invalid);
  const installments = method.installments(input, invalid);
  if (deps.settings.saleAmountMustMatchItems && BigInt(input.amount) !== itemsTotal(input)) invalid.push('amount');
  if (invalid.length) throw new AppError('VALIDATION_ERROR', { fields: invalid });

  if (method.permission && !permissions[method.permission])
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE', {
      message: `Meio de pagamento ${input.paymentMethod} não habilitado para esta conta`,
    });
  const minimum = deps.settings.minSaleAmountCents;
  if (input.amount < minimum)
    throw new AppError('AMOUNT_BELOW_MINIMUM', {
      message: `Valor mínimo da venda não atingido: o mínimo é ${centsToBrl(minimum)}`,
    });
  return installments;
}

/**
 * Creates a sale for a seller from a request that already satisfies
 * schemas/sales/sale-create.request.schema.json: checks the business rules (AppError),
 * stores it PENDENTE with its method's charge (src/features/sales/methods/), then, for a method decided
 * at creation (a card: the test card, or `options.cardOutcome`), moves it at once to that
 * outcome with the move's ledger effects and postback.
 */
export function createSale(
  deps: SaleDeps,
  sellerId: number,
  input: SaleCreateInput,
  options: CreateSaleOptions = {},
): SaleRecord {
  const seller = deps.store.collections.sellers.get(sellerId);
  if (!seller) throw new AppError('NOT_FOUND', { message: `Vendedor ${sellerId} não encontrado` });
  const nowMs = deps.clock.nowMs();
  const context: ValidationContext = { nowMs, cardOutcome: options.cardOutcome };
  const installments = checkRules(deps, input, seller.permissions, context);
  const fees = saleFees(seller.fees, input.paymentMethod, input.amount, installments);

  const id = deps.store.nextId('sales');
  const now = isoAt(nowMs);
  const externalTransactionId = externalTransactionIdOf(id, sellerId, now);
  const method = methodOf(input.paymentMethod);
  const methodData = method.charge({
    deps,
    seller,
    input,
    sale: { id, amountCents: input.amount, externalTransactionId },
    nowMs,
  });
  const sale: SaleRecord = {
    id,
    sellerId,
    status: 'PENDENTE',
    paymentMethod: input.paymentMethod,
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
    methodData,
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
    metadata: input.metadata === undefined ? null : jsonCopy(input.metadata),
    subscriptionId: options.subscriptionId ?? null,
    statusHistory: [{ status: 'PENDENTE', at: now }],
    createdAt: now,
    updatedAt: now,
    completedAt: null,
    autoSteps: [],
  };

  // One write of the sale: a card's outcome is decided before the insert, so the store keeps one version (its status
  // history still says PENDENTE, then the outcome). The writes come in the order the two-step path made them (the
  // sale, its ledger entries, its postback), and the change feed already merged the two writes of one instant.
  const outcome = method.outcome?.(input, context);
  const postings: LedgerPosting[] = [];
  const decided = outcome ? movedSale({ clock: deps.clock, ledger: deferred(postings) }, sale, outcome.status) : sale;
  const autoSteps = plannedSteps(deps, decided, outcome?.testCard);
  const stored = deps.store.collections.sales.insert(autoSteps.length ? { ...decided, autoSteps } : decided);
  for (const posting of postings) deps.ledger.post(posting);
  if (outcome) sendPostback(deps, decided);
  return stored;
}

/** A ledger that keeps the postings for later: a new sale's effects are posted after the sale is inserted. */
function deferred(postings: LedgerPosting[]): EffectDeps['ledger'] {
  return { post: (posting) => void postings.push(posting) };
}

/** The sale moved to `to` as the machine table allows (AppError INVALID_TRANSITION otherwise), with its effects. */
function movedSale(deps: EffectDeps, sale: SaleRecord, to: SaleStatus): SaleRecord {
  const { effects = [] } = takeMove(SALE_MACHINE, sale.status, to);
  const now = deps.clock.iso();
  let next: SaleRecord = {
    ...sale,
    status: to,
    updatedAt: now,
    statusHistory: [...sale.statusHistory, { status: to, at: now }],
  };
  // A final status ends whatever automatic steps were still ahead.
  if (allowedMoves(to).length === 0 && sale.autoSteps?.length) next.autoSteps = [];
  for (const effect of effects) next = SALE_EFFECTS[effect](deps, next);
  return next;
}

function sendPostback(deps: SaleDeps, sale: SaleRecord): void {
  if (!sale.postbackUrl) return;
  deps.outbox.enqueue({
    sellerId: sale.sellerId,
    kind: 'sale.postback',
    url: sale.postbackUrl,
    payload: presentSale(sale),
    signed: true,
    resource: { type: 'sale', id: sale.id, status: sale.status },
  });
}

/**
 * Moves a sale to `to` as the machine table allows (AppError INVALID_TRANSITION with the
 * allowed moves otherwise), applies the move's effects, and posts the sale to its
 * postbackUrl when it has one.
 */
export function transitionSale(deps: SaleDeps, saleId: number, to: SaleStatus): SaleRecord {
  const sale = deps.store.collections.sales.get(saleId);
  if (!sale) throw new AppError('NOT_FOUND', { message: `Venda ${saleId} não encontrada` });
  const next = movedSale(deps, sale, to);
  deps.store.collections.sales.replace(next);
  sendPostback(deps, next);
  return next;
}
