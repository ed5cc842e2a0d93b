/**
 * Money is integer cents inside the sandbox. Reais appear only at the API edge
 * (cashout amounts, subscription mrr/arr); this module is the only place that converts.
 */

const REAIS_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Exact conversion of a reais amount (a JSON number such as 150.5 or 1e2, or a
 * decimal string) to cents, with no float arithmetic. Returns null when the value
 * is not a finite non-negative number with at most two decimals.
 */
export function reaisToCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = value.toString();
    // toString() uses exponent notation below 1e-6 and from 1e21 on: never two decimals.
    if (text.includes('e')) return null;
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = REAIS_PATTERN.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 15000 → "150.00" */
export function centsToReais(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * 123456 → "R$ 1.234,56", -1200 → "-R$ 12,00": pt-BR, as a person reads it (messages, the
 * CLI and the console, through src/core/lib/present.ts). Integer arithmetic, a plain space: the
 * same text on every runtime, whatever its ICU data.
 */
export function centsToBrl(cents: number): string {
  const [whole, fraction] = centsToReais(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}R$ ${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`;
}

/** 15000 → 150 (a JSON number of reais, for fields the spec types as number). */
export function centsToReaisNumber(cents: number): number {
  return Number(centsToReais(cents));
}

export function assertCents(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer amount of cents: ${value}`);
}

/**
 * percent of an amount in cents, rounded half up to the cent. Basis points keep the
 * arithmetic in integers: 3.99% is 399 bps.
 */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}
