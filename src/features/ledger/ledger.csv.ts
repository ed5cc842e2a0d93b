import { centsToReais } from '../../core/lib/money.js';
import { brasilia } from '../../core/lib/present.js';
import type { BalanceParts } from './ledger.explain.js';
import { LEDGER_KIND_LABELS, LEDGER_REF_LABELS, ledgerNote } from './ledger.labels.js';
import { sellerStatement, type StatementRow, type LedgerReads } from './ledger.statement.js';

/**
 * The extrato as a spreadsheet opens it in Brazil: `;` between fields (the comma is the decimal
 * mark), amounts in reais with a comma and no grouping (`-1234,56`, a number to the sheet),
 * instants in Brasília time (the header says so, once). The last line sums the columns: the
 * net column's total is the whole balance, reserved part included.
 */
const SEPARATOR = ';';

export const LEDGER_CSV_HEADER = [
  'Data (horário de Brasília, UTC-3)',
  'Lançamento',
  'Origem',
  'Bruto (R$)',
  'Taxa (R$)',
  'Reserva (R$)',
  'Bloqueio MED (R$)',
  'Líquido (R$)',
  'Disponível após (R$)',
  'Saldo total após (R$)',
  'Id do lançamento',
];

/** Integer cents → "1234,56" (a spreadsheet's number in pt-BR). */
export function csvReais(cents: number): string {
  return centsToReais(cents).replace('.', ',');
}

function field(text: string): string {
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function originOf(row: StatementRow): string {
  const { ref, note } = row.entry;
  return ref ? `${LEDGER_REF_LABELS[ref.type]} ${ref.id}` : (ledgerNote(note) ?? 'ajuste');
}

export function ledgerCsv(rows: readonly StatementRow[], balance: BalanceParts): string {
  const lines = [LEDGER_CSV_HEADER];
  let gross = 0;
  let fee = 0;
  for (const row of rows) {
    const { parts, entry } = row;
    gross += parts.grossCents ?? 0;
    fee += parts.feeCents;
    lines.push([
      brasilia(entry.createdAt),
      LEDGER_KIND_LABELS[entry.kind],
      originOf(row),
      parts.grossCents === null ? '' : csvReais(parts.grossCents),
      csvReais(parts.feeCents),
      csvReais(parts.reserveCents),
      csvReais(parts.holdCents),
      csvReais(parts.netCents),
      csvReais(row.availableAfterCents),
      csvReais(row.totalAfterCents),
      String(entry.id),
    ]);
  }
  lines.push([
    'Total',
    '',
    '',
    csvReais(gross),
    csvReais(fee),
    csvReais(balance.reserveCents),
    csvReais(balance.holdCents),
    csvReais(balance.totalCents),
    csvReais(balance.availableCents),
    csvReais(balance.totalCents),
    '',
  ]);
  return lines.map((cells) => cells.map(field).join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** The CSV media type of the export, and the UTF-8 byte order mark spreadsheets need to read "Lançamento" right. */
export const LEDGER_CSV_TYPE = 'text/csv; charset=utf-8';

/** A seller's whole extrato, oldest first, as CSV text (GET /__admin/sellers/{id}/ledger with Accept: text/csv). */
export function sellerLedgerCsv(deps: LedgerReads, sellerId: number): { filename: string; text: string } {
  const { rows, balance } = sellerStatement(deps, sellerId);
  return { filename: `extrato-vendedor-${sellerId}.csv`, text: `\uFEFF${ledgerCsv(rows, balance)}` };
}
