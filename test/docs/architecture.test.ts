import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PAYMENT_METHOD_VALUES } from '../../src/generated/schema-enums.js';
import { ROOT } from '../helpers/child.js';

const DOC = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

/** Every path the map names in backticks (placeholders such as <resource> and the example method left out). */
const PATHS = [
  ...new Set([...DOC.matchAll(/`((?:src|schemas|scripts|test|docs|ui)\/[^`\s]*)`/g)].map((match) => match[1])),
].filter((path) => !path.includes('<') && !/crypto(\.test)?\.ts$/.test(path));

function tablesKeyedByPaymentMethod(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.startsWith('generated'))
    .filter((file) => /Record<PaymentMethod,/.test(readFileSync(join(dir, file), 'utf8')))
    .map((file) => relative(ROOT, join(dir, file)));
}

/** A name of a payment method in quotes. */
const METHOD_NAME = `['"\`](?:${PAYMENT_METHOD_VALUES.join('|')})['"\`]`;

/**
 * The ways a file spells the list of payment methods: an array of nothing but two or more different
 * method names (a list, or the seed of a Set), or comparisons with three or more of them (an if
 * chain standing for a list). A table of cases, one method per row, is not a list.
 */
export function spelledMethodLists(source: string): string[] {
  const names = (text: string) =>
    new Set([...text.matchAll(new RegExp(METHOD_NAME, 'g'))].map((match) => match[0].slice(1, -1)));
  const lists = [...source.matchAll(new RegExp(`\\[\\s*${METHOD_NAME}(?:\\s*,\\s*${METHOD_NAME})+\\s*,?\\s*\\]`, 'g'))]
    .map((match) => match[0])
    .filter((list) => names(list).size >= 2);
  const compared = names(
    [...source.matchAll(new RegExp(`[!=]==\\s*${METHOD_NAME}`, 'g'))].map((match) => match[0]).join(' '),
  );
  return compared.size >= 3 ? [...lists, `comparisons with ${[...compared].join(', ')}`] : lists;
}

/**
 * Where the methods may be listed: the registry and its modules (and code generated from the schemas, which are not
 * scanned).
 */
const METHOD_OWNERS = ['src/features/sales/methods/', 'src/generated/'];
/** Lists that are not the sale's methods, each with why. */
const NOT_THE_METHODS: Record<string, string> = {
  'src/features/subscriptions/subscriptions.seed.ts':
    'a weighted pick among SubscriptionPaymentMethod, the subscriptions’ own enum; changing it would move the fixture data',
  'test/docs/architecture.test.ts': 'this test’s own examples of what it looks for',
};

/**
 * The local files `source` imports, by their specifiers as written: `import … from`, `export … from`,
 * a bare `import '…'` and `import('…')` (in code or in a type), type-only imports included, since
 * they tie two files as much as any other import does.
 */
export function importedSpecifiers(source: string): string[] {
  const found = [
    ...source.matchAll(/^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
  ];
  return [...new Set(found.map((match) => match[1]))];
}

/**
 * The import circles of `graph` (file → the files it imports), each once, as the files around it from where it was
 * entered.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) circles.push(path.slice(at));
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file);
  return circles;
}

/**
 * Every .ts file under src/ and ui/ and the files of the two it imports (src/ names them with .js, as NodeNext wants;
 * ui/ with no extension, as its bundler takes them).
 */
function sourceImports(): Map<string, string[]> {
  const files = ['src', 'ui'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `${dir}/${file}`),
  );
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importedSpecifiers(readFileSync(join(ROOT, file), 'utf8')).map((specifier) => {
      const path = relative(ROOT, join(ROOT, dirname(file), specifier)).replace(/\.js$/, '');
      return [`${path}.ts`, `${path}/index.ts`].find((candidate) => known.has(candidate));
    });
    graph.set(
      file,
      targets.filter((target) => target !== undefined),
    );
  }
  return graph;
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

  it('names the pipeline stages of src/sandbox/app.ts in their order', () => {
    const app = readFileSync(join(ROOT, 'src/sandbox/app.ts'), 'utf8');
    const stages = [
      'checkRouteTable',
      'tagGroup',
      'logRequests',
      'consoleAssets',
      'outsidePipeline',
      'refuseOwnDeliveries',
      'adminToken',
      'faults.middleware',
      'authenticate',
      'routeDispatcher',
      'docsAssets',
      'routeNotFound',
      'errorHandler',
    ];
    expect(inOrder(app, app.indexOf('export function createApp'), stages)).toEqual(stages);
    for (const stage of stages) expect(DOC).toContain(stage);
  });

  it('names the steps of one route’s pipeline (src/http/route-chain.ts) in their order', () => {
    const chain = readFileSync(join(ROOT, 'src/http/route-chain.ts'), 'utf8');
    const beforeBody = ['checkAccount', 'guard', 'parseBody', 'afterBody'];
    expect(inOrder(chain, chain.indexOf('return (req: Request'), beforeBody)).toEqual(beforeBody);
    const afterBody = ['validate', 'unitOfWork', 'sendReply'];
    expect(inOrder(chain, chain.indexOf('const afterBody'), afterBody)).toEqual(afterBody);
    const section = DOC.slice(DOC.indexOf('8. **The route table**'), DOC.indexOf('9. **API reference assets**'));
    const named = ['account', 'guard', 'body', 'request schema', 'handler', 'commit', 'answer'].map((step) =>
      section.indexOf(`**${step}**`),
    );
    expect(named.every((position, index) => position > 0 && (index === 0 || position > named[index - 1]))).toBe(true);
  });

  it('the steps to add a payment method name every table keyed by PaymentMethod', () => {
    const steps = DOC.slice(DOC.indexOf('**A new payment method**'), DOC.indexOf('**A new error or fault.**'));
    for (const table of [
      'src/features/seller/seller.defaults.ts',
      'schemas/common.schema.json',
      'schemas/seller/fees.schema.json',
    ])
      expect(steps).toContain(table);
    // Every source table typed Record<PaymentMethod, ...> is named, so a maintainer is not surprised by the compiler.
    const keyed = tablesKeyedByPaymentMethod(join(ROOT, 'src'));
    expect(keyed).toContain('src/features/sales/methods/registry.ts');
    expect(keyed.filter((file) => !steps.includes(file))).toEqual([]);
  });

  it('no file of src/, ui/ or test/ outside the payment method registry spells the list of methods', () => {
    expect(spelledMethodLists("const PAYABLE = new Set(['PIX', 'BOLETO']);")).toEqual(["['PIX', 'BOLETO']"]);
    expect(
      spelledMethodLists("if (m === 'PIX') a(); else if (m === 'BOLETO') b(); else if (m === 'TRANSFER') c();"),
    ).toHaveLength(1);
    expect(spelledMethodLists("it.each([['PIX', 99], ['BOLETO', 349]])")).toEqual([]);
    const found: Record<string, string[]> = {};
    for (const dir of ['src', 'ui', 'test']) {
      for (const file of readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).filter((name) =>
        /\.(ts|mjs|js)$/.test(name),
      )) {
        const path = `${dir}/${file}`;
        if (METHOD_OWNERS.some((owner) => path.startsWith(owner)) || path in NOT_THE_METHODS) continue;
        const lists = spelledMethodLists(readFileSync(join(ROOT, path), 'utf8'));
        if (lists.length) found[path] = lists;
      }
    }
    expect(found).toEqual({});
    for (const path of Object.keys(NOT_THE_METHODS))
      expect(spelledMethodLists(readFileSync(join(ROOT, path), 'utf8')).length).toBeGreaterThan(0);
  });

  it('no file of src/ or ui/ takes part in an import circle, type-only imports included', () => {
    const sample =
      "import type { A } from './a.js';\nimport {\n  B,\n  type C,\n} from '../b.js';\nexport * from './c.js';\nimport './d.js';\nconst e = await import('./e.js');\nlet f: typeof import('./f.js');\nimport { g } from 'node:g';";
    expect(importedSpecifiers(sample)).toEqual(['./a.js', '../b.js', './c.js', './d.js', './e.js', './f.js']);
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
    expect(importCircles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(importCircles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
    const imports = sourceImports();
    // The graph is read for real: the wiring's imports of its parts are in it.
    expect(imports.get('src/sandbox/deps.ts')).toEqual(
      expect.arrayContaining(['src/features/webhooks/outbox.ts', 'src/core/clock/due-scheduler.ts']),
    );
    expect(imports.get('ui/views/registry.ts')?.length).toBeGreaterThan(3);
    expect(importCircles(imports)).toEqual([]);
    expect(DOC).toContain('No import circle');
  });
});
