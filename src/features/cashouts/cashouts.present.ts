import type {
  AdminCashoutView,
  Cashout,
  CashoutDetail,
  CashoutPostbackBody,
  CashoutRecord,
  CashoutWebhookBody,
  PublicBalance,
  UserRecord,
} from '../../generated/schema-types.js';
import type { LedgerTotals } from '../ledger/ledger.js';
import { centsToReais } from '../../core/lib/money.js';
import { allowedMoves } from './cashouts.machine.js';
import { redactUrl } from '../webhooks/url-policy.js';

export function feeTotalCents(cashout: CashoutRecord): number {
  return cashout.feeFixedCents + cashout.feeVariableCents;
}

/** The spec's cashout object, fields in the spec's order. */
export function presentCashout(cashout: CashoutRecord): Cashout {
  return {
    id: cashout.id,
    amount: centsToReais(cashout.amountCents),
    netAmount: centsToReais(cashout.amountCents - feeTotalCents(cashout)),
    pixKey: cashout.pixKey,
    pixKeyType: cashout.pixKeyType,
    status: cashout.status,
    createdAt: cashout.createdAt,
    fees: {
      fixed: centsToReais(cashout.feeFixedCents),
      variable: centsToReais(cashout.feeVariableCents),
      total: centsToReais(feeTotalCents(cashout)),
    },
  };
}

/** GET /api/public/cashout/{id} (an extension): the cashout object plus the webhook's timing fields. */
export function presentCashoutDetail(cashout: CashoutRecord): CashoutDetail {
  return {
    ...presentCashout(cashout),
    externalId: cashout.externalId,
    updatedAt: cashout.updatedAt,
    processedAt: cashout.processedAt,
  };
}

export function presentAdminCashout(cashout: CashoutRecord): AdminCashoutView {
  const detail = presentCashoutDetail(cashout);
  return {
    id: detail.id,
    sellerId: cashout.sellerId,
    amount: detail.amount,
    amountCents: cashout.amountCents,
    netAmount: detail.netAmount,
    pixKey: detail.pixKey,
    pixKeyType: detail.pixKeyType,
    status: detail.status,
    createdAt: detail.createdAt,
    fees: detail.fees,
    externalId: detail.externalId,
    updatedAt: detail.updatedAt,
    processedAt: detail.processedAt,
    postbackUrl: redactUrl(cashout.postbackUrl),
    channel: cashout.channel,
    autoProgressAt: cashout.autoProgressAt,
    allowedTransitions: [...allowedMoves(cashout.status)],
  };
}

/** The per-transaction postback body: the webhook's fields without `user` and `type`. */
export function cashoutPostbackBody(cashout: CashoutRecord): CashoutPostbackBody {
  return {
    id: cashout.id,
    userId: cashout.sellerId,
    amount: centsToReais(cashout.amountCents),
    pixKey: cashout.pixKey,
    pixKeyType: cashout.pixKeyType,
    status: cashout.status,
    externalId: cashout.externalId,
    createdAt: cashout.createdAt,
    updatedAt: cashout.updatedAt,
    processedAt: cashout.processedAt,
  };
}

/** The permanent cashout webhook body, exactly the spec's fields in its order. */
export function cashoutWebhookBody(cashout: CashoutRecord, user: UserRecord): CashoutWebhookBody {
  return {
    ...cashoutPostbackBody(cashout),
    user: { id: user.id, name: user.name, email: user.email },
    type: 'WITHDRAWAL',
  };
}

export function presentBalance(totals: LedgerTotals, fallbackUpdatedAt: string): PublicBalance {
  return {
    available: centsToReais(totals.available),
    availableCents: totals.available,
    currency: 'BRL',
    updatedAt: totals.updatedAt ?? fallbackUpdatedAt,
  };
}
