/**
 * The one presentation layer a person reads, shared by the CLI (src/tools/cli/) and the console
 * (ui/lib/format.ts imports this file): money in pt-BR (`R$ 1.234,56`), instants in Brasília
 * time with the UTC instant beside them (hover in the console, `--json` in the CLI), and a
 * seller by its company name. No Node built-ins: the console's bundle includes it.
 */
import { centsToBrl, reaisToCents } from './money.js';

const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Integer cents → "R$ 1.234,56"; "—" when there is no amount. */
export function money(cents: number | null | undefined): string {
  return typeof cents === 'number' && Number.isSafeInteger(cents) ? centsToBrl(cents) : '—';
}

/** An amount the API sends in reais (cashouts: 150.5 or "150.50") → "R$ 150,50". */
export function moneyOfReais(reais: number | string | null | undefined): string {
  if (reais === null || reais === undefined) return '—';
  const negative = typeof reais === 'number' ? reais < 0 : reais.trim().startsWith('-');
  const cents = reaisToCents(typeof reais === 'number' ? Math.abs(reais) : reais.trim().replace(/^-/, ''));
  return cents === null ? String(reais) : money(negative ? -cents : cents);
}

function brasiliaParts(iso: string): { day: string; time: string } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const shifted = new Date(ms - BRASILIA_OFFSET_MS).toISOString();
  return { day: `${shifted.slice(8, 10)}/${shifted.slice(5, 7)}/${shifted.slice(0, 4)}`, time: shifted.slice(11, 19) };
}

/** "2026-11-01T12:00:00.000Z" → "01/11/2026 09:00:00" (Brasília, UTC−3 all year since 2019); "—" for none. */
export function brasilia(iso: string | null | undefined): string {
  if (!iso) return '—';
  const parts = brasiliaParts(iso);
  return parts ? `${parts.day} ${parts.time}` : iso;
}

/** The Brasília day of an instant, "01/11/2026". */
export function brasiliaDay(iso: string): string {
  return brasiliaParts(iso)?.day ?? iso;
}

/** The Brasília time of day of an instant, "09:00:00" (live lines, where the day is known). */
export function brasiliaClock(iso: string): string {
  return brasiliaParts(iso)?.time ?? iso;
}

/** What the hover shows beside a Brasília time: the instant in UTC. */
export function utcTitle(iso: string): string {
  const ms = Date.parse(iso);
  return `UTC: ${Number.isNaN(ms) ? iso : new Date(ms).toISOString()}`;
}

/** What a seller is called where a person reads it: its company name (razão social), else its user's name. */
export function sellerName(seller: { legalName?: string | null; user?: { name?: string | null } | null }): string {
  return seller.legalName || seller.user?.name || '—';
}

/**
 * A Brazilian phone as people write it: `(11) 98765-4321` (a mobile, 11 digits), `(11) 3456-7890` (a landline, 10),
 * `+55 (11) 98765-4321` with the country code; anything else as given.
 */
export function formatPhone(text: string | null | undefined): string {
  if (!text) return '—';
  const digits = text.replace(/\D/g, '');
  const local = (national: string) => national.replace(/^(\d{2})(\d{4,5})(\d{4})$/, '($1) $2-$3');
  if (digits.length === 10 || digits.length === 11) return local(digits);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return `+55 ${local(digits.slice(2))}`;
  return text;
}
