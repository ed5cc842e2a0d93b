import type { Migration } from './migration.js';

/** The four nullable fields a version 1 sale kept for its method's data, at most one of them set. */
const V1_METHOD_FIELDS = ['card', 'pix', 'boleto', 'transfer'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One v1 sale → v2: its one set method field becomes `methodData`, keyed by the sale's paymentMethod. */
function upSale(sale: unknown): unknown {
  // Not a sale record: left as it is, for the schema check after the migration to name.
  if (!isObject(sale)) return sale;
  const set = V1_METHOD_FIELDS.map((field) => sale[field]).filter((value) => value !== null && value !== undefined);
  const data = set.length === 1 && isObject(set[0]) ? set[0] : undefined;
  // Anything but exactly one object (none, two, a string) is not a v1 sale either: no methodData, and the check names
  // it. methodData takes the place of the first of the four fields, where a new sale has it, so an export reads the
  // same.
  const place = V1_METHOD_FIELDS.find((field) => field in sale);
  const entries = Object.entries(sale).flatMap(([key, value]): [string, unknown][] => {
    if (!(V1_METHOD_FIELDS as readonly string[]).includes(key)) return [[key, value]];
    if (key !== place || !data) return [];
    // `method` is the sale's paymentMethod, whatever the old field held under that name.
    const { method: _ignored, ...fields } = data;
    return [['methodData', { method: sale.paymentMethod, ...fields }]];
  });
  return Object.fromEntries(entries);
}

/**
 * A sale's method data: version 1 stored four nullable fields (card, pix, boleto, transfer); version 2
 * stores one `methodData` whose `method` is the sale's paymentMethod (schemas/store/sale.schema.json).
 * Only the sales and meta.schemaVersion change; nothing else is read.
 */
export const saleMethodData: Migration = {
  from: 1,
  summary: `sales: the method's data in one methodData keyed by method (was ${V1_METHOD_FIELDS.join(', ')})`,
  up(state) {
    const sales = isObject(state.sales)
      ? Object.fromEntries(Object.entries(state.sales).map(([id, sale]) => [id, upSale(sale)]))
      : state.sales;
    const meta = isObject(state.meta) ? { ...state.meta, schemaVersion: 2 } : state.meta;
    return { ...state, meta, sales };
  },
};
