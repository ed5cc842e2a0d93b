/**
 * How the console writes money, time and seller names: the shared presentation layer
 * (src/core/lib/present.ts, which the CLI uses too), so both print `R$ 1.234,56`, Brasília time
 * with UTC on hover, and a seller's company name. Only what is the console's own is here.
 */
import {
  brasilia as brasiliaOrDash,
  brasiliaDay,
  formatPhone,
  money,
  sellerName,
  utcTitle,
} from '../../src/core/lib/present.js';
import { formatDocument } from '../../src/core/lib/documents.js';

export { brasiliaDay, formatDocument, formatPhone, sellerName, utcTitle };

/** 2500000 → "R$ 25.000,00" (integer cents in, never float arithmetic on the amount). */
export function brl(cents: number): string {
  return money(cents);
}

/** "2026-11-01T12:00:00.000Z" → "01/11/2026 09:00:00" (Brasília). */
export function brasilia(iso: string): string {
  return brasiliaOrDash(iso);
}

/** A reais string of the cashout API ("150.00") → cents. */
export function reaisToCents(reais: string): number {
  const [whole, fraction = '0'] = reais.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return reais.startsWith('-') ? -cents : cents;
}

/** A reais amount typed by a person ("1.234,56", "150", "150.5") → cents, or null. */
export function parseReais(text: string): number | null {
  const clean = text.trim().replace(/^R\$\s*/, '');
  const normalized = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return reaisToCents(normalized);
}

/** A PIX key as people write it: a CPF, CNPJ or phone key with its punctuation, any other as it is. */
export function formatPixKey(type: string, key: string): string {
  if (type === 'CPF' || type === 'CNPJ') return formatDocument(key);
  if (type === 'PHONE') return formatPhone(key);
  return key;
}
