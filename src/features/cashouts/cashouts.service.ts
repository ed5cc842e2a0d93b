import type {
  CashoutChannel,
  CashoutCreateInput,
  CashoutRecord,
  CashoutStatus,
  PixKeyType,
  SellerRecord,
} from '../../generated/schema-types.js';
import type { Ledger } from '../ledger/ledger.js';
import type { Clock } from '../../core/lib/clock.js';
import type { Settings } from '../../core/settings.js';
import type { Store } from '../../core/store/store.js';
import type { Outbox } from '../webhooks/outbox.js';
import type { CashoutIndexes } from './cashouts.indexes.js';
import { AppError } from '../../core/lib/errors.js';
import { percentOfCents, reaisToCents } from '../../core/lib/money.js';
import { firstAutoStepAt, nextAutoStepAt } from './cashouts.auto-plan.js';
import { CASHOUT_MACHINE, FINAL_STATUSES, type CashoutEffect } from './cashouts.machine.js';
import { takeMove } from '../../core/lib/state-machine.js';
import { notifyCashoutChange } from './cashouts.notify.js';
import { isValidPixKey, PIX_KEY_FORMATS } from './cashouts.pix-key.js';
import { PIX_KEY_TYPE_VALUES } from '../../generated/schema-enums.js';
import { assertOutboundUrls } from '../webhooks/url-policy.js';

/** The spec's limits, in cents: 100.00 to 100000.00 reais. */
export const CASHOUT_MIN_CENTS = 10_000;
export const CASHOUT_MAX_CENTS = 10_000_000;

/** A cashout request whose shape is valid (400s are behind it); limits and balance are not yet checked. */
export interface CashoutRequest {
  /** Cents; a whole number of reais too large to count in cents comes as CASHOUT_MAX_CENTS + 1. */
  amountCents: number;
  pixKey: string;
  pixKeyType: PixKeyType;
  postbackUrl: string | null;
}

/**
 * The account-level refusals, checked before the body is looked at: API cashouts disabled
 * for the seller (403 API_WITHDRAWAL_DISABLED_GLOBALLY, API channel only), then transfers
 * not allowed (403 TRANSFER_NOT_ALLOWED).
 */
export function assertCashoutAllowed(seller: SellerRecord, channel: CashoutChannel): void {
  if (channel === 'api' && !seller.apiCashoutEnabled) throw new AppError('API_WITHDRAWAL_DISABLED_GLOBALLY');
  if (!seller.permissions.transferEnabled) throw new AppError('TRANSFER_NOT_ALLOWED');
}

/** What the cashout services read of a sandbox. */
export interface CashoutDeps {
  settings: Settings;
  store: Store;
  clock: Clock;
  ledger: Ledger;
  outbox: Outbox;
  indexes: { cashouts: CashoutIndexes };
}

/**
 * The 400s of POST /api/public/cashout the schema cannot say: the amount's decimals, the key's format, the URL policy.
 */
export function cashoutRequest(deps: CashoutDeps, input: CashoutCreateInput): CashoutRequest {
  assertOutboundUrls(deps.settings, { postbackUrl: input.postbackUrl });
  const pixKeyType = input.pixKeyType ?? 'CPF';
  const fields: string[] = [];
  const reasons: string[] = [];
  // What X-Sandbox-Reason says: the field, the rule and the value, in English and Portuguese.
  const said: string[] = [];
  const saidPt: string[] = [];
  let amountCents = reaisToCents(input.amount);
  if (amountCents === null) {
    // The schema let through a positive number. Without an exact cents value it either has
    // more than two decimals (400: refused, not rounded; docs/spec-gaps.md) or is a whole number
    // beyond any cents count (above the maximum).
    if (Number.isInteger(input.amount)) amountCents = CASHOUT_MAX_CENTS + 1;
    else {
      fields.push('amount');
      reasons.push('amount: more than two decimal places');
      said.push(`amount: reais with at most 2 decimals (got ${String(input.amount)})`);
      saidPt.push(`amount: reais com no maximo 2 casas decimais (recebido ${String(input.amount)})`);
    }
  }
  if (!isValidPixKey(pixKeyType, input.pixKey)) {
    fields.push('pixKey');
    reasons.push(`pixKey: not a valid ${pixKeyType} key: ${PIX_KEY_FORMATS[pixKeyType].rule}`);
    const [en, pt] = pixKeyReason(input.pixKey, pixKeyType, input.pixKeyType === undefined);
    said.push(en);
    saidPt.push(pt);
  }
  if (fields.length || amountCents === null)
    throw new AppError('VALIDATION_ERROR', { fields, reasons, reason: said.join('; '), reasonPt: saidPt.join('; ') });
  return { amountCents, pixKey: input.pixKey, pixKeyType, postbackUrl: input.postbackUrl ?? null };
}

