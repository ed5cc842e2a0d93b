import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums.js';
import { PAYMENT_METHOD_LABELS } from '../../src/generated/method-labels.js';
import type { PaymentMethod, SellerFees } from '../../src/generated/schema-types.js';
import { CURRENT_SCHEMA_VERSION } from '../../src/core/store/migrations/index.js';
import { stateProblems } from '../../src/features/admin/state.service.js';
import { emptyRevenue } from '../../src/features/ledger/ledger.js';
import { saleFees } from '../../src/features/sales/sales.fees.js';
import {
  defaultSaleFees,
  METHOD_DOMAINS,
  saleFeeRow,
  withEveryFeeRow,
} from '../../src/features/sales/methods/registry.js';
import { METHOD_PRESENTATIONS } from '../../src/features/sales/methods/registry.present.js';
import { DEFAULT_FEES } from '../../src/features/seller/seller.defaults.js';
import { SCHEMAS_DIR, SchemaRegistry } from '../../src/http/schemas.js';
import { buildTestApp } from '../helpers/app.js';
import { ROOT } from '../helpers/child.js';

/**
 * Issue 28: a payment method is a module pair, its domain (`<method>.ts`: what the sale does) and
 * its presentation (`<method>.present.ts`: how it is shown), each held by its own table keyed by
 * the schema's PaymentMethod (docs/architecture.md, "A new payment method").
 */
const moduleName = (method: string) => method.toLowerCase().replace(/_/g, '-');

/** The local files `file` (relative to ROOT) reaches through its imports, itself included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(ROOT, file), 'utf8');
  for (const [, specifier] of source.matchAll(/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g))
    reachable(relative(ROOT, join(ROOT, dirname(file), specifier)).replace(/\.js$/, '.ts'), seen);
  return seen;
}

describe('a payment method is a module pair (src/features/sales/methods/)', () => {
  it('the two tables hold the same methods, the schema’s PaymentMethod values', () => {
    const sorted = (values: Iterable<string>) => [...values].sort();
    expect(PAYMENT_METHOD_VALUES.length).toBeGreaterThan(0);
    expect(sorted(Object.keys(METHOD_DOMAINS))).toEqual(sorted(PAYMENT_METHOD_VALUES));
    expect(sorted(Object.keys(METHOD_PRESENTATIONS))).toEqual(sorted(PAYMENT_METHOD_VALUES));
  });

  it.each(PAYMENT_METHOD_VALUES)(
    '%s: its domain is what <method>.ts exports, its presentation what <method>.present.ts exports',
    async (method) => {
      const name = moduleName(method);
      const domain = (await import(`../../src/features/sales/methods/${name}.js`)) as Record<string, unknown>;
      const presentation = (await import(`../../src/features/sales/methods/${name}.present.js`)) as Record<
        string,
        unknown
      >;
      expect(Object.values(domain)).toContain(METHOD_DOMAINS[method]);
      expect(Object.values(presentation)).toContain(METHOD_PRESENTATIONS[method]);
    },
  );

  it('the domain side reaches no presentation: the domains’ table imports no .present module and draws no QR image', () => {
    const domainSide = [...reachable('src/features/sales/methods/registry.ts')];
    expect(domainSide).toEqual(
      expect.arrayContaining(
        PAYMENT_METHOD_VALUES.map((method) => `src/features/sales/methods/${moduleName(method)}.ts`),
      ),
    );
    expect(domainSide.filter((file) => file.endsWith('.present.ts') || file === 'src/core/lib/qr-png.ts')).toEqual([]);
    // The presentations' side does reach them, so the walk above is read for real.
    expect([...reachable('src/features/sales/methods/registry.present.ts')]).toEqual(
      expect.arrayContaining(['src/features/sales/methods/pix.present.ts', 'src/core/lib/qr-png.ts']),
    );
  });
});

/** The methods' default fee rows, the way a fee table stored before a method existed lacks its row. */
function withoutRow(fees: SellerFees, method: PaymentMethod): SellerFees {
  const sales: Partial<SellerFees['sales']> = { ...fees.sales };
  delete sales[method];
  return { ...fees, sales: sales as SellerFees['sales'] };
}

/**
 * A copy of schemas/ in which `method` is one more value of PaymentMethod, with what `npm run gen:types` then writes
 * into the fee schema (scripts/gen-fee-rows.mjs): a new method's schema edit (docs/architecture.md, "A new payment
 * method").
 */
