/**
 * Boleto bancário numbers (FEBRABAN layout): the 44-digit barcode and the 47-digit
 * linha digitável built from it.
 *
 * Barcode: bank (3) · currency 9 (1) · general check digit, mod 11 (1) · due-date factor (4)
 * · value in cents (10) · free field (25).
 * Linha digitável: bank+currency+free[0..5) + DV · free[5..15) + DV · free[15..25) + DV
 * (each DV mod 10) · the general check digit · factor + value.
 */
import { MS_PER_DAY } from './clock.js';

export interface BoletoNumbers {
  barcode: string;
  /** The linha digitável, 47 digits. */
  code: string;
}

/** Day 0 of the due-date factor (Banco Central circular 2.926). */
const FACTOR_BASE_MS = Date.UTC(1997, 9, 7);

/**
 * The due-date factor of a calendar date (YYYY-MM-DD): days since 1997-10-07. The four
 * digits reached 9999 on 2025-02-21; from 2025-02-22 the factor restarts at 1000 and
 * counts on, repeating every 9000 days.
 */
export function dueDateFactor(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new RangeError(`not a date: ${date}`);
  const days = Math.round((ms - FACTOR_BASE_MS) / MS_PER_DAY);
  if (days < 1000) throw new RangeError(`no due-date factor before 2000-07-03: ${date}`);
  return days <= 9999 ? days : ((days - 10_000) % 9_000) + 1000;
}

/** Mod 10 check digit of a linha digitável field: weights 2,1,2,1… from the right, digits of products summed. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let product = (digits.charCodeAt(digits.length - 1 - i) - 48) * (i % 2 === 0 ? 2 : 1);
    if (product > 9) product -= 9;
    sum += product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Mod 11 general check digit of the barcode: weights 2..9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (digits.charCodeAt(digits.length - 1 - i) - 48) * (2 + (i % 8));
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

export interface BoletoInput {
  bankCode: string;
  /** YYYY-MM-DD */
  dueDate: string;
  amountCents: number;
  /** 25 digits chosen by the bank (agency, nosso número...). */
  freeField: string;
}

export function buildBoleto(input: BoletoInput): BoletoNumbers {
  if (!/^[0-9]{3}$/.test(input.bankCode)) throw new RangeError('bank code must be 3 digits');
  if (!/^[0-9]{25}$/.test(input.freeField)) throw new RangeError('free field must be 25 digits');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0 || input.amountCents > 9_999_999_999)
    throw new RangeError('amount does not fit the 10-digit value field');
  const factor = String(dueDateFactor(input.dueDate)).padStart(4, '0');
  const value = String(input.amountCents).padStart(10, '0');
  const withoutDv = `${input.bankCode}9${factor}${value}${input.freeField}`;
  const dv = mod11(withoutDv);
  const barcode = `${withoutDv.slice(0, 4)}${dv}${withoutDv.slice(4)}`;
  const free = input.freeField;
  const field1 = `${input.bankCode}9${free.slice(0, 5)}`;
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  const code = `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${dv}${factor}${value}`;
  return { barcode, code };
}
