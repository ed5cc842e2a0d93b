import { buildBrCode } from '../../../core/lib/brcode.js';
import { isoAt, MS_PER_DAY } from '../../../core/lib/clock.js';
import type { SalePixRecord, SaleRecord, SellerRecord, UserRecord } from '../../../generated/schema-types.js';
import { noInstallments, noRules, type PaymentMethodDomain } from './method.js';

/** The sale's PIX charge (null for a sale of another method). */
export const pixOf = (sale: SaleRecord): SalePixRecord | null =>
  sale.methodData.method === 'PIX' ? sale.methodData : null;

/** The receiver key of a seller's PIX charges when the request names none: its CPF/CNPJ, else its e-mail. */
function defaultPixKey(seller: SellerRecord, user: UserRecord | undefined): string {
  const digits = seller.document?.number.replace(/\D/g, '') ?? '';
  return digits.length === 11 || digits.length === 14
    ? digits
    : (user?.email ?? `seller${seller.id}@sandbox.test`).slice(0, 77);
}

/** The PIX charge of a new sale: a BR Code for the receiver key, its txid from the sale, and when it expires. */
function pixCharge(
  sale: Pick<SaleRecord, 'id' | 'amountCents' | 'externalTransactionId'>,
  seller: SellerRecord,
  receiverKey: string,
  nowMs: number,
  expiresInDays: number,
): SalePixRecord {
  const txid = `SBX${sale.id}${sale.externalTransactionId.slice(3)}`.slice(0, 25).toUpperCase();
  const payload = buildBrCode({
    key: receiverKey,
    amountCents: sale.amountCents,
    merchantName: seller.commercialName ?? seller.legalName,
    merchantCity: seller.address?.city ?? 'Sao Paulo',
    txid,
  });
  return { method: 'PIX', payload, receiverKey, txid, expiresAt: isoAt(nowMs + expiresInDays * MS_PER_DAY) };
}

/**
 * PIX: the sale waits PENDENTE with a BR Code (copia e cola) for the seller's key, or the key
 * the request names; it cancels by itself when `expiresAt` passes on the sandbox clock
 * (sales.expiry.ts reads `expiresAt` below). How it is shown: pix.present.ts.
 */
export const PIX: PaymentMethodDomain = {
  permission: 'isPixAvailable',
  defaultFee: { percentBps: 99, fixedCents: 0, reserveBps: 0 },
  revenueBucket: 'pix',
  validate: noRules,
  installments: noInstallments,
  charge: ({ deps, seller, input, sale, nowMs }) => {
    const key = input.pix?.key ?? defaultPixKey(seller, deps.store.collections.users.get(seller.id));
    return pixCharge(sale, seller, key, nowMs, input.pix?.expiresInDays ?? deps.settings.pixExpiresInDays);
  },
  expiresAt: (sale) => pixOf(sale)?.expiresAt ?? null,
  seat: 0,
  fixtures: {
    request(_faker, body, expiresInDays) {
      body.pix = { expiresInDays };
    },
  },
};
