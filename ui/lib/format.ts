/**
 * How the console writes money and time: reais with Brazilian grouping (R$ 25.000,00), and
 * instants in Brasília time (UTC−3 all year since 2019, as src/lib/brasilia.ts counts days),
 * with the UTC instant kept for the hover title.
 */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** 2500000 → "R$ 25.000,00" (integer cents in, never float arithmetic on the amount). */
export function brl(cents: number): string {
  return BRL.format(cents / 100);
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

function brasiliaParts(iso: string): string[] | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const shifted = new Date(ms - BRASILIA_OFFSET_MS).toISOString();
  return [shifted.slice(8, 10), shifted.slice(5, 7), shifted.slice(0, 4), shifted.slice(11, 19)];
}

/** "2026-11-01T12:00:00.000Z" → "01/11/2026 09:00:00" (Brasília). */
export function brasilia(iso: string): string {
  const parts = brasiliaParts(iso);
  return parts ? `${parts[0]}/${parts[1]}/${parts[2]} ${parts[3]}` : iso;
}

/** The Brasília day of an instant, "01/11/2026". */
export function brasiliaDay(iso: string): string {
  const parts = brasiliaParts(iso);
  return parts ? `${parts[0]}/${parts[1]}/${parts[2]}` : iso;
}

export function utcTitle(iso: string): string {
  return `UTC: ${new Date(Date.parse(iso)).toISOString()}`;
}
