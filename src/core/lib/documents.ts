/**
 * Brazilian taxpayer documents: CPF (11 digits, people) and CNPJ (14 digits, companies),
 * each ending in two check digits computed modulo 11.
 */

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function allSame(text: string): boolean {
  return /^(\d)\1*$/.test(text);
}

/** An 11-digit CPF with valid check digits; repeated digits (000.000.000-00...) are refused. */
export function isValidCpf(text: string): boolean {
  if (!/^\d{11}$/.test(text) || allSame(text)) return false;
  const digits = [...text].map(Number);
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return digits[9] === first && digits[10] === second;
}

/** A 14-digit CNPJ with valid check digits; repeated digits are refused. */
export function isValidCnpj(text: string): boolean {
  if (!/^\d{14}$/.test(text) || allSame(text)) return false;
  const digits = [...text].map(Number);
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return digits[12] === first && digits[13] === second;
}

/** The digits of a CPF written plain or as 000.000.000-00; null for anything else. */
export function cpfDigits(text: string): string | null {
  if (/^\d{11}$/.test(text)) return text;
  const match = /^(\d{3})\.(\d{3})\.(\d{3})-(\d{2})$/.exec(text);
  return match ? match.slice(1).join('') : null;
}

/** The digits of a CNPJ written plain or as 00.000.000/0000-00; null for anything else. */
export function cnpjDigits(text: string): string | null {
  if (/^\d{14}$/.test(text)) return text;
  const match = /^(\d{2})\.(\d{3})\.(\d{3})\/(\d{4})-(\d{2})$/.exec(text);
  return match ? match.slice(1).join('') : null;
}

/** A valid CPF from its first nine digits (the check digits appended). */
export function completeCpf(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('a CPF base is nine digits');
  const digits = [...base].map(Number);
  digits.push(checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join('');
}

/** A valid CNPJ from its first twelve digits (the check digits appended). */
export function completeCnpj(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new RangeError('a CNPJ base is twelve digits');
  const digits = [...base].map(Number);
  digits.push(checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join('');
}

/**
 * A CPF or CNPJ as people write it (`123.456.789-09`, `12.345.678/0001-90`), from its digits with or without
 * punctuation; anything that is neither is answered as given.
 */
export function formatDocument(text: string | null | undefined): string {
  if (!text) return '—';
  const digits = text.replace(/\D/g, '');
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return text;
}
