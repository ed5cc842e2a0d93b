import type { SellerAccount, SellerRecord, UserRecord } from '../../generated/schema-types.js';
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
    permissions: { ...seller.permissions, transferPriceCents: seller.fees.cashout.fixedCents },
    details: seller.details,
    legalRepresentative: seller.legalRepresentative,
    address: seller.address,
    revenue: { ...totals.revenue },
    // The default recipient is the seller itself: its name, document and transfer switch are the seller's.
    defaultRecipient: {
      id: seller.defaultRecipient.id,
      legalName: seller.legalName,
      document: seller.document
        ? { number: seller.document.number, type: seller.document.type }
        : { number: '', type: 'cnpj' },
      transferSettings: {
        transferEnabled: seller.permissions.transferEnabled,
        ...seller.defaultRecipient.transferSettings,
      },
      balance: { available: totals.available, updatedAt: totals.updatedAt ?? seller.createdAt },
    },
  };
}
