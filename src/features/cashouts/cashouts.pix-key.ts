import type { PixKeyType } from '../../generated/schema-types.js';
import { cnpjDigits, cpfDigits, isValidCnpj, isValidCpf } from '../../core/lib/documents.js';

/**
 * The format of a PIX key for each key type (docs/cashouts.md). The length bounds of the
 * spec (8 to 77 characters) are checked by the request schema before this.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** +55, a two-digit area code (DDD, no zero), then a nine-digit mobile number starting with 9. */
const PHONE = /^\+55[1-9]{2}9\d{8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PIX_KEY_FORMATS: Record<PixKeyType, { valid: (key: string) => boolean; rule: string }> = {
  CPF: {
    valid: (key) => isValidCpf(cpfDigits(key) ?? ''),
    rule: '11 digits, plain or as 000.000.000-00, with valid check digits',
  },
  CNPJ: {
    valid: (key) => isValidCnpj(cnpjDigits(key) ?? ''),
    rule: '14 digits, plain or as 00.000.000/0000-00, with valid check digits',
  },
  EMAIL: { valid: (key) => EMAIL.test(key), rule: 'an e-mail address (local@domain.tld)' },
  PHONE: { valid: (key) => PHONE.test(key), rule: '+55, DDD and a 9-digit mobile number, digits only: +5511987654321' },
  RANDOM: { valid: (key) => UUID.test(key), rule: 'a UUID, 8-4-4-4-12 hexadecimal digits' },
};

export function isValidPixKey(type: PixKeyType, key: string): boolean {
  return PIX_KEY_FORMATS[type].valid(key);
}
