import type { SellerAccount, SellerRecord, UserRecord } from '../generated/schema-types.js';
import type { LedgerTotals } from '../ledger/ledger.js';

/** Store records → the GET /api/seller body. Revenue and balance come from the ledger totals. */
export function presentSellerAccount(seller: SellerRecord, user: UserRecord, totals: LedgerTotals): SellerAccount {
  return {
    id: seller.id,
    userId: seller.userId,
    legalName: seller.legalName,
    blocked: seller.blocked,
    invoiceDescriptor: seller.invoiceDescriptor,
    commercialName: seller.commercialName,
    createdAt: seller.createdAt,
    uploadedDocuments: seller.uploadedDocuments,
    user: {
      id: user.id,
      email: user.email,
      phone: user.phone,
      name: user.name,
      isEmailVerified: user.isEmailVerified,
      isPhoneVerified: user.isPhoneVerified,
      isAdmin: user.isAdmin,
      isMaster: user.isMaster,
      createdAt: user.createdAt,
    },
    document: seller.document,
    permissions: seller.permissions,
    details: seller.details,
    legalRepresentative: seller.legalRepresentative,
    address: seller.address,
    revenue: { ...totals.revenue },
    defaultRecipient: {
      id: seller.defaultRecipient.id,
      legalName: seller.defaultRecipient.legalName,
      document: seller.defaultRecipient.document,
      transferSettings: seller.defaultRecipient.transferSettings,
      balance: { available: totals.available, updatedAt: totals.updatedAt ?? seller.createdAt },
    },
  };
}