async function schemasWithMethod(method: string): Promise<SchemaRegistry> {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-method-'));
  try {
    cpSync(SCHEMAS_DIR, dir, { recursive: true });
    const file = join(dir, 'common.schema.json');
    const common = JSON.parse(readFileSync(file, 'utf8')) as { $defs: { PaymentMethod: { enum: string[] } } };
    common.$defs.PaymentMethod.enum.push(method);
    writeFileSync(file, JSON.stringify(common));
    const { main } = (await import(join(ROOT, 'scripts/gen-fee-rows.mjs'))) as {
      main: (argv: string[], dir: string) => Promise<number>;
    };
    expect(await main([], dir)).toBe(0);
    // Read before the copy goes: the registry reads its files on first use.
    const registry = new SchemaRegistry(dir);
    registry.warm();
    return registry;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('what a method brings along in its domain module, so no table elsewhere names it', () => {
  it('a new seller’s fee table is every method’s defaultFee, in the table’s order', () => {
    expect(Object.keys(DEFAULT_FEES.sales)).toEqual(Object.keys(METHOD_DOMAINS));
    for (const method of PAYMENT_METHOD_VALUES) {
      expect(DEFAULT_FEES.sales[method]).toEqual(METHOD_DOMAINS[method].defaultFee);
      // A copy: a seller's table edited in place never moves the method's default.
      expect(DEFAULT_FEES.sales[method]).not.toBe(METHOD_DOMAINS[method].defaultFee);
    }
    expect(defaultSaleFees()).toEqual(DEFAULT_FEES.sales);
  });

  it.each(PAYMENT_METHOD_VALUES)('%s: a fee table without its row charges its defaultFee', (method) => {
    // A table of its own for every row but the method's, so the default is told apart from the table.
    const fees: SellerFees = structuredClone(DEFAULT_FEES);
    for (const other of PAYMENT_METHOD_VALUES) fees.sales[other] = { percentBps: 1_234, fixedCents: 7, reserveBps: 0 };
    const lacking = withoutRow(fees, method);
    expect(saleFeeRow(lacking, method)).toEqual(METHOD_DOMAINS[method].defaultFee);
    expect(saleFeeRow(fees, method)).toEqual(fees.sales[method]);
    const installments = method === 'CREDIT_CARD' ? 3 : null;
    expect(saleFees(lacking, method, 98_765, installments)).toEqual(
      saleFees(
        { ...fees, sales: { ...fees.sales, [method]: METHOD_DOMAINS[method].defaultFee } },
        method,
        98_765,
        installments,
      ),
    );
    // What the admin API shows: the stored rows as they are, the missing one at its default, in the table's order.
    const shown = withEveryFeeRow(lacking);
    expect(shown.sales).toEqual({ ...fees.sales, [method]: METHOD_DOMAINS[method].defaultFee });
    expect(Object.keys(shown.sales)).toEqual([...Object.keys(lacking.sales), method]);
  });

  it('a method added to the schema’s PaymentMethod needs no migration: the saved state opens, and its fee row is one a seller may set', async () => {
    const registry = await schemasWithMethod('PICPAY');
    const saved = JSON.parse(
      readFileSync(join(ROOT, `test/fixtures/saved-states/v${CURRENT_SCHEMA_VERSION}.state.json`), 'utf8'),
    ) as { sellers: Record<string, { fees: SellerFees }> };
    expect(Object.keys(saved.sellers).length).toBeGreaterThan(0);
    expect(stateProblems(registry, saved)).toEqual([]);

    const fee = { percentBps: 249, fixedCents: 0, reserveBps: 0 };
    const withRow = { ...DEFAULT_FEES, sales: { ...DEFAULT_FEES.sales, PICPAY: fee } };
    expect(registry.errors('seller/fees.schema.json', withRow)).toBeNull();
    // A row is named by a method: a name that is none is refused, as before.
    const misnamed = { ...DEFAULT_FEES, sales: { ...DEFAULT_FEES.sales, PIKPAY: fee } };
    expect(registry.errors('seller/fees.schema.json', misnamed)).not.toBeNull();
  });

  it('each method’s revenue bucket is one of the ledger’s counters, and a paid sale of it counts there', async () => {
    const revenue = emptyRevenue();
    for (const method of PAYMENT_METHOD_VALUES) {
      const bucket = METHOD_DOMAINS[method].revenueBucket;
      if (bucket === null) continue;
      expect(Object.keys(revenue)).toEqual(expect.arrayContaining([`${bucket}Amount`, `${bucket}Count`]));
    }
    const t = await buildTestApp();
    try {
      const { ledger, store } = t.deps;
      const sellerId = 999_001;
      store.transaction(() => {
        PAYMENT_METHOD_VALUES.forEach((method, index) =>
          ledger.post({ sellerId, kind: 'SALE_PAID', amountCents: 1, grossCents: 10 ** index, paymentMethod: method }),
        );
      });
      const counted = ledger.totals(sellerId).revenue;
      const expected = emptyRevenue();
      PAYMENT_METHOD_VALUES.forEach((method, index) => {
        expected.totalAmount += 10 ** index;
        expected.totalCount += 1;
        const bucket = METHOD_DOMAINS[method].revenueBucket;
        if (bucket) {
          expected[`${bucket}Amount`] += 10 ** index;
          expected[`${bucket}Count`] += 1;
        }
      });
      expect(counted).toEqual(expected);
    } finally {
      t.close();
    }
  });

  it('the console’s label of each method is its presentation module’s, written out by npm run gen:types', async () => {
    for (const method of PAYMENT_METHOD_VALUES) {
      expect(METHOD_PRESENTATIONS[method].label.trim()).not.toBe('');
      expect(PAYMENT_METHOD_LABELS[method]).toBe(METHOD_PRESENTATIONS[method].label);
    }
    const { generate } = (await import(join(ROOT, 'scripts/gen-method-labels.mjs'))) as {
      generate: () => Promise<string>;
    };
    expect(await generate()).toBe(readFileSync(join(ROOT, 'src/generated/method-labels.ts'), 'utf8'));
  });
});
