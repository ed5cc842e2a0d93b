import type { PermissionsRecord, SellerFees, TransferSettingsRecord } from '../../generated/schema-types.js';
import { defaultSaleFees } from '../sales/methods/registry.js';

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
 * fixed part and a reserve share per method (each method's `defaultFee`, in its domain module under
 * src/features/sales/methods/), a surcharge per extra card installment, and the cashout fee. Every
 * seller can have its own through the admin API.
 */
export const DEFAULT_FEES: SellerFees = {
  sales: defaultSaleFees(),
  installmentSurchargeBps: 149,
  cashout: { fixedCents: 367, percentBps: 0 },
};

export const DEFAULT_TRANSFER_SETTINGS: TransferSettingsRecord = {
  transferInterval: 'daily',
  transferDay: 0,
  automaticAnticipationEnabled: false,
};
