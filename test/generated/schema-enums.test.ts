import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/child.js';
import { schemas } from '../helpers/schema.js';
import * as ENUMS from '../../src/generated/schema-enums.js';
import { CASHOUT_TRANSITIONS } from '../../src/features/cashouts/cashouts.machine.js';
import { PIX_KEY_FORMATS } from '../../src/features/cashouts/cashouts.pix-key.js';
import { ERROR_CATALOGUE, codeForStatus, isErrorCode } from '../../src/core/lib/errors.js';
import { CARD_BRAND_RANGES } from '../../src/features/sales/card-brands.js';
import { saleFees } from '../../src/features/sales/sales.fees.js';
import { SALE_MACHINE } from '../../src/features/sales/sales.machine.js';
import { PAYMENT_METHODS } from '../../src/features/sales/sales.queries.js';
import { TEST_CARDS } from '../../src/features/test-values/test-values.js';
import { DEFAULT_FEES } from '../../src/features/seller/seller.defaults.js';
import { BILLING_CYCLES } from '../../src/features/subscriptions/subscriptions.cycles.js';
import { CHARGE_RESULT } from '../../src/features/subscriptions/subscriptions.indexes.js';
import { SUBSCRIPTION_MACHINE, SUBSCRIPTION_STATUSES } from '../../src/features/subscriptions/subscriptions.machine.js';
import { DELIVERY_KINDS, DELIVERY_STATUSES } from '../../src/features/webhooks/outbox.js';

const sorted = (values: Iterable<unknown>) => [...values].map(String).sort();

/**
 * Tables keyed by a schema enum, one row per value. Most are `Record<Enum, ...>`, which the
 * compiler already holds to it; the test also covers the tables that are lists or live in
 * files typed more loosely, so a value added to a schema fails here until its row exists.
 */
describe('tables keyed by a schema enum have a row for every value', () => {
  it.each([
    ['sale state machine (sales.machine.ts)', SALE_MACHINE.moves, ENUMS.SALE_STATUS_VALUES],
    ['cashout state machine (cashouts.machine.ts)', CASHOUT_TRANSITIONS, ENUMS.CASHOUT_STATUS_VALUES],
    ['PIX key formats (cashouts.pix-key.ts)', PIX_KEY_FORMATS, ENUMS.PIX_KEY_TYPE_VALUES],
    ['billing cycles (subscriptions.cycles.ts)', BILLING_CYCLES, ENUMS.BILLING_CYCLE_VALUES],
    ['charge results of a subscription sale (subscriptions.indexes.ts)', CHARGE_RESULT, ENUMS.SALE_STATUS_VALUES],
    ['default sale fees per method (seller.defaults.ts)', DEFAULT_FEES.sales, ENUMS.PAYMENT_METHOD_VALUES],
  ] as const)('%s', (_name, table, values) => {
    expect(sorted(Object.keys(table))).toEqual(sorted(values));
  });

  it.each([
    ['sales and subscriptions list filters', PAYMENT_METHODS, ENUMS.PAYMENT_METHOD_VALUES],
    ['subscription statuses', SUBSCRIPTION_STATUSES, ENUMS.SUBSCRIPTION_STATUS_VALUES],
    ['delivery statuses', DELIVERY_STATUSES, ENUMS.DELIVERY_STATUS_VALUES],
    ['delivery kinds (what acknowledges each)', DELIVERY_KINDS, ENUMS.DELIVERY_KIND_VALUES],
  ] as const)('%s are the schema values', (_name, list, values) => {
    expect(sorted(list)).toEqual(sorted(values));
  });

  it('the seller fee schema has a fee row per payment method, the first five required', () => {
    const fees = schemas.validator('seller/fees.schema.json').schema as {
      properties: { sales: { required: string[]; properties: object } };
    };
    // Stored tables hold the first five; a method added later may lack its row (its domain's defaultFee is charged).
    expect(fees.properties.sales.required).toEqual(ENUMS.PAYMENT_METHOD_VALUES.slice(0, 5));
    expect(sorted(Object.keys(fees.properties.sales.properties))).toEqual(sorted(ENUMS.PAYMENT_METHOD_VALUES));
    for (const method of ENUMS.PAYMENT_METHOD_VALUES)
      expect(
        saleFees(DEFAULT_FEES, method, 10_000, method === 'CREDIT_CARD' ? 1 : null).netAmountCents,
      ).toBeGreaterThan(0);
  });

  it('every subscription status is a state of the machine (a move starts or ends there)', () => {
    const states = new Set(
      SUBSCRIPTION_STATUSES.flatMap((from) =>
        Object.values(SUBSCRIPTION_MACHINE.moves[from]).flatMap((move) => [from, move.to]),
      ),
    );
    expect(sorted(states)).toEqual(sorted(ENUMS.SUBSCRIPTION_STATUS_VALUES));
  });

  it('every card brand but unknown has its BIN ranges, and the test cards use schema values', () => {
    expect(sorted(CARD_BRAND_RANGES.map((row) => row.brand))).toEqual(
      sorted(ENUMS.CARD_BRAND_VALUES.filter((brand) => brand !== 'unknown')),
    );
    for (const card of TEST_CARDS) {
      expect(ENUMS.CARD_BRAND_VALUES).toContain(card.brand);
      expect(ENUMS.SALE_STATUS_VALUES).toContain(card.outcome);
    }
  });

  it('every fault status has a catalogue code that answers that status', () => {
    expect(ENUMS.FAULT_STATUS_VALUES.length).toBeGreaterThan(0);
    for (const status of ENUMS.FAULT_STATUS_VALUES)
      expect([status, ERROR_CATALOGUE[codeForStatus(status)].status]).toEqual([status, status]);
  });

  it("the cashout body's errorType identifiers are catalogue codes", () => {
    expect(ENUMS.CASHOUT_ERROR_TYPE_VALUES.length).toBeGreaterThan(0);
    for (const code of ENUMS.CASHOUT_ERROR_TYPE_VALUES) expect(isErrorCode(code)).toBe(true);
  });
});

describe('src/generated/schema-enums.ts', () => {
  it('is up to date with schemas/', async () => {
    const { generate, generateEnums } = (await import(join(ROOT, 'scripts/gen-types.mjs'))) as {
      generate: () => Promise<string>;
      generateEnums: (types: string) => string;
    };
    expect(readFileSync(join(ROOT, 'src/generated/schema-enums.ts'), 'utf8')).toBe(generateEnums(await generate()));
  });

  it('holds every named enum of the schemas, with the values the validator enforces', async () => {
    const { schemaEnums } = (await import(join(ROOT, 'scripts/gen-types.mjs'))) as {
      schemaEnums: () => { name: string; values: unknown[]; where: string }[];
    };
    const found = schemaEnums();
    expect(found.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'SaleStatus',
        'PaymentMethod',
        'CashoutStatus',
        'PixKeyType',
        'SubscriptionStatus',
        'DeliveryStatus',
        'DeliveryKind',
        'FaultStatus',
        'CardPaymentMethod',
      ]),
    );
    for (const { name, values } of found) {
      const constant = `${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_VALUES` as keyof typeof ENUMS;
      expect([name, ENUMS[constant]]).toEqual([name, values]);
    }
  });
});
