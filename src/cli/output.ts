import { centsToBrl } from '../lib/money.js';

export type Column<T> = [header: string, cell: (row: T) => unknown];

/** Rows as a plain-text table, columns padded to their widest cell. */
export function table<T>(rows: T[], columns: Column<T>[]): string {
  const cells = [columns.map(([header]) => header), ...rows.map((row) => columns.map(([, cell]) => text(cell(row))))];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index].length)));
  return cells.map((line) => line.map((cell, index) => (index === line.length - 1 ? cell : cell.padEnd(widths[index]))).join('  ').trimEnd()).join('\n') + '\n';
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

/** 15000 → "R$ 150,00" */
export const brl = (cents: number | null | undefined) => (typeof cents === 'number' ? centsToBrl(cents) : '-');

/** An ISO instant without its milliseconds, for tables. */
export const when = (iso: string | null | undefined) => (iso ? iso.replace(/\.\d{3}Z$/, 'Z') : '-');
