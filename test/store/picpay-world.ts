import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEMAS_DIR, SchemaRegistry } from '../../src/http/schemas.js';
import type { Migration } from '../../src/store/migrations/index.js';

/**
 * The case, as the code of a later release would hold it: PICPAY added as a payment
 * method with a required fee row (schemas/seller/fees.schema.json), and the version-1 → 2 step
 * that gives every stored seller that row. Test-only: production MIGRATIONS stays empty until
 * a real change to what is stored needs a step.
 */
export const PICPAY_FEE = { percentBps: 249, fixedCents: 0, reserveBps: 0 };

export const addPicpayFee: Migration = {
  from: 1,
  summary: 'every seller gains a PICPAY row in fees.sales',
  up(state) {
    const sellers = state.sellers as Record<string, { fees?: { sales?: Record<string, unknown> } }> | undefined;
    if (typeof sellers !== 'object' || sellers === null) return state;
    const migrated: Record<string, unknown> = {};
    for (const [id, seller] of Object.entries(sellers)) {
      const sales = seller?.fees?.sales;
      // A seller this step cannot read is left as it is: the schema check that follows names it.
      migrated[id] = typeof sales === 'object' && sales !== null ? { ...seller, fees: { ...seller.fees, sales: { ...sales, PICPAY: { ...PICPAY_FEE } } } } : seller;
    }
    return { ...state, sellers: migrated };
  },
};

export const PICPAY_CHAIN: readonly Migration[] = [addPicpayFee];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON Schema document, edited in place
type SchemaJson = Record<string, any>;

/**
 * A copy of schemas/ with the PICPAY fee row required. `version` is the const of
 * meta.schemaVersion: 2 is what `node scripts/gen-types.mjs` writes once the step is in
 * MIGRATIONS; 1 is the mistake, the schema changed without a migration.
 */
export function picpaySchemas(version: number): SchemaRegistry {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-v2-'));
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  const edit = (name: string, change: (schema: SchemaJson) => void) => {
    const schema = JSON.parse(readFileSync(join(dir, name), 'utf8')) as SchemaJson;
    change(schema);
    writeFileSync(join(dir, name), JSON.stringify(schema));
  };
  edit('seller/fees.schema.json', (schema) => {
    // Already there once the methods work has added PICPAY to the production schemas.
    if (!schema.properties.sales.required.includes('PICPAY')) schema.properties.sales.required.push('PICPAY');
    schema.properties.sales.properties.PICPAY = { $ref: '#/$defs/SaleFee' };
  });
  edit('store/meta.schema.json', (schema) => {
    schema.properties.schemaVersion.const = version;
  });
  try {
    // The registry reads every file now (ajv compiles from what it read), so the copy can go.
    return new SchemaRegistry(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
