import type { CashoutRecord, LedgerEntry, LedgerKind, SaleRecord } from '../../generated/schema-types.js';

/**
 * What one ledger entry did to each part of a seller's money. A ledger entry moves only the
 * available balance (`amountCents`); the sale's fee and its reserve are on the sale, the
 * cashout's fee on the cashout. This puts them side by side, so every real of the balance has
 * a line: gross + fee = net (on sale and cashout lines), and net = what moved the available balance + what moved the
 * reserved part. The sum of `netCents` over a seller's entries is available + reserved.
 */
export interface EntryParts {
  /** What the sale or the cashout was worth (signed as it moves the seller's money); null: not a sale or cashout. */
  grossCents: number | null;
  /** The gateway's fee: negative when charged, positive when given back (a refund, a returned cashout). */
  feeCents: number;
  /** How the card reserve (`reserveAmount`, never available) moved: held on PAGO, returned on refund or chargeback. */
  reserveCents: number;
  /** How the dispute hold (MED) changed: the net moves into it, then back or to the payer. */
  holdCents: number;
  /** gross + fee: the change of the whole balance (available + reserved). */
  netCents: number;
}

export interface ExplainSources {
  sale(id: number): SaleRecord | undefined;
  cashout(id: number): CashoutRecord | undefined;
}

/**
 * The fields of a sale and of a cashout the explainers below read: a change to one of them changes what the record's
 * entries explain (src/features/ledger/ledger.books.ts redoes its sums then).
 */
export const EXPLAINED_FIELDS = {
  sale: ['amountCents', 'systemFeeCents', 'reserveAmountCents', 'netAmountCents'],
  cashout: ['feeFixedCents', 'feeVariableCents'],
} as const satisfies { sale: readonly (keyof SaleRecord)[]; cashout: readonly (keyof CashoutRecord)[] };

/** What the books need of a record an entry refers to. */
export interface ExplainedRecord {
  id: number;
  sellerId: number;
}

type Explainer = (entry: LedgerEntry, sources: ExplainSources) => Omit<EntryParts, 'netCents'>;

const saleOf = (entry: LedgerEntry, sources: ExplainSources) =>
  entry.ref?.type === 'sale' ? sources.sale(entry.ref.id) : undefined;
const cashoutFee = (cashout: CashoutRecord | undefined) =>
  cashout ? cashout.feeFixedCents + cashout.feeVariableCents : 0;
const cashoutOf = (entry: LedgerEntry, sources: ExplainSources) =>
  entry.ref?.type === 'cashout' ? sources.cashout(entry.ref.id) : undefined;

// An adjustment, or a posting whose record is gone: all of it is net, to the available balance.
const NOTHING_BUT_AVAILABLE: Explainer = () => ({ grossCents: null, feeCents: 0, reserveCents: 0, holdCents: 0 });

/**
 * A refund or chargeback gives the payer the gross amount: the seller loses what it was credited
 * (the net, or with a MED hold the held net) and its reserve; the fee is not charged twice.
 */
const giveBack: Explainer = (entry, sources) => {
  const sale = saleOf(entry, sources);
  if (!sale) return NOTHING_BUT_AVAILABLE(entry, sources);
  // A refund after MED posts 0 to the available balance: the held net leaves the hold.
  const heldNet = entry.kind === 'SALE_REFUNDED' && entry.amountCents === 0 ? sale.netAmountCents : 0;
  return {
    grossCents: -(entry.grossCents ?? sale.amountCents),
    feeCents: sale.systemFeeCents,
    reserveCents: -sale.reserveAmountCents,
    holdCents: -heldNet,
  };
};

/** The moves of each kind, as data (a new kind breaks the build here). */
const EXPLAINERS: Record<LedgerKind, Explainer> = {
  ADJUSTMENT: NOTHING_BUT_AVAILABLE,
  SALE_PAID: (entry, sources) => {
    const sale = saleOf(entry, sources);
    if (!sale) return NOTHING_BUT_AVAILABLE(entry, sources);
    return {
      grossCents: entry.grossCents ?? sale.amountCents,
      feeCents: -sale.systemFeeCents,
      reserveCents: sale.reserveAmountCents,
      holdCents: 0,
    };
  },
  SALE_REFUNDED: giveBack,
  SALE_CHARGEBACK: giveBack,
  // The net moves between the available balance and the hold: the whole balance does not change.
  SALE_HELD: (entry) => ({ grossCents: null, feeCents: 0, reserveCents: 0, holdCents: -entry.amountCents }),
  SALE_RELEASED: (entry) => ({ grossCents: null, feeCents: 0, reserveCents: 0, holdCents: -entry.amountCents }),
  // A cashout debits its amount; the PIX key receives the amount less the fee.
  CASHOUT: (entry, sources) => {
    const fee = cashoutFee(cashoutOf(entry, sources));
    return { grossCents: entry.amountCents + fee, feeCents: -fee, reserveCents: 0, holdCents: 0 };
  },
  CASHOUT_RETURNED: (entry, sources) => {
    const fee = cashoutFee(cashoutOf(entry, sources));
    return { grossCents: entry.amountCents - fee, feeCents: fee, reserveCents: 0, holdCents: 0 };
  },
};

export function explainEntry(entry: LedgerEntry, sources: ExplainSources): EntryParts {
  const { grossCents, feeCents, reserveCents, holdCents } = EXPLAINERS[entry.kind](entry, sources);
  // A literal, not a spread: the books explain every entry of a state as it loads (ledger.books.ts).
  return { grossCents, feeCents, reserveCents, holdCents, netCents: entry.amountCents + reserveCents + holdCents };
}

/** What a seller's money is made of: available, and the reserved part (card reserves, dispute holds). */
export interface BalanceParts {
  availableCents: number;
  reserveCents: number;
  holdCents: number;
  reservedCents: number;
  totalCents: number;
}

export function sumParts(availableCents: number, parts: Iterable<EntryParts>): BalanceParts {
  let reserveCents = 0;
  let holdCents = 0;
  for (const part of parts) {
    reserveCents += part.reserveCents;
    holdCents += part.holdCents;
  }
  const reservedCents = reserveCents + holdCents;
  return { availableCents, reserveCents, holdCents, reservedCents, totalCents: availableCents + reservedCents };
}
