import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../helpers/child.js';

const DOC = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

/** Every path the map names in backticks (placeholders such as <resource> and the example method left out). */
const PATHS = [...new Set([...DOC.matchAll(/`((?:src|schemas|scripts|test|docs|ui)\/[^`\s]*)`/g)].map((match) => match[1]))].filter((path) => !path.includes('<') && !path.endsWith('crypto.ts'));

function tablesKeyedByPaymentMethod(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.startsWith('generated'))
    .filter((file) => /Record<PaymentMethod,/.test(readFileSync(join(dir, file), 'utf8')))
    .map((file) => relative(ROOT, join(dir, file)));
}

/** The stages found in `source` after `from`, each after the one before; stops at the first missing. */
function inOrder(source: string, from: number, stages: string[]): string[] {
  const found: string[] = [];
  let at = from;
  for (const stage of stages) {
    const position = source.indexOf(stage, at);
    if (position < 0) break;
    found.push(stage);
    at = position + stage.length;
  }
  return found;
}

describe('docs/architecture.md', () => {
  it('names files and folders that exist', () => {
    expect(PATHS.length).toBeGreaterThan(30);
    expect(PATHS.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('names the pipeline stages of src/app.ts in their order', () => {
    const app = readFileSync(join(ROOT, 'src/app.ts'), 'utf8');
    const stages = ['checkRouteTable', 'tagGroup', 'logRequests', 'consoleAssets', 'outsidePipeline', 'refuseOwnDeliveries', 'adminToken', 'faults.middleware', 'authenticate', 'routeDispatcher', 'docsAssets', 'routeNotFound', 'errorHandler'];
    expect(inOrder(app, app.indexOf('export function createApp'), stages)).toEqual(stages);
    for (const stage of stages) expect(DOC).toContain(stage);
  });

  it('names the steps of one route’s pipeline (src/http/route-chain.ts) in their order', () => {
    const chain = readFileSync(join(ROOT, 'src/http/route-chain.ts'), 'utf8');
    const beforeBody = ['checkAccount', 'guard', 'parseBody', 'afterBody'];
    expect(inOrder(chain, chain.indexOf('return (req: Request'), beforeBody)).toEqual(beforeBody);
    const afterBody = ['validate', 'commitOnSend', 'handle'];
    expect(inOrder(chain, chain.indexOf('const afterBody'), afterBody)).toEqual(afterBody);
    const section = DOC.slice(DOC.indexOf('8. **The route table**'), DOC.indexOf('9. **API reference assets**'));
    const named = ['account', 'guard', 'body', 'request schema', 'commit before the answer', 'handler'].map((step) => section.indexOf(`**${step}**`));
    expect(named.every((position, index) => position > 0 && (index === 0 || position > named[index - 1]))).toBe(true);
  });

  it('the steps to add a payment method name every table keyed by PaymentMethod', () => {
    const steps = DOC.slice(DOC.indexOf('**A new payment method**'), DOC.indexOf('**A new error or fault.**'));
    for (const table of ['src/seller/seller.defaults.ts', 'schemas/common.schema.json', 'schemas/seller/fees.schema.json']) expect(steps).toContain(table);
    // Every source table typed Record<PaymentMethod, ...> is named, so a maintainer is not surprised by the compiler.
    const keyed = tablesKeyedByPaymentMethod(join(ROOT, 'src'));
    expect(keyed).toContain('src/sales/methods/registry.ts');
    expect(keyed.filter((file) => !steps.includes(file))).toEqual([]);
  });
});
