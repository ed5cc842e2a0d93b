import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums.js';
import { METHOD_DOMAINS } from '../../src/features/sales/methods/registry.js';
import { METHOD_PRESENTATIONS } from '../../src/features/sales/methods/registry.present.js';
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