/**
 * Why a PIX key was refused, naming the type it does fit when there is one: an e-mail sent
 * without `pixKeyType` fails as a CPF, the default, which is not what the integrator meant.
 */
function pixKeyReason(key: string, type: PixKeyType, defaulted: boolean): [string, string] {
  const fits = PIX_KEY_TYPE_VALUES.find((candidate) => candidate !== type && isValidPixKey(candidate, key));
  if (defaulted)
    return [
      `pixKey: ${key} is not a ${type} (pixKeyType defaults to ${type}; ${fits ? `send ${fits}` : PIX_KEY_FORMATS[type].rule})`,
      `pixKey: ${key} nao e um ${type} (pixKeyType padrao e ${type}; ${fits ? `envie ${fits}` : PIX_KEY_FORMATS[type].rule})`,
    ];
  const hint = fits ? `; it is a ${fits} key` : '';
  const hintPt = fits ? `; e uma chave ${fits}` : '';
  return [
    `pixKey: ${key} is not a valid ${type} key (${PIX_KEY_FORMATS[type].rule})${hint}`,
    `pixKey: ${key} nao e uma chave ${type} valida (${PIX_KEY_FORMATS[type].rule})${hintPt}`,
  ];
}

/** The seller's cashout fee on an amount: a fixed part plus a percentage rounded half up to the cent. */
export function cashoutFees(seller: SellerRecord, amountCents: number): { fixedCents: number; variableCents: number } {
  const { fixedCents, percentBps } = seller.fees.cashout;
  return { fixedCents, variableCents: percentOfCents(amountCents, percentBps) };
}

/**
 * Creates a PENDING cashout and debits the requested amount from the available balance at
 * once (ledger CASHOUT). Synchronous from the checks to the debit, so concurrent requests
 * can never overdraw. Refusals, in order: account (403), minimum (422 MINIMUM_VALUE or the
 * setting's TRANSFER_NOT_ALLOWED), maximum (422), fees above the amount (422 MINIMUM_VALUE),
 * balance (422 INSUFFICIENT_BALANCE).
 */
export function createCashout(
  deps: CashoutDeps,
  sellerId: number,
  request: CashoutRequest,
  channel: CashoutChannel = 'api',
): CashoutRecord {
  const seller = deps.store.collections.sellers.get(sellerId);
  if (!seller) throw new AppError('NOT_FOUND', { message: `Vendedor ${sellerId} nao encontrado` });
  assertCashoutAllowed(seller, channel);
  const { amountCents } = request;
  if (amountCents < CASHOUT_MIN_CENTS) throw new AppError(deps.settings.cashoutBelowMinimumError);
  if (amountCents > CASHOUT_MAX_CENTS) throw new AppError('MAXIMUM_VALUE');
  const fees = cashoutFees(seller, amountCents);
  if (fees.fixedCents + fees.variableCents >= amountCents)
    throw new AppError('MINIMUM_VALUE', { message: 'O valor do saque nao cobre as taxas' });
  if (deps.ledger.available(sellerId) < amountCents) throw new AppError('INSUFFICIENT_BALANCE');

  const nowMs = deps.clock.nowMs();
  const now = new Date(nowMs).toISOString();
  const cashout: CashoutRecord = {
    id: deps.store.nextId('cashouts'),
    sellerId,
    amountCents,
    feeFixedCents: fees.fixedCents,
    feeVariableCents: fees.variableCents,
    pixKey: request.pixKey,
    pixKeyType: request.pixKeyType,
    status: 'PENDING',
    externalId: null,
    postbackUrl: request.postbackUrl,
    channel,
    createdAt: now,
    updatedAt: now,
    processedAt: null,
    autoProgressAt: firstAutoStepAt(deps.settings, request, nowMs),
  };
  deps.store.collections.cashouts.insert(cashout);
  deps.ledger.post({ sellerId, kind: 'CASHOUT', amountCents: -amountCents, ref: { type: 'cashout', id: cashout.id } });
  return cashout;
}

