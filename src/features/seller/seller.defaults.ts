import type { PermissionsRecord, SellerFees, TransferSettingsRecord } from '../../generated/schema-types.js';

/** What a new seller account gets unless the admin call says otherwise. */
export const DEFAULT_PERMISSIONS: PermissionsRecord = {
  isCreditCardAvailable: true,
  isBoletoAvailable: true,
  isPixAvailable: true,
  transferEnabled: true,
  anticipationEnabled: false,
  anticipatableVolumePercentage: 0,
  anticipationPricePercent: 0,
  minAnticipatableDays: 30,
};

/**
 * The default fee table (docs/spec-gaps.md explains it): percent in basis points plus a
 * fixed part, a reserve share per method, a surcharge per extra card installment, and the
 * cashout fee. Every seller can have its own through the admin API.
 */
export const DEFAULT_FEES: SellerFees = {
  sales: {
    CREDIT_CARD: { percentBps: 399, fixedCents: 99, reserveBps: 500 },
    DEBIT_CARD: { percentBps: 249, fixedCents: 99, reserveBps: 0 },
    BOLETO: { percentBps: 0, fixedCents: 349, reserveBps: 0 },
    PIX: { percentBps: 99, fixedCents: 0, reserveBps: 0 },
    TRANSFER: { percentBps: 0, fixedCents: 199, reserveBps: 0 },
  },
  installmentSurchargeBps: 149,
  cashout: { fixedCents: 367, percentBps: 0 },
};

export const DEFAULT_TRANSFER_SETTINGS: TransferSettingsRecord = {
  transferInterval: 'daily',
  transferDay: 0,
  automaticAnticipationEnabled: false,
};
