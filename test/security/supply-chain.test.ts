import { builtinModules } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../helpers/child.js';

/**
 * Runtime dependencies are exactly what the server loads, and the lockfile pins every
 * package to one version with its integrity hash. (`npm audit --omit=dev` is run by hand:
 * docs/reliability.md records the last result.)
 */
interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, { version?: string; integrity?: string; link?: boolean; dev?: boolean }>;
}
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/**
 * What an install brings: the dependencies, and the optional ones unless --omit=optional (better-sqlite3, file mode
 * only).
 */
const runtime = { ...pkg.dependencies, ...pkg.optionalDependencies };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.ts$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** The package a specifier names: "@scope/name/deep" → "@scope/name", "name/deep" → "name". */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bare specifiers loaded at run time, in every form src/ uses: static imports (not `import
 * type`), dynamic `import()` (not `typeof import()`), require, createRequire(...)(...) and resolve.
 */
function runtimeImports(text: string): string[] {
  const patterns = [
    /^\s*import\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gm,
    /^\s*import\s+'([^']+)'/gm,
    /(?<!typeof\s)\bimport\(\s*'([^']+)'\s*\)/g,
    /\brequire\(\s*'([^']+)'\s*\)/g,
    /\)\(\s*'([^']+)'\s*\)/g,
    /\.resolve\(\s*'([^']+)'\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
}

const builtins = new Set(builtinModules);
const used = new Map<string, string[]>();
/** Packages some file loads with a static import or require: at start, not on demand. */
const eager = new Map<string, string[]>();
for (const file of sources(join(ROOT, 'src'))) {
  const text = readFileSync(file, 'utf8');
  const lazy = new Set([...text.matchAll(/(?<!typeof\s)\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]));
  for (const specifier of runtimeImports(text)) {
    if (specifier.startsWith('.') || specifier.startsWith('node:') || builtins.has(specifier)) continue;
    const name = packageOf(specifier);
    used.set(name, [...(used.get(name) ?? []), relative(ROOT, file)]);
    if (!lazy.has(specifier)) eager.set(name, [...(eager.get(name) ?? []), relative(ROOT, file)]);
  }
}

/**
 * Dev dependencies the built bundles carry inside them (scripts/bundle.mjs keeps only the
 * runtime dependencies external), so an install never needs them: the typed clients' openapi-fetch.
 */
const BUNDLED = ['openapi-fetch'];

describe('runtime dependencies', () => {
  it('every package src/ loads at run time is a runtime dependency (not a dev one), or bundled', () => {
    expect(
      [...used.keys()]
        .filter((name) => !Object.hasOwn(runtime, name) && !BUNDLED.includes(name))
        .map((name) => `${name} (${used.get(name)!.join(', ')})`),
    ).toEqual([]);
  });

  it('bundles what it says it bundles: no built entry loads it', () => {
    const bundles = readdirSync(join(ROOT, 'dist/bundle'));
    expect(bundles).toEqual(
      expect.arrayContaining(['cli.mjs', 'testing.mjs', 'testing.cjs', 'client.mjs', 'client.cjs']),
    );
    for (const bundle of bundles) {
      const text = readFileSync(join(ROOT, 'dist/bundle', bundle), 'utf8');
      for (const name of BUNDLED)
        expect({ bundle, loads: new RegExp(`(from |require\\()["']${name}["'/]`).test(text) }).toEqual({
          bundle,
          loads: false,
        });
    }
  });

  it('every runtime dependency is loaded somewhere in src/', () => {
    expect(Object.keys(runtime).filter((name) => !used.has(name))).toEqual([]);
  });

  // test/package/lean-install.test.ts starts an install without them.
  it('loads an optional dependency only on demand (a dynamic import), never at start', () => {
    expect(Object.keys(pkg.optionalDependencies).length).toBeGreaterThan(0);
    expect(
      Object.keys(pkg.optionalDependencies)
        .filter((name) => eager.has(name))
        .map((name) => `${name} (${eager.get(name)!.join(', ')})`),
    ).toEqual([]);
  });

  it('finds the imports in every form the sources use', () => {
    expect(
      runtimeImports(
        "import type { A } from 'types-only';\nimport x from 'static';\nconst y = await import('dynamic');\ntype Q = typeof import('typeof-only');\nrequire('required');\ncreateRequire(import.meta.url)('created');\nrequire.resolve('resolved/package.json');",
      ),
    ).toEqual(['static', 'dynamic', 'required', 'created', 'resolved/package.json']);
  });
});

describe('the lockfile', () => {
  it('pins every package to a version with an integrity hash', () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(3);
    const unpinned = Object.entries(lock.packages).filter(
      ([path, entry]) => path !== '' && !entry.link && !(entry.version && entry.integrity?.startsWith('sha512-')),
    );
    expect(unpinned.map(([path]) => path)).toEqual([]);
  });

  it('holds every direct dependency, runtime ones outside the dev tree', () => {
    for (const name of Object.keys(runtime))
      expect({
        name,
        dev: lock.packages[`node_modules/${name}`]?.dev ?? false,
        present: Boolean(lock.packages[`node_modules/${name}`]),
      }).toEqual({ name, dev: false, present: true });
    for (const name of Object.keys(pkg.devDependencies))
      expect({ name, present: Boolean(lock.packages[`node_modules/${name}`]) }).toEqual({ name, present: true });
  });
});