/**
 * A status change reported by the banking provider (or an automatic step). Refused moves are
 * 409 INVALID_TRANSITION with the allowed ones. REJECTED and CANCELLED give the amount back
 * (ledger CASHOUT_RETURNED); final statuses set processedAt; the webhook and the postback
 * are queued for every change.
 */
export function transitionCashout(
  deps: CashoutDeps,
  id: number,
  to: CashoutStatus,
  options: { externalId?: string } = {},
): CashoutRecord {
  const cashouts = deps.store.collections.cashouts;
  const cashout = cashouts.get(id);
  if (!cashout) throw new AppError('NOT_FOUND', { message: `Saque ${id} não encontrado` });
  const { effects = [] } = takeMove(CASHOUT_MACHINE, cashout.status, to);

  const nowMs = deps.clock.nowMs();
  const now = new Date(nowMs).toISOString();
  const final = FINAL_STATUSES.has(to);
  const nextStep = final ? null : nextAutoStepAt(deps.settings, cashout, to, nowMs);
  const updated = cashouts.replace({
    ...cashout,
    status: to,
    externalId: options.externalId ?? cashout.externalId,
    updatedAt: now,
    processedAt: final ? now : cashout.processedAt,
    autoProgressAt: nextStep,
  });
  // The effects, in the table's order (RETURN_AMOUNT before NOTIFY, so the webhook sees the balance already returned).
  for (const effect of effects) CASHOUT_EFFECTS[effect](deps, updated);
  return updated;
}

const CASHOUT_EFFECTS: Record<CashoutEffect, (deps: CashoutDeps, cashout: CashoutRecord) => void> = {
  RETURN_AMOUNT: (deps, cashout) =>
    deps.ledger.post({
      sellerId: cashout.sellerId,
      kind: 'CASHOUT_RETURNED',
      amountCents: cashout.amountCents,
      ref: { type: 'cashout', id: cashout.id },
    }),
  NOTIFY: notifyCashoutChange,
};

/** One of the seller's own cashouts: 404 when unknown, 403 when another seller's. */
export function sellerCashout(deps: CashoutDeps, sellerId: number, id: number): CashoutRecord {
  const cashout = deps.store.collections.cashouts.get(id);
  if (!cashout) throw new AppError('NOT_FOUND', { message: 'Saque nao encontrado' });
  if (cashout.sellerId !== sellerId) throw new AppError('FORBIDDEN', { message: 'Saque pertence a outra conta' });
  return cashout;
}

export interface CashoutFilter {
  sellerId?: number;
  status?: CashoutStatus;
  limit: number;
  /** From 1; pages of `limit`. */
  page?: number;
}

/** Newest first, through the seller and status indexes (the smaller of the two when both apply). */
export function listCashouts(deps: CashoutDeps, filter: CashoutFilter): { cashouts: CashoutRecord[]; total: number } {
  const indexes = deps.indexes.cashouts;
  const cashouts = deps.store.collections.cashouts;
  const lists: (readonly number[])[] = [];
  if (filter.sellerId !== undefined) lists.push(indexes.bySeller.ids(filter.sellerId));
  if (filter.status !== undefined) lists.push(indexes.byStatus.ids(filter.status));
  const ids = lists.length ? lists.reduce((a, b) => (a.length <= b.length ? a : b)) : null;
  const records = ids ? ids.map((id) => cashouts.get(id)!) : cashouts.values();
  const matching = records
    .filter(
      (cashout) =>
        (filter.sellerId === undefined || cashout.sellerId === filter.sellerId) &&
        (filter.status === undefined || cashout.status === filter.status),
    )
    .sort((a, b) => b.id - a.id);
  const from = ((filter.page ?? 1) - 1) * filter.limit;
  return { cashouts: matching.slice(from, from + filter.limit), total: matching.length };
}
