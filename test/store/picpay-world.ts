import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEMAS_DIR, SchemaRegistry } from '../../src/http/schemas.js';
import { CURRENT_SCHEMA_VERSION, MIGRATIONS, stepName, type Migration } from '../../src/core/store/migrations/index.js';

/**
 * The case, as the next release would hold it: PICPAY added as a payment method with a
 * required fee row (schemas/seller/fees.schema.json), and the step from this code's version to
 * the next that gives every stored seller that row. Test-only, and always one version ahead:
 * when a real step joins MIGRATIONS, this world moves up with it.
 */
export const PICPAY_FEE = { percentBps: 249, fixedCents: 0, reserveBps: 0 };

/** The version the next release would write: the one PICPAY's step makes. */
export const NEXT_SCHEMA_VERSION = CURRENT_SCHEMA_VERSION + 1;

export const addPicpayFee: Migration = {
  from: CURRENT_SCHEMA_VERSION,
  summary: 'every seller gains a PICPAY row in fees.sales',
  up(state) {
    const sellers = state.sellers as Record<string, { fees?: { sales?: Record<string, unknown> } }> | undefined;
    if (typeof sellers !== 'object' || sellers === null) return state;
    const migrated: Record<string, unknown> = {};
    for (const [id, seller] of Object.entries(sellers)) {
      const sales = seller?.fees?.sales;
      // A seller this step cannot read is left as it is: the schema check that follows names it.
      migrated[id] =
        typeof sales === 'object' && sales !== null
          ? { ...seller, fees: { ...seller.fees, sales: { ...sales, PICPAY: { ...PICPAY_FEE } } } }
          : seller;
    }
    return { ...state, sellers: migrated };
  },
};

/** The next release's chain: every real step, then PICPAY's. */
export const PICPAY_CHAIN: readonly Migration[] = [...MIGRATIONS, addPicpayFee];

/** The lines a migration reports for the steps of PICPAY_CHAIN from `version` on. */
export const picpayStepsFrom = (version: number): string[] => PICPAY_CHAIN.slice(version - 1).map(stepName);

// A JSON Schema document, edited in place.
type SchemaJson = Record<string, any>;

/**
 * A copy of schemas/ with the PICPAY fee row required. `version` is the const of
 * meta.schemaVersion: NEXT_SCHEMA_VERSION (the default) is what `node scripts/gen-types.mjs`
 * writes once the step is in the chain; CURRENT_SCHEMA_VERSION is the mistake, the
 * schema changed without a migration.
 */
export function picpaySchemas(version: number = NEXT_SCHEMA_VERSION): SchemaRegistry {
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
    // The registry reads its files on first use: read them now (ajv compiles from what it read), so the copy can go.
    const registry = new SchemaRegistry(dir);
    registry.warm();
    return registry;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
