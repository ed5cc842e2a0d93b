import { createHash } from 'node:crypto';
import type { SaleBoletoRecord, SalePixRecord, SaleRecord, SellerRecord, TransferInstructions, UserRecord } from '../generated/schema-types.js';
import { buildBoleto } from '../lib/boleto.js';
import { buildBrCode } from '../lib/brcode.js';
import { brasiliaDate } from '../lib/brasilia.js';
import { MS_PER_DAY } from '../lib/clock.js';

/**
 * The method-specific part of a new sale: the PIX BR Code, the boleto numbers, the
 * transfer reference. Everything here is derived from the sale's id, seller and instant,
 * so the same fixture seed gives the same codes.
 */

/** The sandbox's fictitious bank, issuer of boletos and holder of the transfer account. */
export const SANDBOX_BANK = { code: '000', name: 'Banco Sandbox (fictício)', agency: '0001' } as const;

const GATEWAY_ACCOUNT = { name: 'GATEWAY SANDBOX PAGAMENTOS LTDA', document: '11444777000161', account: '1000001-9' } as const;

export function transferInstructions(reference: string): TransferInstructions {
  return {
    bankCode: SANDBOX_BANK.code,
    bankName: SANDBOX_BANK.name,
    agency: SANDBOX_BANK.agency,
    account: GATEWAY_ACCOUNT.account,
    accountType: 'CHECKING',
    beneficiaryName: GATEWAY_ACCOUNT.name,
    beneficiaryDocument: GATEWAY_ACCOUNT.document,
    reference,
  };
}

/** The processor's id of a sale: stable for the same sale id, seller and instant. */
export function externalTransactionIdOf(saleId: number, sellerId: number, createdAt: string): string {
  return `tx_${createHash('sha256').update(`${sellerId}:${saleId}:${createdAt}`).digest('hex').slice(0, 24)}`;
}

/** The receiver key of a seller's PIX charges when the request names none: its CPF/CNPJ, else its e-mail. */
export function defaultPixKey(seller: SellerRecord, user: UserRecord | undefined): string {
  const digits = seller.document?.number.replace(/\D/g, '') ?? '';
  return digits.length === 11 || digits.length === 14 ? digits : (user?.email ?? `seller${seller.id}@sandbox.test`).slice(0, 77);
}

export function pixCharge(sale: Pick<SaleRecord, 'id' | 'amountCents' | 'externalTransactionId'>, seller: SellerRecord, receiverKey: string, nowMs: number, expiresInDays: number): Omit<SalePixRecord, 'method'> {
  const txid = `SBX${sale.id}${sale.externalTransactionId.slice(3)}`.slice(0, 25).toUpperCase();
  const payload = buildBrCode({
    key: receiverKey,
    amountCents: sale.amountCents,
    merchantName: seller.commercialName ?? seller.legalName,
    merchantCity: seller.address?.city ?? 'Sao Paulo',
    txid,
  });
  return { payload, receiverKey, txid, expiresAt: new Date(nowMs + expiresInDays * MS_PER_DAY).toISOString() };
}


export function boletoOf(saleId: number, amountCents: number, nowMs: number, expiresInDays: number): Omit<SaleBoletoRecord, 'method'> {
  const dueDate = brasiliaDate(nowMs + expiresInDays * MS_PER_DAY);
  // Free field: agency (4) · wallet (2) · nosso número (17) · 2 zeros.
  const freeField = `${SANDBOX_BANK.agency}17${String(saleId).padStart(17, '0')}00`;
  return { ...buildBoleto({ bankCode: SANDBOX_BANK.code, dueDate, amountCents, freeField }), dueDate };
}
