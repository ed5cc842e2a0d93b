import type { LedgerPosting } from '../ledger/ledger.js';
import type { Clock } from '../../core/lib/clock.js';
import type { LedgerKind, SaleRecord } from '../../generated/schema-types.js';
import type { SaleEffect } from './sales.machine.js';

/** What a sale's effects touch: its seller's ledger, at the sandbox clock. */
export interface EffectDeps {
  clock: Clock;
  /** Only posts (a new sale's are kept and posted after its insert). */
  ledger: { post(posting: LedgerPosting): unknown };
}

function post(deps: EffectDeps, sale: SaleRecord, kind: LedgerKind, amountCents: number): void {
  deps.ledger.post({
    sellerId: sale.sellerId,
    kind,
    amountCents,
    grossCents: sale.amountCents,
    paymentMethod: sale.paymentMethod,
    ref: { type: 'sale', id: sale.id },
  });
}

/** How each effect of the machine table is carried out; returns the sale as changed. */
export const SALE_EFFECTS: Record<SaleEffect, (deps: EffectDeps, sale: SaleRecord) => SaleRecord> = {
  COMPLETE: (deps, sale) => (sale.completedAt ? sale : { ...sale, completedAt: deps.clock.iso() }),
  CREDIT: (deps, sale) => (post(deps, sale, 'SALE_PAID', sale.netAmountCents), sale),
  REFUND: (deps, sale) => (post(deps, sale, 'SALE_REFUNDED', -sale.netAmountCents), sale),
  CHARGEBACK: (deps, sale) => (post(deps, sale, 'SALE_CHARGEBACK', -sale.netAmountCents), sale),
  HOLD: (deps, sale) => (post(deps, sale, 'SALE_HELD', -sale.netAmountCents), sale),
  RELEASE: (deps, sale) => (post(deps, sale, 'SALE_RELEASED', sale.netAmountCents), sale),
  // The held amount left the available balance with HOLD: the refund moves nothing more.
  REFUND_HELD: (deps, sale) => (post(deps, sale, 'SALE_REFUNDED', 0), sale),
  // Nothing was credited before these moves, so nothing is taken back: the fees simply no longer apply.
  WAIVE_FEES: (_deps, sale) => ({ ...sale, systemFeeCents: 0, reserveAmountCents: 0, netAmountCents: 0 }),
};
