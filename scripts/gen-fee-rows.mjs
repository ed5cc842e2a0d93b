// Writes the rows of a seller's fee table into schemas/seller/fees.schema.json: one property of
// `sales` per value of the schema's PaymentMethod (schemas/common.schema.json), so a new method's
// row is accepted without an edit here, and a row named by no method is still refused
// (`additionalProperties: false`). `required` is left as written: the first five methods, which
// every stored table holds; a method added later may lack its row, and is charged the default fee
// of its domain module (src/features/sales/methods/registry.ts, saleFeeRow), so it needs no
// migration. scripts/gen-types.mjs runs this one before it reads the schemas; `--check` exits 1
// when the schema is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The fee schema (parsed) with a row per method, in the enum's order. */
export function withFeeRows(fees, methods) {
  const sales = { ...fees.properties.sales, properties: {} };
  for (const method of methods) sales.properties[method] = { $ref: '#/$defs/SaleFee' };
  return { ...fees, properties: { ...fees.properties, sales } };
}

/**
 * The file's text with the rows of `sales.properties` written anew, one line each, the rest of the text as it was
 * (the schemas are formatted by hand).
 */
export function rewrite(text, methods) {
  const open = text.indexOf('"properties": {', text.indexOf('"sales": {'));
  const first = text.indexOf('\n', open) + 1;
  const close = text.indexOf('\n      }', first);
  if (open < 0 || close < 0) throw new Error('schemas/seller/fees.schema.json: no sales.properties block to rewrite');
  const rows = methods.map((method) => `        ${JSON.stringify(method)}: { "$ref": "#/$defs/SaleFee" }`).join(',\n');
  const output = `${text.slice(0, first)}${rows}${text.slice(close)}`;
  // The text edit must be the schema edit: nothing but the rows moved.
  if (JSON.stringify(JSON.parse(output)) !== JSON.stringify(withFeeRows(JSON.parse(text), methods)))
    throw new Error('schemas/seller/fees.schema.json: rewriting the fee rows changed more than the rows');
  return output;
}

export async function main(argv, dir = join(root, 'schemas')) {
  const common = JSON.parse(readFileSync(join(dir, 'common.schema.json'), 'utf8'));
  const target = join(dir, 'seller/fees.schema.json');
  const text = readFileSync(target, 'utf8');
  const output = rewrite(text, common.$defs.PaymentMethod.enum);
  if (output === text) return 0;
  if (argv.includes('--check')) {
    console.error('schemas/seller/fees.schema.json is stale (a fee row per PaymentMethod): run npm run gen:types');
    return 1;
  }
  writeFileSync(target, output);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv);
