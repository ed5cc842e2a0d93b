import { SandboxRefusal, type AdminClient } from '../client/admin-client.js';
import { brasilia, money, moneyOfReais, sellerName } from '../../core/lib/present.js';

export type Column<T> = [header: string, cell: (row: T) => unknown];

/** Rows as a plain-text table, columns padded to their widest cell. */
export function table<T>(rows: T[], columns: Column<T>[]): string {
  const cells = [columns.map(([header]) => header), ...rows.map((row) => columns.map(([, cell]) => text(cell(row))))];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index].length)));
  return (
    cells
      .map((line) =>
        line
          .map((cell, index) => (index === line.length - 1 ? cell : cell.padEnd(widths[index])))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/** Label: value lines, labels aligned. */
export function fields(pairs: [label: string, value: unknown][]): string {
  const width = Math.max(...pairs.map(([label]) => label.length));
  return pairs.map(([label, value]) => `${label.padEnd(width)}  ${text(value)}`).join('\n') + '\n';
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 123456 → "R$ 1.234,56" (the shared presentation layer, src/core/lib/present.ts). */
export const brl = (cents: number | null | undefined) => (typeof cents === 'number' ? money(cents) : '-');

/** A reais amount of the cashout API (150.5) → "R$ 150,50". */
export const brlOfReais = (reais: number | string | null | undefined) =>
  reais === null || reais === undefined ? '-' : moneyOfReais(reais);

/** An instant in Brasília time, as the console shows it ("24/11/2026 09:00:00"); `--json` keeps the API's UTC. */
export const when = (iso: string | null | undefined) => (iso ? brasilia(iso) : '-');

/** "1000 Loja Acme Ltda": a seller as lists show it, its company name beside its id. */
export type SellerLabel = (sellerId: number | null | undefined) => string;

/**
 * The sellers' names as sellerLabels reads them; ids alone when the sandbox will not list sellers (a stand-in that
 * serves only an event stream).
 */
export async function sellerLabelsOrIds(admin: AdminClient): Promise<SellerLabel> {
  try {
    return await sellerLabels(admin);
  } catch (error) {
    if (error instanceof SandboxRefusal) return (id) => (id === null || id === undefined ? '-' : String(id));
    throw error;
  }
}

/** The names of the sellers (the admin list's first 1,000), read once for a list; one it lacks shows its id alone. */
export async function sellerLabels(admin: AdminClient): Promise<SellerLabel> {
  const { sellers } = await admin.sellers.list({ limit: 1000 });
  const names = new Map(sellers.map((view) => [view.seller.id, sellerName(view.seller)]));
  return (id) => (id === null || id === undefined ? '-' : names.has(id) ? `${id} ${names.get(id)}` : String(id));
}
